/// An exact decimal rate such as a tax rate or a percentage discount:
/// `units / 10^scale`.
///
/// 8.875% is `Rate(units: 8875, scale: 5)`, that is 0.08875. Rates are never
/// binary floating point, and applying one rounds exactly once, from the
/// exact product.
///
/// ```swift
/// let nyc = try Rate(percent: "8.875")
/// let tax = try nyc.applied(to: price, rounding: .halfAwayFromZero)
/// ```
public struct Rate: Sendable, Hashable, CustomStringConvertible {
  /// The most decimal places a rate keeps.
  public static let maximumScale = 18

  /// The rate times 10^``scale``.
  public let units: Int64
  /// How many decimal places ``units`` carries.
  public let scale: Int

  /// Creates the rate `units / 10^scale`, kept in lowest terms so that equal
  /// rates are equal values (`20/10^2` is stored as `2/10^1`).
  ///
  /// - Throws: ``MoneyError/Code/tooManyDigits`` when `scale` is outside
  ///   `0...Rate.maximumScale`.
  public init(units: Int64, scale: Int) throws(MoneyError) {
    guard (0...Rate.maximumScale).contains(scale) else {
      throw MoneyError(.tooManyDigits, "a rate keeps at most \(Rate.maximumScale) decimal places, not \(scale)")
    }
    (self.units, self.scale) = lowestTerms(units, scale: scale)
  }

  /// Converts an exact `Decimal` fraction (0.08875 for 8.875%).
  ///
  /// - Throws: ``MoneyError/Code/notANumber``, or
  ///   ``MoneyError/Code/tooManyDigits`` when the value needs more than 18
  ///   decimal places or more than 18 significant digits.
  public init(_ fraction: Decimal) throws(MoneyError) {
    guard let parts = DecimalParts(fraction)?.canonical else {
      throw MoneyError(.notANumber, "NaN is not a rate")
    }
    try self.init(parts, describing: "\(fraction)")
  }

  /// Converts a percentage: `Rate(percent: 8.875)` is 0.08875.
  ///
  /// The percentage's decimal point moves two places, exactly, as
  /// the text form does.
  ///
  /// - Throws: as ``init(_:)``.
  public init(percent: Decimal) throws(MoneyError) {
    guard var parts = DecimalParts(percent)?.canonical else {
      throw MoneyError(.notANumber, "NaN is not a rate")
    }
    parts.exponent -= 2
    try self.init(parts, describing: "\(percent)%", places: Rate.maximumScale - 2)
  }

  /// The rate `parts`, canonical. An error names it as `text`, and the
  /// decimal places it may have as `places`: 18 for a fraction, 16 for a
  /// percentage.
  private init(
    _ parts: DecimalParts, describing text: String, places: Int = Rate.maximumScale
  ) throws(MoneyError) {
    let scale = max(0, -parts.exponent)
    guard scale <= Rate.maximumScale else {
      throw MoneyError(.tooManyDigits, "rate \(text) has more than \(places) decimal places")
    }
    let units: Int64
    do {
      units = try parts.scaledExactly(by: scale, describing: text)
    } catch {
      throw MoneyError(.tooManyDigits, "rate \(text) has too many significant digits")
    }
    try self.init(units: units, scale: scale)
  }

  /// Parses a percentage written as an amount string: `"8.875"` is 8.875%.
  ///
  /// - Throws: ``MoneyError/Code/malformedText`` unless the text matches
  ///   `-?[0-9]+(\.[0-9]+)?`; ``MoneyError/Code/tooManyDigits`` when it needs
  ///   more than 18 decimal places as a fraction.
  public init(percent text: String) throws(MoneyError) {
    var parts = try DecimalText.parse(text).canonical
    parts.exponent -= 2
    try self.init(parts, describing: "'\(text)%'", places: Rate.maximumScale - 2)
  }

  /// The rate as a `Decimal` fraction.
  public var decimal: Decimal {
    DecimalParts(isNegative: units < 0, exponent: -scale, coefficient: UInt128(units.magnitude))
      .decimal
  }

  /// The rate as a percentage with no trailing zeros: `"8.875"`.
  public var percentText: String {
    // units / 10^scale as a fraction is units / 10^(scale - 2) as a percentage.
    DecimalText.trimmed(units: units, fractionDigits: scale - 2)
  }

  public var description: String { "\(percentText)%" }

  /// Whether the rate is zero.
  public var isZero: Bool { units == 0 }
}

extension Rate {
  /// Whether the rate is above `percent` percent, compared exactly.
  package func isAbove(percent: Int64) -> Bool {
    Int128(units) * 100 > Int128(percent) * Int128(Int64.powerOfTen(scale))
  }
}
