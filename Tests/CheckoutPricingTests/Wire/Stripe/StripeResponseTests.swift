import TestSupport
import Testing

@testable import CheckoutPricing

/// The `stripe` answer for hand examples of the US and Japanese sample
/// merchants, member for member.
@Suite("Writing Stripe's Express Checkout answer")
struct StripeResponseTests {
  static let atlanta = StripeRequestReaderTests.atlanta
  static let cart = """
    [{"id":"tent-2p","label":"Ridgeline 2-Person Tent","unitPrice":"249.00","quantity":1,"weight":{"value":"4.6","unit":"lb"}},\
    {"id":"wax","label":"Mustache Wax","unitPrice":"10.00","quantity":2,"weight":{"value":"0.25","unit":"lb"}},\
    {"id":"trail-mix","label":"Trail Mix, 12 oz","unitPrice":"6.49","quantity":3,"weight":{"value":"12","unit":"oz"},"category":"groceries"}]
    """

  /// The `stripe` member of the US merchant's answer to a request with the
  /// cart above and `members`, as compact JSON.
  static func answer(_ members: String) throws -> String {
    let engine = PricingEngine(book: TestBooks.book(.usOutfitters))
    let text = #"{"asOf":"\#(BadInput.asOf)","lines":\#(cart),"formats":["stripe"],\#(members)}"#
    let response = try JSONParser().parse(engine.respond(toJSON: Array(text.utf8)).text)
    return try #require(response["stripe"]).serialized()
  }

  // asOf is Saturday 21 November 2026, so the order counts from Monday the
  // 23rd; Thanksgiving and the day after are the merchant's holidays:
  // "Arrives Mon Nov 30 - Thu Dec 3" is 3 to 6 business days.
  @Test("An address: the line items without shipping, the rates with the selected first, amount their sum")
  func address() throws {
    #expect(
      try Self.answer(#""stripe":{"shippingAddress":\#(Self.atlanta)}"#)
        == #"{"amount":31336,"lineItems":[{"name":"Subtotal","amount":28847},{"name":"Tax","amount":2489}],"shippingRates":[{"id":"usps-ground-advantage","amount":0,"displayName":"USPS Ground Advantage","deliveryEstimate":{"minimum":{"unit":"business_day","value":3},"maximum":{"unit":"business_day","value":6}}},{"id":"ups-ground","amount":2145,"displayName":"UPS Ground","deliveryEstimate":{"minimum":{"unit":"business_day","value":2},"maximum":{"unit":"business_day","value":6}}},{"id":"ups-2nd-day-air","amount":4945,"displayName":"UPS 2nd Day Air","deliveryEstimate":{"minimum":{"unit":"business_day","value":3},"maximum":{"unit":"business_day","value":3}}}]}"#
    )
  }

  @Test("A rate choice with a coupon: the discount a negative line item, the chosen rate first")
  func rateWithCoupon() throws {
    let answer = try Self.answer(
      #""couponCode":"SAVE10","stripe":{"shippingAddress":\#(Self.atlanta),"shippingRate":{"id":"ups-ground"}}"#)
    #expect(
      answer.hasPrefix(
        #"{"amount":30532,"lineItems":[{"name":"Subtotal","amount":28847},{"name":"10% off your order","amount":-2885},{"name":"Tax","amount":2425}],"shippingRates":[{"id":"ups-ground","amount":2145,"#
      ), "\(answer)")
  }

  @Test("An address no method reaches is a rejection with the shopper's message, and no figures")
  func unserviceable() throws {
    let brazil = #"{"name":"","address":{"city":"São Paulo","state":"SP","postal_code":"01310-100","country":"BR"}}"#
    #expect(
      try Self.answer(#""stripe":{"shippingAddress":\#(brazil)}"#)
        == #"{"reject":true,"message":"We don't ship to this address in Brazil."}"#)
  }

  @Test("Before an address, the pending shipping and tax are left out and amount is the total known so far")
  func pending() throws {
    #expect(
      try Self.answer(#""event":"initial""#)
        == #"{"amount":28847,"lineItems":[{"name":"Subtotal","amount":28847}],"shippingRates":[]}"#)
  }
}
