import TestSupport
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

  @Test("Each group of rules with the same place is one diagnostic of each kind, as grouping every rule finds")
  func matchesGroups() {
    forAllSeededCases(count: 2_000) { rng in
      let rules = (0..<Int.random(in: 2...14, using: &rng)).map { index in
        let place = Self.places.randomElement(using: &rng)!
        return LocationRule(
          area: ["a", "b", "c"].randomElement(using: &rng)!, isExclusion: Int.random(in: 0..<4, using: &rng) == 0,
          country: place.country, region: place.region, city: place.city, postcode: place.postcode,
          line: index + 2)
      }
      // The oracle: every rule compared with every other, grouped by place.
      var expected: [String] = []
      var seen: [Int] = []
      for (position, rule) in rules.enumerated() where !seen.contains(position) {
        let group = rules.indices.filter { rules[$0].hasSameConditions(as: rule) }
        seen += group
        guard group.count > 1 else { continue }
        let includes = group.map { rules[$0] }.filter { !$0.isExclusion }
        if let first = includes.first, let other = includes.first(where: { $0.area != first.area }) {
          let lines = includes.map(\.line)
          expected.append(
            "zones.csv:\(other.line): error: zone '\(other.area)' has the same place as line \(first.line) of zone '\(first.area)'; the match would depend on the order of rows"
              + (lines.count > 2 ? " (\(DiagnosticLog.lines(lines)) name it)" : ""))
        }
        for area in Set(group.map { rules[$0].area }) {
          let members = group.map { rules[$0] }.filter { $0.area == area }
          for isExclusion in [false, true] {
            let same = members.filter { $0.isExclusion == isExclusion }
            guard same.count > 1 else { continue }
            let repeats = same.dropFirst().map(\.line)
            expected.append(
              "zones.csv:\(same[1].line): warning: repeats line \(same[0].line); it adds nothing"
                + (repeats.count > 1 ? " (\(DiagnosticLog.lines(repeats)) all repeat it)" : ""))
          }
          if let include = members.first(where: { !$0.isExclusion }), let exclude = members.first(where: \.isExclusion)
          {
            expected.append(
              "zones.csv:\(include.line): warning: can never match: line \(exclude.line) excludes the same place from zone '\(area)'"
            )
          }
        }
      }
      let log = DiagnosticLog()
      ZoneIndex(rules: rules, file: "zones.csv").diagnose(areaColumn: "zone", into: log)
      let found = log.sorted.map(\.description).filter {
        $0.contains("has the same place") || $0.contains("repeats line") || $0.contains("excludes the same place")
      }
      try #require(found.sorted() == expected.sorted(), "\(rules.map { "\($0.area) \($0.isExclusion) \($0.line)" })")
    }
  }

  @Test("Lines are named, five at most")
  func lineLists() {
    #expect(DiagnosticLog.lines([3]) == "line 3")
    #expect(DiagnosticLog.lines([3, 5]) == "lines 3 and 5")
    #expect(DiagnosticLog.lines([3, 5, 9]) == "lines 3, 5 and 9")
    #expect(DiagnosticLog.lines(Array(1...8)) == "lines 1, 2, 3, 4, 5 and 3 more")
  }
}
