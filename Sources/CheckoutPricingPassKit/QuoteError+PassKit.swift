import Foundation

extension QuoteError {
  /// The error as PassKit's own, made by its constructors so the sheet
  /// shows it at the right place (Apple, `PKPaymentError`):
  ///
  /// - a contact field: `PKPaymentRequest.paymentShippingAddressInvalidError(withKey:localizedDescription:)`
  ///   with the field's `CNPostalAddress` key (code `shippingContactInvalidError`,
  ///   contact field `PKContactField.postalAddress`), or
  ///   `paymentContactInvalidError(withContactField: .postalAddress, localizedDescription:)`
  ///   for the address as a whole;
  /// - `paymentShippingAddressUnserviceableError(withLocalizedDescription:)`;
  /// - `paymentCouponCodeExpiredError(localizedDescription:)` for an
  ///   expired coupon, `paymentCouponCodeInvalidError(localizedDescription:)`
  ///   for any other coupon reason (watchOS has neither: there, as for
  ///   every other reason, a `PKPaymentError` with code `unknownError`).
  ///
  /// The localized description is message.
  public var paymentError: any Error {
    switch reason.kind {
    case .invalidContact(let field):
      if let key = field.postalAddressKey {
        return PKPaymentRequest.paymentShippingAddressInvalidError(withKey: key, localizedDescription: message)
      }
      return PKPaymentRequest.paymentContactInvalidError(
        withContactField: .postalAddress, localizedDescription: message)
    case .unserviceable:
      return PKPaymentRequest.paymentShippingAddressUnserviceableError(withLocalizedDescription: message)
    #if !os(watchOS)
      case .coupon(.expired):
        return PKPaymentRequest.paymentCouponCodeExpiredError(localizedDescription: message)
      case .coupon:
        return PKPaymentRequest.paymentCouponCodeInvalidError(localizedDescription: message)
    #endif
    default:
      return PKPaymentError(.unknownError, userInfo: [NSLocalizedDescriptionKey: message])
    }
  }
}
