/// An ISO 3166-1 alpha-2 country code, uppercase.
///
/// Only the 249 officially assigned codes are accepted: user-assigned codes
/// (`XK`, `XX`) and reserved ones (`UK`, `EU`) are not countries. `"UK"` is
/// still understood as a name, through ``named(_:)``.
///
/// ```swift
/// CountryCode(rawValue: "gb")?.rawValue       // "GB"
/// CountryCode.named("United Kingdom")         // GB
/// CountryCode(rawValue: "GB")?.englishName    // "United Kingdom"
/// ```
public struct CountryCode: Sendable, Hashable, Comparable, RawRepresentable, CustomStringConvertible {
  /// The two uppercase letters: `"US"`.
  public let rawValue: String
  /// The two letters as one number, the first in the high byte: how a
  /// ``LocationRule`` stores its country in 2 bytes instead of 16, and what
  /// codes are compared and hashed by. Kept beside the text because every
  /// quote compares countries many times, and reading the text's bytes
  /// goes through `String`'s storage checks each time.
  let letters: UInt16

  /// The country for a code of exactly two ASCII letters, in any case, when
  /// ISO 3166-1 assigns it; `nil` otherwise. The text is not trimmed.
  public init?(rawValue: String) {
    var utf8 = rawValue.utf8.makeIterator()
    guard let first = utf8.next(), let second = utf8.next(), utf8.next() == nil,
      let high = first.asciiLetterIndex, let low = second.asciiLetterIndex,
      let code = CountryTable.codesByLetters[high * 26 + low]
    else { return nil }
    self.init(uncheckedRawValue: code)
  }

  /// A code known to be assigned, for the library's own constants.
  init(uncheckedRawValue: String) {
    rawValue = uncheckedRawValue
    var utf8 = uncheckedRawValue.utf8.makeIterator()
    let first = utf8.next() ?? 0
    let second = utf8.next() ?? 0
    letters = UInt16(first) << 8 | UInt16(second)
  }

  /// The code whose ``letters`` are `letters`, as a code that was assigned
  /// gave them.
  init(letters: UInt16) {
    rawValue = String(unsafeUninitializedCapacity: 2) { buffer in
      buffer[0] = UInt8(truncatingIfNeeded: letters >> 8)
      buffer[1] = UInt8(truncatingIfNeeded: letters)
      return 2
    }
    self.letters = letters
  }

  /// Codes are equal when their letters are.
  public static func == (lhs: CountryCode, rhs: CountryCode) -> Bool { lhs.letters == rhs.letters }

  public func hash(into hasher: inout Hasher) { hasher.combine(letters) }

  /// Orders codes alphabetically.
  public static func < (lhs: CountryCode, rhs: CountryCode) -> Bool {
    // Uppercase ASCII letters, first letter high: numeric order is
    // alphabetical order.
    lhs.letters < rhs.letters
  }

  /// The code itself: `"US"`.
  public var description: String { rawValue }

  package static let unitedStates = CountryCode(uncheckedRawValue: "US")
  package static let canada = CountryCode(uncheckedRawValue: "CA")
  static let australia = CountryCode(uncheckedRawValue: "AU")
  static let unitedKingdom = CountryCode(uncheckedRawValue: "GB")
}
