import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("Rule key table")
struct RuleKeyTableTests {
  /// Keys that collide in few characters, canonically equivalent spellings
  /// (`É` composed and decomposed), and the empty-looking edge of one letter.
  static let keys = [
    "30303", "3030", "303", "30", "3", "30304", "BN1", "BN11", "BN1 1", "CAF\u{C9}", "CAFE\u{301}", "ZÜRICH",
    "ZU\u{308}RICH", "A", "GA", "ATLANTA", "NEW YORK", "NEW  YORK",
  ]

  /// A rule filed under `key` as a postcode level, a city or a region.
  static func rule(_ key: String, kind: RuleKeyTable.Key, line: Int) -> LocationRule {
    LocationRule(
      area: "z", country: .unitedStates, region: kind == .region ? key : nil, city: kind == .city ? key : nil,
      postcode: kind == .postcodeLevel ? .level(key) : nil, line: line)
  }

  @Test(
    "Finds every rule under its key in the order filed, and groups exactly the keys with two or more, as a dictionary does"
  )
  func agreesWithDictionary() {
    forAllSeededCases(count: 2_000) { rng in
      let kind = [RuleKeyTable.Key.postcodeLevel, .city, .region].randomElement(using: &rng)!
      // Enough distinct keys, sometimes, to make the table grow several times.
      let generated = (0..<Int.random(in: 0...40, using: &rng)).map { _ in String(Int.random(in: 0..<60, using: &rng)) }
      let pool = Self.keys + generated
      var rules = (0..<Int.random(in: 0...120, using: &rng)).map { line in
        Self.rule(pool.randomElement(using: &rng)!, kind: kind, line: line + 2)
      }
      // A rule without the table's kind of condition is not filed.
      rules.append(LocationRule(area: "z", country: .unitedStates, line: 0))
      var table = RuleKeyTable(key: kind)
      var expected: [String: [Int]] = [:]
      for index in rules.indices {
        table.insert(index, of: rules)
        if let key = kind.of(rules[index]) { expected[key, default: []].append(index) }
      }
      for key in pool + ["30305", "", "NEW YORK "] {
        var found: [Int] = []
        table.forEach(key, in: rules) { found.append($0) }
        try #require(found == expected[key] ?? [], "\(key)")
      }
      try #require(
        table.groups.sorted { $0[0] < $1[0] } == expected.values.filter { $0.count > 1 }.sorted { $0[0] < $1[0] })
    }
  }

  @Test(
    "Canonically equivalent keys are one key, as String equality says, also where one spelling is ASCII",
    arguments: [
      ("CAF\u{C9}", "CAFE\u{301}"), ("KANSAS", "\u{212A}ANSAS"), ("A;B", "A\u{37E}B"), ("A`", "A\u{1FEF}"),
      ("\u{212A}\u{C9}", "KE\u{301}"), ("\u{212B}", "A\u{30A}"),
    ])
  func canonicalEquivalence(first: String, second: String) {
    #expect(first == second)
    #expect(RuleKeyTable.hash(first) == RuleKeyTable.hash(second))
    let rules = [Self.rule(first, kind: .city, line: 2), Self.rule(second, kind: .city, line: 3)]
    var table = RuleKeyTable(key: .city)
    table.insert(0, of: rules)
    table.insert(1, of: rules)
    for key in [first, second] {
      var found: [Int] = []
      table.forEach(key, in: rules) { found.append($0) }
      #expect(found == [0, 1])
    }
    #expect(table.groups == [[0, 1]])
  }

  @Test("Different keys rarely share a slot: 100,000 five-digit postcodes and their prefixes spread like random ones")
  func spread() {
    // Slots are picked by the hash's low bits; a table of 2^18 slots holds
    // 111,110 keys (every prefix of 00000-99999). Random placement leaves
    // about 2^18 * (1 - e^(-111,110 / 2^18)) = 90,000 slots used.
    let keys = (0..<100_000).map { String($0 + 100_000).dropFirst() }.flatMap { zip in
      (1...5).map { String(zip.prefix($0)) }
    }
    let distinct = Set(keys)
    let used = Set(distinct.map { RuleKeyTable.hash($0) & 0x3_FFFF })
    #expect(distinct.count == 111_110)
    #expect(used.count > 85_000, "\(used.count) slots used")
  }
}
