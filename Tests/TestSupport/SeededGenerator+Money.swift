package import SeededRandom

package import CheckoutPricing

extension SeededGenerator {
  /// A count of minor units: mostly everyday prices, sometimes huge, sometimes
  /// at the very edge of the `Int64` range, either sign.
  package mutating func minorUnits(allowNegative: Bool = true) -> Int64 {
    let magnitude: Int64
    switch Int.random(in: 0..<10, using: &self) {
    case 0..<5: magnitude = Int64.random(in: 0...100_000, using: &self)
    case 5..<8: magnitude = Int64.random(in: 0...10_000_000_000, using: &self)
    case 8: magnitude = Int64.random(in: 0...Int64.max, using: &self)
    default: magnitude = Int64.max - Int64.random(in: 0...1_000, using: &self)
    }
    return allowNegative && Bool.random(using: &self) ? -magnitude : magnitude
  }

  /// A minor-unit exponent: 2 most of the time, otherwise 0, 3, 4 or up to the maximum.
  package mutating func exponent() -> Int {
    [2, 2, 2, 0, 3, 4, Int.random(in: 0...Currency.maximumMinorUnits, using: &self)]
      .randomElement(using: &self)!
  }

  /// A rate with up to `maximumScale` decimals, mostly realistic tax and
  /// discount rates (0.05, 0.08875, 0.09975), sometimes above 100%.
  package mutating func rate(maximumScale: Int = 8) throws -> Rate {
    let scale = Int.random(in: 0...maximumScale, using: &self)
    let limit = (0..<min(scale + 1, 18)).reduce(Int64(1)) { power, _ in power * 10 }
    return try Rate(units: Int64.random(in: 0...limit, using: &self), scale: scale)
  }

  package mutating func roundingMode() -> RoundingMode {
    RoundingMode.allCases.randomElement(using: &self)!
  }
}
