import DecimalReference
import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("Rounding modes")
struct RoundingModeTests {
  // The table in RoundingMode's documentation: tenths of a unit in, units out.
  @Test(
    "Each mode rounds the documented examples",
    arguments: [
      (RoundingMode.towardZero, [15, -15, 12, -17], [1, -1, 1, -1]),
      (.awayFromZero, [15, -15, 12, -17], [2, -2, 2, -2]),
      (.towardPositiveInfinity, [15, -15, 12, -17], [2, -1, 2, -1]),
      (.towardNegativeInfinity, [15, -15, 12, -17], [1, -2, 1, -2]),
      (.halfAwayFromZero, [15, -15, 12, -17], [2, -2, 1, -2]),
      (.halfTowardZero, [15, -15, 12, -17], [1, -1, 1, -2]),
      (.halfToEven, [15, -15, 12, -17, 25, -25, 35], [2, -2, 1, -2, 2, -2, 4]),
    ] as [(RoundingMode, [Int128], [Int128])])
  func documentedExamples(mode: RoundingMode, tenths: [Int128], expected: [Int128]) {
    #expect(tenths.map { mode.divide($0, by: 10) } == expected)
  }

  @Test("Exact halves in every mode, both signs", arguments: RoundingMode.allCases)
  func exactHalves(mode: RoundingMode) {
    for units in [Int128(0), 1, 2, 7, 1_000_000] {
      for sign: Int128 in [1, -1] {
        let half = sign * (units * 2 + 1)  // (units + 0.5) in halves
        let result = mode.divide(half, by: 2)
        let reference = DecimalReference.round(
          Decimal(sign: sign < 0 ? .minus : .plus, exponent: -1, significand: Decimal(Int(units) * 10 + 5)),
          scale: 0, mode)
        #expect(Decimal(Int(result)) == reference, "\(mode) of \(half)/2")
      }
    }
  }

  @Test("Exact values are never moved", arguments: RoundingMode.allCases)
  func exactValuesStay(mode: RoundingMode) {
    for value: Int128 in [0, 1, -1, 42, -42, Int128(Int64.max), Int128(Int64.min)] {
      #expect(mode.divide(value * 1000, by: 1000) == value)
    }
  }

  @Test("Division agrees with Decimal rounding in every mode")
  func agreesWithDecimal() {
    forAllSeededCases { rng in
      let mode = rng.roundingMode()
      let scale = Int.random(in: 1...12, using: &rng)
      let numerator = Int128(rng.minorUnits())
      let result = mode.divide(numerator, by: Int128(Int64.powerOfTen(scale)))
      let exact = Decimal(
        sign: numerator < 0 ? .minus : .plus, exponent: -scale,
        significand: Decimal(UInt64(numerator.magnitude)))
      let reference = DecimalReference.round(exact, scale: 0, mode)
      try #require(Decimal(Int64(result)) == reference, "\(mode): \(numerator) / 10^\(scale)")
    }
  }

  // Invariant 9: rounding an already-rounded value changes nothing.
  @Test("Rounding is idempotent")
  func idempotent() {
    forAllSeededCases { rng in
      let mode = rng.roundingMode()
      let numerator = Int128(rng.minorUnits())
      let denominator = Int128(Int64.random(in: 1...1_000_000, using: &rng))
      let once = mode.divide(numerator, by: denominator)
      let again = mode.divide(once * denominator, by: denominator)
      try #require(once == again, "\(mode): \(numerator) / \(denominator)")
    }
  }
}
