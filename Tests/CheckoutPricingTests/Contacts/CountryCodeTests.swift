import TestSupport
import Testing

@testable import CheckoutPricing

extension ContactsTests {
  @Suite("Country codes")
  struct CountryCodeTests {
    @Test("Codes in any case become uppercase", arguments: ["us", "US", "Us", "uS", "gb", "jp", "ax"])
    func anyCase(code: String) throws {
      let country = try #require(CountryCode(rawValue: code))
      #expect(country.rawValue == code.uppercased())
      #expect(country.description == code.uppercased())
    }

    @Test(
      "Unassigned, reserved and malformed codes are rejected",
      arguments: ["XX", "UK", "EU", "XK", "AA", "ZZ", "U", "USA", " US", "us ", "U5", "ÜS", "", "U.", "ＵＳ"])
    func rejected(code: String) {
      #expect(CountryCode(rawValue: code) == nil)
    }

    @Test("Exactly the 249 codes ISO 3166-1 assigns are accepted")
    func assignedCount() {
      let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init)
      let assigned = letters.flatMap { first in letters.compactMap { CountryCode(rawValue: first + $0) } }
      #expect(assigned.count == 249)
      #expect(assigned == assigned.sorted())
      #expect(CountryCode(uncheckedRawValue: "US") < CountryCode(uncheckedRawValue: "UY"))
    }

    @Test("The codes read by their letters are exactly the codes the names table holds")
    func lettersTableMatchesNames() {
      let byLetters = Set(CountryTable.codesByLetters.compactMap { $0 })
      #expect(byLetters == Set(CountryTable.iso3166.englishNames.keys))
      #expect(byLetters.count == 249)
    }

    @Test("Codes compare, order and hash by their letters exactly as by their text, however they were made")
    func lettersAgreeWithText() throws {
      let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init)
      let codes = letters.flatMap { first in letters.compactMap { CountryCode(rawValue: first + $0) } }
      for (left, right) in zip(codes, codes.dropFirst()) {
        #expect(left < right && !(right < left) && left != right, "\(left) \(right)")
        #expect(left.rawValue < right.rawValue)
      }
      for code in codes {
        let lowercased = try #require(CountryCode(rawValue: code.rawValue.lowercased()))
        let fromLetters = CountryCode(letters: code.letters)
        let unchecked = CountryCode(uncheckedRawValue: code.rawValue)
        for other in [lowercased, fromLetters, unchecked] {
          #expect(other == code && other.hashValue == code.hashValue && other.rawValue == code.rawValue)
          #expect(!(other < code) && !(code < other))
        }
      }
    }

    @Test("Every country's English name leads back to it")
    func namesRoundTrip() {
      let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init)
      for code in letters.flatMap({ first in letters.compactMap { CountryCode(rawValue: first + $0) } }) {
        #expect(!code.englishName.isEmpty && code.englishName != code.rawValue, "\(code)")
        #expect(CountryCode.named(code.englishName) == code, "\(code) \(code.englishName)")
        #expect(CountryCode.named(code.englishName.uppercased()) == code, "\(code) \(code.englishName)")
      }
    }

    @Test(
      "English names",
      arguments: [
        ("US", "United States"), ("GB", "United Kingdom"), ("KR", "South Korea"),
        ("CI", "Côte d'Ivoire"), ("DE", "Germany"), ("VI", "U.S. Virgin Islands"),
      ])
    func englishName(code: String, name: String) throws {
      #expect(try #require(CountryCode(rawValue: code)).englishName == name)
    }

    @Test(
      "Names and common aliases, in any case and spacing",
      arguments: [
        ("United States", "US"), ("united states", "US"), ("UNITED  STATES", "US"),
        (" United States of America ", "US"),
        ("USA", "US"), ("U.S.A.", "US"), ("US", "US"), ("U.S.", "US"), ("united kingdom", "GB"), ("UK", "GB"),
        ("Great Britain", "GB"), ("England", "GB"), ("Deutschland", "DE"), ("Germany", "DE"), ("DEU", "DE"),
        ("the Netherlands", "NL"), ("Holland", "NL"), ("Côte d'Ivoire", "CI"), ("cote d’ivoire", "CI"),
        ("Ivory Coast", "CI"), ("St. Lucia", "LC"), ("Saint Lucia", "LC"), ("St Kitts and Nevis", "KN"),
        ("Bosnia & Herzegovina", "BA"), ("Myanmar (Burma)", "MM"), ("Türkiye", "TR"), ("Turkey", "TR"),
        ("Korea, Republic of", "KR"), ("South Korea", "KR"), ("Canada", "CA"), ("CANADA", "CA"), ("The Bahamas", "BS"),
        ("Hong Kong SAR China", "HK"), ("Czech Republic", "CZ"), ("Czechia", "CZ"), ("España", "ES"), ("ESPAÑA", "ES"),
        ("Espana", "ES"), ("Quebec", nil), ("Korea", nil), ("Virgin Islands", nil), ("Atlantis", nil), ("", nil),
        ("   ", nil), ("X", nil), ("...", nil), (String(repeating: "United States ", count: 100), nil),
      ] as [(String, String?)])
    func named(name: String, code: String?) {
      #expect(CountryCode.named(name)?.rawValue == code)
    }
  }
}
