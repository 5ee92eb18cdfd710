/// How each wallet names a problem of a quote: the one table from a typed
/// reason (``QuoteError/Reason``) to every wallet's code. Apple's code is
/// the error's own ``QuoteError/code``, the quote's public vocabulary.
///
/// | Reason | cannot ship | Google Pay `ErrorReason` | PayPal `issue` |
/// | --- | --- | --- | --- |
/// | `invalidContact(field)` | yes | `SHIPPING_ADDRESS_INVALID` | by the field's part |
/// | `unserviceable` | yes | `SHIPPING_ADDRESS_UNSERVICEABLE` | by the part the zone rule matched |
/// | `coupon(_)` | no | `OFFER_INVALID` | none: priced without the coupon |
/// | any other | no | `OTHER_ERROR` | none |
///
/// `unserviceable` is also the quote whose every method was DDP and taken
/// off for a line without its customs classification (``Unserviceable``
/// `unclassified`, its ``QuoteError/path`` the line's field): the zone is
/// served, not for this cart, so its part is the zone rule's, as for a
/// line of a category no service takes.
///
/// PayPal's issue for a part: the postal code `ZIP_ERROR`, the region
/// `STATE_ERROR`, the country `COUNTRY_ERROR`, the rest `ADDRESS_ERROR`
/// (``PayPalIssue``).
struct WalletCodes: Sendable, Hashable {
  /// Whether the problem means the order cannot be shipped to the address:
  /// a W3C sheet says so in its `error` when no option is left, Stripe's
  /// sheet rejects the address, PayPal declines it.
  let cannotShip: Bool
  /// Google Pay's `PaymentDataError.reason`.
  let googlePay: GooglePayErrorReason
  /// PayPal's decline `issue`; `nil` for a problem PayPal is not told no
  /// for.
  let payPal: PayPalIssue?

  /// The codes of `reason`; an unserviceable address is about `unserved`.
  init(_ reason: QuoteError.Reason, unserved: SheetView.AddressPart) {
    let part: SheetView.AddressPart?
    switch reason.kind {
    case .invalidContact(let field):
      (cannotShip, googlePay, part) = (true, .shippingAddressInvalid, SheetView.AddressPart(field))
    case .unserviceable:
      (cannotShip, googlePay, part) = (true, .shippingAddressUnserviceable, unserved)
    case .coupon:
      (cannotShip, googlePay, part) = (false, .offerInvalid, nil)
    case .invalidRequest, .invalidLine, .currencyMismatch, .amountOutOfRange, .beyondSheetLimits:
      (cannotShip, googlePay, part) = (false, .otherError, nil)
    }
    payPal =
      switch part {
      case .postalCode?: .zip
      case .region?: .state
      case .country?: .country
      case .address?: .address
      case nil: nil
      }
  }
}
