import DecimalReference
import Foundation
import SampleMerchants
import SeededRandom
import TestSupport
import Testing

@testable import CheckoutPricing

/// Gift-card lines among other lines, over seeded random carts of every
/// sample merchant (`RateTables/README.md`, "Selling a gift card"): a
/// multi-purpose voucher sold is outside every tax base (Directive
/// 2006/112/EC, Article 30b(2)), outside the proportional split of the
/// shipping, and sold at its face value.
@Suite("Gift card line properties")
struct GiftCardLinePropertyTests {
  /// `request` with one to three gift-card lines put among its lines at
  /// random places, sometimes with a weight (a card sent in a box).
  static func withGiftCards(_ request: QuoteRequest, exponent: Int, _ rng: inout SeededGenerator) -> QuoteRequest {
    var lines = request.cart.lines
    for index in 0..<Int.random(in: 1...3, using: &rng) {
      let card = CartLine(
        id: "gift-card-\(index)", label: "Gift card \(index)",
        unitPrice: Amount(uncheckedMinorUnits: Int64.random(in: 0...20_000, using: &rng), exponent: exponent),
        quantity: Int64.random(in: 1...3, using: &rng),
        weight: Int.random(in: 0..<4, using: &rng) == 0 ? Weight(quanta: 16 * 50_000_000_000) : nil,
        category: CartLine.giftCardCategory)
      lines.insert(card, at: Int.random(in: 0...lines.count, using: &rng))
    }
    var changed = request
    changed.cart = Cart(lines: lines)
    return changed
  }

  @Test(
    "A gift card line is never taxed, takes no share of the shipping, is not lowered by discounts, and the total is the Decimal reference's",
    arguments: SampleMerchant.allCases)
  func giftCardLineIsOutsideTaxShippingAndDiscounts(merchant: SampleMerchant) throws {
    var taxed = 0
    var discounted = 0
    try PricingEnginePropertyTests.forAllRandomRequests(merchant, count: 500) { engine, plain, rng in
      let book = engine.book
      let request = Self.withGiftCards(plain, exponent: book.merchant.currency.minorUnits, &rng)
      let quote = engine.quote(request)
      guard let total = quote.total else { return }
      let cards = Set(request.cart.lines.filter { $0.category == CartLine.giftCardCategory }.map(\.id))

      // The total, recomputed in Decimal by the reference.
      let reference = try #require(DecimalReference.quoteTotal(request, book: book), "\(request)")
      try #require(total.amount.decimal == reference, "\(request): engine \(total.amount), Decimal \(reference)")

      // No discount takes anything from a gift card: each keeps its price.
      if let discounts = quote.breakdown.discounts {
        for (line, after) in zip(request.cart.lines, discounts.discountedLines) where cards.contains(line.id) {
          try #require(
            after.amount.decimal == line.unitPrice.decimal * Decimal(line.quantity), "\(line.id) in \(request)")
        }
        if !discounts.items.isEmpty { discounted += 1 }
      }

      // The tax figures, where the quote is taxed at the shopper's address
      // as the reference looks it up.
      let shoppers: [TaxAddress] = [.destination, .origin, .euDistanceSaleDestination, .euDistanceSaleOrigin]
      guard let tax = quote.breakdown.tax, let jurisdiction = tax.jurisdiction, jurisdiction.isRegistered,
        shoppers.contains(quote.breakdown.taxAddress), quote.breakdown.taxExemption == nil,
        let contact = request.shippingContact,
        let destination = try? Destination(contact: contact)
      else { return }
      // Never taxed.
      for line in tax.lines where cards.contains(line.id) {
        try #require(line.tax.minorUnits == 0, "\(line.id) taxed \(line.tax) in \(request)")
      }
      // No share of the shipping: the tax of the cart without its gift
      // cards, on the same shipping, is the quote's to the minor unit,
      // the shipping's part included.
      let outcome = DecimalReference.discounts(
        cart: request.cart, couponCode: request.couponCode, asOf: request.asOf, book: book)
      let goods = zip(request.cart.lines, outcome.lines).filter { !cards.contains($0.0.id) }.map { line, amount in
        DecimalReference.TaxLine(id: line.id, category: line.category, amount: amount, quantity: Int(line.quantity))
      }
      let without = DecimalReference.tax(
        lines: goods, shipping: tax.shipping.amount.decimal, destination: destination, book: book,
        asOf: request.asOf)
      try #require(tax.shipping.tax.decimal == without.shipping, "shipping tax \(tax.shipping.tax) in \(request)")
      try #require(tax.total.decimal == without.total, "tax \(tax.total), without gift cards \(without.total)")
      if tax.total.minorUnits > 0 { taxed += 1 }
    }
    // The carts did reach the rules: taxed quotes, and discounted ones
    // wherever the merchant has a coupon a random cart can win.
    #expect(taxed >= 100, "only \(taxed) taxed quotes")
    #expect(discounted >= 10, "only \(discounted) discounted quotes")
  }
}
