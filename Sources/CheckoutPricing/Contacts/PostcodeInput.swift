/// Postcode text after the checks every grammar shares.
///
/// The bytes are ASCII `A`-`Z`, `0`-`9`, space and hyphen only: letters are
/// uppercased, leading and trailing whitespace is dropped, and every run of
/// inner whitespace (any Unicode white space, so a pasted no-break space or
/// tab too) becomes one space. Anything else (accented or full-width
/// characters, emoji, control characters, punctuation) makes the text
/// malformed.
struct PostcodeInput {
  /// The cleaned text as ASCII bytes; never empty.
  let bytes: [UInt8]

  /// The longest raw text looked at, in UTF-8 bytes. No postcode grammar
  /// comes close; the bound keeps hostile input cheap.
  static let maximumRawLength = 64

  static let space = UInt8(ascii: " ")
  static let hyphen = UInt8(ascii: "-")

  /// Cleans raw text, or returns `nil` when it is empty, too long, or holds a
  /// character no postcode has.
  init?(_ raw: String) {
    guard raw.utf8.count <= Self.maximumRawLength else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(raw.utf8.count)
    var pendingSpace = false
    for scalar in raw.unicodeScalars {
      // ASCII white space is tested by value; Unicode's property table (a
      // lookup costing more than the rest of the loop) only for the rest.
      let isWhitespace =
        scalar.isASCII ? scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
      if isWhitespace {
        pendingSpace = !bytes.isEmpty
        continue
      }
      guard scalar.isASCII else { return nil }
      var byte = UInt8(truncatingIfNeeded: scalar.value)
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"): byte -= 32
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), Self.hyphen: break
      default: return nil
      }
      if pendingSpace { bytes.append(Self.space) }
      pendingSpace = false
      bytes.append(byte)
    }
    guard !bytes.isEmpty else { return nil }
    self.bytes = bytes
  }

  /// The text as a string.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The letters and digits alone, without spaces or hyphens.
  var compact: [UInt8] { bytes.filter { $0 != Self.space && $0 != Self.hyphen } }

  /// The space-separated groups.
  var groups: [ArraySlice<UInt8>] { bytes.split(separator: Self.space) }

  /// The letters and digits, provided every run of spaces and hyphens comes
  /// after one of `positions` letters and digits (a ZIP+4's hyphen after 5,
  /// a Canadian postal code's space after 3); `nil` for a separator elsewhere.
  func compact(separatorsAfter positions: Set<Int>) -> [UInt8]? {
    var compact: [UInt8] = []
    compact.reserveCapacity(bytes.count)
    for byte in bytes {
      if byte == Self.space || byte == Self.hyphen {
        guard positions.contains(compact.count) else { return nil }
      } else {
        compact.append(byte)
      }
    }
    return compact.isEmpty ? nil : compact
  }

  /// Each prefix of `compact`, shortest first: the `levels` of every grammar but the UK's.
  static func prefixes(of compact: some Collection<UInt8>) -> [String] {
    (0..<compact.count).map { String(decoding: compact.prefix($0 + 1), as: UTF8.self) }
  }
}
