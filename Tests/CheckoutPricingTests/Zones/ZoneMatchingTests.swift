import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("Zone matching")
struct ZoneMatchingTests {
  /// The README's example zones, plus rules that exercise each precedence step.
  static let zonesCSV = """
    zone,rule,country,region,city,postcode
    us-contiguous,include,US,,,
    us-contiguous,exclude,US,AK,,
    us-contiguous,exclude,US,HI,,
    us-alaska-hawaii,include,US,AK,,
    us-alaska-hawaii,include,US,HI,,
    atlanta-downtown,include,US,GA,,30303
    atlanta-metro,include,US,GA,,303*
    us-city-boulder,include,US,CO,Boulder,
    uk-highlands,include,GB,,,IV*
    uk-highlands,include,GB,,,KW15...KW17
    uk-brighton,include,GB,,,BN1*
    uk-brighton-sector,include,GB,,,BN1 1*
    uk,include,GB,,,
    nl-amsterdam,include,NL,,,1000AA...1109ZZ
    nl-amsterdam-centre,include,NL,,,1011AA...1018ZZ
    ca-ottawa,include,CA,,,K1A 0B1
    ca,include,CA,,,
    rest-of-world,include,*,,,
    """

  static func index(_ csv: String = zonesCSV) throws -> ZoneIndex {
    var files = try TestBooks.minimalMerchant()
    files["zones.csv"] = csv
    let log = DiagnosticLog()
    let index: ZoneIndex = AreaLoader(source: .files(files), log: log).loadAreas(
      file: "zones.csv", areaColumn: "zone")
    #expect(!log.hasErrors, "\(log.sorted)")
    return index
  }

  static func destination(_ country: String, _ region: String? = nil, city: String? = nil, _ postcode: String? = nil)
    throws -> Destination
  {
    try Destination(
      contact: ContactFields(locality: city, administrativeArea: region, postalCode: postcode, countryCode: country))
  }

  @Test(
    "The most specific rule wins",
    arguments: [
      ("US", "AK", nil, "99501", "us-alaska-hawaii"),  // the exclusion removes us-contiguous
      ("US", "GA", nil, "30303", "atlanta-downtown"),  // exact postcode beats prefix
      ("US", "GA", nil, "30305", "atlanta-metro"),  // prefix beats country
      ("US", "GA", nil, "30601", "us-contiguous"),
      ("US", "CO", "boulder ", "80302", "us-city-boulder"),  // city beats country
      ("US", "CO", "Boulder City", "80302", "us-contiguous"),  // never a substring
      ("GB", nil, nil, "IV2 3AA", "uk-highlands"),
      ("GB", nil, nil, "KW16 3AA", "uk-highlands"),
      ("GB", nil, nil, "KW1 4AA", "uk"),  // KW15...KW17 does not cover KW1
      ("GB", nil, nil, "BN1 2AA", "uk-brighton"),
      ("GB", nil, nil, "BN1 1AA", "uk-brighton-sector"),
      ("GB", nil, nil, "BN11 1AA", "uk"),  // BN1* is the district BN1, not BN11
      ("NL", nil, nil, "1012 AB", "nl-amsterdam-centre"),  // nested range beats the outer one
      ("NL", nil, nil, "1050 AB", "nl-amsterdam"),
      ("NL", nil, nil, "1000 AA", "nl-amsterdam"),  // a range holds its bounds
      ("NL", nil, nil, "1109 ZZ", "nl-amsterdam"),
      ("NL", nil, nil, "1011 AA", "nl-amsterdam-centre"),
      ("NL", nil, nil, "1110 AA", "rest-of-world"),
      ("CA", "ON", nil, "K1A 0B1", "ca-ottawa"),
      ("DE", nil, nil, "10115", "rest-of-world"),
    ] as [(String, String?, String?, String, String)])
  func precedence(country: String, region: String?, city: String?, postcode: String, zone: String) throws {
    let match = try #require(try Self.index().match(Self.destination(country, region, city: city, postcode)))
    #expect(match.area == zone)
    #expect(!match.dependsOnFullPostcode)
  }

  @Test("Without a rest-of-world rule an uncovered address has no zone")
  func noImplicitRestOfWorld() throws {
    let index = try Self.index(Self.zonesCSV.replacingOccurrences(of: "rest-of-world,include,*,,,", with: ""))
    #expect(index.match(try Self.destination("DE", nil, "10115")) == nil)
  }

