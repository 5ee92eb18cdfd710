import DecimalReference
import Foundation
import SampleMerchants
import SeededRandom
import TestSupport
import Testing

@testable import CheckoutPricing

/// The engine's shipping prices against the `Decimal` reference, which
/// builds each price from the rate book's rows on its own
/// (`RateTables/README.md`, "How a price is built"), over seeded random
/// carts and addresses of every sample merchant.
@Suite("Shipping reference properties")
struct ShippingReferencePropertyTests {
  /// `lines` with, one time in three, a gift card sold put among them:
  /// without a weight (not shipped) or with one (a card in a box).
  /// With `weighed`, the card always has a weight.
  static func withGiftCard(
    _ lines: [CartLine], currency: Currency, weighed: Bool = false, _ rng: inout SeededGenerator
  ) -> [CartLine] {
    guard Int.random(in: 0..<3, using: &rng) == 0 else { return lines }
    let scale = Int64.powerOfTen(currency.minorUnits)
    let card = CartLine(
      id: "gift-card", label: "Gift card",
      unitPrice: Amount(minorUnits: Int64.random(in: 0...150 * scale, using: &rng), currency: currency),
      quantity: Int64.random(in: 1...3, using: &rng),
      weight: Bool.random(using: &rng) || weighed ? Weight(quanta: WeightUnit.gram.quanta * 50) : nil,
      category: CartLine.giftCardCategory)
    var lines = lines
    lines.insert(card, at: Int.random(in: 0...lines.count, using: &rng))
    return lines
  }

  @Test(
    "Every offered method costs what the Decimal reference builds from the rate rows",
    arguments: SampleMerchant.allCases)
  func offeredPricesEqualDecimalReference(merchant: SampleMerchant) throws {
    let book = try #require(ShippingPropertyTests.books[merchant])
    let currency = book.merchant.currency
    var compared = 0
    var free = 0
    forAllSeededCases(count: 2_000) { rng in
      let lines = Self.withGiftCard(ShippingPropertyTests.cart(&rng, currency: currency), currency: currency, &rng)
      var request = ShippingPropertyTests.request(&rng, merchant, lines: lines)
      // The stage measures the goods alone: a gift card sold counts toward
      // no merchandise threshold.
      let cards = lines.filter { $0.category == CartLine.giftCardCategory }
        .reduce(Int64(0)) { $0 + $1.unitPrice.minorUnits * $1.quantity }
      let before = request.subtotalBeforeDiscounts.minorUnits - cards
      let after = max(0, min(before, request.subtotalAfterDiscounts.minorUnits - cards))
      request.subtotalBeforeDiscounts = Amount(minorUnits: before, currency: currency)
      request.subtotalAfterDiscounts = Amount(minorUnits: after, currency: currency)
      let options = try ShippingPropertyTests.rate(book, request)
      guard !options.isEmpty else { return }
      let zone = try #require(book.zone(for: request.destination)?.area)
      for option in options {
        let reference = try #require(
          DecimalReference.shippingPrice(
            method: option.identifier, zone: zone, cart: request.cart, destination: request.destination,
            merchandiseBeforeDiscounts: request.subtotalBeforeDiscounts.decimal,
            merchandiseAfterDiscounts: request.subtotalAfterDiscounts.decimal, book: book),
          "\(option.identifier) is offered at \(option.amount) but the reference gives no price: \(request)")
        try #require(
          option.amount.decimal == reference,
          "\(option.identifier): engine \(option.amount), Decimal \(reference): \(request)")
        compared += 1
        if reference == 0 { free += 1 }
      }
    }
    #expect(compared > 0, "compared \(compared) prices")
    print("\(merchant): compared \(compared) prices, \(free) of them 0")
  }
}
