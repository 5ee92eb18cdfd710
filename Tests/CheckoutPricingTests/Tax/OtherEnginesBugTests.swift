import DecimalReference
import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

/// Pounds sterling.
private func gbp(_ text: String) -> Amount { try! Amount(parsing: text, exponent: 2) }

/// One line of `category` in GBP or USD (both have two decimals).
private func line(_ id: String, _ price: String, _ quantity: Int64 = 1, _ category: String = "standard") -> CartLine {
  CartLine(id: id, label: id, unitPrice: gbp(price), quantity: quantity, category: category)
}

private let london = try! Destination(contact: ContactFields(postalCode: "SW1A", countryCode: "GB"))
private let newYork = try! Destination(
  contact: ContactFields(administrativeArea: "NY", postalCode: "10001", countryCode: "US"))
private let june = instant("2026-06-15T12:00:00-06:00")

/// One test per bug in ../shared/reference/rounding.md, "Bugs other engines
/// shipped": the scenario, and the right answer from this engine.
@Suite("Bugs other engines shipped")
struct OtherEnginesBugTests {
  let uk = TestBooks.book(.ukTeahouse)
  let us = TestBooks.book(.usOutfitters)

  private func tax(_ book: RateBook, _ lines: [CartLine], to destination: Destination, shipping: Amount? = nil)
    throws -> TaxResult
  {
    let discounted = lines.map { LineAmount(id: $0.id, category: $0.category, amount: try! $0.extendedPrice()) }
    return try book.tax(for: TaxRequest(destination: destination, lines: discounted, shipping: shipping))
  }

  /// A book with extra coupons appended to the sample's `coupons.csv`.
  private func book(_ merchant: SampleMerchant, coupons rows: String...) throws -> RateBook {
    try TestBooks.book(merchant, editing: ["coupons.csv": { $0 + rows.joined(separator: "\n") + "\n" }])
  }

  @Test("WooCommerce #17158: 9.99 at 20% inclusive is tax 1.67 and net 8.32, and the total stays 9.99")
  func wooCommerce17158() throws {
    let result = try tax(uk, [line("tea", "9.99")], to: london)
    #expect(result.lines[0].tax == gbp("1.67") && result.lines[0].net == gbp("8.32"))
    #expect(result.amountToAdd == gbp("0.00"))
    #expect(result.lines[0].net.minorUnits + result.lines[0].tax.minorUnits == 999)
  }

  @Test("WooCommerce #25629: with a coupon and a fee the total is the items' sum, the tax added as shown")
  func wooCommerce25629() throws {
    // $5 off leaves 8.38, 8.38 and 8.39, whose exact taxes at 8.875% (0.7437,
    // 0.7437, 0.7446) round down per line: the tax shown is 2.22 on the
    // goods plus 0.71 on shipping, and exactly that is in the total (the sum
    // of the exact taxes would round to 2.23).
    let cart = Cart(lines: [line("a", "10.05"), line("b", "10.05"), line("c", "10.05")])
    let c = PricingCase(
      book: us, cart: cart, couponCode: "TRAIL5", asOf: june, destination: newYork, shipping: gbp("7.95"),
      service: "ups-ground", payment: PaymentMethod(type: .credit, network: "visa"))
    let engine = try Pipeline.run(c)
    #expect(engine.discounts.discountedLines.map(\.amount) == [gbp("8.38"), gbp("8.38"), gbp("8.39")])
    #expect(engine.tax.lines.map(\.tax) == [gbp("0.74"), gbp("0.74"), gbp("0.74")])
    #expect(engine.tax.shipping.tax == gbp("0.71") && engine.tax.total == gbp("2.93"))
    // The credit surcharge, 3% of the merchandise 25.15, is the fee.
    #expect(engine.adjustment?.amount == gbp("0.75"))
    #expect(engine.total == 3015 - 500 + 795 + 293 + 75)
    #expect(engine.total.major(exponent: 2) == ReferenceOutput(c).total)
  }

  @Test("WooCommerce #24873 / #26654: shipping of 9.99 including 20% VAT is tax 1.67 on a net 8.32")
  func wooCommerce24873() throws {
    let result = try tax(uk, [line("teapot", "30.00")], to: london, shipping: gbp("9.99"))
    #expect(result.shipping.tax == gbp("1.67") && result.shipping.net == gbp("8.32"))
    #expect(result.shipping.net.minorUnits + result.shipping.tax.minorUnits == 999)
    #expect(result.total == gbp("6.67"))
  }

