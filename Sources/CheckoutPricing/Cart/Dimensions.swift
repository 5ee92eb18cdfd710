/// The outside size of one unit of a product, for dimensional weight and
/// size limits: length, width and height in one unit.
public struct Dimensions: Sendable, Hashable {
  /// A unit of length with its exact size in micrometres.
  public enum Unit: String, Sendable, Hashable, CaseIterable {
    /// The centimetre, `cm`.
    case centimetre = "cm"
    /// The inch, `in`: 2.54 cm exactly.
    case inch = "in"

    /// Micrometres in one unit (1 in = 2.54 cm exactly).
    public var micrometres: Int64 {
      switch self {
      case .centimetre: 10_000
      case .inch: 25_400
      }
    }
  }

  /// The longest side, in micrometres.
  public let length: Int64
  /// The middle side, in micrometres.
  public let width: Int64
  /// The shortest side, in micrometres.
  public let height: Int64

  /// Creates dimensions from micrometres; the sides are sorted so that
  /// `length >= width >= height`.
  public init(micrometres sides: (Int64, Int64, Int64)) {
    let sorted = [sides.0, sides.1, sides.2].sorted(by: >)
    length = sorted[0]
    width = sorted[1]
    height = sorted[2]
  }

  /// Parses three decimal sides in `unit`.
  ///
  /// - Throws: ``MoneyError`` when a side is not a plain non-negative
  ///   decimal, finer than a micrometre, or larger than a kilometre.
  public init(length: String, width: String, height: String, unit: Unit) throws(MoneyError) {
    func side(_ text: String) throws(MoneyError) -> Int64 {
      let parts = try DecimalText.parse(text).canonical
      guard !parts.isNegative else { throw MoneyError(.outOfRange, "length '\(text)' is negative") }
      let (product, overflow) = parts.coefficient.multipliedReportingOverflow(by: UInt128(unit.micrometres))
      guard !overflow else { throw MoneyError(.outOfRange, "length '\(text)' is too long") }
      let micrometres = try DecimalParts(isNegative: false, exponent: parts.exponent, coefficient: product)
        .scaledExactly(by: 0, describing: text)
      guard micrometres <= 1_000_000_000 else { throw MoneyError(.outOfRange, "length '\(text)' is over a kilometre") }
      return micrometres
    }
    self.init(micrometres: (try side(length), try side(width), try side(height)))
  }
}
