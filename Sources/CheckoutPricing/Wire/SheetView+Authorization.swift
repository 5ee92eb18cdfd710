extension SheetView {
  /// Why the sheet refuses the payment, as every format states it: the
  /// contact field to correct, if the refusal names one, and the
  /// shopper's sentence.
  struct AuthorizationRefusal {
    /// The field of the full address to correct; `nil` for a total that
    /// rose, or a request that could not be priced.
    let field: ContactField?
    /// The sentence for the shopper, in the view's words.
    let message: String
    /// Whether no method reaches the address (Apple's
    /// `addressUnserviceable`).
    var unserviceable = false
  }

  /// On ``QuoteRequest/Event/paymentAuthorized``, why the payment is
  /// refused, or `nil` when it is accepted: the one reading of the
  /// decision every format's authorization answer is written from. A
  /// quote with no decision (a request that could not be priced) is
  /// refused with its first error.
  var authorizationRefusal: AuthorizationRefusal? {
    switch authorization?.refusal {
    case nil where authorization != nil:
      return nil
    case .totalRose?:
      return AuthorizationRefusal(field: nil, message: text.words.totalRose)
    case .addressUnserviceable?:
      let message = problems.first { $0.codes.cannotShip }?.message ?? problems.first?.message ?? ""
      return AuthorizationRefusal(field: nil, message: message, unserviceable: true)
    case .shippingContactInvalid(let field)?:
      let message = problems.first { $0.field == field }?.message ?? problems.first?.message ?? ""
      return AuthorizationRefusal(field: field, message: message)
    case nil:
      return AuthorizationRefusal(field: nil, message: problems.first?.message ?? text.words.totalRose)
    }
  }
}
