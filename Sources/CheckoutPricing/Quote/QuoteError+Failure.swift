extension QuoteError {
  /// The error a caller sees for a failure inside the engine: the one place
  /// a ``QuoteFailure`` becomes text and a JSON path.
  ///
  /// An amount out of range keeps the message prefix `amountOutOfRange`
  /// that the JSON contract documents; programs read ``reason``.
  init(_ failure: QuoteFailure) {
    switch failure {
    case .invalidRequest(let location, let message):
      self.init(.invalidRequest, message, path: location.path)
    case .invalidLine(let location, let message):
      self.init(.invalidLine, message, path: location.path)
    case .currencyMismatch(let location, let message):
      self.init(.currencyMismatch, message, path: location.path)
    case .amountOutOfRange(let code, let location, let message):
      self.init(.amountOutOfRange(code), "amountOutOfRange: \(message)", path: location.path)
    case .contact(let field, let message):
      self.init(.invalidContact(field), message)
    case .unserviceable(let message, _, _):
      self.init(.unserviceable, message)
    case .coupon(let reason, _, let message):
      self.init(.coupon(reason), message)
    case .beyondSheetLimits(let location, let message):
      self.init(.beyondSheetLimits, message, path: location.path)
    }
  }
}
