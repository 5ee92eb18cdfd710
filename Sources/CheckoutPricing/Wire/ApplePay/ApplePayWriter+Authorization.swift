extension ApplePayWriter {
  /// The `applePay` answer to `paymentAuthorized`: an
  /// `ApplePayPaymentAuthorizationResult`, `status` `STATUS_SUCCESS` or
  /// `STATUS_FAILURE` with its `errors`, each an `ApplePayError`
  /// (`code`, `contactField`, `message`), for
  /// `session.completePayment(result)` (Apple, Apple Pay JS API,
  /// "ApplePayPaymentAuthorizationResult", "ApplePayError").
  ///
  /// A full address refused at a field is `shippingContactInvalid` at that
  /// `contactField`, so that the sheet points at it; an address no method
  /// reaches is `addressUnserviceable`; a total that rose is `unknown`, the
  /// code Apple gives an error no field causes.
  static func writeAuthorizationResult(_ view: SheetView, to json: inout JSONWriter) {
    let refusal = view.authorizationRefusal
    json.object { json in
      json.member("status", refusal == nil ? "STATUS_SUCCESS" : "STATUS_FAILURE")
      json.key("errors")
      json.array { json in
        guard let refusal else { return }
        json.object { json in
          let code: QuoteError.Code =
            refusal.field != nil ? .shippingContactInvalid : refusal.unserviceable ? .addressUnserviceable : .unknown
          json.member("code", code.rawValue)
          if let field = refusal.field { json.member("contactField", field.rawValue) }
          json.member("message", refusal.message)
        }
      }
    }
  }
}
