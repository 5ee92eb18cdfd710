/// A request that a pricing stage (discounts, tax, payment adjustment)
/// cannot price: a malformed line or amount, or a result too large for an
/// ``Amount``.
///
/// Stages never trap and never wrap: every failure is one of these, with the
/// ``code`` a program can switch on, the line it concerns, and a message a
/// person can act on. A coupon the shopper typed that cannot be used is not
/// one of these: it is a ``CouponError`` in the result, and the rest of the
/// quote is still priced.
@_spi(Reference) public struct PricingStageError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  public enum Code: String, Sendable, Hashable, CaseIterable {
    /// A cart line with an empty or repeated id, a quantity below 1 or a
    /// negative price.
    case invalidLine
    /// An amount that is negative where only zero or more makes sense.
    case negativeAmount
    /// An amount whose minor-unit exponent is not the merchant currency's,
    /// or one made in another currency.
    case currencyMismatch
    /// A sum, product or rounded result that does not fit an ``Amount``.
    case overflow
  }

  /// What went wrong.
  public var code: Code
  /// The id of the cart line concerned, if one is.
  public var lineID: String?
  /// The field of that line whose value caused the error (`quantity`,
  /// `unitPrice`), if one did.
  public var lineField: String?
  /// A sentence naming the offending value and what was expected.
  public var message: String

  /// Creates an error.
  public init(_ code: Code, lineID: String? = nil, lineField: String? = nil, _ message: String) {
    self.code = code
    self.lineID = lineID
    self.lineField = lineField
    self.message = message
  }

  /// Wraps a money error from a stage's arithmetic.
  init(_ error: MoneyError, lineID: String? = nil) {
    let code: Code =
      switch error.code {
      case .exponentMismatch, .invalidExponent, .currencyMismatch: .currencyMismatch
      default: .overflow
      }
    self.init(code, lineID: lineID, error.message)
  }

  /// `overflow (line tent-2): 9223372036854775807 x 2 overflows the amount range`.
  public var description: String {
    "\(code.rawValue)\(lineID.map { " (line \($0))" } ?? ""): \(message)"
  }
}

extension PricingStageError {
  /// Checks that `amount`, named `what` in the message, is in the
  /// merchant's currency (`exponent` decimals) and not negative.
  ///
  /// - Throws: ``Code/currencyMismatch`` or ``Code/negativeAmount``, naming
  ///   the line `lineID` when the amount is a line's.
  static func check(_ amount: Amount, exponent: Int, what: String, lineID: String?) throws(PricingStageError) {
    guard amount.exponent == exponent else {
      throw PricingStageError(
        .currencyMismatch, lineID: lineID,
        "\(what) \(amount) has \(amount.exponent) decimals; the merchant's currency has \(exponent)")
    }
    guard !amount.isNegative else {
      throw PricingStageError(.negativeAmount, lineID: lineID, "\(what) \(amount) is negative")
    }
  }

  /// Checks that `amount`, named `what` in the message and `field` in the
  /// error's path, is one of `currency` (``Amount/isIn(_:)``) and not
  /// negative.
  ///
  /// - Throws: ``Code/currencyMismatch`` or ``Code/negativeAmount``, naming
  ///   the line `lineID` and its field.
  static func check(
    _ amount: Amount, in currency: Currency, what: String, lineID: String, field: String
  ) throws(PricingStageError) {
    if let code = amount.currencyCode, code != currency.code {
      throw PricingStageError(
        .currencyMismatch, lineID: lineID, lineField: field,
        "\(what) \(amount) is in \(code); the merchant prices in \(currency.code)")
    }
    do {
      try check(amount, exponent: currency.minorUnits, what: what, lineID: lineID)
    } catch {
      throw PricingStageError(error.code, lineID: lineID, lineField: field, error.message)
    }
  }
}
