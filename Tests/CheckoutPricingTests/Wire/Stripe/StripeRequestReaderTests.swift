import TestSupport
import Testing

@testable import CheckoutPricing

/// The `stripe` input: the Express Checkout Element's event payloads, read
/// as stripe-js types them.
@Suite("Reading Stripe's Express Checkout events")
struct StripeRequestReaderTests {
  static let currency = TestBooks.book(.usOutfitters).merchant.currency

  /// The Atlanta address as `shippingaddresschange` gives it, redacted.
  static let atlanta =
    #"{"name":"","address":{"city":"Atlanta","state":"GA","postal_code":"30303","country":"US","line1":"","line2":null}}"#

  /// A request in Stripe's form: the cart, then `members`.
  static func request(_ members: String) -> String {
    #"{"asOf":"\#(BadInput.asOf)","lines":[\#(BadInput.goodLine)],\#(members)}"#
  }

  static func read(_ text: String, currency: Currency = currency) -> Result<WireRequest, QuoteFailure> {
    RequestReader.read(currency: currency, Array(text.utf8)).request
  }

  @Test("An address alone is a contact change, read as the contact fields Apple Pay sends for the place")
  func addressEvent() throws {
    let wire = try Self.read(Self.request(#""stripe":{"shippingAddress":\#(Self.atlanta)}"#)).get()
    #expect(wire.quote.event == .shippingContactSelected)
    #expect(
      wire.quote.shippingContact
        == ContactFields(locality: "Atlanta", administrativeArea: "GA", postalCode: "30303", countryCode: "US"))
    #expect(wire.quote.shippingMethod == nil)
    #expect(wire.response.wallet == .stripe)
    #expect(wire.response.formats == [.applePay, .paymentRequest, .stripe])
  }

  @Test("A shipping rate is a method choice, its id the method; Stripe's other members are accepted unread")
  func rateEvent() throws {
    let text = Self.request(
      #""formats":["stripe"],"stripe":{"elementType":"expressCheckout","shippingAddress":\#(Self.atlanta),"shippingRate":{"id":"ups-ground","amount":2145,"displayName":"UPS Ground","deliveryEstimate":{"minimum":{"unit":"business_day","value":1}}}}"#
    )
    let wire = try Self.read(text).get()
    #expect(wire.quote.event == .shippingMethodSelected)
    #expect(wire.quote.shippingMethod == "ups-ground")
    #expect(wire.quote.shippingContact?.postalCode == "30303")
    #expect(wire.response.formats == [.stripe])
  }

  @Test(
    "Each malformed Stripe input is named by Stripe's own path",
    arguments: [
      (#""stripe":[]"#, "stripe", "expected an object, found array"),
      (
        #""stripe":{}"#, "stripe.shippingAddress",
        "missing; expected the shippingaddresschange event's name and address"
      ),
      (
        #""stripe":{"shippingRate":{"id":"ups-ground"}}"#, "stripe.shippingAddress",
        "missing; a shippingratechange event does not repeat the address: send the one kept from the last shippingaddresschange"
      ),
      (
        #""stripe":{"shippingAddress":{"name":"Ada"}}"#, "stripe.shippingAddress.address",
        "missing; expected the event's address"
      ),
      (#""stripe":{"shippingAddress":"Atlanta"}"#, "stripe.shippingAddress", "expected an object, found string"),
      (
        #""stripe":{"shippingAddress":{"name":7,"address":{}}}"#, "stripe.shippingAddress.name",
        "expected a string, found number"
      ),
      (
        #""stripe":{"shippingAddress":{"address":{"postal_code":30303,"country":"US"}}}"#,
        "stripe.shippingAddress.address.postal_code", "expected a string, found number"
      ),
      (
        #""stripe":{"shippingAddress":{"address":{"country":["US"]}}}"#, "stripe.shippingAddress.address.country",
        "expected a string, found array"
      ),
      (
        #""stripe":{"shippingAddress":{"address":{"country":"US","line2":false}}}"#,
        "stripe.shippingAddress.address.line2", "expected a string, found boolean"
      ),
      (
        #""stripe":{"shippingAddress":\#(atlanta),"shippingRate":"ups-ground"}"#, "stripe.shippingRate",
        "expected an object, found string"
      ),
      (
        #""stripe":{"shippingAddress":\#(atlanta),"shippingRate":{"id":""}}"#, "stripe.shippingRate.id",
        "empty; expected a non-empty string"
      ),
      (
        #""stripe":{"shippingAddress":\#(atlanta),"shippingRate":{"displayName":"UPS"}}"#, "stripe.shippingRate.id",
        "missing; expected a string"
      ),
      (
        #""shippingContact":{"postalCode":"30303","countryCode":"US"},"stripe":{"shippingAddress":\#(atlanta)}"#,
        "stripe.shippingAddress",
        "a second address: the request sends shippingContact too; send one address form"
      ),
      (
        #""event":"initial","stripe":{"shippingAddress":\#(atlanta)}"#, "event",
        "'initial' does not agree with the stripe input, which is a shippingContactSelected event"
      ),
      (
        #""shippingMethod":"ups-ground","stripe":{"shippingAddress":\#(atlanta),"shippingRate":{"id":"usps-ground-advantage"}}"#,
        "shippingMethod", "does not agree with the stripe input's shippingMethod, sent beside it"
      ),
    ])
  func malformed(members: String, path: String, message: String) {
    #expect(Self.read(Self.request(members)).failure == QuoteFailure(path: path, message: message))
  }

  @Test(
    "Stripe's smallest unit: exact multiples of the merchant's, or the format is refused at formats[i]",
    arguments: [
      ("USD", 2, 1), ("JPY", 0, 1), ("ISK", 0, 100), ("KWD", 2, 10), ("UGX", 0, 1), ("KWD", 3, nil), ("BHD", 3, nil),
      ("MGA", 2, nil), ("CLF", 4, nil), ("IQD", 3, nil),
    ] as [(String, Int, Int64?)])
  func minorUnits(code: String, digits: Int, factor: Int64?) throws {
    let currency = try Currency(code: code, minorUnits: digits)
    let request = try Self.read(
      #"{"asOf":"\#(BadInput.asOf)","lines":[],"formats":["applePay","stripe"],"stripe":{"shippingAddress":\#(Self.atlanta)}}"#,
      currency: currency
    ).get()
    let refusal = ResponseEncoder.refusal(of: request.response, currency: currency)
    if let factor {
      #expect(refusal == nil)
      #expect(StripeMinorUnits.factor(for: currency) == factor)
    } else {
      let refusal = try #require(refusal, "\(code) with \(digits) decimals is not refused")
      #expect(refusal.path == "formats[1]")
      #expect(refusal.message.contains("no price is rounded to fit a sheet"), "\(refusal.message)")
    }
  }

  @Test("The same place priced from Stripe's address and from Apple Pay's contact gives the same quote")
  func samePlace() throws {
    let engine = PricingEngine(book: TestBooks.book(.usOutfitters))
    let stripe = try Self.read(Self.request(#""stripe":{"shippingAddress":\#(Self.atlanta)}"#)).get().quote
    let apple = try Self.read(
      Self.request(
        #""event":"shippingContactSelected","shippingContact":{"locality":"Atlanta","administrativeArea":"GA","postalCode":"30303","countryCode":"US"}"#
      )
    ).get().quote
    let quote = engine.quote(stripe)
    #expect(quote.total != nil)
    #expect(quote == engine.quote(apple))
  }
}

extension Result {
  /// The error, if this is one.
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
