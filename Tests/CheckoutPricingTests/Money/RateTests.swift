import DecimalReference
import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("Rates")
struct RateTests {
  @Test(
    "Percent text becomes an exact fraction",
    arguments: [
      ("8.875", Int64(8875), 5, "8.875"), ("9.975", 9975, 5, "9.975"), ("20", 2, 1, "20"),
      ("0", 0, 0, "0"), ("100", 1, 0, "100"), ("5.000", 5, 2, "5"), ("0.0001", 1, 6, "0.0001"),
      ("12.5", 125, 3, "12.5"),
    ])
  func percentText(text: String, units: Int64, scale: Int, normalized: String) throws {
    let rate = try Rate(percent: text)
    #expect(rate.units == units && rate.scale == scale)
    #expect(rate.percentText == normalized)
    #expect(rate.decimal * 100 == Decimal(string: text))
  }

  @Test("A rate from a Decimal keeps every digit, or refuses")
  func fromDecimal() throws {
    #expect(try Rate(Decimal(string: "0.08875")!) == Rate(units: 8875, scale: 5))
    #expect(try Rate(percent: Decimal(string: "9.975")!) == Rate(units: 9975, scale: 5))
    #expect(throws: MoneyError.self) { try Rate(Decimal(string: "0.0000000000000000001")!) }
    #expect(throws: MoneyError.self) { try Rate(Decimal.nan) }
    #expect(throws: MoneyError.self) { try Rate(percent: "1e2") }
    #expect(throws: MoneyError.self) { try Rate(units: 1, scale: 19) }
  }

  @Test("A Decimal percentage moves its point as the text does, without Foundation's division")
  func decimalPercentEqualsText() throws {
    forAllSeededCases { rng in
      // Up to 20 digits, whole or after up to 20 zeros past the point,
      // either sign: inside and beyond the 18 places and 18 digits a rate
      // keeps.
      let digits = Int.random(in: 1...20, using: &rng)
      let places = Int.random(in: 0...20, using: &rng)
      var text = String((0..<digits).map { _ in "0123456789".randomElement(using: &rng)! })
      if places > 0 { text = "0." + String(repeating: "0", count: max(0, places - digits)) + text }
      if Bool.random(using: &rng) { text = "-" + text }
      let fromText = Result { () throws(MoneyError) in try Rate(percent: text) }
      let fromDecimal = Result { () throws(MoneyError) in try Rate(percent: Decimal(string: text)!) }
      switch (fromText, fromDecimal) {
      case (.success(let a), .success(let b)): try #require(a == b, "\(text)")
      case (.failure(let a), .failure(let b)): try #require(a.code == b.code, "\(text): \(a) / \(b)")
      default: try #require(Bool(false), "\(text): \(fromText) / \(fromDecimal)")
      }
    }
    #expect(try Rate(percent: Decimal(string: "20")!) == Rate(units: 2, scale: 1))
    #expect(try Rate(percent: Decimal(string: "-0.5")!) == Rate(units: -5, scale: 3))
    #expect(throws: MoneyError.self) { try Rate(percent: Decimal.nan) }
    #expect(throws: MoneyError.self) { try Rate(percent: Decimal(string: "1e-17")!) }
  }

  @Test(
    "Applying a rate rounds once, from the exact product",
    arguments: [
      // 8.875% of 10.00 = 0.8875; of 0.40 = 0.0355.
      ("8.875", "10.00", RoundingMode.halfAwayFromZero, "0.89"),
      ("8.875", "0.40", .halfAwayFromZero, "0.04"),
      ("8.875", "0.40", .towardPositiveInfinity, "0.04"),
      ("8.875", "0.40", .towardZero, "0.03"),
      // 5% of 0.50 = 0.025: an exact half.
      ("5", "0.50", .halfAwayFromZero, "0.03"), ("5", "0.50", .halfToEven, "0.02"),
      ("5", "0.50", .halfTowardZero, "0.02"), ("5", "-0.50", .halfAwayFromZero, "-0.03"),
      ("5", "-0.50", .towardNegativeInfinity, "-0.03"), ("5", "-0.50", .towardPositiveInfinity, "-0.02"),
      // 9.975% QST on 19.99 = 1.99400... (not 1.995 from a pre-rounded step).
      ("9.975", "19.99", .halfAwayFromZero, "1.99"),
      // 25% off 19.99 = 4.9975 (Saleor #12040 rounded the price, not the discount).
      ("25", "19.99", .halfAwayFromZero, "5.00"),
    ])
  func apply(percent: String, amount: String, mode: RoundingMode, expected: String) throws {
    let rate = try Rate(percent: percent)
    let base = try Amount(parsing: amount, exponent: 2)
    #expect(try rate.applied(to: base, rounding: mode).formatted() == expected)
  }

