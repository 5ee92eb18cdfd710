/// A currency: its ISO 4217 code and the number of decimal digits of its
/// minor unit.
///
/// Currencies come from a `CurrencyTable`, which is data: the ISO 4217 list
/// by default, with any exponents a merchant's payment processor uses instead.
///
/// ```swift
/// let yen = try CurrencyTable.iso4217.currency(for: "jpy")
/// yen.minorUnits  // 0
/// ```
public struct Currency: Sendable, Hashable, CustomStringConvertible {
  /// The largest minor-unit exponent the library accepts. Amounts are counts
  /// of minor units in an `Int64`, so a larger exponent would leave too few
  /// major units to be useful.
  public static let maximumMinorUnits = 6

  /// The three-letter code, uppercase: `"USD"`.
  public let code: String
  /// The ISO 4217 numeric code, or 0 for a currency a merchant added.
  public let numericCode: Int
  /// Decimal digits after the point: 0 for JPY, 2 for USD, 3 for KWD.
  public let minorUnits: Int
  /// The English name in the ISO 4217 list.
  public let name: String
  /// The code's three letters in one integer, never 0: what an ``Amount``
  /// made in the currency holds, so that it stays two words.
  let tag: UInt32

  /// Creates a currency.
  ///
  /// - Throws: ``MoneyError/Code/invalidExponent`` when `minorUnits` is not
  ///   in `0...Currency.maximumMinorUnits`, and
  ///   ``MoneyError/Code/unknownCurrency`` when `code` is not three ASCII
  ///   letters.
  public init(code: String, numericCode: Int = 0, minorUnits: Int, name: String = "")
    throws(MoneyError)
  {
    guard let normalized = Currency.normalizedCode(code) else {
      throw MoneyError(.unknownCurrency, "currency code '\(code)' is not three letters A-Z")
    }
    guard (0...Currency.maximumMinorUnits).contains(minorUnits) else {
      throw MoneyError(
        .invalidExponent,
        "minor units \(minorUnits) for \(normalized) is outside 0...\(Currency.maximumMinorUnits)")
    }
    self.code = normalized
    self.numericCode = numericCode
    self.minorUnits = minorUnits
    self.name = name
    tag = normalized.utf8.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
  }

  /// The code whose letters `tag` holds.
  static func code(ofTag tag: UInt32) -> String {
    String(
      decoding: [
        UInt8(truncatingIfNeeded: tag >> 16), UInt8(truncatingIfNeeded: tag >> 8), UInt8(truncatingIfNeeded: tag),
      ], as: UTF8.self)
  }

  public var description: String { code }

  /// Uppercases a three-letter ASCII code, or returns `nil` when `code` is
  /// anything else (so `"usd"` and `" USD"` differ: callers trim first).
  static func normalizedCode(_ code: String) -> String? {
    var letters: [UInt8] = []
    letters.reserveCapacity(3)
    for byte in code.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): letters.append(byte)
      case UInt8(ascii: "a")...UInt8(ascii: "z"): letters.append(byte - 32)
      default: return nil
      }
      if letters.count > 3 { return nil }
    }
    guard letters.count == 3 else { return nil }
    return String(decoding: letters, as: UTF8.self)
  }
}
