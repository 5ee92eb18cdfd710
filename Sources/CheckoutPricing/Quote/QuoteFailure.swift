/// Why a quote, or one of its stages, could not be priced as asked: the one
/// failure type every stage throws, carrying data rather than text.
///
/// Modelled on swift-argument-parser's internal `ParserError` and
/// async-http-client's `HTTPClientError`: stages throw a case with its
/// payload (the cart line by its index, the field, the money code, the
/// coupon's problem, the contact's problem, why no method reaches the
/// address), and ``ShopperText`` maps it once to the public ``QuoteError``,
/// writing the shopper's sentence. A coupon that does not apply is
/// collected, not thrown: the rest of the quote is priced.
///
/// The `String` of a malformed request, a line, a currency, an amount out
/// of range or a sheet's limits is the developer's message, in English as
/// `explain` and `validate` are: it names the field and the value a program
/// sent, which a shopper never typed.
enum QuoteFailure: Error, Hashable, Sendable {
  /// Where in the request a failure is.
  enum Location: Hashable, Sendable {
    /// Nowhere in particular: the stage as a whole, with no field to name.
    case none
    /// A JSON path of the request (`asOf`, `lines`, `lines[0].paymentTiming.date`).
    case path(String)
    /// A cart line, by its index in the cart, and the field of the line
    /// (`quantity`, `unitPrice`) when one is to blame.
    case line(Int, field: String?)

    /// The JSON path, made only when the failure leaves the engine.
    var path: String? {
      switch self {
      case .none: nil
      case .path(let path): path
      case .line(let index, let field): "lines[\(index)]\(field.map { ".\($0)" } ?? "")"
      }
    }
  }

  /// A request field that is missing, malformed, or beyond a limit; or an
  /// amount a stage was given that is negative where it cannot be.
  case invalidRequest(Location, String)
  /// A cart line with an empty or repeated id, a quantity below 1, or a
  /// negative price.
  case invalidLine(Location, String)
  /// A request, a line or an amount in another currency, or with another
  /// number of decimals than the merchant's currency.
  case currencyMismatch(Location, String)
  /// A sum, product or rounded result that does not fit an ``Amount``: the
  /// money code says which.
  case amountOutOfRange(MoneyError.Code, Location, String)
  /// A field of the shipping contact that cannot be priced, and why.
  case contact(ContactProblem)
  /// No method reaches the address, and why: the zone, when the address is
  /// in one, and why each service was not offered, sorted by service.
  case unserviceable(Unserviceable, zone: LocationMatch<IDKind.Zone>?, explanations: [ShippingExplanation])
  /// A coupon code that does not apply, and why.
  case coupon(CouponProblem)
  /// A quote a payment sheet refuses: a negative total, a total above what
  /// a sheet accepts, or more summary items than it lists.
  case beyondSheetLimits(Location, String)

  /// A request field that cannot be read: missing, of the wrong type,
  /// malformed or beyond a limit, at its JSON path.
  init(path: String, message: String) {
    self = .invalidRequest(.path(path), message)
  }

  /// A failure of money arithmetic at `location`: a currency or exponent
  /// that does not match is a currency mismatch; anything else left the
  /// amount range.
  init(_ error: MoneyError, at location: Location = .none) {
    switch error.code {
    case .exponentMismatch, .invalidExponent, .currencyMismatch:
      self = .currencyMismatch(location, error.message)
    default:
      self = .amountOutOfRange(error.code, location, error.message)
    }
  }

  /// The failure located at `path` when it concerns the amount range and
  /// names no field of its own: a sum over the cart overflowed in a stage
  /// run for `path`.
  func located(at path: String) -> QuoteFailure {
    guard case .amountOutOfRange(let code, .none, let message) = self else { return self }
    return .amountOutOfRange(code, .path(path), message)
  }
}

extension QuoteFailure {
  /// Checks that `amount`, named `what` in the message, is in the
  /// merchant's currency (`exponent` decimals) and not negative.
  ///
  /// - Throws: ``currencyMismatch(_:_:)``, or for a negative amount
  ///   ``invalidLine(_:_:)`` when `location` is a line and
  ///   ``invalidRequest(_:_:)`` otherwise.
  static func check(_ amount: Amount, exponent: Int, what: String, at location: Location) throws(QuoteFailure) {
    guard amount.exponent == exponent else {
      throw .currencyMismatch(
        location, "\(what) \(amount) has \(amount.exponent) decimals; the merchant's currency has \(exponent)")
    }
    guard !amount.isNegative else {
      if case .line = location { throw .invalidLine(location, "\(what) \(amount) is negative") }
      throw .invalidRequest(location, "\(what) \(amount) is negative")
    }
  }

  /// Checks that `amount`, named `what` in the message, is one of
  /// `currency` (``Amount/isIn(_:)``) and not negative.
  ///
  /// - Throws: as ``check(_:exponent:what:at:)``, and
  ///   ``currencyMismatch(_:_:)`` for an amount made in another currency.
  static func check(
    _ amount: Amount, in currency: Currency, what: String, at location: Location
  ) throws(QuoteFailure) {
    if let code = amount.currencyCode, code != currency.code {
      throw .currencyMismatch(location, "\(what) \(amount) is in \(code); the merchant prices in \(currency.code)")
    }
    try check(amount, exponent: currency.minorUnits, what: what, at: location)
  }
}
