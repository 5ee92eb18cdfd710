/// Byte-level UTF-8 checks shared by the CSV and JSON scanners, so that
/// every invalid byte is reported where it occurs and every position is
/// counted in characters.
enum UTF8Bytes {
  /// The length of the well-formed scalar that starts at `index`, or `nil`
  /// when the bytes there are not well-formed UTF-8: a stray continuation
  /// byte, an overlong form, a surrogate, a value above U+10FFFF or a
  /// sequence cut short.
  ///
  /// The ranges are those of the Unicode Standard, table 3-7 ("Well-Formed
  /// UTF-8 Byte Sequences"). `index` must be a valid index of `bytes`.
  static func scalarLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
    let lead = bytes[index]
    if lead < 0x80 { return 1 }
    // The second byte's range depends on the lead; later bytes are always
    // plain continuation bytes 0x80...0xBF.
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0: (length, low) = (3, 0xA0)
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: (length, high) = (3, 0x9F)
    case 0xF0: (length, low) = (4, 0x90)
    case 0xF1...0xF3: length = 4
    case 0xF4: (length, high) = (4, 0x8F)
    default: return nil
    }
    guard bytes.count - index >= length else { return nil }
    let second = bytes[index + 1]
    guard second >= low && second <= high else { return nil }
    for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return nil }
    return length
  }

  /// The number of characters (extended grapheme clusters, as `String.count`
  /// counts them) in `range`, which holds well-formed UTF-8.
  ///
  /// - Complexity: O(`range.count`); ASCII-only text is counted without
  ///   decoding.
  static func characterCount(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
    let slice = UnsafeBufferPointer(rebasing: bytes[range])
    // A measured range stops at the next line break, so it never holds a
    // whole CR LF, the one cluster of more than one ASCII byte.
    if slice.allSatisfy({ $0 < 0x80 }) { return slice.count }
    return String(decoding: slice, as: UTF8.self).count
  }

  /// How an error message names the character at `index`: `'x'` for
  /// printable text, `U+0009` for a control character, `byte 0xFF` for
  /// invalid UTF-8, and `end of input` past the end.
  static func describeCharacter(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> String {
    guard index < bytes.count else { return "end of input" }
    let byte = bytes[index]
    switch byte {
    case UInt8(ascii: "'"):
      return "\"'\""
    case 0x20...0x7E:
      return "'\(Character(Unicode.Scalar(byte)))'"
    case ..<0x80:
      return "U+\(hex(UInt32(byte), digits: 4))"
    default:
      guard let length = scalarLength(in: bytes, at: index) else {
        return "byte 0x\(hex(UInt32(byte), digits: 2))"
      }
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + length]), as: UTF8.self)
      return "'\(text)'"
    }
  }

  /// `value` in upper-case hexadecimal, zero-padded to `digits`.
  static func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