  @Test("Magento 2 #12643 / #24668: identical rows get identical tax, whatever their order")
  func magentoDeltaRounding() throws {
    let rows = [line("r1", "449.75"), line("r2", "449.75"), line("r3", "449.75")]
    let perLine = try tax(us, rows, to: newYork)
    #expect(perLine.lines.map(\.tax) == Array(repeating: gbp("39.92"), count: 3))
    #expect(try tax(us, rows.reversed(), to: newYork).lines.map(\.tax) == perLine.lines.map(\.tax))

    // Rounded per invoice, 119.7459375 is 119.75: one row must give up a cent,
    // always the same one, chosen by id and not by position.
    let invoice = TestBooks.variant(.usOutfitters, pricesIncludeTax: false, taxLevel: .invoice)
    let forward = try tax(invoice, rows, to: newYork)
    let backward = try tax(invoice, rows.reversed(), to: newYork)
    #expect(forward.total == gbp("119.75"))
    #expect(forward.lines.map(\.tax) == [gbp("39.92"), gbp("39.92"), gbp("39.91")])
    #expect(Dictionary(uniqueKeysWithValues: backward.lines.map { ($0.id, $0.tax) })["r3"] == gbp("39.91"))
  }

  @Test("Magento 2 #13903: 3 x 5.90 is 17.70, taxed as a row and never per unit")
  func magento13903() throws {
    let result = try tax(uk, [line("cups", "5.90", 3)], to: london)
    #expect(result.lines[0].amount == gbp("17.70"))
    #expect(result.lines[0].tax == gbp("2.95") && result.lines[0].net == gbp("14.75"))
  }

  @Test("Magento 2 #21456: shipping with a 100% discount carries no tax")
  func magento21456() throws {
    let cart = Cart(lines: [line("tent-2p", "249.00")])
    var c = PricingCase(
      book: us, cart: cart, couponCode: nil, asOf: june, destination: newYork, shipping: gbp("12.95"),
      service: "ups-ground", payment: nil)
    let full = try Pipeline.run(c)
    #expect(full.tax.shipping.tax == gbp("1.15"))
    c.couponCode = "FREESHIP"
    let free = try Pipeline.run(c)
    #expect(free.shippingDiscount == gbp("12.95"))
    #expect(free.tax.shipping.amount == gbp("0.00") && free.tax.shipping.tax == gbp("0.00"))
    #expect(free.total == full.total - 1295 - 115)
  }

  @Test("Saleor #6720: 112 units at 1.99 inclusive of 20% is tax 37.15 on the row, not 112 x 0.33")
  func saleor6720() throws {
    let result = try tax(uk, [line("tins", "1.99", 112)], to: london)
    #expect(result.lines[0].tax == gbp("37.15"))
  }

  @Test("Saleor #12040: 19.99 less 25% is 14.99")
  func saleor12040() throws {
    let book = try book(.usOutfitters, coupons: "QUARTER,25% off,percentOffLine,25,,,,,,,,,no")
    let result = try book.discounts(
      for: DiscountRequest(cart: Cart(lines: [line("hat", "19.99")]), couponCode: "QUARTER", asOf: june))
    #expect(result.discountedLines[0].amount == gbp("14.99"))
  }

  @Test("Saleor #17453, Solidus #2741, Vendure #1717: an order discount on the discounted base, never below zero")
  func orderDiscountBase() throws {
    let book = try book(
      .usOutfitters, coupons: "BIG50,$50 off,fixedOffOrder,50.00,,,,,,,,,yes",
      ",Snack week: 20% off snacks,percentOffLine,20,,,,groceries,,,,,yes",
      "TENPCT,10% off,percentOffOrder,10,,,,,,,,,yes")
    let cart = Cart(lines: [line("mix", "6.49", 3, "groceries"), line("wax", "10.00")])
    // The automatic 20% off snacks comes first (19.47 → 15.58), then 10% of
    // what is left: 2.56, not 10% of the subtotal (2.95).
    let percent = try book.discounts(for: DiscountRequest(cart: cart, couponCode: "TENPCT", asOf: june))
    #expect(percent.items.map(\.amount) == [gbp("3.89"), gbp("2.56")])
    // $50 off a cart of 25.58 after the snack discount takes 25.58: zero, not negative.
    let big = try book.discounts(for: DiscountRequest(cart: cart, couponCode: "BIG50", asOf: june))
    #expect(big.items.map(\.amount) == [gbp("3.89"), gbp("25.58")])
    #expect(big.merchandise == gbp("0.00") && big.discountedLines.allSatisfy { $0.amount == gbp("0.00") })
    let taxed = try book.tax(for: TaxRequest(destination: newYork, lines: big.discountedLines))
    #expect(taxed.total == gbp("0.00"))
  }

