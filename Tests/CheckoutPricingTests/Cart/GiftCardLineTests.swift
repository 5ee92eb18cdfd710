import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

/// Selling a gift card (the JSON contract article, "Selling a gift card"),
/// by hand on the US sample in Atlanta (8.9%): a $50.00 card without a
/// weight beside a $249.00 tent.
@Suite("Gift card lines")
struct GiftCardLineTests {
  static func card(_ timing: PaymentTiming = .immediate) throws -> CartLine {
    CartLine(
      id: "gift", label: "Gift card", unitPrice: usd("50.00"), quantity: 1, category: "giftCard",
      paymentTiming: timing)
  }

  static func request(_ lines: [CartLine], coupon: String? = nil) throws -> QuoteRequest {
    var request = QuoteFixtures.atlantaByUPS2ndDayAir(lines)
    request.couponCode = coupon
    return request
  }

  let engine = try! #require(ExampleRequests.engines[.usOutfitters])

  @Test("A gift card is not taxed at sale and not shipped: only the subtotal grows, by its price")
  func notTaxedNorShipped() throws {
    let alone = engine.quote(try Self.request([try QuoteFixtures.tent()]))
    let quote = engine.quote(try Self.request([try QuoteFixtures.tent(), try Self.card()]))
    try #require(quote.errors.isEmpty, "\(quote.errors)")
    // 249.00 + 50.00; tax 8.9% of the tent and shipping only; the same
    // shipping (UPS's 0.50 handling per item does not count the card).
    #expect(quote.summaryItems.first?.amount == usd("299.00"))
    #expect(quote.breakdown.tax?.total == alone.breakdown.tax?.total)
    #expect(quote.shippingMethods == alone.shippingMethods)
    let total = try #require(try alone.total?.amount.adding(usd("50.00")))
    #expect(quote.total?.amount == total)
  }

  @Test("An order discount skips a gift card, and a gift card does not count toward a coupon's minimum")
  func discountSkipsIt() throws {
    // SAVE10: 10% off the order, from 25.00.
    let quote = engine.quote(try Self.request([try QuoteFixtures.tent(), try Self.card()], coupon: "SAVE10"))
    let discounts = try #require(quote.breakdown.discounts)
    #expect(discounts.items.first?.amount == usd("24.90"))  // 10% of 249.00, none of 50.00
    #expect(discounts.discountedLines.last?.amount == usd("50.00"))
    // A 50.00 gift card alone is below TRAIL5's 30.00 minimum of goods: none.
    let cardOnly = engine.quote(try Self.request([try Self.card()], coupon: "TRAIL5"))
    #expect(cardOnly.breakdown.discounts?.items.isEmpty == true)
    #expect(cardOnly.errors.first?.reason == .coupon(.belowMinimum), "\(cardOnly.errors)")
  }

  @Test("A gift card paid later is refused at its payment timing")
  func notPaidLater() throws {
    let later = try Self.card(.deferred(on: try #require(CalendarDate(iso: "2026-12-15"))))
    let quote = engine.quote(try Self.request([try QuoteFixtures.tent(), later]))
    #expect(quote.total == nil)
    #expect(quote.errors.first?.path == "lines[1].paymentTiming", "\(quote.errors)")
  }
}
