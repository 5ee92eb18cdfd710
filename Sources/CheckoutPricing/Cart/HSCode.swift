/// A Harmonized System code classifying goods for customs: 6 to 10 digits,
/// the first 6 the worldwide HS subheading, the rest a country's tariff
/// line (the UK Trade Tariff's commodity codes, the US HTS, the EU's
/// TARIC).
///
/// Tariffs print codes with dots and spaces (`6109.10.00`, `6109 10 00`);
/// both are accepted and dropped, so every spelling of one code is one
/// value.
///
/// ```swift
/// HSCode("6109.10.00")?.digits   // "61091000"
/// HSCode("6109")                 // nil: fewer than 6 digits
/// ```
public struct HSCode: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The digits as a number: leading zeros are kept by ``length``.
  let value: UInt64
  /// How many digits, 6 to 10.
  let length: UInt8

  /// The fewest digits a code has: the HS subheading.
  public static let minimumDigits = 6
  /// The most digits a code has: the longest national tariff line.
  public static let maximumDigits = 10

  /// The code of `length` digits whose value is `value`, as a code that
  /// was read gave them.
  init(value: UInt64, length: UInt8) {
    self.value = value
    self.length = length
  }

  /// The code `text` spells: 6 to 10 ASCII digits, with any dots and
  /// spaces between them; `nil` for anything else.
  public init?(_ text: String) {
    var value: UInt64 = 0
    var length = 0
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        length += 1
        guard length <= Self.maximumDigits else { return nil }
        value = value * 10 + UInt64(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "."), UInt8(ascii: " "):
        // A separator inside the code, never at its ends.
        guard length > 0 else { return nil }
      default: return nil
      }
    }
    guard length >= Self.minimumDigits,
      text.utf8.last.map({ $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: " ") }) == true
    else { return nil }
    self.value = value
    self.length = UInt8(length)
  }

  /// The digits without separators: `"61091000"`.
  public var digits: String {
    let text = String(value)
    return String(repeating: "0", count: Int(length) - text.count) + text
  }

  /// The digits: `"61091000"`.
  public var description: String { digits }

  /// Whether the code begins with the `count` digits `prefix` holds as a
  /// number (`count` 0 is every code).
  func hasPrefix(_ prefix: UInt64, count: Int) -> Bool {
    guard count <= Int(length) else { return false }
    return value / UInt64(Int64.powerOfTen(Int(length) - count)) == prefix
  }

  /// The first 6 digits, the HS subheading, as a number.
  var subheading: UInt64 { value / UInt64(Int64.powerOfTen(Int(length) - Self.minimumDigits)) }

  /// A subheading's 6 digits as text, its leading zeros kept: coffee's
  /// `0901.21` is `"090121"`, not `"90121"`.
  static func subheadingText(_ subheading: UInt64) -> String {
    let digits = String(subheading)
    return String(repeating: "0", count: max(0, minimumDigits - digits.count)) + digits
  }

  /// Orders codes by their digits as text: a code before the longer
  /// codes it begins.
  public static func < (lhs: HSCode, rhs: HSCode) -> Bool { lhs.digits < rhs.digits }
}
