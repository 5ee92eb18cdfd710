/// A Google Pay `CallbackTrigger`: why `onPaymentDataChanged` was called
/// (Google Pay API, `IntermediatePaymentData.callbackTrigger`).
package enum GooglePayTrigger: String, CaseIterable, Sendable, Hashable {
  /// The sheet opened, or the shopper changed accounts; it may come more
  /// than once.
  case initialize = "INITIALIZE"
  /// The shipping address changed.
  case shippingAddress = "SHIPPING_ADDRESS"
  /// The shipping option changed.
  case shippingOption = "SHIPPING_OPTION"
  /// The redemption codes changed.
  case offer = "OFFER"
  /// The card changed. The typings' `CallbackTrigger` lacks it, but their
  /// `CallbackIntent.PAYMENT_METHOD` says the callback comes "when payment
  /// method is changed", so a page that declares it is answered.
  case paymentMethod = "PAYMENT_METHOD"

  /// The sheet event it stands for.
  var event: QuoteRequest.Event {
    switch self {
    case .initialize, .shippingAddress: .shippingContactSelected
    case .shippingOption: .shippingMethodSelected
    case .offer: .couponCodeChanged
    case .paymentMethod: .paymentMethodSelected
    }
  }

  /// The intent a page declares to receive it; `nil` for `INITIALIZE`,
  /// which comes with any of them.
  var intent: GooglePayIntent? {
    switch self {
    case .initialize: nil
    case .shippingAddress: .shippingAddress
    case .shippingOption: .shippingOption
    case .offer: .offer
    case .paymentMethod: .paymentMethod
    }
  }
}
