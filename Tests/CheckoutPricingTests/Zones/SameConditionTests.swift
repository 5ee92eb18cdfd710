import Testing

@testable import CheckoutPricing

@Suite("Rules with the same conditions")
struct SameConditionTests {
  /// Conditions that file rules under every kind of index key: a postcode
  /// level, a range, a city, a region, a whole country, the rest of the world.
  static let places: [(country: CountryCode?, region: String?, city: String?, postcode: PostcodePattern?)] = [
    (.unitedStates, nil, nil, nil),
    (.unitedStates, "GA", nil, nil),
    (.unitedStates, "GA", "ATLANTA", nil),
    (.unitedStates, nil, nil, .level("30303")),
    (.unitedStates, "GA", nil, .level("30303")),
    (.unitedStates, nil, nil, .range("30000"..."30399")),
    (.unitedKingdom, nil, nil, nil),
    (nil, nil, nil, nil),
  ]

  @Test("Every pair of rules with the same place is reported once, in file order, as a check of all pairs finds")
  func matchesAllPairs() {
    forAllSeededCases(count: 2_000) { rng in
      let rules = (0..<Int.random(in: 2...14, using: &rng)).map { index in
        let place = Self.places.randomElement(using: &rng)!
        return LocationRule(
          area: ["a", "b"].randomElement(using: &rng)!, isExclusion: Int.random(in: 0..<4, using: &rng) == 0,
          country: place.country, region: place.region, city: place.city, postcode: place.postcode,
          location: TableLocation(file: "zones.csv", line: index + 2))
      }
      var expected: [String] = []
      for (later, rule) in rules.enumerated() {
        for earlier in rules[..<later] where earlier.hasSameConditions(as: rule) {
          let line = earlier.location.line
          if earlier.area != rule.area && !earlier.isExclusion && !rule.isExclusion {
            expected.append(
              "zones.csv:\(rule.location.line): error: zone '\(rule.area)' has the same place as line \(line) of zone '\(earlier.area)'; the match would depend on the order of rows"
            )
          } else if earlier.area == rule.area && earlier.isExclusion == rule.isExclusion {
            expected.append("zones.csv:\(rule.location.line): warning: repeats line \(line); it adds nothing")
          } else if earlier.area == rule.area {
            let (include, exclude) = earlier.isExclusion ? (rule, earlier) : (earlier, rule)
            expected.append(
              "zones.csv:\(include.location.line): warning: can never match: line \(exclude.location.line) excludes the same place from zone '\(rule.area)'"
            )
          }
        }
      }
      let found = LocationIndex(rules: rules).diagnostics(areaColumn: "zone").map(\.description).filter {
        $0.contains("has the same place") || $0.contains("repeats line") || $0.contains("excludes the same place")
      }
      try #require(found == expected, "\(rules.map { "\($0.area) \($0.isExclusion) \($0.location.line)" })")
    }
  }
}
