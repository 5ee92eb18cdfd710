import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("Amounts to and from Decimal")
struct AmountDecimalTests {
  @Test(
    "Exact conversions",
    arguments: [
      ("12.5", 2, Int64(1250)), ("12.50", 2, 1250), ("-0.01", 2, -1), ("1500", 0, 1500),
      ("1.25", 3, 1250), ("0.0001", 4, 1), ("0", 2, 0), ("-0", 2, 0), ("1E+3", 2, 100_000),
      ("92233720368547758.07", 2, Int64.max), ("-92233720368547758.08", 2, Int64.min),
    ])
  func exact(text: String, exponent: Int, units: Int64) throws {
    let decimal = try #require(Decimal(string: text))
    let amount = try Amount(exactly: decimal, exponent: exponent)
    #expect(amount.minorUnits == units)
    #expect(amount.decimal == decimal)
  }

  @Test(
    "Values that are not exact amounts say why",
    arguments: [
      ("12.505", 2, MoneyError.Code.tooManyDecimals), ("0.5", 0, .tooManyDecimals),
      ("1E-40", 2, .tooManyDecimals), ("92233720368547758.08", 2, .outOfRange),
      ("-92233720368547758.09", 2, .outOfRange), ("1E+30", 0, .outOfRange),
      ("1E+100", 2, .outOfRange), ("1", 7, .invalidExponent),
    ])
  func inexact(text: String, exponent: Int, code: MoneyError.Code) throws {
    let decimal = try #require(Decimal(string: text))
    #expect { try Amount(exactly: decimal, exponent: exponent) } throws: { error in
      (error as? MoneyError)?.code == code
    }
  }

  @Test("NaN is not an amount")
  func notANumber() {
    #expect { try Amount(exactly: Decimal.nan, exponent: 2) } throws: { error in
      (error as? MoneyError)?.code == .notANumber
    }
  }

  @Test("Foundation's Decimal layout is read directly on this platform")
  func layoutIsVerified() {
    // If this fails the engine is still correct (it falls back to parsing
    // `description`), but conversions are a hundred times slower.
    #expect(DecimalParts.layoutIsVerified)
  }

  @Test("Reading the layout and parsing the description agree")
  func layoutAgreesWithDescription() {
    forAllSeededCases { rng in
      let units = rng.minorUnits()
      // Description spells out every digit, so stay within Decimal's 38.
      let exponent = Int.random(in: -30...19, using: &rng)
      let decimal = Decimal(
        sign: units < 0 ? .minus : .plus, exponent: exponent,
        significand: Decimal(UInt64(units.magnitude)))
      let layout = try #require(DecimalParts(decimal))
      let described = try #require(DecimalParts(descriptionOf: decimal))
      try #require(layout.canonical == described, "\(decimal)")
    }
  }

  @Test("Round trip through Decimal, including values at the edges of Int64")
  func roundTrip() {
    forAllSeededCases { rng in
      let amount = Amount(uncheckedMinorUnits: rng.minorUnits(), exponent: rng.exponent())
      try #require(try Amount(exactly: amount.decimal, exponent: amount.exponent) == amount, "\(amount)")
    }
  }

  @Test("Conversion agrees with Decimal arithmetic on random decimals")
  func agreesWithDecimal() {
    forAllSeededCases { rng in
      let significand = Decimal(UInt64.random(in: 0...UInt64.max, using: &rng))
      let exponent = Int.random(in: -8...6, using: &rng)
      let decimal = Decimal(
        sign: Bool.random(using: &rng) ? .minus : .plus, exponent: exponent, significand: significand)
      let scale = rng.exponent()
      let scaled = decimal * Decimal(sign: .plus, exponent: scale, significand: 1)
      var rounded = Decimal()
      var input = scaled
      NSDecimalRound(&rounded, &input, 0, .plain)
      let isWhole = rounded == scaled
      let fits = scaled >= Decimal(Int64.min) && scaled <= Decimal(Int64.max)
      do {
        let amount = try Amount(exactly: decimal, exponent: scale)
        try #require(isWhole && fits, "\(decimal) at \(scale) converted though it should not")
        try #require(Decimal(amount.minorUnits) == scaled, "\(decimal) at \(scale)")
      } catch let error as MoneyError {
        let expected: MoneyError.Code = isWhole ? .outOfRange : .tooManyDecimals
        try #require(!(isWhole && fits) && error.code == expected, "\(decimal) at \(scale): \(error)")
      }
    }
  }
}
