/// A Google Pay `CallbackIntent`: what a page asks Google to call it back
/// for (Google Pay API, `PaymentDataRequest.callbackIntents`; DefinitelyTyped
/// `types/googlepay/index.d.ts`, `CallbackIntent`).
package enum GooglePayIntent: String, CaseIterable, Sendable, Hashable {
  /// The offer (redemption code) changed.
  case offer = "OFFER"
  /// The shipping address changed.
  case shippingAddress = "SHIPPING_ADDRESS"
  /// The shipping option changed.
  case shippingOption = "SHIPPING_OPTION"
  /// The shopper authorized the payment (`onPaymentAuthorized`, never
  /// `onPaymentDataChanged`).
  case paymentAuthorization = "PAYMENT_AUTHORIZATION"
  /// The payment method changed.
  case paymentMethod = "PAYMENT_METHOD"

  /// The intents that make Google call `onPaymentDataChanged`, in the
  /// order the writer falls back on them for an error with no intent of
  /// its own.
  static let dataChanged: [GooglePayIntent] = [.shippingAddress, .shippingOption, .offer, .paymentMethod]
}
