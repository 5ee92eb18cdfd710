extension GooglePayWriter {
  /// The answer to `onPaymentAuthorized`: Google's
  /// `PaymentAuthorizationResult`, `{"transactionState", "error"?}`
  /// (DefinitelyTyped `types/googlepay/index.d.ts`,
  /// `PaymentAuthorizationResult`, `TransactionState`, `PaymentDataError`).
  ///
  /// - Accepted: `{"transactionState": "SUCCESS"}`, which "indicates the
  ///   transaction was successful and the payment sheet should be
  ///   dismissed". The page returns it once the server has charged
  ///   Google's token for the capture amount.
  /// - Refused: `"ERROR"`, whose `error` Google shows ("will show the
  ///   merchant error message and allow user to retry"), with the intent
  ///   `PAYMENT_AUTHORIZATION`, the callback's own, as Google's samples
  ///   answer it (google-pay/google-pay-button,
  ///   `PaymentAuthorizationErrorExample`): an address that is not full or
  ///   lies outside the place priced is `SHIPPING_ADDRESS_INVALID`; a total
  ///   that rose above what the shopper authorized is `OTHER_ERROR`, since
  ///   Google's reasons name no total and `PAYMENT_DATA_INVALID` is for a
  ///   payment that "cannot be charged".
  static func writeAuthorization(_ view: SheetView, to json: inout JSONWriter) {
    json.object { json in
      guard let error = authorizationError(view) else {
        json.member("transactionState", "SUCCESS")
        return
      }
      json.member("transactionState", "ERROR")
      json.key("error")
      json.object { json in
        json.member("reason", error.reason.rawValue)
        json.member("intent", GooglePayIntent.paymentAuthorization.rawValue)
        json.member("message", error.message)
      }
    }
  }

  /// The `PaymentDataError` reason and message of a refused authorization
  /// (``SheetView/authorizationRefusal``); `nil` when it is accepted. A
  /// request that could not be priced is refused with its first problem's
  /// address reason when it is about the address, else `OTHER_ERROR`.
  static func authorizationError(_ view: SheetView) -> (reason: GooglePayErrorReason, message: String)? {
    guard let refusal = view.authorizationRefusal else { return nil }
    let reason: GooglePayErrorReason =
      if refusal.field != nil {
        .shippingAddressInvalid
      } else if refusal.unserviceable {
        .shippingAddressUnserviceable
      } else if view.authorization != nil {
        .otherError
      } else {
        view.problems.first.map { $0.codes.cannotShip ? $0.codes.googlePay : .otherError } ?? .otherError
      }
    return (reason, refusal.message)
  }
}
