@testable import CheckoutPricing

extension BadInput {
  /// A request in Google Pay's form at authorization: Google's `PaymentData`
  /// with `data`'s members, and the page's `callbackIntents`.
  static func googlePayment(
    _ data: String, intents: String = #"["SHIPPING_ADDRESS","PAYMENT_AUTHORIZATION"]"#
  ) -> String {
    #"{"asOf":"\#(asOf)","lines":[\#(goodLine)],"googlePay":{"paymentData":{\#(data)},"callbackIntents":\#(intents)}}"#
  }

  /// A full Atlanta `Address` with `members` added or replacing Google's.
  static func googleAddress(_ members: String) -> String {
    googlePayment(
      #""shippingAddress":{"address1":"55 Trinity Ave SW","locality":"Atlanta","administrativeArea":"GA","countryCode":"US","postalCode":"30303",\#(members)}"#
    )
  }

  /// Stripe's `confirm` event with a full Atlanta address and `members`.
  static func stripeConfirm(_ members: String) -> String {
    stripe(
      #"{"expressPaymentType":"apple_pay","shippingAddress":{"name":"A","address":{"line1":"55 Trinity Ave SW","city":"Atlanta","state":"GA","postal_code":"30303","country":"US"}},\#(members)}"#
    )
  }

  /// PayPal's order with `status` and these members of its purchase unit,
  /// `members` at its root, and `root` members of the request.
  static func payPalOrder(
    status: String = #""APPROVED""#, unit: String, _ members: String = "", root: String = ""
  ) -> String {
    payPal(
      #"{"id":"5O190127TN364715T","status":\#(status),"purchase_units":[{"reference_id":"r",\#(unit)}]\#(members.isEmpty ? "" : ",")\#(members)}"#,
      root)
  }

  static let payPalAmount = #""amount":{"currency_code":"USD","value":"10.00"}"#
  static let googlePayment = "googlePay.paymentData"
  static let payPalUnit = "payPal.purchase_units[0]"

