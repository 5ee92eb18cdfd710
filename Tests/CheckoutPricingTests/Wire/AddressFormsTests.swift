import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

/// The same place, sent in each form a sheet gives it (Apple Pay's contact,
/// the W3C `PaymentAddress`, Google Pay's `IntermediateAddress`, the
/// Express Checkout Element's address, PayPal's callback address), gives the
/// same quote.
@Suite("Address forms")
struct AddressFormsTests {
  /// The place of an example's `shippingContact`, by Apple's names.
  struct Place {
    var countryCode: String?
    var administrativeArea: String?
    var locality: String?
    var postalCode: String?

    /// A JSON object of the members that are known, under `names` (Apple's
    /// country, area, locality and postcode names, in that order, in the
    /// form's own words).
    func object(_ names: [String]) -> String {
      let values = [countryCode, administrativeArea, locality, postalCode]
      let members = zip(names, values).compactMap { name, value in
        value.map { "\"\(name)\":" + JSONValue.string($0).serialized() }
      }
      return "{" + members.joined(separator: ",") + "}"
    }
  }

  /// Each form's request members for `place`.
  static func forms(of place: Place) -> [(name: String, members: String)] {
    let apple = place.object(["countryCode", "administrativeArea", "locality", "postalCode"])
    let w3c = place.object(["country", "region", "city", "postalCode"])
    let google = place.object(["countryCode", "administrativeArea", "locality", "postalCode"])
    let stripe = place.object(["country", "state", "city", "postal_code"])
    let payPal = place.object(["country_code", "admin_area_1", "admin_area_2", "postal_code"])
    return [
      ("Apple Pay", #""event":"shippingContactSelected","shippingContact":"# + apple),
      ("W3C", #""event":"shippingContactSelected","shippingAddress":"# + w3c),
      (
        "Google Pay",
        #""googlePay":{"intermediatePaymentData":{"callbackTrigger":"SHIPPING_ADDRESS","shippingAddress":"# + google
          + #"},"callbackIntents":["SHIPPING_ADDRESS","SHIPPING_OPTION","OFFER"]}"#
      ),
      ("Stripe", #""stripe":{"shippingAddress":{"address":"# + stripe + "}}"),
      (
        "PayPal",
        #""payPal":{"id":"5O190127TN364715T","shipping_address":"# + payPal
          + #","purchase_units":[{"reference_id":"default"}]}"#
      ),
    ]
  }

  /// The example's members other than its event and address, as JSON text.
  static func ownMembers(of request: JSONValue) -> String {
    guard case .object(let members) = request else { return "" }
    return members.filter { !["event", "shippingContact", "shippingAddress", "paymentMethod"].contains($0.key) }
      .map { JSONValue.string($0.key).serialized() + ":" + $0.value.serialized() }
      .joined(separator: ",")
  }

  static func examplesWithAPlace() throws -> [ExampleRequests.Example] {
    try ExampleRequests.all().filter { example in
      let request = try? JSONParser().parse(String(decoding: example.bytes, as: UTF8.self))
      // An authorization's full address is not a sheet event's place.
      return request?["shippingContact"] != nil && request?["event"] != .string("paymentAuthorized")
    }
  }

  @Test("Each example's place, in every address form, gives the same quote", arguments: try examplesWithAPlace())
  func sameQuoteInEveryForm(example: ExampleRequests.Example) throws {
    let engine = try #require(ExampleRequests.engines[example.merchant])
    let request = try JSONParser().parse(String(decoding: example.bytes, as: UTF8.self))
    let contact = try #require(request["shippingContact"])
    let place = Place(
      countryCode: contact["countryCode"]?.stringValue, administrativeArea: contact["administrativeArea"]?.stringValue,
      locality: contact["locality"]?.stringValue, postalCode: contact["postalCode"]?.stringValue)
    let currency = engine.book.merchant.currency
    var quotes: [(name: String, quote: Quote)] = []
    for form in Self.forms(of: place) {
      let text = "{" + Self.ownMembers(of: request) + "," + form.members + "}"
      let decoded = try RequestReader.readQuoteRequest(currency: currency, Array(text.utf8))
      #expect(decoded.event == .shippingContactSelected, "\(form.name): \(text)")
      quotes.append((form.name, engine.quote(decoded)))
    }
    let apple = quotes[0].quote
    #expect(apple.total != nil || !apple.errors.isEmpty)
    for (name, quote) in quotes.dropFirst() {
      #expect(quote.total == apple.total, "\(example) \(name)")
      #expect(quote.summaryItems == apple.summaryItems, "\(example) \(name)")
      #expect(quote.shippingMethods == apple.shippingMethods, "\(example) \(name)")
      #expect(quote.breakdown == apple.breakdown, "\(example) \(name)")
      #expect(
        quote.errors.map { [$0.code.rawValue, $0.contactField?.rawValue ?? ""] }
          == apple.errors.map { [$0.code.rawValue, $0.contactField?.rawValue ?? ""] }, "\(example) \(name)")
    }
  }
}
