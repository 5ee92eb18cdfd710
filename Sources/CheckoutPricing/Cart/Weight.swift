/// An exact weight: a whole number of quanta of 1/16 nanogram
/// (``WeightUnit/quanta``).
///
/// Weights arrive as decimal text with a unit (`"0.25"` lb, `"0.5"` oz) and
/// are kept exactly. A unit takes up to ``WeightUnit/maximumFractionDigits``
/// decimals (12 for kg, 9 for g, 4 for lb and oz; more only when they are
/// zeros), so every weight a shopper or a rate table writes is a whole
/// number of quanta, and weights compare exactly whatever their units.
/// The largest weight is about 576 tonnes (`Int64.max` quanta); a sum or
/// product beyond it is an overflow error.
public struct Weight: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The weight in quanta of 1/16 nanogram.
  public let quanta: Int64

  /// Creates a weight from quanta of 1/16 nanogram.
  public init(quanta: Int64) { self.quanta = quanta }

  /// Zero.
  public static let zero = Weight(quanta: 0)

  /// Parses decimal text in `unit`: `Weight(parsing: "0.25", unit: .pound)`.
  ///
  /// - Throws: ``MoneyError/Code/malformedText`` for text that is not a
  ///   plain decimal, ``MoneyError/Code/tooManyDigits`` for more than
  ///   the unit's ``WeightUnit/maximumFractionDigits`` decimals that are
  ///   not zeros,
  ///   ``MoneyError/Code/outOfRange`` when it is negative or too heavy to hold.
  public init(parsing text: String, unit: WeightUnit) throws(MoneyError) {
    self = try parsingUTF8(text) { utf8 throws(MoneyError) in try Weight(parsingUTF8: utf8, unit: unit) }
  }

  /// Parses decimal text given as UTF-8, as ``init(parsing:unit:)`` does:
  /// for a reader that has the bytes and needs no `String` of them.
  ///
  /// - Throws: as ``init(parsing:unit:)``.
  init(parsingUTF8 utf8: UnsafeBufferPointer<UInt8>, unit: WeightUnit) throws(MoneyError) {
    // A `String` is made only to report an error.
    func text() -> String { String(decoding: utf8, as: UTF8.self) }
    let parts = try DecimalText.parse(utf8: utf8).canonical
    guard !parts.isNegative else { throw MoneyError(.outOfRange, "weight '\(text())' is negative") }
    try self.init(parts: parts, unit: unit, describing: text())
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

  private init(parts: DecimalParts, unit: WeightUnit, describing text: @autoclosure () -> String) throws(MoneyError) {
    // Canonical parts carry no trailing zeros, so the exponent counts the
    // decimals that matter.
    guard parts.exponent >= -unit.maximumFractionDigits else {
      throw MoneyError(
        .tooManyDigits, "weight '\(text())' \(unit.rawValue) has more than \(unit.maximumFractionDigits) decimals")
    }
    guard parts.exponent <= 38 else { throw MoneyError(.outOfRange, "weight '\(text())' is too heavy") }
    // value * quantaPerUnit = coefficient * 10^exponent * quantaPerUnit, a
    // whole number since a unit's quanta are a multiple of 10^maximumFractionDigits.
    let (product, overflow) = parts.coefficient.multipliedReportingOverflow(by: UInt128(unit.quanta))
    guard !overflow else { throw MoneyError(.outOfRange, "weight '\(text())' is too heavy") }
    let scaled = DecimalParts(isNegative: false, exponent: parts.exponent, coefficient: product)
    do {
      quanta = try scaled.scaledExactly(by: 0, describing: text())
    } catch {
      throw MoneyError(.outOfRange, "weight '\(text())' \(unit.rawValue) is too heavy")
    }
  }

  /// The weight in `unit`, rounded up to a whole number of units: what
  /// carriers bill.
  public func wholeUnits(_ unit: WeightUnit, roundingUp: Bool) -> Int64 {
    let (quotient, remainder) = quanta.quotientAndRemainder(dividingBy: unit.quanta)
    return roundingUp && remainder > 0 ? quotient + 1 : quotient
  }

  /// The sum of two weights.
  ///
  /// - Throws: ``MoneyError/Code/overflow``.
  public func adding(_ other: Weight) throws(MoneyError) -> Weight {
    let (sum, overflow) = quanta.addingReportingOverflow(other.quanta)
    guard !overflow else { throw MoneyError(.overflow, "weight \(self) + \(other) is too heavy") }
    return Weight(quanta: sum)
  }

  /// The weight times a quantity.
  ///
  /// - Throws: ``MoneyError/Code/overflow``.
  public func multiplied(by quantity: Int64) throws(MoneyError) -> Weight {
    let (product, overflow) = quanta.multipliedReportingOverflow(by: quantity)
    guard !overflow else { throw MoneyError(.overflow, "weight \(self) x \(quantity) is too heavy") }
    return Weight(quanta: product)
  }

  /// The weight in grams with no trailing zeros: `"113.3980925 g"`. A
  /// quantum is 0.0000000000625 g, so thirteen decimals always suffice.
  public var description: String {
    let (grams, rest) = quanta.quotientAndRemainder(dividingBy: WeightUnit.gram.quanta)
    // rest * 625 < 10^13: the decimals of the remainder, exactly.
    var fraction = String(abs(rest) * 625)
    fraction = String(repeating: "0", count: 13 - fraction.count) + fraction
    while fraction.last == "0" { fraction.removeLast() }
    let sign = quanta < 0 && grams == 0 ? "-" : ""
    return "\(sign)\(grams)\(fraction.isEmpty ? "" : ".\(fraction)") g"
  }

  public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.quanta < rhs.quanta }
}
