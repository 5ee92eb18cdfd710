import TestSupport
import Testing

@testable import CheckoutPricing

/// The W3C `PaymentDetailsUpdate`: `error` says why no option is left, and
/// only then; an error about a part of the address is keyed by it.
@Suite("Writing the W3C Payment Request update")
struct PaymentRequestWriterTests {

  static func respond(_ members: String) throws -> JSONValue {
    let text =
      #"{"event":"shippingContactSelected","asOf":"2026-11-21T15:04:05-05:00","lines":[{"id":"tent","unitPrice":"249.00","quantity":1,"weight":{"value":"4.6","unit":"lb"}}],\#(members)}"#
    return try JSONParser().parse(SheetViewTests.engine.respond(toJSON: Array(text.utf8)).text)
  }

  @Test("An address no method reaches: no option, and the error is the quote's sentence")
  func unserviceable() throws {
    let response = try Self.respond(#""shippingContact":{"countryCode":"BR"}"#)
    let update = try #require(response["paymentRequest"])
    #expect(update["shippingOptions"] == .array([]))
    guard case .array(let errors)? = response["errors"], let message = errors.first?["message"] else {
      Issue.record("no error: \(response)")
      return
    }
    #expect(update["error"] == message)
    #expect(update["shippingAddressErrors"] == .object([]))
  }

  @Test("A postcode that cannot be priced is keyed by the W3C name of its field")
  func keyedAddressError() throws {
    let response = try Self.respond(
      #""shippingContact":{"administrativeArea":"GA","postalCode":"ABCDE","countryCode":"US"}"#)
    let update = try #require(response["paymentRequest"])
    #expect(update["shippingAddressErrors"]?["postalCode"] != nil)
    #expect(update["error"] == nil)
  }

  @Test("A coupon's error has no place in the sheet, and the first option is the one selected")
  func couponError() throws {
    let response = try Self.respond(
      #""couponCode":"SUMMER25","shippingContact":{"administrativeArea":"GA","postalCode":"30303","countryCode":"US"}"#)
    #expect(response["status"] == .string("failure"))
    let update = try #require(response["paymentRequest"])
    #expect(update["error"] == nil)
    #expect(update["shippingAddressErrors"] == .object([]))
    guard case .array(let options)? = update["shippingOptions"] else {
      Issue.record("no options: \(update)")
      return
    }
    #expect(options.map { $0["selected"] } == [.bool(true)] + Array(repeating: .bool(false), count: options.count - 1))
  }
}