  // Solidus #901: 16.00 at 19% inclusive is 2.55 of tax, not 2.56.
  // WooCommerce #17158: 9.99 at 20% inclusive is 1.67 + 8.32, not 8.33.
  @Test(
    "Tax inside an inclusive price is extracted once",
    arguments: [("19", "16.00", "2.55", "13.45"), ("20", "9.99", "1.67", "8.32"), ("10", "1100", "100", "1000")])
  func included(percent: String, gross: String, tax: String, net: String) throws {
    let exponent = gross.contains(".") ? 2 : 0
    let grossAmount = try Amount(parsing: gross, exponent: exponent)
    let taxAmount = try Rate(percent: percent).includedPortion(of: grossAmount, rounding: .halfAwayFromZero)
    #expect(taxAmount.formatted() == tax)
    #expect(try grossAmount.subtracting(taxAmount).formatted() == net)
  }

  // Invariant 9 (exclusive tax is computed once, on the unrounded base) and
  // agreement with Decimal in every mode.
  @Test("Applying a rate agrees with Decimal in every mode")
  func applyAgreesWithDecimal() {
    forAllSeededCases { rng in
      let mode = rng.roundingMode()
      let rate = try rng.rate()
      let amount = Amount(uncheckedMinorUnits: rng.minorUnits(), exponent: rng.exponent())
      let reference = DecimalReference.apply(rate: rate.decimal, to: amount.decimal, scale: amount.exponent, mode)
      do {
        let result = try rate.applied(to: amount, rounding: mode)
        try #require(result.decimal == reference, "\(rate) of \(amount) \(mode)")
      } catch let error as MoneyError {
        // Overflow is right exactly when the reference leaves the Int64 range.
        let limit = Decimal(Int64.max) / Decimal(sign: .plus, exponent: amount.exponent, significand: 1)
        try #require(error.code == .overflow && reference.magnitude > limit, "\(rate) of \(amount): \(error)")
      }
    }
  }

  // Invariant 8: tax = round(gross * r / (1 + r)), net = gross - tax, net + tax == gross.
  @Test("Inclusive extraction agrees with Decimal and round-trips")
  func includedAgreesWithDecimal() {
    forAllSeededCases { rng in
      let mode = rng.roundingMode()
      let rate = try rng.rate(maximumScale: 6)
      let gross = Amount(
        uncheckedMinorUnits: Int64.random(in: -10_000_000_000...10_000_000_000, using: &rng),
        exponent: rng.exponent())
      let tax = try rate.includedPortion(of: gross, rounding: mode)
      let reference = DecimalReference.includedPortion(
        rate: rate.decimal, of: gross.decimal, scale: gross.exponent, mode)
      try #require(tax.decimal == reference, "\(rate) inside \(gross) \(mode)")
      let net = try gross.subtracting(tax)
      try #require(try net.adding(tax) == gross)
    }
  }

  // Invariant 10: a larger base never gives less tax, and tax is never negative.
  @Test("Tax is monotonic in its base and never negative")
  func monotonic() {
    forAllSeededCases { rng in
      let mode = rng.roundingMode()
      let rate = try rng.rate()
      let exponent = rng.exponent()
      let small = Int64.random(in: 0...1_000_000_000, using: &rng)
      let large = small + Int64.random(in: 0...1_000_000, using: &rng)
      let lower = try rate.applied(to: Amount(uncheckedMinorUnits: small, exponent: exponent), rounding: mode)
      let higher = try rate.applied(to: Amount(uncheckedMinorUnits: large, exponent: exponent), rounding: mode)
      try #require(lower.minorUnits >= 0 && lower <= higher, "\(rate) \(mode): \(small) -> \(large)")
      let lowerIncluded = try rate.includedPortion(
        of: Amount(uncheckedMinorUnits: small, exponent: exponent), rounding: mode)
      let higherIncluded = try rate.includedPortion(
        of: Amount(uncheckedMinorUnits: large, exponent: exponent), rounding: mode)
      try #require(lowerIncluded.minorUnits >= 0 && lowerIncluded <= higherIncluded)
    }
  }

  @Test("Overflow in a rate application is an error, not a trap")
  func overflow() throws {
    let max = Amount(uncheckedMinorUnits: .max, exponent: 2)
    #expect { try Rate(percent: "200").applied(to: max, rounding: .halfToEven) } throws: { error in
      (error as? MoneyError)?.code == .overflow
    }
    #expect(try Rate(percent: "100").applied(to: max, rounding: .halfToEven) == max)
    #expect { try Rate(percent: "-100").includedPortion(of: max, rounding: .halfToEven) } throws: { error in
      (error as? MoneyError)?.code == .negativeRate
    }
  }
}
