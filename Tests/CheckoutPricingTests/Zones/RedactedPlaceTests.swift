import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

/// Rule cells at a full address's precision, and the pieces a redacted
/// postcode is cut into where finer rules lie under it.
@Suite("Redacted places")
struct RedactedPlaceTests {
  static let us = CountryCode(uncheckedRawValue: "US")
  static let gb = CountryCode(uncheckedRawValue: "GB")
  static let ca = CountryCode(uncheckedRawValue: "CA")

  static func country(_ code: String) -> CountryCode { CountryCode(uncheckedRawValue: code) }

  @Test(
    "Cells at a full address's precision read as level keys or ranges, and print as written",
    arguments: [
      ("US", "30303-1234", "303031234...303031234"), ("US", "303031234", "303031234...303031234"),
      ("US", "30303-12*", "303031200...303031299"), ("US", "30303*", "30303"),
      ("US", "30303-0001...30303-4999", "303030001...303034999"), ("US", "30000...30399", "30000...30399"),
      ("GB", "IV2 3", "IV2 3"), ("GB", "IV2 3*", "IV2 3"), ("GB", "iv2 3xx", "IV2 3XX"), ("CA", "K1A 0B1", "K1A0B1"),
      ("CA", "K1A0A0...K1A5Z9", "K1A0A0...K1A5Z9"),
    ] as [(String, String, String)])
  func cellForms(country: String, cell: String, text: String) throws {
    let pattern = try #require(PostcodePattern(cell, country: Self.country(country)))
    #expect(pattern.description == text)
  }

  @Test("A ZIP5 range holds every ZIP+4 under its bounds, and a ZIP+4 range only part of a ZIP5")
  func rangeKeysOfTwoLengths() throws {
    let zip5Range = try #require(PostcodePattern("30000...30399", country: Self.us))
    let zip4Range = try #require(PostcodePattern("30303-0001...30303-4999", country: Self.us))
    func postcode(_ text: String) throws -> Postcode { try PostcodeGrammar.normalize(text, country: Self.us) }
    #expect(zip5Range.coverage(of: try postcode("30399-9999")) == .whole)
    #expect(zip5Range.coverage(of: try postcode("30000-0000")) == .whole)
    #expect(zip5Range.coverage(of: try postcode("30400-0000")) == .none)
    #expect(zip5Range.coverage(of: try postcode("30303")) == .whole)
    #expect(zip4Range.coverage(of: try postcode("30303")) == .part)
    #expect(zip4Range.coverage(of: try postcode("30303-4999")) == .whole)
    #expect(zip4Range.coverage(of: try postcode("30303-5000")) == .none)
    #expect(zip4Range.coverage(of: try postcode("30304")) == .none)
    let level = try #require(PostcodePattern("30303-12*", country: Self.us))
    #expect(level.coverage(of: try postcode("30303")) == .part)
    #expect(level.coverage(of: try postcode("30303-1299")) == .whole)
  }

  @Test("A UK sector or full postcode and a Canadian full code cover part of their redacted form")
  func partOfRedacted() throws {
    let sector = try #require(PostcodePattern("IV2 3", country: Self.gb))
    let unit = try #require(PostcodePattern("IV2 3XX", country: Self.gb))
    let full = try #require(PostcodePattern("K1A 0B1", country: Self.ca))
    #expect(sector.coverage(of: try PostcodeGrammar.normalize("IV2", country: Self.gb)) == .part)
    #expect(unit.coverage(of: try PostcodeGrammar.normalize("IV2", country: Self.gb)) == .part)
    #expect(sector.coverage(of: try PostcodeGrammar.normalize("IV2 3AB", country: Self.gb)) == .whole)
    #expect(sector.coverage(of: try PostcodeGrammar.normalize("IV23 3AB", country: Self.gb)) == .none)
    #expect(full.coverage(of: try PostcodeGrammar.normalize("K1A", country: Self.ca)) == .part)
  }

