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
///
/// An amount made in a ``Currency`` (``init(minorUnits:currency:)``,
/// ``init(parsing:currency:)``, ``init(exactly:currency:)``) remembers it,
/// and so does whatever arithmetic makes from it: a quote refuses a cart
/// amount made in another currency than the merchant's, even one with the
/// same digits (GBP for a USD merchant), and combining amounts of two
/// currencies throws ``MoneyError/Code/currencyMismatch``. An amount made
/// from an exponent alone is of no currency in particular and is taken as
/// the merchant's. Equality and order compare the value at its exponent,
/// not the currency.
public struct Amount: Sendable, Hashable, CustomStringConvertible {
  /// The number of minor units (cents for USD, yen for JPY, fils for KWD).
  public let minorUnits: Int64
  /// The exponent, held in half of the second word so that the currency
  /// fits the other half and an amount stays two words.
  private let storedExponent: Int32
  /// The currency it was made in (``Currency/tag``), or 0 for none.
  let currencyTag: UInt32

  /// Decimal digits of the minor unit: `minorUnits / 10^exponent` is the
  /// value in major units.
  public var exponent: Int { Int(storedExponent) }

  /// Creates an amount without checking the exponent.
  ///
  /// `exponent` must be in `0...Currency.maximumMinorUnits`; that is a
  /// programmer error, not input. Use ``init(minorUnits:currency:)`` for
  /// values from outside.
  public init(uncheckedMinorUnits minorUnits: Int64, exponent: Int) {
    self.init(uncheckedMinorUnits: minorUnits, exponent: exponent, currencyTag: 0)
  }

  /// Creates an amount of `minorUnits` in `currency`.
  public init(minorUnits: Int64, currency: Currency) {
    self.init(uncheckedMinorUnits: minorUnits, exponent: currency.minorUnits, currencyTag: currency.tag)
  }

  /// Creates an amount of a currency's tag, or of none (0).
  init(uncheckedMinorUnits minorUnits: Int64, exponent: Int, currencyTag: UInt32) {
    self.minorUnits = minorUnits
    self.storedExponent = Int32(truncatingIfNeeded: exponent)
    self.currencyTag = currencyTag
  }

  /// The same amount, tagged as made in the currency of `tag` (0: in
  /// none).
  func tagged(_ tag: UInt32) -> Amount {
    Amount(uncheckedMinorUnits: minorUnits, exponent: exponent, currencyTag: tag)
  }

  /// Whether the amount can be one of `currency`: it has the currency's
  /// exponent and was made in it or in no currency.
  func isIn(_ currency: Currency) -> Bool {
    exponent == currency.minorUnits && (currencyTag == 0 || currencyTag == currency.tag)
  }

  /// The code of the currency the amount was made in, for messages; `nil`
  /// for one made from an exponent alone.
  var currencyCode: String? { currencyTag == 0 ? nil : Currency.code(ofTag: currencyTag) }

  /// Whether two amounts have the same value at the same exponent; the
  /// currency they were made in is not compared (see ``Amount``).
  public static func == (lhs: Amount, rhs: Amount) -> Bool {
    lhs.minorUnits == rhs.minorUnits && lhs.storedExponent == rhs.storedExponent
  }

  /// Hashes the value and the exponent, as ``==(_:_:)`` compares them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(minorUnits)
    hasher.combine(storedExponent)
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
