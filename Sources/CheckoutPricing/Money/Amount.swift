/// An exact amount of money: a whole number of a currency's minor units.
///
/// `Amount(minorUnits: 1250, exponent: 2)` is 12.50. The count is a checked
/// `Int64`; every operation that could leave its range throws
/// ``MoneyError/Code/overflow`` instead of trapping or wrapping.
///
/// An amount carries its exponent, so it never changes meaning when a
/// currency table is overridden (the RubyMoney #506 bug reinterpreted stored
/// 243 as 0.0243): combining amounts with different exponents throws, and
/// ``rescaled(toExponent:)`` converts explicitly.
///
/// Callers trade in `Decimal`: ``init(exactly:exponent:)`` in, ``decimal`` out.
public struct Amount: Sendable, Hashable, CustomStringConvertible {
  /// The number of minor units (cents for USD, yen for JPY, fils for KWD).
  public let minorUnits: Int64
  /// Decimal digits of the minor unit: `minorUnits / 10^exponent` is the
  /// value in major units.
  public let exponent: Int

  /// Creates an amount without checking the exponent.
  ///
  /// `exponent` must be in `0...Currency.maximumMinorUnits`; that is a
  /// programmer error, not input. Use ``init(minorUnits:currency:)`` for
  /// values from outside.
  public init(uncheckedMinorUnits minorUnits: Int64, exponent: Int) {
    self.minorUnits = minorUnits
    self.exponent = exponent
  }

  /// Creates an amount of `minorUnits` in `currency`.
  public init(minorUnits: Int64, currency: Currency) {
    self.init(uncheckedMinorUnits: minorUnits, exponent: currency.minorUnits)
  }

  /// Zero at the given exponent.
  public static func zero(exponent: Int) -> Amount {
    Amount(uncheckedMinorUnits: 0, exponent: exponent)
  }

  /// Whether the amount is below zero.
  public var isNegative: Bool { minorUnits < 0 }

  /// The amount as text with exactly the exponent's digits: `"12.50"`.
  public var description: String { formatted() }
}
