extension QuoteError {
  /// The error a caller sees for a failure inside the engine, in English:
  /// ``init(_:in:)`` with the English catalog.
  init(_ failure: QuoteFailure) {
    self.init(failure, in: .english)
  }

  /// The error a caller sees for a failure inside the engine: its typed
  /// reason, the JSON path, and the message `text` writes for it
  /// (``ShopperText/message(for:)``).
  init(_ failure: QuoteFailure, in text: ShopperText) {
    let message = text.message(for: failure)
    switch failure {
    case .invalidRequest(let location, _):
      self.init(.invalidRequest, message, path: location.path)
    case .invalidLine(let location, _):
      self.init(.invalidLine, message, path: location.path)
    case .currencyMismatch(let location, _):
      self.init(.currencyMismatch, message, path: location.path)
    case .amountOutOfRange(let code, let location, _):
      self.init(.amountOutOfRange(code), message, path: location.path)
    case .contact(let problem):
      self.init(.invalidContact(problem.field), message)
    case .unserviceable(let problem, _, _):
      self.init(.unserviceable, message, path: problem.path)
    case .coupon(let problem):
      self.init(.coupon(problem.reason), message)
    case .beyondSheetLimits(let location, _):
      self.init(.beyondSheetLimits, message, path: location.path)
    }
  }
}
