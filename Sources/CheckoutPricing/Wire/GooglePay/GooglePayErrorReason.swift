/// A Google Pay `ErrorReason` (Google Pay API, `PaymentDataError.reason`;
/// DefinitelyTyped `types/googlepay/index.d.ts`, `ErrorReason`), and the
/// intent the error belongs to. ``WalletCodes`` gives the reason of a
/// quote's error.
enum GooglePayErrorReason: String, CaseIterable, Sendable, Hashable {
  /// The address is not a valid address.
  case shippingAddressInvalid = "SHIPPING_ADDRESS_INVALID"
  /// No shipping method reaches the address.
  case shippingAddressUnserviceable = "SHIPPING_ADDRESS_UNSERVICEABLE"
  /// The option chosen does not apply to the address.
  case shippingOptionInvalid = "SHIPPING_OPTION_INVALID"
  /// The redemption code does not apply.
  case offerInvalid = "OFFER_INVALID"
  /// Anything else.
  case otherError = "OTHER_ERROR"

  /// The intent the error is about; `nil` for `OTHER_ERROR`, which takes
  /// the callback's own.
  var intent: GooglePayIntent? {
    switch self {
    case .shippingAddressInvalid, .shippingAddressUnserviceable: .shippingAddress
    case .shippingOptionInvalid: .shippingOption
    case .offerInvalid: .offer
    case .otherError: nil
    }
  }
}
