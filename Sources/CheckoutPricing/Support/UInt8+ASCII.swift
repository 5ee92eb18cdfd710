// The ASCII bytes the CSV and JSON scanners look for, named so that the byte
// loops read as the grammars they implement.
extension UInt8 {
  static var tab: UInt8 { 0x09 }
  static var lineFeed: UInt8 { 0x0A }
  static var carriageReturn: UInt8 { 0x0D }
  static var space: UInt8 { 0x20 }
  static var quotationMark: UInt8 { 0x22 }
  static var numberSign: UInt8 { 0x23 }
  static var plus: UInt8 { 0x2B }
  static var comma: UInt8 { 0x2C }
  static var minus: UInt8 { 0x2D }
  static var period: UInt8 { 0x2E }
  static var slash: UInt8 { 0x2F }
  static var zeroDigit: UInt8 { 0x30 }
  static var nineDigit: UInt8 { 0x39 }
  static var colon: UInt8 { 0x3A }
  static var backslash: UInt8 { 0x5C }
  static var leftBracket: UInt8 { 0x5B }
  static var rightBracket: UInt8 { 0x5D }
  static var leftBrace: UInt8 { 0x7B }
  static var rightBrace: UInt8 { 0x7D }

  /// Whether the byte is an ASCII digit `0`...`9`.
  var isASCIIDigit: Bool { self &- .zeroDigit < 10 }

  /// 0 to 25 for an ASCII letter of either case, `nil` for any other byte:
  /// two letters then index a table of 26 x 26 codes.
  var asciiLetterIndex: Int? {
    switch self {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(self - UInt8(ascii: "A"))
    case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(self - UInt8(ascii: "a"))
    default: nil
    }
  }
}
