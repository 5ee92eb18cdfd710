// The members of the Express Checkout Element's event payloads the reader
// reads, as stripe-js types them (`types/stripe-js/elements/express-checkout.d.ts`).
// The payloads are Stripe's and grow with it, so other members are accepted
// unread (`object(_:_:_:ignoringOthers:)`).
extension RequestReader {
  /// The request's `stripe` member: the `shippingaddresschange` event's name
  /// and address, and the `shippingratechange` event's `shippingRate`.
  static let stripeKeys: [StaticString] = ["shippingAddress", "shippingRate"]
  /// `ShippingAddress`: `name` and `address`.
  static let stripeShippingAddressKeys: [StaticString] = ["name", "address"]
  /// `ExpressCheckoutPartialAddress` (`city`, `state`, `postal_code`,
  /// `country`), and the two lines `ExpressCheckoutAddress` adds once the
  /// shopper has paid.
  static let stripeAddressKeys: [StaticString] = ["city", "state", "postal_code", "country", "line1", "line2"]
  /// `ShippingRate`: its `id` is the method chosen.
  static let stripeShippingRateKeys: [StaticString] = ["id"]

  enum StripeKey: Int, ObjectKey {
    case shippingAddress, shippingRate
    static var names: [StaticString] { stripeKeys }
  }

  enum StripeShippingAddressKey: Int, ObjectKey {
    case name, address
    static var names: [StaticString] { stripeShippingAddressKeys }
  }

  enum StripeAddressKey: Int, ObjectKey {
    case city, state, postalCode, country, line1, line2
    static var names: [StaticString] { stripeAddressKeys }
  }

  enum StripeShippingRateKey: Int, ObjectKey {
    case id
    static var names: [StaticString] { stripeShippingRateKeys }
  }
}
