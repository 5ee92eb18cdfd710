import DecimalReference
import Foundation
import SampleMerchants
import SeededRandom
import TestSupport
import Testing

@testable import CheckoutPricing

/// Two-decimal money (USD and GBP).
private func money(_ text: String) -> Amount { try! Amount(parsing: text, exponent: 2) }

/// New York City: 4% state, 4.5% city, 0.375% MCTD, 8.875% together.
private let newYork = try! Destination(
  contact: ContactFields(administrativeArea: "NY", postalCode: "10001", countryCode: "US"))
private let london = try! Destination(contact: ContactFields(postalCode: "SW1A", countryCode: "GB"))

/// The `unit` tax rounding level: each unit's tax rounded, then multiplied
/// by the quantity (RateTables/README.md, "Tax rounding").
@Suite("Tax rounded per unit")
struct UnitTaxTests {
  static let usUnit = TestBooks.variant(.usOutfitters, pricesIncludeTax: false, taxLevel: .unit)
  static let usLine = TestBooks.variant(.usOutfitters, pricesIncludeTax: false, taxLevel: .line)

  private func tax(_ book: RateBook, _ lines: [LineAmount], to destination: Destination) throws -> TaxResult {
    try book.tax(for: TaxRequest(destination: destination, lines: lines))
  }

  @Test("3 x $0.99 at 8.875%: per line 0.2635875 rounds once to 0.26; per unit 0.0878625 rounds to 0.09, three times")
  func unitDiffersFromLine() throws {
    let cups = [LineAmount(id: "cups", category: "standard", amount: money("2.97"), quantity: 3)]
    let line = try tax(Self.usLine, cups, to: newYork)
    let unit = try tax(Self.usUnit, cups, to: newYork)
    #expect(line.lines.map(\.tax) == [money("0.26")])
    #expect(unit.lines.map(\.tax) == [money("0.27")] && unit.total == money("0.27"))
    #expect(unit.roundingLevel == .unit)
    // The components share the combined tax as they do per line.
    #expect(unit.components.reduce(Int64(0)) { $0 + $1.tax.minorUnits } == 27)
  }

  @Test("A discount that does not divide evenly: 2.87 over 3 units is 0.96 + 0.96 + 0.95, taxed 0.09 + 0.09 + 0.08")
  func unevenDiscountedUnits() throws {
    // 3 x 0.99 less 0.10: 287 cents are 95 each and 2 left over, one each
    // to two units (largest remainder, equal weights).
    let cups = [LineAmount(id: "cups", category: "standard", amount: money("2.87"), quantity: 3)]
    #expect(try tax(Self.usUnit, cups, to: newYork).total == money("0.26"))
    // Per line: 2.87 x 8.875% = 0.2547125, 0.25.
    #expect(try tax(Self.usLine, cups, to: newYork).total == money("0.25"))
  }

  @Test("Inclusive prices: 3 x £0.99 at 20% holds 0.165 a unit, 0.17 three times, where the line holds 0.495, 0.50")
  func inclusiveUnits() throws {
    let unitBook = TestBooks.variant(.ukTeahouse, pricesIncludeTax: true, taxLevel: .unit)
    let cups = [LineAmount(id: "cups", category: "standard", amount: money("2.97"), quantity: 3)]
    let unit = try tax(unitBook, cups, to: london)
    #expect(unit.lines.map(\.tax) == [money("0.51")])
    #expect(unit.lines.map(\.net) == [money("2.46")])
    #expect(try tax(TestBooks.book(.ukTeahouse), cups, to: london).lines.map(\.tax) == [money("0.50")])
  }

