@testable import CheckoutPricing

extension BadInput {
  /// A request in Google Pay's form: Google's `IntermediatePaymentData`
  /// with `data`'s members, and the page's `callbackIntents`.
  static func googlePay(
    _ data: String, intents: String = #"["SHIPPING_ADDRESS","SHIPPING_OPTION","OFFER"]"#
  ) -> String {
    #"{"asOf":"\#(asOf)","lines":[\#(goodLine)],"googlePay":{"intermediatePaymentData":{\#(data)},"callbackIntents":\#(intents)}}"#
  }

  static let googlePayData = "googlePay.intermediatePaymentData"

  /// Requests whose `googlePay` part is wrong, each named by Google's own
  /// path.
  static let googlePay: [BadInput] = [
    BadInput(
      "Google Pay: an unknown callbackTrigger", googlePay(#""callbackTrigger":"TELEPORT""#),
      path: "\(googlePayData).callbackTrigger", fragment: "is not one of INITIALIZE"),
    BadInput(
      "Google Pay: no callbackTrigger", googlePay(#""shippingAddress":{"countryCode":"US"}"#),
      path: "\(googlePayData).callbackTrigger", fragment: "missing"),
    BadInput(
      "Google Pay: a trigger whose intent the page did not declare",
      googlePay(#""callbackTrigger":"OFFER""#, intents: #"["SHIPPING_ADDRESS"]"#),
      path: "\(googlePayData).callbackTrigger", fragment: "did not declare the OFFER intent"),
    BadInput(
      "Google Pay: INITIALIZE with only PAYMENT_AUTHORIZATION declared",
      googlePay(#""callbackTrigger":"INITIALIZE""#, intents: #"["PAYMENT_AUTHORIZATION"]"#),
      path: "\(googlePayData).callbackTrigger", fragment: "declares none of"),
    BadInput(
      "Google Pay: an unknown callback intent",
      googlePay(#""callbackTrigger":"INITIALIZE""#, intents: #"["SHIPPING_ADDRESS","REFUND"]"#),
      path: "googlePay.callbackIntents[1]", fragment: "'REFUND' is not one of"),
    BadInput(
      "Google Pay: no callbackIntents",
      #"{"asOf":"\#(asOf)","lines":[\#(goodLine)],"googlePay":{"intermediatePaymentData":{"callbackTrigger":"INITIALIZE"}}}"#,
      path: "googlePay.callbackIntents", fragment: "missing"),
    BadInput(
      "Google Pay: a postal code that is a number",
      googlePay(#""callbackTrigger":"SHIPPING_ADDRESS","shippingAddress":{"countryCode":"US","postalCode":30303}"#),
      path: "\(googlePayData).shippingAddress.postalCode", fragment: "expected a string"),
    BadInput(
      "Google Pay: a country code that is an array",
      googlePay(#""callbackTrigger":"SHIPPING_ADDRESS","shippingAddress":{"countryCode":["US"]}"#),
      path: "\(googlePayData).shippingAddress.countryCode", fragment: "expected a string"),
    BadInput(
      "Google Pay: an address that is a string",
      googlePay(#""callbackTrigger":"SHIPPING_ADDRESS","shippingAddress":"30303""#),
      path: "\(googlePayData).shippingAddress", fragment: "expected an object"),
    BadInput(
      "Google Pay: a shipping option without an id",
      googlePay(#""callbackTrigger":"SHIPPING_OPTION","shippingOptionData":{}"#),
      path: "\(googlePayData).shippingOptionData.id", fragment: "missing"),
    BadInput(
      "Google Pay: redemption codes that are one string",
      googlePay(#""callbackTrigger":"OFFER","offerData":{"redemptionCodes":"SAVE10"}"#),
      path: "\(googlePayData).offerData.redemptionCodes", fragment: "expected an array"),
    BadInput(
      "Google Pay: an empty redemption code",
      googlePay(#""callbackTrigger":"OFFER","offerData":{"redemptionCodes":[""]}"#),
      path: "\(googlePayData).offerData.redemptionCodes[0]", fragment: "empty"),
    BadInput(
      "Google Pay: a card network that is a number",
      googlePay(#""callbackTrigger":"INITIALIZE","paymentMethodData":{"type":"CARD","info":{"cardNetwork":4}}"#),
      path: "\(googlePayData).paymentMethodData.info.cardNetwork", fragment: "expected a string"),
    BadInput(
      "Google Pay: a second address beside Google's",
      #"{"asOf":"\#(asOf)","lines":[\#(goodLine)],"shippingContact":{"countryCode":"US","postalCode":"30303"},"googlePay":{"intermediatePaymentData":{"callbackTrigger":"SHIPPING_ADDRESS","shippingAddress":{"countryCode":"US","postalCode":"30303"}},"callbackIntents":["SHIPPING_ADDRESS"]}}"#,
      path: "\(googlePayData).shippingAddress", fragment: "a second address"),
    BadInput(
      "Google Pay: an unredacted address that cannot be priced",
      googlePay(
        #""callbackTrigger":"SHIPPING_ADDRESS","shippingAddress":{"administrativeArea":"GA","countryCode":"US","postalCode":"3030","locality":"Atlanta"}"#
      ), .shippingContactInvalid, path: nil, contactField: "postalCode"),
  ]
}
