/// A set of ASCII bytes as a 128-bit mask: the letters or digits a
/// postcode grammar allows at one position.
///
/// Testing a byte is a shift and a mask, where `Set<UInt8>` hashes it;
/// every postcode read, in a quote or a rate table, tests each of its
/// characters.
///
/// ```swift
/// let digits = ByteClass("0123456789".utf8)
/// digits.contains(UInt8(ascii: "7"))  // true
/// digits.contains(0xC3)               // false: never a non-ASCII byte
/// ```
struct ByteClass: Sendable, Hashable {
  private var low: UInt64 = 0
  private var high: UInt64 = 0

  /// The class of the ASCII bytes in `bytes`; others are left out.
  init(_ bytes: some Sequence<UInt8>) {
    for byte in bytes where byte < 0x80 {
      if byte < 64 {
        low |= 1 << UInt64(byte)
      } else {
        high |= 1 << UInt64(byte - 64)
      }
    }
  }

  /// Whether `byte` is in the class.
  func contains(_ byte: UInt8) -> Bool {
    switch byte {
    case ..<64: low & (1 << UInt64(byte)) != 0
    case ..<128: high & (1 << UInt64(byte - 64)) != 0
    default: false
    }
  }

  /// The bytes in the class, in ascending order.
  var bytes: [UInt8] { (0..<128).map(UInt8.init).filter(contains) }

  /// The bytes in either class.
  func union(_ other: ByteClass) -> ByteClass {
    var result = self
    result.low |= other.low
    result.high |= other.high
    return result
  }
}
