@testable import CheckoutPricing

extension BadInput {
  /// A request in PayPal's form: the callback body PayPal POSTs, beside the
  /// cart, with extra root members.
  static func payPal(_ body: String, _ members: String = "") -> String {
    #"{"asOf":"\#(asOf)","lines":[\#(goodLine)],"payPal":\#(body)\#(members.isEmpty ? "" : ",")\#(members)}"#
  }

  /// A callback body with an order id and these members.
  static func payPalBody(_ members: String) -> String {
    payPal(#"{"id":"5O190127TN364715T",\#(members)}"#)
  }

  /// Requests whose `payPal` part is wrong: each named by PayPal's own path.
  static let payPal: [BadInput] = [
    BadInput("a PayPal callback that is an array", payPal("[]"), path: "payPal"),
    BadInput("a PayPal callback without an order id", payPal(#"{"shipping_address":{}}"#), path: "payPal.id"),
    BadInput("a PayPal callback whose order id is empty", payPal(#"{"id":""}"#), path: "payPal.id"),
    BadInput("a PayPal callback whose order id is a number", payPal(#"{"id":5190127}"#), path: "payPal.id"),
    BadInput(
      "a PayPal address that is a string", payPalBody(#""shipping_address":"Dallas, TX""#),
      path: "payPal.shipping_address"),
    BadInput(
      "a PayPal country code that is a number", payPalBody(#""shipping_address":{"country_code":840}"#),
      path: "payPal.shipping_address.country_code"),
    BadInput(
      "a PayPal state that is a boolean", payPalBody(#""shipping_address":{"country_code":"US","admin_area_1":true}"#),
      path: "payPal.shipping_address.admin_area_1"),
    BadInput(
      "a PayPal city that is an array", payPalBody(#""shipping_address":{"country_code":"US","admin_area_2":[]}"#),
      path: "payPal.shipping_address.admin_area_2"),
    BadInput(
      "a PayPal postal code that is a number",
      payPalBody(#""shipping_address":{"country_code":"US","postal_code":75001}"#),
      path: "payPal.shipping_address.postal_code"),
    BadInput(
      "a PayPal postal code of 201 characters",
      payPalBody(#""shipping_address":{"country_code":"US","postal_code":"\#(String(repeating: "7", count: 201))"}"#),
      path: "payPal.shipping_address.postal_code"),
    BadInput(
      "a PayPal ZIP code in another state",
      payPalBody(#""shipping_address":{"country_code":"US","admin_area_1":"TX","postal_code":"30303"}"#),
      .shippingContactInvalid, path: nil, contactField: "postalCode"),
    BadInput(
      "a PayPal address in no country", payPalBody(#""shipping_address":{"country_code":"","postal_code":"75001"}"#),
      .shippingContactInvalid, path: nil, contactField: "countryCode"),
    BadInput(
      "a PayPal option without an id", payPalBody(#""shipping_option":{"label":"Free Shipping","type":"SHIPPING"}"#),
      path: "payPal.shipping_option.id"),
    BadInput(
      "a PayPal option of an unknown type", payPalBody(#""shipping_option":{"id":"ups-ground","type":"DRONE"}"#),
      path: "payPal.shipping_option.type", fragment: "PICKUP_IN_STORE"),
    BadInput(
      "a PayPal option whose label is a number", payPalBody(#""shipping_option":{"id":"ups-ground","label":2}"#),
      path: "payPal.shipping_option.label"),
    BadInput(
      "PayPal purchase units that are an object", payPalBody(#""purchase_units":{"reference_id":"a"}"#),
      path: "payPal.purchase_units"),
    BadInput(
      "a PayPal callback for two purchase units",
      payPalBody(#""purchase_units":[{"reference_id":"a"},{"reference_id":"b"}]"#), path: "payPal.purchase_units[1]",
      fragment: "one purchase unit"),
    BadInput(
      "a PayPal purchase unit in another currency",
      payPalBody(#""purchase_units":[{"reference_id":"a","amount":{"currency_code":"EUR","value":"10.00"}}]"#),
      path: "payPal.purchase_units[0].amount.currency_code", fragment: "EUR"),
    BadInput(
      "a PayPal reference id that is a number", payPalBody(#""purchase_units":[{"reference_id":7}]"#),
      path: "payPal.purchase_units[0].reference_id"),
    BadInput(
      "the payPal format without PayPal's callback", request(#""formats":["paymentRequest","payPal"]"#),
      path: "formats[1]", fragment: "shipping callback"),
    BadInput(
      "a PayPal address beside an Apple Pay contact",
      payPal(
        #"{"id":"5O19","shipping_address":{"country_code":"US"}}"#, #""shippingContact":{"countryCode":"US"}"#),
      path: "payPal.shipping_address"),
    BadInput(
      "an event that disagrees with the PayPal callback",
      payPal(#"{"id":"5O19","shipping_option":{"id":"ups-ground"}}"#, #""event":"shippingContactSelected""#),
      path: "event"),
    BadInput(
      "a shipping method that disagrees with the PayPal option",
      payPal(#"{"id":"5O19","shipping_option":{"id":"ups-ground"}}"#, #""shippingMethod":"usps-ground-advantage""#),
      path: "shippingMethod"),
  ]
}
