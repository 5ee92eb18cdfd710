package import Testing

extension Trait where Self == ConditionTrait {
  /// Runs a suite or test only under `CHECKOUT_PRICING_LONG=1` (see
  /// ``PropertyRun``): one whose tables of 100,000 rows, threads or injected
  /// faults take seconds each, so that a plain `swift test` stays quick.
  package static var longRunning: Self {
    .enabled(if: PropertyRun.isLong, "long-running: CHECKOUT_PRICING_LONG=1 runs it")
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs a test only where the machine has Node.js (``PageCode/node``) to
  /// run the documentation's page code.
  package static var needsNode: Self {
    .enabled(if: PageCode.node != nil, "needs Node.js to run the article's page code")
  }
}
