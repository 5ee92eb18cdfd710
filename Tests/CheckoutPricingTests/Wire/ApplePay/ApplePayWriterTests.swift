import TestSupport
import Testing

@testable import CheckoutPricing

/// The `applePay` answer holds the response's own total, items and methods,
/// which are in Apple's shapes: the writer copies them, so the two cannot
/// differ.
@Suite("Writing the Apple Pay update")
struct ApplePayWriterTests {
  static let contact = #""shippingContact":{"administrativeArea":"GA","postalCode":"30303","countryCode":"US"}"#

  static func respond(_ lines: String, event: String) throws -> JSONValue {
    let text = #"{"event":"\#(event)","asOf":"2026-11-21T15:04:05-05:00","lines":\#(lines),\#(contact)}"#
    return try JSONParser().parse(SheetViewTests.engine.respond(toJSON: Array(text.utf8)).text)
  }

  static let tent = #"{"id":"tent","unitPrice":"249.00","quantity":1,"weight":{"value":"4.6","unit":"lb"}}"#

  @Test("An update repeats the response's total, line items and methods under the event's names")
  func update() throws {
    let response = try Self.respond("[\(Self.tent)]", event: "shippingContactSelected")
    let update = try #require(response["applePay"])
    #expect(update["newTotal"] == response["total"])
    #expect(update["newLineItems"] == response["lineItems"])
    #expect(update["newShippingMethods"] == response["shippingMethods"])
    #expect(update["errors"] == .array([]))
    let initial = try Self.respond("[\(Self.tent)]", event: "initial")
    #expect(initial["applePay"]?["total"] == initial["total"])
    #expect(initial["applePay"]?["shippingType"] == .string("shipping"))
  }

  @Test("Later payments follow the quote's items in the update's line items, and set up their request")
  func laterPayments() throws {
    let box =
      #"{"id":"box","unitPrice":"25.00","quantity":1,"paymentTiming":{"type":"recurring","intervalUnit":"month","intervalCount":1}}"#
    let response = try Self.respond("[\(Self.tent),\(box)]", event: "shippingContactSelected")
    let update = try #require(response["applePay"])
    guard case .array(let items)? = response["lineItems"], case .array(let later)? = response["laterPayments"],
      case .array(let updateItems)? = update["newLineItems"]
    else {
      Issue.record("no items: \(response)")
      return
    }
    #expect(!later.isEmpty)
    #expect(updateItems.count == items.count + later.count)
    #expect(Array(updateItems.prefix(items.count)) == items)
    #expect(updateItems.last?["paymentTiming"] == .string("recurring"))
    #expect(update["newRecurringPaymentRequest"]?["regularBilling"] != nil)
  }
}
