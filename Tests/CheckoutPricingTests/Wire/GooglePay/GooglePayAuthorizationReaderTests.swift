import TestSupport
import Testing

@testable import CheckoutPricing

/// Google's `PaymentData`, as `onPaymentAuthorized` receives it, read into
/// a `paymentAuthorized` request at the full address, with the recipient's
/// name and phone and the buyer's email dropped.
@Suite("Reading Google Pay's PaymentData")
struct GooglePayAuthorizationReaderTests {
  /// A full `Address` in Atlanta, with the members Google adds to it.
  static let atlanta =
    #"{"name":"Ada Lovelace","address1":"55 Trinity Ave SW","address2":"","address3":"Suite 100","locality":"Atlanta","administrativeArea":"GA","countryCode":"US","postalCode":"30303-3520","sortingCode":"","phoneNumber":"+1 404 555 0100"}"#

  /// A request with `paymentData` made of `data` and the page's `intents`.
  static func request(
    _ data: String, intents: String = #"["SHIPPING_ADDRESS","SHIPPING_OPTION","OFFER","PAYMENT_AUTHORIZATION"]"#
  ) -> String {
    #"{"asOf":"\#(BadInput.asOf)","lines":[\#(BadInput.goodLine)],"authorizedTotal":"10.00","googlePay":{"paymentData":{\#(data)},"callbackIntents":\#(intents)}}"#
  }

  @Test("PaymentData is a paymentAuthorized event at the full address, its lines kept and its personal members dropped")
  func fullAddress() throws {
    let text = Self.request(
      #""apiVersion":2,"apiVersionMinor":0,"email":"ada@example.com","shippingAddress":\#(Self.atlanta),"shippingOptionData":{"id":"ups-ground"},"offerData":{"redemptionCodes":["SAVE10"]},"paymentMethodData":{"type":"CARD","description":"Visa •••• 1111","info":{"cardNetwork":"VISA","cardDetails":"1111"},"tokenizationData":{"type":"PAYMENT_GATEWAY","token":"tok_secret"}}"#
    )
    let request = try GooglePayReaderTests.read(text)
    #expect(request.quote.event == .paymentAuthorized)
    let quote = request.quote
    #expect(
      quote.shippingContact?.addressLines == ["55 Trinity Ave SW", "Suite 100"]
        && quote.shippingContact?.postalCode == "30303-3520")
    #expect(
      (quote.shippingMethod, quote.couponCode, quote.paymentMethod)
        == ("ups-ground", "SAVE10", PaymentMethod(type: .unknown, network: "VISA")))
    #expect(
      request.response.wallet
        == .googlePay(
          GooglePayContext(
            intents: [.shippingAddress, .shippingOption, .offer, .paymentAuthorization], trigger: nil,
            shippingOptionID: "ups-ground", redemptionCodes: ["SAVE10"])))
    #expect(WireRequest.kept(["Ada", "404 555", "ada@example.com", "tok_secret", "1111"], in: request) == [])
  }

  @Test("An address without lines is read with none, for the authorization to refuse")
  func noLines() throws {
    let request = try GooglePayReaderTests.read(
      Self.request(
        #""shippingAddress":{"address1":"","locality":"Atlanta","administrativeArea":"GA","countryCode":"US","postalCode":"30303"}"#
      ))
    #expect(request.quote.shippingContact?.addressLines == [])
  }
}

extension WireRequest {
  /// Which of `personal` a read request kept anywhere in what it holds.
  static func kept(_ personal: [String], in request: WireRequest) -> [String] {
    let kept = "\(request)"
    return personal.filter { kept.contains($0) }
  }
}
