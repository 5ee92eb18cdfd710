extension Quote {
  /// Why the sheet refuses the payment, as every format states it: the
  /// contact field to correct, if the refusal names one, and the
  /// shopper's sentence. Each sheet's authorization answer (the JSON
  /// formats and the PassKit mapping) is written from it.
  package struct AuthorizationRefusal: Sendable {
    /// The field of the full address to correct; `nil` for a total that
    /// rose, an address no method reaches, or a request that could not be
    /// priced.
    package let field: ContactField?
    /// The sentence for the shopper, in the quote's words.
    package let message: String
    /// Whether no method reaches the address (Apple's
    /// `addressUnserviceable`).
    package var unserviceable = false
  }

  /// On ``QuoteRequest/Event/paymentAuthorized``, why the payment is
  /// refused, or `nil` when it is accepted (and on every other event). A
  /// quote with no decision (a request that could not be priced) is
  /// refused with its first error.
  package var authorizationRefusal: AuthorizationRefusal? {
    guard event == .paymentAuthorized else { return nil }
    switch authorization?.refusal {
    case nil where authorization != nil:
      return nil
    case .totalRose?:
      return AuthorizationRefusal(field: nil, message: text.words.totalRose)
    case .addressUnserviceable?:
      let message = errors.first { $0.reason == .unserviceable }?.message ?? errors.first?.message ?? ""
      return AuthorizationRefusal(field: nil, message: message, unserviceable: true)
    case .shippingContactInvalid(let field)?:
      let message = errors.first { $0.contactField == field }?.message ?? errors.first?.message ?? ""
      return AuthorizationRefusal(field: field, message: message)
    case nil:
      return AuthorizationRefusal(field: nil, message: errors.first?.message ?? text.words.totalRose)
    }
  }
}
