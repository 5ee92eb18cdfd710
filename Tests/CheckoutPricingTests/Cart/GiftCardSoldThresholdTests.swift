import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

/// A gift card sold is a stored-value instrument, not goods: it counts
/// toward no merchandise threshold (a coupon's minimum, a service's
/// `freeAbove`), measured as one figure, ``CheckedCart/merchandiseSubtotal``.
@Suite("Gift cards sold and thresholds")
struct GiftCardSoldThresholdTests {
  let engine = PricingEngine(book: TestBooks.book(.usOutfitters))

  /// The US sample: `wax` 10.00 a tin (0.25 lb), and optionally a 100.00
  /// gift card and a coupon, by USPS Ground Advantage (free from 99.00) to
  /// Atlanta.
  func respond(waxTins: Int, giftCard: Bool, coupon: String? = nil) throws -> JSONValue {
    let card =
      giftCard ? #",{"id":"gift-100","label":"Gift Card","unitPrice":"100.00","quantity":1,"category":"giftCard"}"# : ""
    let code = coupon.map { #","couponCode":"\#($0)""# } ?? ""
    let text = #"""
      {"event":"shippingMethodSelected","asOf":"2026-11-21T15:04:05-05:00","currency":"USD",
       "lines":[{"id":"wax","label":"Mustache Wax","unitPrice":"10.00","quantity":\#(waxTins),"weight":{"value":"0.25","unit":"lb"}}\#(card)],
       "shippingContact":{"locality":"Atlanta","administrativeArea":"GA","postalCode":"30303","countryCode":"US"},
       "shippingMethod":"usps-ground-advantage"\#(code)}
      """#
    return try JSONParser().parse(engine.respond(toJSON: Array(text.utf8)).text)
  }

  func usps(_ response: JSONValue) -> JSONValue? {
    guard case .array(let methods)? = response["shippingMethods"] else { return nil }
    return methods.first { $0["identifier"] == .string("usps-ground-advantage") }?["amount"]
  }

  @Test("A 100.00 gift card sold beside 10.00 of wax does not make USPS free: it still ships for 6.95")
  func giftCardBuysNoFreeShipping() throws {
    #expect(usps(try respond(waxTins: 1, giftCard: false)) == .string("6.95"))
    let response = try respond(waxTins: 1, giftCard: true)
    #expect(usps(response) == .string("6.95"), "\(response.serialized())")
  }

  @Test("A coupon's minimum and the free-shipping threshold both measure the goods, and the refusal quotes that figure")
  func couponMinimumAndFreeShippingInOneCart() throws {
    // 10.00 of goods: under SAVE10's 25.00 and USPS's 99.00, whatever the card adds.
    let below = try respond(waxTins: 1, giftCard: true, coupon: "SAVE10")
    #expect(usps(below) == .string("6.95"), "\(below.serialized())")
    guard case .array(let errors)? = below["errors"] else {
      Issue.record("no errors: \(below.serialized())")
      return
    }
    let message = try #require(errors.first?["message"]?.stringValue)
    #expect(message.contains("yours is 10.00"), "\(message)")
    #expect(!message.contains("110.00"), "\(message)")
    // 30.00 of goods: SAVE10 applies (30.00 >= 25.00), USPS is still paid (27.00 < 99.00).
    let above = try respond(waxTins: 3, giftCard: true, coupon: "SAVE10")
    #expect(above["errors"] == .array([]), "\(above.serialized())")
    #expect(usps(above) == .string("6.95"), "\(above.serialized())")
  }
}
