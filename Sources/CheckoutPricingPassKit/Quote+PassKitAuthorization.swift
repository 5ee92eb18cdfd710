import Foundation

extension Quote {
  /// The answer to `didAuthorizePayment`: a `PKPaymentAuthorizationResult`,
  /// `.success` with no errors when the authorization is accepted, or
  /// `.failure` with the error the sheet shows (Apple,
  /// `PKPaymentAuthorizationResult`: "If the Apple Pay sheet contains
  /// errors, you provide a `failure` status ... and include the errors";
  /// with none, `success` and an empty array):
  ///
  /// - a full address refused at a field: that field's
  ///   `paymentShippingAddressInvalidError(withKey:localizedDescription:)`
  ///   (the street is `CNPostalAddressStreetKey`);
  /// - an address no method reaches:
  ///   `paymentShippingAddressUnserviceableError(withLocalizedDescription:)`;
  /// - a total that rose: a `PKPaymentError` with code `unknownError`,
  ///   which no field causes.
  ///
  /// ```swift
  /// func paymentAuthorizationController(
  ///   _ controller: PKPaymentAuthorizationController, didAuthorizePayment payment: PKPayment
  /// ) async -> PKPaymentAuthorizationResult {
  ///   let contact = payment.shippingContact?.postalAddress.map(ContactFields.init) ?? ContactFields()
  ///   let quote = engine.quote(session.authorizing(contact, authorizedTotal: shownTotal))
  ///   // On success, capture quote.authorization?.captureAmount.
  ///   return quote.paymentAuthorizationResult
  /// }
  /// ```
  ///
  /// A quote of another event has no decision, and is answered
  /// `.failure`.
  public var paymentAuthorizationResult: PKPaymentAuthorizationResult {
    guard event == .paymentAuthorized else {
      return PKPaymentAuthorizationResult(status: .failure, errors: paymentErrors)
    }
    guard let refusal = authorizationRefusal else {
      return PKPaymentAuthorizationResult(status: .success, errors: [])
    }
    let error: any Error =
      if let field = refusal.field {
        QuoteError(.invalidContact(field), refusal.message).paymentError
      } else if refusal.unserviceable {
        PKPaymentRequest.paymentShippingAddressUnserviceableError(withLocalizedDescription: refusal.message)
      } else {
        PKPaymentError(.unknownError, userInfo: [NSLocalizedDescriptionKey: refusal.message])
      }
    return PKPaymentAuthorizationResult(status: .failure, errors: [error])
  }
}
