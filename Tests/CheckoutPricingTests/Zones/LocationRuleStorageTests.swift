import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("Location rule storage")
struct LocationRuleStorageTests {
  /// Every assigned country code, from every pair of letters.
  static let countries: [CountryCode] = (UInt8(ascii: "A")...UInt8(ascii: "Z")).flatMap { first in
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).compactMap { second in
      CountryCode(rawValue: String(decoding: [first, second], as: UTF8.self))
    }
  }

  static let postcodes: [PostcodePattern?] = [
    nil, .level("30303"), .level("303"), .level("SW1A 1AA"), .range("30000"..."30399"), .range("KW15"..."KW17"),
    .range("1000AA"..."1000AA"),
  ]

  @Test("A rule stores its country and postcode compactly and gives back what it was given")
  func roundTrip() {
    #expect(Self.countries.count == 249)
    for country in Self.countries + [nil] {
      for postcode in Self.postcodes {
        var rule = LocationRule(
          area: "z", country: country, postcode: postcode, line: 2)
        #expect(rule.country == country && rule.country?.rawValue == country?.rawValue)
        #expect(rule.postcode == postcode)
        rule.country = .unitedKingdom
        rule.postcode = .range("A"..."B")
        #expect(rule.country == .unitedKingdom && rule.postcode == .range("A"..."B"))
      }
    }
  }

  @Test("Rules are equal, and hash alike, exactly when their properties are equal")
  func equality() {
    forAllSeededCases(count: 2_000) { rng in
      func make() -> LocationRule {
        LocationRule(
          area: ["a", "b"].randomElement(using: &rng)!, isExclusion: Bool.random(using: &rng),
          country: [nil, .unitedStates, .canada].randomElement(using: &rng)!,
          region: [nil, "GA"].randomElement(using: &rng)!, city: [nil, "ATLANTA"].randomElement(using: &rng)!,
          postcode: Self.postcodes.randomElement(using: &rng)!,
          line: Int.random(in: 2...3, using: &rng))
      }
      let (left, right) = (make(), make())
      let same =
        left.area == right.area && left.isExclusion == right.isExclusion && left.country == right.country
        && left.region == right.region && left.city == right.city && left.postcode == right.postcode
        && left.line == right.line
      try #require((left == right) == same)
      if same { try #require(left.hashValue == right.hashValue) }
    }
  }

  @Test(
    "A match found in an index names its area, its id among the index's areas in the order the rules name them, and its rule"
  )
  func matchSharingTheIndexRules() throws {
    let rules = [
      LocationRule(
        area: "near", country: .unitedStates, postcode: .level("303"), line: 2),
      LocationRule(
        area: "far", country: .unitedStates, postcode: .level("30303"), line: 3),
    ]
    let index = ZoneIndex(rules: rules, file: "zones.csv")
    #expect(index.areaNames == ["near", "far"])
    let full = try Destination(contact: ContactFields(postalCode: "30303", countryCode: "US"))
    let found = try #require(index.match(full))
    #expect(found.rule == rules[1] && found.area == "far" && found.areaID == ZoneID(1))
    #expect(index.location(of: found.rule) == TableLocation(file: "zones.csv", line: 3))
    let other = try #require(
      index.match(try Destination(contact: ContactFields(postalCode: "30399", countryCode: "US"))))
    #expect(other.rule == rules[0] && other.area == "near" && other.areaID == ZoneID(0))
    let again = try #require(index.match(full))
    #expect(found != other && found == again)
  }

  @Test("Areas get ids in the order rules first name them, and each area's first rule is found by its id")
  func areaIDs() {
    let areas = ["b", "a", "b", "c", "a"]
    let rules = areas.enumerated().map { line, area in
      LocationRule(area: area, country: .unitedStates, region: "R\(line)", line: line + 2)
    }
    let index = ZoneIndex(rules: rules, file: "zones.csv")
    #expect(index.areaNames == ["b", "a", "c"])
    #expect(rules.indices.map(index.areaID(ofRule:)) == [0, 1, 0, 2, 1].map(ZoneID.init))
    #expect(index.firstRuleOfEachArea() == [0, 1, 3])
    #expect(index.location(of: rules[3]) == TableLocation(file: "zones.csv", line: 5))
  }

  @Test("Each index's match carries an id of the index's kind: a zone id, a tax-area id, a payment-area id")
  func matchesAreTypedByKind() throws {
    let book = TestBooks.book(.usOutfitters)
    let denver = try Destination(
      contact: ContactFields(locality: "Denver", administrativeArea: "CO", postalCode: "80202", countryCode: "US"))
    let zone: ZoneID = try #require(book.zone(for: denver)?.areaID)
    #expect(book.zones.name(of: zone) == book.zone(for: denver)?.area)
    let taxArea: TaxAreaID = try #require(book.tax.areas.match(denver)?.areaID)
    #expect(book.tax.areas.name(of: taxArea) == book.tax.areas.match(denver)?.area)
    #expect(book.tax.jurisdictionOfArea[taxArea]?.id == book.taxJurisdiction(for: denver)?.jurisdiction.id)
    let paymentArea: PaymentAreaID? = book.payments.areas.match(denver)?.areaID
    #expect(paymentArea.map(book.payments.areas.name(of:)) == book.paymentArea(for: denver))
  }

  @Test("A rule takes 80 bytes, so the two indexes of a 100,000-rule book hold 16 MB of rules, not 28.8 MB")
  func size() {
    #expect(MemoryLayout<LocationRule>.stride == 80)
  }
}
