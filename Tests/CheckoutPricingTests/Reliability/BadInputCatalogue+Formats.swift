@testable import CheckoutPricing

extension BadInput {
  /// Requests whose `formats` cannot be answered, or whose wallet input and
  /// own members disagree.
  static let formats: [BadInput] = [
    BadInput("formats as a string", request(#""formats":"googlePay""#), path: "formats"),
    BadInput("formats empty", request(#""formats":[]"#), path: "formats"),
    BadInput("an unknown format", request(#""formats":["applePay","venmo"]"#), path: "formats[1]"),
    BadInput("a format in another case", request(#""formats":["GooglePay"]"#), path: "formats[0]"),
    BadInput("a format named twice", request(#""formats":["stripe","googlePay","stripe"]"#), path: "formats[2]"),
    BadInput("a format that is a number", request(#""formats":[1]"#), path: "formats[0]"),
    BadInput(
      "two wallets' inputs",
      #"{"asOf":"\#(asOf)","lines":[\#(goodLine)],"googlePay":{"intermediatePaymentData":{"callbackTrigger":"INITIALIZE"},"callbackIntents":["SHIPPING_ADDRESS"]},"stripe":{"shippingAddress":{"address":{"country":"US","state":"GA","postal_code":"30303"}}}}"#,
      path: "stripe", fragment: "second wallet"),
  ]
}