  @Test("Solidus #901: 16.00 at 19% VAT contains 2.55, not 2.56 from a rounded net taxed again")
  func solidus901() throws {
    let book = try TestBooks.book(
      .ukTeahouse, replacing: "gb-vat,vat,VAT,country,standard,20,no", with: "gb-vat,vat,VAT,country,standard,19,no",
      in: "tax_rates.csv")
    let result = try tax(book, [line("mug", "16.00")], to: london)
    #expect(result.lines[0].tax == gbp("2.55") && result.lines[0].net == gbp("13.45"))
  }

  @Test(
    "Shopify/money #522, monetize #118: $5 off two equal lines is 2.50 each; a third and two thirds are 1.67 and 3.33")
  func floatWeights() throws {
    let equal = try us.discounts(
      for: DiscountRequest(
        cart: Cart(lines: [line("a", "20.00"), line("b", "20.00")]), couponCode: "TRAIL5", asOf: june))
    #expect(equal.items.first?.allocations == [gbp("2.50"), gbp("2.50")])
    let thirds = try us.discounts(
      for: DiscountRequest(
        cart: Cart(lines: [line("a", "10.00"), line("b", "20.00")]), couponCode: "TRAIL5", asOf: june))
    #expect(thirds.items.first?.allocations == [gbp("1.67"), gbp("3.33")])
  }

  @Test("Dinero.js #776 / #771: the left-over cent goes to the largest remainder, and huge amounts allocate at once")
  func dineroRemainder() throws {
    let book = try book(.usOutfitters, coupons: "DIME,10 cents off,fixedOffOrder,0.10,,,,,,,,,no")
    let cart = Cart(lines: [line("a", "1.00"), line("b", "1.00"), line("c", "1.01")])
    let result = try book.discounts(for: DiscountRequest(cart: cart, couponCode: "DIME", asOf: june))
    #expect(result.items.first?.allocations == [gbp("0.03"), gbp("0.03"), gbp("0.04")])

    let huge = Cart(lines: [line("a", "30000000000000000.00"), line("b", "30000000000000000.01")])
    let start = ContinuousClock.now
    let big = try us.discounts(for: DiscountRequest(cart: huge, couponCode: "SAVE10", asOf: june))
    #expect(ContinuousClock.now - start < .seconds(1))
    #expect(big.items.first?.amount == gbp("6000000000000000.00"))
  }

  @Test("Moneta #243: amounts near the Int64 limit tax exactly; only a result that cannot fit is an overflow error")
  func moneta243() throws {
    let result = try tax(us, [line("yacht", "92233720368547.75")], to: newYork)
    // 9,223,372,036,854,775 cents x 8.875% = 818,574,268,270,861.28... cents.
    #expect(result.total == gbp("8185742682708.61"))
    #expect {
      try us.discounts(
        for: DiscountRequest(
          cart: Cart(lines: [line("a", "50000000000000000.00"), line("b", "50000000000000000.00")]), asOf: june))
    } throws: { ($0 as? QuoteError)?.reason == .amountOutOfRange(.overflow) }
    #expect {
      try tax(us, [line("a", "50000000000000000.00"), line("b", "50000000000000000.00")], to: newYork)
    } throws: { ($0 as? QuoteError)?.reason == .amountOutOfRange(.overflow) }
  }

  @Test("RubyMoney #506: an amount with another exponent is refused, never reinterpreted (243 is not 2.43)")
  func rubyMoney506() throws {
    let jp = TestBooks.book(.jpStationery)
    let tokyo = Destination(country: CountryCode(rawValue: "JP")!)
    let cents = CartLine(id: "pen", label: "Pen", unitPrice: Amount(uncheckedMinorUnits: 243, exponent: 2), quantity: 1)
    #expect {
      try jp.discounts(for: DiscountRequest(cart: Cart(lines: [cents]), asOf: june))
    } throws: { ($0 as? QuoteError)?.reason == .currencyMismatch }
    #expect {
      try jp.tax(
        for: TaxRequest(
          destination: tokyo, lines: [LineAmount(id: "pen", category: "standard", amount: cents.unitPrice)]))
    } throws: { ($0 as? QuoteError)?.reason == .currencyMismatch }
    #expect {
      try jp.paymentAdjustment(for: PaymentMethod(type: .store), merchandise: cents.unitPrice, destination: tokyo)
    } throws: {
      guard case .currencyMismatch? = $0 as? QuoteFailure else { return false }
      return true
    }
  }
}