  @Test("The manifest and a jurisdiction take 'unit'; a quote prices each unit through the cart's quantities")
  func loadsAndQuotes() throws {
    #expect(Self.usUnit.merchant.taxRoundingLevel == .unit)
    let book = try TestBooks.book(
      .usOutfitters,
      editing: [
        "tax_jurisdictions.csv": TestBooks.newYorkCityPerUnit
      ])
    let nyc = try #require(book.taxJurisdiction(for: newYork)?.jurisdiction)
    #expect(nyc.id == "us-ny-nyc" && nyc.roundingLevel == .unit)
    let discounts = try book.discounts(
      for: DiscountRequest(
        cart: Cart(lines: [CartLine(id: "cups", label: "Cups", unitPrice: money("0.99"), quantity: 3)]),
        couponCode: nil, asOf: Date(timeIntervalSince1970: 1_780_000_000)))
    #expect(discounts.discountedLines.map(\.quantity) == [3])
    #expect(try tax(book, discounts.discountedLines, to: newYork).total == money("0.27"))
  }

  @Test(
    "Property: per unit, the engine's tax is the Decimal reference's, line by line, on seeded random carts",
    arguments: SampleMerchant.allCases, [false, true])
  func matchesTheReference(merchant: SampleMerchant, inclusive: Bool) {
    let book = TestBooks.variant(merchant, pricesIncludeTax: inclusive, taxLevel: .unit)
    forAllSeededCases(count: 300) { rng in
      let c = rng.pricingCase(book, merchant: merchant)
      let engine = try Pipeline.run(c)
      let reference = ReferenceOutput(c)
      try #require(engine.tax.total.major == reference.tax.total, "\(c)")
      try #require(engine.tax.lines.map(\.tax.major) == reference.tax.lines, "\(c)")
      try #require(engine.tax.shipping.tax.major == reference.tax.shipping, "\(c)")
    }
  }

  @Test(
    "Property: each unit's tax times its units sums to the line's tax, the units being the line's amount dealt evenly",
    arguments: SampleMerchant.allCases)
  func unitsSumToTheLine(merchant: SampleMerchant) {
    let book = TestBooks.variant(merchant, pricesIncludeTax: merchant == .ukTeahouse, taxLevel: .unit)
    forAllSeededCases(count: 300) { rng in
      let c = rng.pricingCase(book, merchant: merchant)
      let engine = try Pipeline.run(c)
      for (line, taxed) in zip(engine.discounts.discountedLines, engine.tax.lines) {
        // A unit priced alone, as a line of one.
        func unitTax(_ minorUnits: Int64) throws -> Int64 {
          let unit = LineAmount(
            id: line.id, category: line.category,
            amount: Amount(uncheckedMinorUnits: minorUnits, exponent: line.amount.exponent))
          return try book.tax(for: TaxRequest(destination: c.destination, lines: [unit], asOf: c.asOf)).total.minorUnits
        }
        let (share, larger) = line.amount.minorUnits.quotientAndRemainder(dividingBy: line.quantity)
        let expected = try (line.quantity - larger) * unitTax(share) + (larger > 0 ? larger * unitTax(share + 1) : 0)
        try #require(taxed.tax.minorUnits == expected, "\(c): \(line.id) x\(line.quantity)")
      }
    }
  }

  @Test(
    "Property: when every quantity is 1, per unit and per line give the same figures",
    arguments: SampleMerchant.allCases)
  func oneUnitIsOneLine(merchant: SampleMerchant) {
    let inclusive = merchant == .ukTeahouse
    let unit = TestBooks.variant(merchant, pricesIncludeTax: inclusive, taxLevel: .unit)
    let line = TestBooks.variant(merchant, pricesIncludeTax: inclusive, taxLevel: .line)
    forAllSeededCases(count: 300) { rng in
      var c = rng.pricingCase(unit, merchant: merchant)
      c.cart = Cart(
        lines: c.cart.lines.map {
          var one = $0; one.quantity = 1; return one
        })
      let perUnit = try Pipeline.run(c)
      c.book = line
      let perLine = try Pipeline.run(c)
      try #require(perUnit.tax.total == perLine.tax.total, "\(c)")
      try #require(perUnit.tax.lines.map(\.tax) == perLine.tax.lines.map(\.tax), "\(c)")
      try #require(perUnit.tax.components.map(\.tax) == perLine.tax.components.map(\.tax), "\(c)")
    }
  }
}
