@testable import CheckoutPricing

extension BadInput {
  /// A redacted Atlanta address as Stripe's `shippingaddresschange` gives it.
  static let stripeAtlanta =
    #"{"name":"","address":{"city":"Atlanta","state":"GA","postal_code":"30303","country":"US"}}"#

  /// A request in Stripe's form whose `stripe` member is `input`.
  static func stripe(_ input: String) -> String {
    #"{"asOf":"\#(asOf)","lines":[\#(goodLine)],"stripe":\#(input)}"#
  }

  /// Requests whose `stripe` part is wrong: each named by Stripe's own
  /// path (stripe-js `express-checkout.d.ts`).
  static let stripe: [BadInput] = [
    BadInput("a Stripe input that is a string", stripe(#""shippingaddresschange""#), path: "stripe"),
    BadInput("a Stripe input with neither address nor rate", stripe("{}"), path: "stripe.shippingAddress"),
    BadInput(
      "a Stripe shipping rate without the kept address", stripe(#"{"shippingRate":{"id":"ups-ground"}}"#),
      path: "stripe.shippingAddress", fragment: "does not repeat the address"),
    BadInput(
      "a Stripe address without its address object", stripe(#"{"shippingAddress":{"name":"Ada"}}"#),
      path: "stripe.shippingAddress.address"),
    BadInput(
      "a Stripe postal code that is a number",
      stripe(#"{"shippingAddress":{"address":{"postal_code":30303,"country":"US"}}}"#),
      path: "stripe.shippingAddress.address.postal_code"),
    BadInput(
      "a Stripe state that is an object", stripe(#"{"shippingAddress":{"address":{"state":{},"country":"US"}}}"#),
      path: "stripe.shippingAddress.address.state"),
    BadInput(
      "a Stripe city longer than the text limit",
      stripe(#"{"shippingAddress":{"address":{"city":"\#(String(repeating: "a", count: 201))","country":"US"}}}"#),
      path: "stripe.shippingAddress.address.city", fragment: "at most 200"),
    BadInput(
      "a Stripe shipping rate id that is empty",
      stripe(#"{"shippingAddress":\#(stripeAtlanta),"shippingRate":{"id":""}}"#), path: "stripe.shippingRate.id"),
    BadInput(
      "a Stripe shipping rate that is its id alone",
      stripe(#"{"shippingAddress":\#(stripeAtlanta),"shippingRate":"ups-ground"}"#), path: "stripe.shippingRate"),
    BadInput(
      "a Stripe address beside an Apple Pay contact",
      #"{"asOf":"\#(asOf)","lines":[\#(goodLine)],"shippingContact":{"countryCode":"US"},"stripe":{"shippingAddress":\#(stripeAtlanta)}}"#,
      path: "stripe.shippingAddress", fragment: "a second address"),
    BadInput(
      "an event that disagrees with the Stripe input",
      #"{"event":"shippingMethodSelected","asOf":"\#(asOf)","lines":[\#(goodLine)],"stripe":{"shippingAddress":\#(stripeAtlanta)}}"#,
      path: "event"),
    BadInput(
      "a Stripe address no method reaches",
      stripe(
        #"{"shippingAddress":{"address":{"city":"São Paulo","state":"SP","postal_code":"01310-100","country":"BR"}}}"#),
      .addressUnserviceable, path: nil),
  ]
}
