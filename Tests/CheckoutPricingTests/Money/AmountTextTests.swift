import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("Amount strings")
struct AmountTextTests {
  @Test(
    "Formatting writes exactly the currency's digits",
    arguments: [
      ("JPY", Int64(1500), "1500"), ("USD", 1250, "12.50"), ("KWD", 1250, "1.250"),
      ("CLF", 1, "0.0001"), ("USD", -300, "-3.00"), ("USD", 0, "0.00"), ("JPY", 0, "0"),
      ("USD", -1, "-0.01"), ("USD", Int64.max, "92233720368547758.07"),
      ("USD", Int64.min, "-92233720368547758.08"), ("JPY", Int64.min, "-9223372036854775808"),
    ])
  func format(code: String, units: Int64, text: String) throws {
    let currency = try CurrencyTable.iso4217.currency(for: code)
    #expect(Amount(minorUnits: units, currency: currency).formatted() == text)
  }

  @Test(
    "Strict parsing",
    arguments: [
      ("12.50", 2, Int64(1250)), ("12.5", 2, 1250), ("12", 2, 1200), ("-0.01", 2, -1),
      ("007", 0, 7), ("12.500", 2, 1250), ("1.250", 3, 1250), ("-0", 2, 0),
      ("0.0001", 4, 1), ("92233720368547758.07", 2, Int64.max),
      ("-92233720368547758.08", 2, Int64.min),
      ("1.00000000000000000000000000000000000000000000000", 2, 100),
    ])
  func parse(text: String, exponent: Int, units: Int64) throws {
    #expect(try Amount(parsing: text, exponent: exponent).minorUnits == units)
  }

  @Test(
    "Malformed text names the problem",
    arguments: [
      ("", MoneyError.Code.malformedText), ("-", .malformedText), (".5", .malformedText),
      ("5.", .malformedText), ("+5", .malformedText), ("1e3", .malformedText),
      ("1E3", .malformedText), (" 5", .malformedText), ("5 ", .malformedText),
      ("1,000.00", .malformedText), ("1.000,00", .malformedText), ("--1", .malformedText),
      ("1.2.3", .malformedText), ("NaN", .malformedText), ("١٢", .malformedText),
      ("５", .malformedText), ("0x10", .malformedText), ("12.505", .tooManyDecimals),
      ("0.001", .tooManyDecimals), ("92233720368547758.08", .outOfRange),
      (String(repeating: "9", count: 400), .outOfRange),
    ])
  func malformed(text: String, code: MoneyError.Code) {
    #expect { try Amount(parsing: text, exponent: 2) } throws: { error in
      (error as? MoneyError)?.code == code
    }
  }

  // Invariant 13: every output amount has exactly the currency's digits.
  @Test("Formatted text has the currency's digits and parses back to the same amount")
  func roundTrip() throws {
    let currencies = CurrencyTable.iso4217.currencies
    forAllSeededCases { rng in
      let currency = currencies.randomElement(using: &rng)!
      let amount = Amount(minorUnits: rng.minorUnits(), currency: currency)
      let text = amount.formatted()
      let fraction = text.split(separator: ".", omittingEmptySubsequences: false)
      try #require(
        currency.minorUnits == 0
          ? fraction.count == 1 : fraction.count == 2 && fraction[1].count == currency.minorUnits,
        "\(text) for \(currency.code)")
      try #require(text.wholeMatch(of: /-?[0-9]+(\.[0-9]+)?/) != nil, "\(text)")
      try #require(try Amount(parsing: text, currency: currency) == amount, "\(text)")
      try #require(Decimal(string: text) == amount.decimal, "\(text)")
    }
  }
}
