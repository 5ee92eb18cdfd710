// The members of the Express Checkout Element's event payloads the reader
// reads, as stripe-js types them (`types/stripe-js/elements/express-checkout.d.ts`).
// The payloads are Stripe's and grow with it, so other members are accepted
// unread (`object(_:_:_:ignoringOthers:)`).
extension RequestReader {
  /// The request's `stripe` member: the `shippingaddresschange` event's name
  /// and address, the `shippingratechange` event's `shippingRate`, and the
  /// `confirm` event's `expressPaymentType` and `billingDetails`.
  static let stripeKeys: [StaticString] = ["shippingAddress", "shippingRate", "expressPaymentType", "billingDetails"]
  /// `ShippingAddress`: `name` and `address`.
  static let stripeShippingAddressKeys: [StaticString] = ["name", "address"]
  /// `ExpressCheckoutPartialAddress` (`city`, `state`, `postal_code`,
  /// `country`), and the two lines `ExpressCheckoutAddress` adds once the
  /// shopper has paid.
  static let stripeAddressKeys: [StaticString] = ["city", "state", "postal_code", "country", "line1", "line2"]
  /// `BillingDetails`: the payer's, checked and dropped.
  static let stripeBillingKeys: [StaticString] = ["name", "email", "phone", "address"]
  /// `ShippingRate`: its `id` is the method chosen.
  static let stripeShippingRateKeys: [StaticString] = ["id"]

  enum StripeKey: Int, ObjectKey {
    case shippingAddress, shippingRate, expressPaymentType, billingDetails
    static var names: [StaticString] { stripeKeys }
  }

  enum StripeShippingAddressKey: Int, ObjectKey {
    case name, address
    static var names: [StaticString] { stripeShippingAddressKeys }
  }

  enum StripeBillingKey: Int, ObjectKey {
    case name, email, phone, address
    static var names: [StaticString] { stripeBillingKeys }
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
