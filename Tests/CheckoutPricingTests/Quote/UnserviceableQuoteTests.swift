import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

/// A sheet no method can ship has no final total: shipping is unknown, and
/// so is tax that depends on the address, so both are pending and so is
/// the total (Apple's `PKPaymentSummaryItem`: a pending total shows "Amount
/// pending"; W3C `PaymentItem.pending`).
@Suite("Unserviceable quotes are pending")
struct UnserviceableQuoteTests {
  @Test("Brazil on the US sample: shipping and tax pending, the total pending in every shape")
  func brazil() throws {
    let engine = try #require(ExampleRequests.engines[.usOutfitters])
    let bytes = try Array(
      String(
        contentsOfFile: Fixtures.merchant("us-outfitters") + "/examples/08-unserviceable-brazil.json", encoding: .utf8
      )
      .utf8)
    let response = engine.respond(toJSON: bytes)
    #expect(response.status == .failure)
    let tree = try JSONParser().parse(response.text)
    #expect(tree["total"]?["type"]?.stringValue == "pending")
    #expect(tree["applePay"]?["newTotal"]?["type"]?.stringValue == "pending")
    #expect(tree["paymentRequest"]?["total"]?["pending"] == .bool(true))
    let items = try #require(tree["lineItems"])
    guard case .array(let list) = items else { throw JSONShape.notAnArray }
    #expect(list.map { $0["label"]?.stringValue ?? "" } == ["Subtotal", "Shipping", "Tax"])
    #expect(list.map { $0["type"]?.stringValue ?? "" } == ["final", "pending", "pending"])
    #expect(list.map { $0["amount"]?.stringValue ?? "" } == ["288.47", "0.00", "0.00"])
  }

  enum JSONShape: Error { case notAnArray }

  @Test(
    "Whenever no method reaches the address, the total is pending, for every merchant and shipping type",
    arguments: SampleMerchant.allCases)
  func everyUnserviceableQuoteIsPending(merchant: SampleMerchant) throws {
    var unserviceable = 0
    try PricingEnginePropertyTests.forAllRandomRequests(merchant, count: 400) { engine, request, rng in
      var request = request
      request.shippingType = ShippingType.allCases.randomElement(using: &rng)!
      let quote = engine.quote(request)
      guard let total = quote.total, quote.errors.contains(where: { $0.code == .addressUnserviceable }) else { return }
      unserviceable += 1
      try #require(quote.shippingMethods.isEmpty, "\(request)")
      try #require(total.type == .pending, "\(request): \(quote.summaryItems)")
      try #require(quote.summaryItems.contains { $0.type == .pending && $0.kind == .shipping }, "\(request)")
      if !engine.book.merchant.pricesIncludeTax && quote.breakdown.taxAddress != .origin {
        try #require(quote.summaryItems.contains { $0.type == .pending && $0.kind == .tax }, "\(request)")
      }
    }
    #expect(unserviceable > 20)
  }
}
