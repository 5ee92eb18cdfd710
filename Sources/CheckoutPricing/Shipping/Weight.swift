/// An exact weight: a whole number of nanograms.
///
/// Weights arrive as decimal text with a unit (`"0.25"` lb) and are kept
/// exactly; a weight that is not a whole number of nanograms in its unit
/// (more than nine decimals in grams, say) is refused rather than rounded.
public struct Weight: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The weight in nanograms.
  public let nanograms: Int64

  /// Creates a weight from nanograms.
  public init(nanograms: Int64) { self.nanograms = nanograms }

  /// Zero.
  public static let zero = Weight(nanograms: 0)

  /// Parses decimal text in `unit`: `Weight(parsing: "0.25", unit: .pound)`.
  ///
  /// - Throws: ``MoneyError/Code/malformedText`` for text that is not a
  ///   plain decimal, ``MoneyError/Code/tooManyDigits`` when the value is
  ///   finer than a nanogram, ``MoneyError/Code/outOfRange`` when it is
  ///   negative or too heavy to hold.
  public init(parsing text: String, unit: WeightUnit) throws(MoneyError) {
    let parts = try DecimalText.parse(text).canonical
    guard !parts.isNegative else { throw MoneyError(.outOfRange, "weight '\(text)' is negative") }
    try self.init(parts: parts, unit: unit, describing: text)
  }

  /// Converts a `Decimal` in `unit`.
  ///
  /// - Throws: as ``init(parsing:unit:)``, and ``MoneyError/Code/notANumber``.
  public init(_ value: Decimal, unit: WeightUnit) throws(MoneyError) {
    guard let parts = DecimalParts(value)?.canonical else {
      throw MoneyError(.notANumber, "NaN is not a weight")
    }
    guard !parts.isNegative else { throw MoneyError(.outOfRange, "weight \(value) is negative") }
    try self.init(parts: parts, unit: unit, describing: "\(value)")
  }

  private init(parts: DecimalParts, unit: WeightUnit, describing text: String) throws(MoneyError) {
    // value * nanogramsPerUnit = coefficient * 10^exponent * nanogramsPerUnit.
    guard parts.exponent >= -38, parts.exponent <= 38 else {
      throw MoneyError(parts.exponent < 0 ? .tooManyDigits : .outOfRange, "weight '\(text)' cannot be held exactly")
    }
    let (product, overflow) = parts.coefficient.multipliedReportingOverflow(by: UInt128(unit.nanograms))
    guard !overflow else { throw MoneyError(.outOfRange, "weight '\(text)' is too heavy") }
    let scaled = DecimalParts(isNegative: false, exponent: parts.exponent, coefficient: product)
    do {
      nanograms = try scaled.scaledExactly(by: 0, describing: text)
    } catch {
      throw MoneyError(
        error.code == .tooManyDecimals ? .tooManyDigits : error.code,
        "weight '\(text)' \(unit.rawValue) is \(error.code == .tooManyDecimals ? "finer than a nanogram" : "too heavy")"
      )
    }
  }

  /// The weight in `unit`, rounded up to a whole number of units: what
  /// carriers bill.
  public func wholeUnits(_ unit: WeightUnit, roundingUp: Bool) -> Int64 {
    let (quotient, remainder) = nanograms.quotientAndRemainder(dividingBy: unit.nanograms)
    return roundingUp && remainder > 0 ? quotient + 1 : quotient
  }

  /// The sum of two weights.
  ///
  /// - Throws: ``MoneyError/Code/overflow``.
  public func adding(_ other: Weight) throws(MoneyError) -> Weight {
    let (sum, overflow) = nanograms.addingReportingOverflow(other.nanograms)
    guard !overflow else { throw MoneyError(.overflow, "weight \(self) + \(other) is too heavy") }
    return Weight(nanograms: sum)
  }

  /// The weight times a quantity.
  ///
  /// - Throws: ``MoneyError/Code/overflow``.
  public func multiplied(by quantity: Int64) throws(MoneyError) -> Weight {
    let (product, overflow) = nanograms.multipliedReportingOverflow(by: quantity)
    guard !overflow else { throw MoneyError(.overflow, "weight \(self) x \(quantity) is too heavy") }
    return Weight(nanograms: product)
  }

  /// The weight in grams with no trailing zeros: `"113.3980925 g"`.
  public var description: String { "\(DecimalText.trimmed(units: nanograms, fractionDigits: 9)) g" }

  public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.nanograms < rhs.nanograms }
}
