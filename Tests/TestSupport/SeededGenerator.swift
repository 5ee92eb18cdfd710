import Foundation
package import SeededRandom
package import Testing

/// How property tests choose their cases.
///
/// Each case `i` of a property draws from `SeededGenerator(seed: base + i)`,
/// so a failure names the one seed that replays it:
/// `CHECKOUT_PRICING_SEED=<seed> CHECKOUT_PRICING_CASES=1 swift test --filter <test>`.
///
/// A plain `swift test` runs at most ``shortCases`` cases a property, so the
/// suites stay quick; `CHECKOUT_PRICING_LONG=1` runs each property's long
/// count (``longCases`` where the property names none), as `.ci/run` does.
package enum PropertyRun {
  /// The cases a property runs under `CHECKOUT_PRICING_LONG=1` when it names
  /// no count of its own.
  package static let longCases = 10_000

  /// The most cases a property runs without `CHECKOUT_PRICING_LONG=1`.
  package static let shortCases = 1_000

  /// Whether `CHECKOUT_PRICING_LONG=1` asks for the long counts and the
  /// long-running suites.
  package static var isLong: Bool {
    ProcessInfo.processInfo.environment["CHECKOUT_PRICING_LONG"] == "1"
  }

  package static var baseSeed: UInt64 {
    ProcessInfo.processInfo.environment["CHECKOUT_PRICING_SEED"].flatMap { UInt64($0) }
      ?? 0xC0FFEE
  }

  /// The cases to run for a property whose long run is `long` cases:
  /// `CHECKOUT_PRICING_CASES` when it is set (a replay), else `long` under
  /// `CHECKOUT_PRICING_LONG=1`, else at most ``shortCases``.
  package static func cases(long: Int) -> Int {
    if let cases = ProcessInfo.processInfo.environment["CHECKOUT_PRICING_CASES"].flatMap({ Int($0) }) {
      return cases
    }
    return isLong ? long : min(long, shortCases)
  }

  /// The cases to run for a property that names no count of its own.
  package static var cases: Int { cases(long: longCases) }
}

/// Runs `body` once per seeded case and stops at the first failure, recording
/// the seed that replays it.
///
/// `count` is the property's long run (see ``PropertyRun``): a plain
/// `swift test` runs at most ``PropertyRun/shortCases`` of them. `body`
/// states the property with `try #require(...)`, whose message should name
/// the case's inputs; it may also throw any error, which fails the case.
package func forAllSeededCases(
  count: Int = PropertyRun.longCases,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: (inout SeededGenerator) throws -> Void
) {
  let base = PropertyRun.baseSeed
  for index in 0..<PropertyRun.cases(long: count) {
    let seed = base &+ UInt64(index)
    var generator = SeededGenerator(seed: seed)
    do {
      try body(&generator)
    } catch {
      Issue.record(
        "property failed at case \(index), seed \(seed); replay with CHECKOUT_PRICING_SEED=\(seed) CHECKOUT_PRICING_CASES=1: \(error)",
        sourceLocation: sourceLocation)
      return
    }
  }
}
