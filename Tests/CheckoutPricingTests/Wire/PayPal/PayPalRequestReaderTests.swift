import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

/// The body PayPal POSTs to the shipping callback, read as received: what
/// it says changed, where, and what the answer must repeat; and each wrong
/// member named by PayPal's own path.
@Suite("PayPal callback reader")
struct PayPalRequestReaderTests {
  static let currency = TestBooks.book(.usOutfitters).merchant.currency

  /// A request in PayPal's form: the cart, and `payPal` as given.
  static func request(_ payPal: String, _ members: String = "") -> [UInt8] {
    let extra = members.isEmpty ? "" : "," + members
    return Array(
      #"{"asOf":"2026-11-21T15:04:05-05:00","lines":[\#(BadInput.goodLine)],"payPal":\#(payPal)\#(extra)}"#.utf8)
  }

  static let address =
    #""shipping_address":{"country_code":"US","admin_area_1":"TX","admin_area_2":"Dallas","postal_code":"75001"}"#

  func read(_ bytes: [UInt8]) throws -> WireRequest {
    try RequestReader.read(currency: Self.currency, bytes).request.get()
  }

  func refusal(_ bytes: [UInt8]) -> QuoteFailure? {
    if case .failure(let failure) = RequestReader.read(currency: Self.currency, bytes).request {
      return failure
    }
    return nil
  }

  @Test("An address callback is a contact change at PayPal's redacted address, answered in PayPal's format too")
  func addressCallback() throws {
    let body =
      #"{"id":"5O190127TN364715T",\#(Self.address),"purchase_units":[{"reference_id":"d9f8","amount":{"currency_code":"USD","value":"100.00"}}]}"#
    let request = try read(Self.request(body))
    #expect(request.quote.event == .shippingContactSelected)
    #expect(
      request.quote.shippingContact
        == ContactFields(locality: "Dallas", administrativeArea: "TX", postalCode: "75001", countryCode: "US"))
    #expect(request.quote.shippingMethod == nil)
    #expect(request.response.formats == [.applePay, .paymentRequest, .payPal])
    #expect(
      request.response.wallet
        == .payPal(PayPalContext(orderID: "5O190127TN364715T", referenceID: "d9f8", requestedOptionID: nil)))
  }

  @Test("An option callback is a method choice whose id is the method, and a pickup is remembered as one")
  func optionCallback() throws {
    let body =
      #"{"id":"5O19",\#(Self.address),"shipping_option":{"id":"store/denver","label":"Pick up","type":"PICKUP_IN_STORE","amount":{"currency_code":"USD","value":"0.00"},"selected":true},"purchase_units":[{"reference_id":"d9f8"}]}"#
    let request = try read(Self.request(body, #""formats":["payPal"]"#))
    #expect(request.quote.event == .shippingMethodSelected)
    #expect(request.quote.shippingMethod == "store/denver")
    #expect(request.response.formats == [.payPal])
    #expect(
      request.response.wallet
        == .payPal(
          PayPalContext(
            orderID: "5O19", referenceID: "d9f8", requestedOptionID: "store/denver", requestedPickup: true)))
  }

  @Test(
    "Empty address members are unknown, members PayPal adds are accepted, and a unit without reference_id is PayPal's default"
  )
  func emptyAndUnknownMembers() throws {
    let body =
      #"{"id":"5O19","create_time":"2026-11-21T10:00:00Z","shipping_address":{"country_code":"GB","admin_area_1":"","admin_area_2":"","postal_code":"SW1A","address_line_1":null},"purchase_units":[{"items":[],"payee":{}}]}"#
    let request = try read(Self.request(body))
    #expect(request.quote.shippingContact == ContactFields(postalCode: "SW1A", countryCode: "GB"))
    #expect(request.response.wallet == .payPal(PayPalContext(orderID: "5O19", referenceID: "default")))
  }

  @Test(
    "Each wrong member of the callback is named by PayPal's path",
    arguments: [
      (#"{"shipping_address":{}}"#, "payPal.id"),
      (#"{"id":""}"#, "payPal.id"),
      (#"{"id":42}"#, "payPal.id"),
      (#"[]"#, "payPal"),
      (#"{"id":"A","shipping_address":"US"}"#, "payPal.shipping_address"),
      (#"{"id":"A","shipping_address":{"country_code":1}}"#, "payPal.shipping_address.country_code"),
      (#"{"id":"A","shipping_address":{"admin_area_1":true}}"#, "payPal.shipping_address.admin_area_1"),
      (#"{"id":"A","shipping_address":{"admin_area_2":[]}}"#, "payPal.shipping_address.admin_area_2"),
      (#"{"id":"A","shipping_address":{"postal_code":75001}}"#, "payPal.shipping_address.postal_code"),
      (#"{"id":"A","shipping_option":{"label":"Ground"}}"#, "payPal.shipping_option.id"),
      (#"{"id":"A","shipping_option":{"id":"g","type":"DRONE"}}"#, "payPal.shipping_option.type"),
      (#"{"id":"A","shipping_option":{"id":"g","label":7}}"#, "payPal.shipping_option.label"),
      (#"{"id":"A","purchase_units":{}}"#, "payPal.purchase_units"),
      (#"{"id":"A","purchase_units":[]}"#, "payPal.purchase_units"),
      (#"{"id":"A","purchase_units":[{},{}]}"#, "payPal.purchase_units[1]"),
      (#"{"id":"A","purchase_units":[{"reference_id":5}]}"#, "payPal.purchase_units[0].reference_id"),
      (
        #"{"id":"A","purchase_units":[{"amount":{"currency_code":"EUR","value":"1.00"}}]}"#,
        "payPal.purchase_units[0].amount.currency_code"
      ),
    ])
  func malformed(body: String, path: String) throws {
    let failure = try #require(refusal(Self.request(body)), "\(body) was read")
    #expect(QuoteError(failure).path == path, "\(body): \(QuoteError(failure))")
  }

  @Test("The payPal format without the callback's body is refused at its place in formats")
  func payPalFormatNeedsTheCallback() throws {
    let text =
      #"{"event":"initial","asOf":"2026-11-21T15:04:05-05:00","lines":[\#(BadInput.goodLine)],"formats":["applePay","payPal"]}"#
    let request = try read(Array(text.utf8))
    let refusal = try #require(ResponseEncoder.refusal(of: request.response, currency: Self.currency))
    #expect(refusal.path == "formats[1]")
    #expect(refusal.message.contains("shipping callback"))
  }

  @Test("A second address form beside the callback is named at PayPal's address, and an event must agree")
  func mergedMembers() throws {
    let body = #"{"id":"A",\#(Self.address)}"#
    let twice = try #require(refusal(Self.request(body, #""shippingContact":{"countryCode":"US"}"#)))
    #expect(QuoteError(twice).path == "payPal.shipping_address")
    let event = try #require(refusal(Self.request(body, #""event":"shippingMethodSelected""#)))
    #expect(QuoteError(event).path == "event")
  }
}
