import Foundation
package import SeededRandom
package import Testing

/// How property tests choose their cases.
///
/// Each case `i` of a property draws from `SeededGenerator(seed: base + i)`,
/// so a failure names the one seed that replays it:
/// `CHECKOUT_PRICING_SEED=<seed> CHECKOUT_PRICING_CASES=1 swift test --filter <test>`.
package enum PropertyRun {
  /// At least 10,000 cases per property per `swift test`.
  package static let defaultCases = 10_000

  package static var baseSeed: UInt64 {
    ProcessInfo.processInfo.environment["CHECKOUT_PRICING_SEED"].flatMap { UInt64($0) }
      ?? 0xC0FFEE
  }

  package static var cases: Int {
    ProcessInfo.processInfo.environment["CHECKOUT_PRICING_CASES"].flatMap { Int($0) }
      ?? defaultCases
  }
}

/// Runs `body` once per seeded case and stops at the first failure, recording
/// the seed that replays it.
///
/// `body` states the property with `try #require(...)`, whose message should
/// name the case's inputs; it may also throw any error, which fails the case.
package func forAllSeededCases(
  count: Int = PropertyRun.cases,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: (inout SeededGenerator) throws -> Void
) {
  let base = PropertyRun.baseSeed
  for index in 0..<count {
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
