import TestSupport
import Testing

@testable import CheckoutPricing

/// The `googlePay` member of a request: Google's `IntermediatePaymentData`
/// and the page's `callbackIntents`, read into the event, the contact, the
/// method, the coupon and the card, with every wrong field named by
/// Google's own path.
@Suite("Reading a Google Pay request")
struct GooglePayReaderTests {
  static let currency = TestBooks.book(.usOutfitters).merchant.currency
  static let atlanta = #"{"administrativeArea":"GA","countryCode":"US","postalCode":"30303","locality":"Atlanta"}"#

  /// A request with one good line and `googlePay` made of `data` (the
  /// members of `intermediatePaymentData`) and `intents`, and `extra` root
  /// members.
  static func request(
    _ data: String, intents: String = #"["SHIPPING_ADDRESS","SHIPPING_OPTION","OFFER"]"#, extra: String = ""
  ) -> String {
    BadInput.request(
      #""googlePay":{"intermediatePaymentData":{\#(data)},"callbackIntents":\#(intents)}\#(extra)"#, event: "initial"
    ).replacingOccurrences(of: #""event":"initial","#, with: "")
  }

  static func read(_ text: String) throws(QuoteFailure) -> WireRequest {
    try RequestReader.read(currency: currency, Array(text.utf8)).request.get()
  }

  static func failure(_ text: String) -> QuoteFailure? {
    do {
      _ = try read(text)
      return nil
    } catch {
      return error
    }
  }

  @Test(
    "Each trigger is its event",
    arguments: [
      ("INITIALIZE", QuoteRequest.Event.shippingContactSelected), ("SHIPPING_ADDRESS", .shippingContactSelected),
      ("SHIPPING_OPTION", .shippingMethodSelected), ("OFFER", .couponCodeChanged),
      ("PAYMENT_METHOD", .paymentMethodSelected),
    ])
  func triggerIsEvent(trigger: String, event: QuoteRequest.Event) throws {
    let intents = #"["SHIPPING_ADDRESS","SHIPPING_OPTION","OFFER","PAYMENT_METHOD"]"#
    let request = try Self.read(Self.request(#""callbackTrigger":"\#(trigger)""#, intents: intents))
    #expect(request.quote.event == event)
    #expect(request.response.formats == [.applePay, .paymentRequest, .googlePay])
  }

  @Test("The redacted address, option, last code and card network are read; Google's own members are let through")
  func fullInput() throws {
    let request = try Self.read(
      Self.request(
        #""callbackTrigger":"SHIPPING_ADDRESS","shippingAddress":\#(Self.atlanta),"shippingOptionData":{"id":"ups-ground"},"offerData":{"redemptionCodes":["WELCOME","SAVE10"]},"paymentMethodData":{"type":"CARD","description":"Visa •••• 1111","info":{"cardNetwork":"VISA","cardDetails":"1111"}},"futureMember":1"#
      ))
    #expect(
      request.quote.shippingContact
        == ContactFields(locality: "Atlanta", administrativeArea: "GA", postalCode: "30303", countryCode: "US"))
    #expect(request.quote.shippingMethod == "ups-ground")
    #expect(request.quote.couponCode == "SAVE10")
    #expect(request.quote.paymentMethod == PaymentMethod(type: .unknown, network: "VISA"))
    #expect(
      request.response.wallet
        == .googlePay(
          GooglePayContext(
            intents: [.shippingAddress, .shippingOption, .offer], trigger: .shippingAddress,
            shippingOptionID: "ups-ground", redemptionCodes: ["WELCOME", "SAVE10"])))
  }

  @Test("Empty address members are unknown, and shipping_option_unselected is no method")
  func emptyAndUnselected() throws {
    let request = try Self.read(
      Self.request(
        #""callbackTrigger":"INITIALIZE","shippingAddress":{"administrativeArea":"","countryCode":"GB","postalCode":"IV2","locality":""},"shippingOptionData":{"id":"shipping_option_unselected"}"#
      ))
    #expect(request.quote.shippingContact == ContactFields(postalCode: "IV2", countryCode: "GB"))
    #expect(request.quote.shippingMethod == nil)
  }

  @Test("A merchant whose currency has three decimals is refused the googlePay format at formats, not rounded")
  func threeDecimalCurrency() throws {
    let currency = try Currency(code: "KWD", minorUnits: 3)
    let text = BadInput.request(#""formats":["applePay","googlePay"]"#)
    let request = try RequestReader.read(currency: currency, Array(text.utf8)).request.get()
    #expect(
      ResponseEncoder.refusal(of: request.response, currency: currency)
        == QuoteError(
          QuoteFailure(
            path: "formats[1]",
            message: "Google Pay prices have at most two decimals and KWD has 3; no price is rounded to fit a sheet")))
  }

  @Test(
    "Each wrong Google field gets its exact path and message",
    arguments: [
      (
        request(#""callbackTrigger":"TELEPORT""#), "googlePay.intermediatePaymentData.callbackTrigger",
        "'TELEPORT' is not one of INITIALIZE, SHIPPING_ADDRESS, SHIPPING_OPTION, OFFER, PAYMENT_METHOD"
      ),
      (
        request(#""callbackTrigger":"OFFER""#, intents: #"["SHIPPING_ADDRESS"]"#),
        "googlePay.intermediatePaymentData.callbackTrigger",
        "'OFFER' but the page did not declare the OFFER intent in callbackIntents; Google calls only for declared intents"
      ),
      (
        request(#""callbackTrigger":"INITIALIZE""#, intents: #"["PAYMENT_AUTHORIZATION"]"#),
        "googlePay.intermediatePaymentData.callbackTrigger",
        "'INITIALIZE' but callbackIntents declares none of SHIPPING_ADDRESS, SHIPPING_OPTION, OFFER, PAYMENT_METHOD; Google calls onPaymentDataChanged only for those"
      ),
      (
        request(#""callbackTrigger":"INITIALIZE""#, intents: #"["SHIPPING_ADDRESS","REFUND"]"#),
        "googlePay.callbackIntents[1]",
        "'REFUND' is not one of OFFER, SHIPPING_ADDRESS, SHIPPING_OPTION, PAYMENT_AUTHORIZATION, PAYMENT_METHOD"
      ),
      (
        request(#""callbackTrigger":"INITIALIZE""#, intents: #""SHIPPING_ADDRESS""#), "googlePay.callbackIntents",
        "expected an array of intents, found string"
      ),
      (
        BadInput.request(#""googlePay":{"intermediatePaymentData":{"callbackTrigger":"INITIALIZE"}}"#),
        "googlePay.callbackIntents",
        "missing; expected the callbackIntents the page declared in its PaymentDataRequest"
      ),
      (
        BadInput.request(#""googlePay":{"callbackIntents":["OFFER"]}"#), "googlePay.intermediatePaymentData",
        "missing; expected Google's IntermediatePaymentData object (onPaymentDataChanged) or its PaymentData as paymentData (onPaymentAuthorized)"
      ),
      (
        BadInput.request(#""googlePay":{"callbackIntents":["OFFER"],"intents":[]}"#), "googlePay.intents",
        "unknown field 'intents'; expected one of callbackIntents, intermediatePaymentData, paymentData"
      ),
      (
        request(#""callbackTrigger":"INITIALIZE","shippingAddress":{"postalCode":30303}"#),
        "googlePay.intermediatePaymentData.shippingAddress.postalCode", "expected a string, found number"
      ),
      (
        request(#""callbackTrigger":"INITIALIZE","shippingAddress":[]"#),
        "googlePay.intermediatePaymentData.shippingAddress", "expected an object, found array"
      ),
      (
        request(#""callbackTrigger":"SHIPPING_OPTION","shippingOptionData":{"id":""}"#),
        "googlePay.intermediatePaymentData.shippingOptionData.id", "empty; expected a non-empty string"
      ),
      (
        request(#""callbackTrigger":"OFFER","offerData":{"redemptionCodes":"SAVE10"}"#),
        "googlePay.intermediatePaymentData.offerData.redemptionCodes",
        "expected an array of redemption codes, found string"
      ),
      (
        request(#""callbackTrigger":"OFFER","offerData":{"redemptionCodes":["SAVE10",7]}"#),
        "googlePay.intermediatePaymentData.offerData.redemptionCodes[1]", "expected a string, found number"
      ),
      (
        request(#""callbackTrigger":"INITIALIZE","paymentMethodData":{"type":"CARD","info":{"cardNetwork":""}}"#),
        "googlePay.intermediatePaymentData.paymentMethodData.info.cardNetwork",
        "empty; expected a card network such as VISA"
      ),
      (
        request(
          #""callbackTrigger":"SHIPPING_ADDRESS","shippingAddress":\#(atlanta)"#,
          extra: #","shippingContact":{"postalCode":"30303","countryCode":"US"}"#),
        "googlePay.intermediatePaymentData.shippingAddress",
        "a second address: the request sends shippingContact too; send one address form"
      ),
      (
        request(#""callbackTrigger":"SHIPPING_OPTION""#, extra: #","event":"couponCodeChanged""#), "event",
        "'couponCodeChanged' does not agree with the googlePay input, which is a shippingMethodSelected event"
      ),
    ])
  func exactFailure(request: String, path: String, message: String) {
    #expect(Self.failure(request) == QuoteFailure(path: path, message: message))
  }
}