  @Test(
    "A redacted postcode matches only rules that cover all of it, and says when finer rules exist",
    arguments: [
      ("GB", nil, "BN1", "uk-brighton", true),  // BN1 1* lies under BN1
      ("GB", nil, "BN2", "uk", false),
      ("GB", nil, "IV2", "uk-highlands", false),
      ("GB", nil, "KW16", "uk-highlands", false),
      ("CA", "ON", "K1A", "ca", true),  // the full postcode K1A 0B1 lies under K1A
      ("CA", "ON", "K2P", "ca", false),
    ] as [(String, String?, String, String, Bool)])
  func redacted(country: String, region: String?, postcode: String, zone: String, depends: Bool) throws {
    let destination = try Self.destination(country, region, postcode)
    #expect(destination.postcode?.isPartial == true)
    let match = try #require(try Self.index().match(destination))
    #expect(match.area == zone)
    #expect(match.dependsOnFullPostcode == depends)
  }

  @Test("A range cutting through a redacted postcode makes the match depend on the full postcode")
  func redactedRange() throws {
    let index = try Self.index(
      """
      zone,country,postcode
      ca-east,CA,K1A 0A0...K1A 5Z9
      ca,CA,
      """)
    let match = try #require(index.match(try Self.destination("CA", "ON", "K1A")))
    #expect(match.area == "ca")
    #expect(match.dependsOnFullPostcode)
    #expect(index.match(try Self.destination("CA", "ON", "K1A 2B3"))?.area == "ca-east")
  }

  // Property: matching does not depend on the order of rules in the file.
  @Test("Matching does not depend on rule order")
  func orderIndependent() throws {
    let lines = Self.zonesCSV.split(separator: "\n").map(String.init)
    let reference = try Self.index()
    let destinations = try Self.sampleDestinations()
    forAllSeededCases(count: 200) { rng in
      let shuffled = ([lines[0]] + lines.dropFirst().shuffled(using: &rng)).joined(separator: "\n")
      let index = try Self.index(shuffled)
      for destination in destinations {
        try #require(index.match(destination)?.area == reference.match(destination)?.area, "\(destination)")
        try #require(
          index.match(destination)?.dependsOnFullPostcode == reference.match(destination)?.dependsOnFullPostcode)
      }
    }
  }

  // Property: where finer rules exist under a redacted postcode, a full
  // postcode may land elsewhere, and then the redacted match says so.
  @Test("A redacted match that a full postcode contradicts always says it depends on the full postcode")
  func redactedNeverContradictsSilently() throws {
    let index = try Self.index()
    var contradictions = 0
    forAllSeededCases { rng in
      let (redacted, full): (Destination, Destination)
      if Bool.random(using: &rng) {
        let outward = ["BN1", "BN2", "BN11", "IV2", "KW16"].randomElement(using: &rng)!
        let inward = "\(Int.random(in: 0...9, using: &rng))\(["A", "B", "D"].randomElement(using: &rng)!)A"
        (redacted, full) = try (
          Self.destination("GB", nil, outward), Self.destination("GB", nil, "\(outward) \(inward)")
        )
      } else {
        let fsa = ["K1A", "K2P"].randomElement(using: &rng)!
        let ldu = ["0B1", "0A0", "1B2"].randomElement(using: &rng)!
        (redacted, full) = try (Self.destination("CA", "ON", fsa), Self.destination("CA", "ON", "\(fsa) \(ldu)"))
      }
      let redactedMatch = try #require(index.match(redacted))
      let fullMatch = try #require(index.match(full))
      if redactedMatch.area != fullMatch.area {
        contradictions += 1
        try #require(
          redactedMatch.dependsOnFullPostcode,
          "\(full) is in \(fullMatch.area), \(redacted) silently in \(redactedMatch.area)")
      }
    }
    // The generator reaches the case the property is about: more than 1 in 100.
    #expect(contradictions > PropertyRun.cases / 100)
  }

  static func sampleDestinations() throws -> [Destination] {
    try [
      destination("US", "AK", "99501"), destination("US", "GA", "30303"), destination("US", "GA", "30305"),
      destination("US", "CO", city: "Boulder", "80302"), destination("GB", nil, "BN1 1AA"),
      destination("GB", nil, "BN1"), destination("GB", nil, "KW16 3AA"), destination("NL", nil, "1012 AB"),
      destination("CA", "ON", "K1A"), destination("DE", nil, "10115"),
    ]
  }
}
