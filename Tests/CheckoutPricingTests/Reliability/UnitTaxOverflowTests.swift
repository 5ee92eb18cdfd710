import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

private let newYork = try! Destination(
  contact: ContactFields(administrativeArea: "NY", postalCode: "10001", countryCode: "US"))

/// Tax rounded per unit at the edge of the amount range: a unit's tax times
/// the quantity is checked, never wrapped or trapped.
@Suite("Overflow: tax rounded per unit")
struct UnitTaxOverflowTests {
  /// The US sample rounding New York City per unit, its MCTD rate raised
  /// to 100%, the most a component may be (a hostile but loadable table).
  static let book = try! TestBooks.book(
    .usOutfitters,
    editing: [
      "tax_jurisdictions.csv": TestBooks.newYorkCityPerUnit,
      "tax_rates.csv": {
        $0.replacingOccurrences(
          of: "Transportation District (MCTD),special,standard,0.375,no",
          with: "Transportation District (MCTD),special,standard,100,no")
      },
    ])

  @Test("A unit's tax times a quantity beyond Int64 is an overflow error, never a trap")
  func unitTaxTimesQuantity() throws {
    let nyc = try #require(Self.book.tax.jurisdictions.first { $0.id == "us-ny-nyc" })
    #expect(nyc.roundingLevel == .unit)
    // 19 units of Int64.max / 20 cents: the line fits, and so does one
    // unit's tax at 108.875%, but not 19 of them.
    let line = LineAmount(
      id: "a", category: "standard", amount: Amount(uncheckedMinorUnits: (.max / 20) * 19, exponent: 2),
      quantity: 19)
    let error = #expect(throws: QuoteError.self) {
      try Self.book.tax(for: TaxRequest(destination: newYork, lines: [line]))
    }
    #expect(error?.reason == .amountOutOfRange(.overflow), "\(String(describing: error))")
  }

  @Test("Random amounts near the range's limits, with large quantities, tax per unit without a trap")
  func nearTheLimits() {
    forAllSeededCases(count: 2_000) { rng in
      let magnitude = Int64.random(in: 0...18, using: &rng)
      var units: Int64 = 1
      for _ in 0..<magnitude { units = units.multipliedReportingOverflow(by: 10).partialValue }
      units = Int64.random(in: units / 10...units, using: &rng)
      let quantity = ([1, 2, 3, 7, 1_000_000] as [Int64]).randomElement(using: &rng) ?? 1
      let line = LineAmount(
        id: "a", category: "standard", amount: Amount(uncheckedMinorUnits: units, exponent: 2), quantity: quantity)
      switch Result(catching: { () throws(QuoteError) in
        try Self.book.tax(for: TaxRequest(destination: newYork, lines: [line]))
      }) {
      case .success(let tax):
        try #require(!tax.total.isNegative, "\(units) x\(quantity)")
      case .failure(let error):
        try #require(error.reason == .amountOutOfRange(.overflow), "\(units) x\(quantity): \(error)")
      }
    }
  }
}