  @Test(
    "A redacted postcode is cut at the first postcode of each finer rule and the first after it",
    arguments: [
      ("US", "30303", ["30303-0001...30303-4999"], ["303030000", "303030001", "303035000"]),
      (
        "US", "30303", ["30303-12*", "30303-1250...30303-1300"],
        ["303030000", "303031200", "303031250", "303031300", "303031301"]
      ),
      ("US", "30303", ["30303-0000...30303-9999"], ["303030000"]),
      ("GB", "IV2", ["IV2 3"], ["IV2 0AA", "IV2 3AA", "IV2 4AA"]),
      ("GB", "IV2", ["IV2 9ZZ"], ["IV2 0AA", "IV2 9ZZ"]),
      ("CA", "K1A", ["K1A 0B1"], ["K1A0A0", "K1A0B1", "K1A0B2"]),
    ] as [(String, String, [String], [String])])
  func pieces(country: String, redacted: String, cells: [String], keys: [String]) throws {
    let country = Self.country(country)
    let postcode = try PostcodeGrammar.normalize(redacted, country: country)
    let patterns = try cells.map { try #require(PostcodePattern($0, country: country)) }
    let candidates = try #require(PlaceCandidates(postcode))
    #expect(candidates.keys(dividedBy: patterns) == keys)
  }

  @Test("A full postcode, and a postcode of a country without finer forms, has no pieces")
  func noPieces() throws {
    #expect(PlaceCandidates(try PostcodeGrammar.normalize("30303-1234", country: Self.us)) == nil)
    #expect(PlaceCandidates(try PostcodeGrammar.normalize("IV2 3XX", country: Self.gb)) == nil)
    #expect(PlaceCandidates(try PostcodeGrammar.normalize("10115", country: Self.country("DE"))) == nil)
  }

  @Test("ZIP+4 ranges of two areas that overlap without nesting are an error at the later row's cell")
  func overlappingZIP4Ranges() throws {
    var files = try TestBooks.minimalMerchant()
    files["tax_jurisdictions.csv"]! += "us-ga-a,A,taxable\nus-ga-b,B,taxable\n"
    files["tax_rates.csv"]! += "us-ga-a,a,A,city,standard,5\nus-ga-b,b,B,city,standard,6\n"
    files["tax_areas.csv"] =
      "jurisdiction,country,region,postcode\nus-ga,US,GA,\nus-ga-a,US,GA,30303-0001...30303-4999\nus-ga-b,US,GA,30303-4000...30303-6000\n"
    let error = try #require(throws: RateTableError.self) { try RateBook.load(from: .files(files)) }
    #expect(
      error.diagnostics.contains {
        $0.description.hasPrefix("tax_areas.csv:4:")
          && $0.message.contains("303034000...303036000")
          && $0.message.contains("overlaps 303030001...303034999")
      }, "\(error)")
    // Nested ranges are not an error: the inner one is more specific.
    files["tax_areas.csv"] =
      "jurisdiction,country,region,postcode\nus-ga,US,GA,\nus-ga-a,US,GA,30000...30399\nus-ga-b,US,GA,30303-4000...30303-6000\n"
    _ = try RateBook.load(from: .files(files))
  }

  @Test("A ZIP+4 range within a ZIP5 beats the ZIP5's own rule, and nested ZIP+4 ranges the inner one")
  func zip4RangeOutranksZIP5() throws {
    let rules = [
      LocationRule(area: "zip5", country: Self.us, postcode: PostcodePattern("30303", country: Self.us), line: 2),
      LocationRule(
        area: "outer", country: Self.us, postcode: PostcodePattern("30303-0001...30303-4999", country: Self.us), line: 3
      ),
      LocationRule(
        area: "inner", country: Self.us, postcode: PostcodePattern("30303-1000...30303-1999", country: Self.us), line: 4
      ),
    ]
    let index = TaxAreaIndex(rules: rules, file: "tax_areas.csv")
    func area(_ postcode: String) throws -> (String?, Bool?) {
      let match = index.match(
        Destination(country: Self.us, postcode: try PostcodeGrammar.normalize(postcode, country: Self.us)))
      return (match?.area, match?.dependsOnFullPostcode)
    }
    #expect(try area("30303-0500") == ("outer", false))
    #expect(try area("30303-1500") == ("inner", false))
    #expect(try area("30303-5000") == ("zip5", false))
    #expect(try area("30303") == ("zip5", true))
  }

  @Test(
    "redactedPlacePolicy is highest by default, pending when set, and an error at its member otherwise",
    arguments: [("", RedactedPlacePolicy.highest), (", \"redactedPlacePolicy\": \"pending\"", .pending)])
  func policy(member: String, policy: RedactedPlacePolicy) throws {
    let files = try TestBooks.minimalMerchant(
      replacingInManifest: "\"pricesIncludeTax\": false", with: "\"pricesIncludeTax\": false\(member)")
    #expect(try RateBook.load(from: .files(files)).merchant.redactedPlacePolicy == policy)
  }

  @Test("A bad redactedPlacePolicy is an error at its line and column")
  func badPolicy() throws {
    let files = try TestBooks.minimalMerchant(
      replacingInManifest: "\"pricesIncludeTax\": false",
      with: "\"pricesIncludeTax\": false,\n \"redactedPlacePolicy\": \"lowest\"")
    let diagnostics = TestBooks.loadingDiagnostics(files)
    #expect(
      diagnostics.contains {
        $0.description.hasPrefix("manifest.json:4:2: error:")
          && $0.message == "'redactedPlacePolicy' must be one of highest, pending, found 'lowest'"
      }, "\(diagnostics)")
  }
}
