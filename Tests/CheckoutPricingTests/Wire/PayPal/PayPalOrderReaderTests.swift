import TestSupport
import Testing

@testable import CheckoutPricing

/// The order as PayPal's Orders v2 API returns it once the buyer approved
/// it, read into a `paymentAuthorized` request: the amount approved is the
/// authorized total, the shipping address the full address, the selected
/// option the method; the payer and the recipient's name are dropped.
@Suite("Reading PayPal's approved order")
struct PayPalOrderReaderTests {
  /// An approved order for `amount` with these `shipping` members.
  static func order(value: String = "288.47", status: String = "APPROVED", shipping: String = dallas) -> String {
    #"{"id":"5O190127TN364715T","intent":"CAPTURE","status":"\#(status)","payer":{"name":{"given_name":"Ada","surname":"Lovelace"},"email_address":"ada@example.com","payer_id":"QYR5Z8XDVJNXQ"},"purchase_units":[{"reference_id":"d9f80740","amount":{"currency_code":"USD","value":"\#(value)"},"shipping":\#(shipping)}],"links":[]}"#
  }

  static let dallas =
    #"{"name":{"full_name":"Ada Lovelace"},"address":{"address_line_1":"1600 Main St","address_line_2":"Apt 4","admin_area_2":"Dallas","admin_area_1":"TX","postal_code":"75201","country_code":"US"},"options":[{"id":"usps-ground-advantage","label":"USPS","type":"SHIPPING","amount":{"currency_code":"USD","value":"5.99"},"selected":false},{"id":"ups-ground","label":"UPS Ground","type":"SHIPPING","amount":{"currency_code":"USD","value":"9.99"},"selected":true}]}"#

  @Test("The approved order is a paymentAuthorized event: the approved amount, the full address, the selected option")
  func approvedOrder() throws {
    let wire = try RequestReader.read(
      currency: PayPalRequestReaderTests.currency, PayPalRequestReaderTests.request(Self.order())
    ).request.get()
    #expect(wire.quote.event == .paymentAuthorized)
    #expect(
      wire.quote.shippingContact
        == ContactFields(
          addressLines: ["1600 Main St", "Apt 4"], locality: "Dallas", administrativeArea: "TX",
          postalCode: "75201", countryCode: "US"))
    #expect(wire.quote.shippingMethod == "ups-ground")
    #expect(
      wire.response.wallet
        == .payPal(
          PayPalContext(orderID: "5O190127TN364715T", referenceID: "d9f80740", requestedOptionID: "ups-ground")))
    #expect(WireRequest.kept(["Ada", "Lovelace", "ada@example.com", "QYR5Z8XDVJNXQ"], in: wire) == [])
  }

  @Test("The amount the buyer approved is the authorized total")
  func authorizedTotal() throws {
    let wire = try RequestReader.read(
      currency: PayPalRequestReaderTests.currency, PayPalRequestReaderTests.request(Self.order(value: "288.47"))
    ).request.get()
    #expect(wire.quote.authorization == AuthorizationRequest(authorizedTotal: Amount(uncheckedMinorUnits: 28847, exponent: 2)))
  }
}
