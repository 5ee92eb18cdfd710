/// A value that cannot be represented or an operation that cannot be done
/// exactly in money arithmetic.
///
/// Money arithmetic never traps and never wraps: every failure is one of these,
/// with the ``code`` a program can switch on and a ``message`` a person can act on.
public struct MoneyError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  public enum Code: String, Sendable, Hashable, CaseIterable {
    /// The value is a `Decimal` NaN.
    case notANumber
    /// The value is larger in magnitude than the representation holds.
    case outOfRange
    /// The value has more decimal places than the currency's minor unit
    /// allows, so it is not a whole number of minor units.
    case tooManyDecimals
    /// The value has more significant digits than can be kept exactly
    /// (a rate or weight finer than 18 decimal places, say).
    case tooManyDigits
    /// The text is not an amount of the form `-?[0-9]+(\.[0-9]+)?`.
    case malformedText
    /// A sum, difference or product left the representable range.
    case overflow
    /// The currency code is not in the currency table.
    case unknownCurrency
    /// A minor-unit exponent outside `0...Currency.maximumMinorUnits`.
    case invalidExponent
    /// Two amounts with different minor-unit exponents were combined.
    case exponentMismatch
    /// Two amounts made in different currencies were combined.
    case currencyMismatch
    /// Allocation weights that are negative, or all zero for a non-zero amount.
    case invalidWeights
    /// A rate that is negative where only non-negative rates make sense.
    case negativeRate
  }

  /// What went wrong.
  public var code: Code
  /// A sentence naming the offending value and what was expected.
  public var message: String

  /// Creates an error with a code and a message naming the offending value.
  public init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  public var description: String { "\(code.rawValue): \(message)" }
}
