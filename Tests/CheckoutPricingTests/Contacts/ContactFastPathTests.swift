import Foundation
import SeededRandom
import TestSupport
import Testing

@testable import CheckoutPricing

extension ContactsTests {
  /// The byte-level fast paths of contact normalization against the general
  /// paths they stand in for, over 10,000 seeded cases each (see
  /// `forAllSeededCases`): real and grammar-valid postcodes with case and
  /// spacing noise, damaged copies, non-ASCII white space and letters, and
  /// each text read in a second, random country.
  @Suite("Fast paths")
  struct ContactFastPathTests {
    static let countries = ["US", "CA", "GB", "IE", "NL", "DE", "FR", "AU", "JP", "SE", "BR"].map {
      CountryCode(uncheckedRawValue: $0)
    }

    /// The sample as sent and a copy with one character dropped, doubled or
    /// replaced by noise, which is often no postcode at all.
    static func spellings(of sample: PostcodeSampler.Sample, _ rng: inout SeededGenerator) -> [String] {
      let noise = Array("0123456789ABCZabcz -*#é\t\n\u{A0}\u{3000}Ｋ")
      var damaged = Array(sample.noisy)
      let position = Int.random(in: 0..<max(1, damaged.count), using: &rng)
      switch Int.random(in: 0..<4, using: &rng) {
      case 0 where !damaged.isEmpty: damaged.remove(at: position)
      case 1 where !damaged.isEmpty: damaged.insert(damaged[position], at: position)
      case 2 where !damaged.isEmpty: damaged[position] = PostcodeSampler.pick(noise, &rng)
      default: damaged.insert(PostcodeSampler.pick(noise, &rng), at: min(position, damaged.count))
      }
      return [sample.noisy, String(damaged), sample.clean]
    }

    @Test("PostcodeShape.parse(asciiText:) is the general parse for ASCII text and nil or the same otherwise")
    func asciiPostcodeMatchesGeneralPath() throws {
      var fastHits = 0
      try PostcodeSampler().forAllSamples { sample, rng in
        let other = PostcodeSampler.pick(Self.countries, &rng)
        for text in Self.spellings(of: sample, &rng) {
          for country in [sample.country, other] {
            guard let shape = PostcodeShape.forCountry(country) else { continue }
            let general = PostcodeInput(text).flatMap { PostcodeGrammar.parse($0, country: country) }
            let fast = shape.parse(asciiText: text, country: country)
            let described = "\(country) \(text.debugDescription): \(fast?.levels ?? []) vs \(general?.levels ?? [])"
            if text.utf8.allSatisfy({ $0 < 0x80 }) && shape.wholeCheck == nil {
              try #require(fast == general, "\(described)")
            } else {
              try #require(fast == nil || fast == general, "\(described)")
            }
            if fast != nil { fastHits += 1 }
          }
        }
      }
      // The fast path answers most well-formed samples, so the property is not vacuous.
      #expect(fastHits > PropertyRun.cases / 2)
    }

    /// The general path of ``RegionTable/canonicalRegion(_:country:)`` for a
    /// country with a subdivision list.
    static func generalRegion(_ text: String, in list: SubdivisionList) -> String? {
      ContactText.matchingKey(text).flatMap { list.code(for: $0) }
    }

    @Test("SubdivisionList.code(forTwoLetters:) answers every pair of ASCII letters as the general path does")
    func twoLetterRegionsMatchGeneralPath() throws {
      let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
      for list in [RegionTable.unitedStates, RegionTable.canada, RegionTable.australia] {
        var known = 0
        for first in letters {
          for second in letters {
            let text = String([first, second])
            let fast = try #require(list.code(forTwoLetters: text), "\(text) is two letters")
            try #require(fast == Self.generalRegion(text, in: list), "\(text): \(fast ?? "nil")")
            if fast != nil { known += 1 }
          }
        }
        // Australia's SA, WA and NT in four casings each at least, so the
        // comparison above is not only of nils.
        #expect(known >= 3 * 4)
      }
    }

    @Test("RegionTable.canonicalRegion equals the general path on noisy and damaged region text")
    func regionsMatchGeneralPath() throws {
      let alphabet = Array("GAgaNnFfPpQqEeIiYyKkSsWw  \t-.1é\u{A0}Ｇ")
      let names = ["GA", "ga", "Georgia", "NF", "pq", "PEI", "NSW", "nt", "wa", "Yk", "on", "D.C."]
      forAllSeededCases { rng in
        var text = Array(PostcodeSampler.pick(names, &rng))
        for _ in 0..<Int.random(in: 0...2, using: &rng) {
          let position = Int.random(in: 0...text.count, using: &rng)
          if Bool.random(using: &rng), position < text.count {
            text.remove(at: position)
          } else {
            text.insert(PostcodeSampler.pick(alphabet, &rng), at: position)
          }
        }
        let raw = String(text)
        for country in [CountryCode.unitedStates, .canada, .australia] {
          let list = try #require(RegionTable.subdivisions(of: country))
          let region = RegionTable.canonicalRegion(raw, country: country)
          try #require(region == Self.generalRegion(raw, in: list), "\(country) \(raw.debugDescription)")
        }
      }
    }

    @Test("ContactText.trimmed is nonEmpty as a String, for any text")
    func trimmedMatchesNonEmpty() throws {
      let alphabet = Array("aZ9 .\t\n\r\u{0B}\u{7F}\u{A0}\u{2028}\u{3000}é\u{301}東-")
      forAllSeededCases { rng in
        let text = String((0..<Int.random(in: 0...6, using: &rng)).map { _ in PostcodeSampler.pick(alphabet, &rng) })
        let expected = ContactText.nonEmpty(text).map(String.init)
        try #require(ContactText.trimmed(text) == expected, "\(text.debugDescription)")
      }
      #expect(ContactText.trimmed(nil) == nil)
    }

    @Test("A US postcode's regions are its ZIP3's states, as Int(text.prefix(3)) reads the ZIP3")
    func usRegionsMatchZIP3() throws {
      let sampler = try PostcodeSampler()
      for row in sampler.zips {
        let postcode = try PostcodeGrammar.normalize(row.zip, country: .unitedStates)
        let zip3 = try #require(Int(postcode.text.prefix(3)))
        try #require(RegionTable.regions(containing: postcode) == ZIP3Table.states(forZIP3: zip3), "\(row.zip)")
      }
    }
  }
}