  /// Authorization inputs in a wallet's own form that are wrong: each named
  /// by the wallet's own path. Personal members of the wrong type are named
  /// like any other member, and then dropped when right.
  static let walletAuthorization: [BadInput] = [
    BadInput(
      "Google Pay: PaymentData from a page that did not declare PAYMENT_AUTHORIZATION",
      googlePayment(#""shippingAddress":{}"#, intents: #"["SHIPPING_ADDRESS"]"#), path: "googlePay.callbackIntents",
      fragment: "does not declare PAYMENT_AUTHORIZATION"),
    BadInput(
      "Google Pay: PaymentData beside IntermediatePaymentData",
      #"{"asOf":"\#(asOf)","lines":[\#(goodLine)],"googlePay":{"paymentData":{},"intermediatePaymentData":{"callbackTrigger":"INITIALIZE"},"callbackIntents":["PAYMENT_AUTHORIZATION"]}}"#,
      path: "googlePay.intermediatePaymentData", fragment: "one callback's data"),
    BadInput(
      "Google Pay: PaymentData with a callbackTrigger", googlePayment(#""callbackTrigger":"SHIPPING_ADDRESS""#),
      path: "\(googlePayment).callbackTrigger", fragment: "PaymentData has no callbackTrigger"),
    BadInput(
      "Google Pay: PaymentData that is a string",
      #"{"asOf":"\#(asOf)","lines":[\#(goodLine)],"googlePay":{"paymentData":"tok","callbackIntents":["PAYMENT_AUTHORIZATION"]}}"#,
      path: googlePayment, fragment: "expected an object"),
    BadInput(
      "Google Pay: a buyer's email that is an array", googlePayment(#""email":["ada@example.com"]"#),
      path: "\(googlePayment).email", fragment: "expected a string"),
    BadInput(
      "Google Pay: a recipient's name that is a number", googleAddress(#""name":7"#),
      path: "\(googlePayment).shippingAddress.name", fragment: "expected a string"),
    BadInput(
      "Google Pay: a recipient's phone number that is an object", googleAddress(#""phoneNumber":{"number":"1"}"#),
      path: "\(googlePayment).shippingAddress.phoneNumber", fragment: "expected a string"),
    BadInput(
      "Google Pay: an address line that is a number", googleAddress(#""address2":12"#),
      path: "\(googlePayment).shippingAddress.address2", fragment: "expected a string"),
    BadInput(
      "Google Pay: a sorting code that is a boolean", googleAddress(#""sortingCode":true"#),
      path: "\(googlePayment).shippingAddress.sortingCode", fragment: "expected a string"),
    BadInput(
      "Stripe: a confirm event's express payment type that is a number",
      stripe(#"{"expressPaymentType":1,"shippingAddress":\#(stripeAtlanta)}"#), path: "stripe.expressPaymentType",
      fragment: "expected a string"),
    BadInput(
      "Stripe: a confirm event without a shipping address", stripe(#"{"expressPaymentType":"apple_pay"}"#),
      path: "stripe.shippingAddress", fragment: "the confirm event's shippingAddress"),
    BadInput(
      "Stripe: billing details that are a string", stripeConfirm(#""billingDetails":"Ada""#),
      path: "stripe.billingDetails", fragment: "expected an object"),
    BadInput(
      "Stripe: a billing email that is a number", stripeConfirm(#""billingDetails":{"email":42}"#),
      path: "stripe.billingDetails.email", fragment: "expected a string"),
    BadInput(
      "Stripe: a billing phone that is an array", stripeConfirm(#""billingDetails":{"phone":["1"]}"#),
      path: "stripe.billingDetails.phone", fragment: "expected a string"),
    BadInput(
      "Stripe: a billing address line that is a number",
      stripeConfirm(#""billingDetails":{"address":{"line1":1}}"#), path: "stripe.billingDetails.address.line1",
      fragment: "expected a string"),
    BadInput(
      "Stripe: a confirm event's address line that is an object",
      stripe(
        #"{"expressPaymentType":"link","shippingAddress":{"address":{"line1":{},"city":"Atlanta","country":"US"}}}"#),
      path: "stripe.shippingAddress.address.line1", fragment: "expected a string"),
    BadInput(
      "PayPal: an order the buyer has not approved", payPalOrder(status: #""CREATED""#, unit: payPalAmount),
      path: "payPal.status", fragment: "'CREATED'"),
    BadInput(
      "PayPal: an order already captured", payPalOrder(status: #""COMPLETED""#, unit: payPalAmount),
      path: "payPal.status", fragment: "'COMPLETED'"),
    BadInput(
      "PayPal: an order status that is a number", payPalOrder(status: "2", unit: payPalAmount),
      path: "payPal.status", fragment: "expected a string"),
    BadInput(
      "PayPal: an approved order without purchase units",
      payPal(#"{"id":"5O190127TN364715T","status":"APPROVED"}"#), path: "payPal.purchase_units",
      fragment: "missing"),
    BadInput(
      "PayPal: an approved order without an amount", payPalOrder(unit: #""shipping":{}"#),
      path: "\(payPalUnit).amount", fragment: "missing"),
    BadInput(
      "PayPal: an approved amount that is not an amount",
      payPalOrder(unit: #""amount":{"currency_code":"USD","value":"12.3.4"}"#), path: "\(payPalUnit).amount.value",
      fragment: "is not an amount in USD"),
    BadInput(
      "PayPal: an approved amount that is negative",
      payPalOrder(unit: #""amount":{"currency_code":"USD","value":"-1.00"}"#), path: "\(payPalUnit).amount.value",
      fragment: "negative"),
    BadInput(
      "PayPal: an approved amount in another currency",
      payPalOrder(unit: #""amount":{"currency_code":"EUR","value":"10.00"}"#),
      path: "\(payPalUnit).amount.currency_code", fragment: "EUR"),
    BadInput(
      "PayPal: an approved amount without its currency", payPalOrder(unit: #""amount":{"value":"10.00"}"#),
      path: "\(payPalUnit).amount.currency_code", fragment: "missing"),
    BadInput(
      "PayPal: a payer's given name that is a number",
      payPalOrder(unit: payPalAmount, #""payer":{"name":{"given_name":1}}"#), path: "payPal.payer.name.given_name",
      fragment: "expected a string"),
    BadInput(
      "PayPal: a payer's email that is a boolean",
      payPalOrder(unit: payPalAmount, #""payer":{"email_address":false}"#), path: "payPal.payer.email_address",
      fragment: "expected a string"),
    BadInput(
      "PayPal: a recipient's full name that is an array",
      payPalOrder(unit: payPalAmount + #","shipping":{"name":{"full_name":["A"]}}"#),
      path: "\(payPalUnit).shipping.name.full_name", fragment: "expected a string"),
    BadInput(
      "PayPal: an address line that is a number",
      payPalOrder(unit: payPalAmount + #","shipping":{"address":{"address_line_1":5,"country_code":"US"}}"#),
      path: "\(payPalUnit).shipping.address.address_line_1", fragment: "expected a string"),
    BadInput(
      "PayPal: two selected shipping options",
      payPalOrder(
        unit: payPalAmount
          + #","shipping":{"options":[{"id":"a","selected":true},{"id":"b","selected":true}]}"#),
      path: "\(payPalUnit).shipping.options[1].selected", fragment: "exactly one"),
    BadInput(
      "PayPal: a selected flag that is a string",
      payPalOrder(unit: payPalAmount + #","shipping":{"options":[{"id":"a","selected":"yes"}]}"#),
      path: "\(payPalUnit).shipping.options[0].selected", fragment: "expected a boolean"),
    BadInput(
      "PayPal: an approved amount that disagrees with the request's authorizedTotal",
      payPalOrder(unit: payPalAmount, root: #""authorizedTotal":"9.99""#),
      path: "authorizedTotal", fragment: "payPal.purchase_units[0].amount.value"),
    BadInput(
      "PayPal: a callback's address beside an approved order",
      payPalOrder(unit: payPalAmount, #""shipping_address":{"country_code":"US"}"#), path: "payPal.shipping_address",
      fragment: "purchase_units[0].shipping"),
  ]
}
