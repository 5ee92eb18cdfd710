import TestSupport
import Testing

@testable import CheckoutPricing

/// The Express Checkout Element's `confirm` event, read into a
/// `paymentAuthorized` request at the full address, with the billing
/// details and the recipient's name dropped.
@Suite("Reading Stripe's confirm event")
struct StripeConfirmReaderTests {
  static let atlanta =
    #"{"name":"Ada Lovelace","address":{"line1":"55 Trinity Ave SW","line2":null,"city":"Atlanta","state":"GA","postal_code":"30303-3520","country":"US"}}"#
  static let billing =
    #"{"name":"Ada Lovelace","email":"ada@example.com","phone":"+14045550100","address":{"line1":"1 Main St","line2":"","city":"Decatur","state":"GA","postal_code":"30030","country":"US"}}"#

  @Test("A payload with expressPaymentType is the confirm event, priced at its full address")
  func confirmEvent() throws {
    let text = StripeRequestReaderTests.request(
      #""authorizedTotal":"10.00","stripe":{"elementType":"expressCheckout","expressPaymentType":"google_pay","shippingAddress":\#(Self.atlanta),"shippingRate":{"id":"ups-ground","amount":2145,"displayName":"UPS Ground"},"billingDetails":\#(Self.billing)}"#
    )
    let wire = try StripeRequestReaderTests.read(text).get()
    #expect(wire.quote.event == .paymentAuthorized)
    #expect(
      wire.quote.shippingContact
        == ContactFields(
          addressLines: ["55 Trinity Ave SW"], locality: "Atlanta", administrativeArea: "GA",
          postalCode: "30303-3520", countryCode: "US"))
    #expect(wire.quote.shippingMethod == "ups-ground")
    #expect(wire.response.wallet == .stripe)
    #expect(WireRequest.kept(["Ada", "ada@example.com", "4045550100", "Decatur", "1 Main St"], in: wire) == [])
  }

  @Test("The address lines of a redacted address event are still only checked")
  func redactedLinesNotKept() throws {
    let wire = try StripeRequestReaderTests.read(
      StripeRequestReaderTests.request(#""stripe":{"shippingAddress":\#(Self.atlanta)}"#)
    ).get()
    #expect(wire.quote.event == .shippingContactSelected)
    #expect(wire.quote.shippingContact?.addressLines == [])
  }
}
