extension PaymentRequestWriter {
  /// The `paymentRequest` answer to `paymentAuthorized`: on acceptance
  /// `{"complete": "success"}`, the `PaymentComplete` value for
  /// `response.complete()`; on refusal `{"retry": ...}`, a
  /// `PaymentValidationErrors` for `response.retry()`: `error`, and
  /// `shippingAddress`, an `AddressErrors` with the member of the field to
  /// correct (W3C Payment Request API, "PaymentResponse",
  /// "PaymentValidationErrors", "AddressErrors").
  static func writeCompletion(_ view: SheetView, to json: inout JSONWriter) {
    guard let refusal = view.authorizationRefusal else {
      json.object { json in json.member("complete", "success") }
      return
    }
    json.object { json in
      json.key("retry")
      json.object { json in
        json.member("error", refusal.message)
        if let key = refusal.field.flatMap(addressErrorKey) {
          json.key("shippingAddress")
          json.object { json in
            json.key(key)
            json.string(refusal.message)
          }
        }
      }
    }
  }
}
