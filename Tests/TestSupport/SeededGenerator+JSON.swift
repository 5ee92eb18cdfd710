package import SeededRandom

import CheckoutPricing

extension SeededGenerator {
  /// Scalars that stress string escaping: quotes, backslashes, every kind
  /// of control character, and one- to four-byte UTF-8.
  private static let stringScalars: [Unicode.Scalar] =
    Array("aZ7 /'\"\\\u{7F}é€中👍\u{2028}\u{FEFF}\u{FFFF}\u{10FFFF}".unicodeScalars)
    + (0..<0x20).map { Unicode.Scalar(UInt8($0)) }

  /// A random string of up to 8 scalars.
  package mutating func jsonString() -> String {
    var string = ""
    for _ in 0..<Int.random(in: 0...8, using: &self) {
      string.unicodeScalars.append(Self.stringScalars.randomElement(using: &self)!)
    }
    return string
  }

  /// Random text in the RFC 8259 number grammar: sometimes negative, zero,
  /// long, fractional or with an exponent, and now and then 400 digits.
  package mutating func jsonNumberText() -> String {
    func digits(_ count: Int, _ rng: inout SeededGenerator) -> String {
      String((0..<count).map { _ in "0123456789".randomElement(using: &rng)! })
    }
    var text = Bool.random(using: &self) ? "-" : ""
    if Int.random(in: 0..<4, using: &self) == 0 {
      text += "0"
    } else {
      text += String("123456789".randomElement(using: &self)!)
      text += digits(Int.random(in: 0...(Int.random(in: 0..<50, using: &self) == 0 ? 400 : 20), using: &self), &self)
    }
    if Bool.random(using: &self) { text += "." + digits(Int.random(in: 1...6, using: &self), &self) }
    if Int.random(in: 0..<4, using: &self) == 0 {
      text += ["e", "E"].randomElement(using: &self)! + ["", "+", "-"].randomElement(using: &self)!
      text += digits(Int.random(in: 1...3, using: &self), &self)
    }
    return text
  }

  /// A random JSON value nested at most `depth` levels, with unique keys in
  /// every object.
  package mutating func jsonValue(depth: Int) -> JSONValue {
    switch Int.random(in: 0..<(depth > 0 ? 8 : 5), using: &self) {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &self))
    case 2, 3: return .string(jsonString())
    case 4: return .number(jsonNumberText())
    case 5: return .array((0..<Int.random(in: 0...4, using: &self)).map { _ in jsonValue(depth: depth - 1) })
    default:
      var keys = Set<String>()
      var members: [JSONMember] = []
      for _ in 0..<Int.random(in: 0...4, using: &self) {
        let key = jsonString()
        guard keys.insert(key).inserted else { continue }
        members.append(JSONMember(key: key, value: jsonValue(depth: depth - 1)))
      }
      return .object(members)
    }
  }

  /// A JSON string literal for `string`, each scalar spelled at random in
  /// any way RFC 8259 allows: raw, with a short escape, or as `\u` escapes
  /// (a surrogate pair above U+FFFF) in either case of hex digit.
  package mutating func anySpelling(of string: String) -> String {
    var text = "\""
    for scalar in string.unicodeScalars {
      let short: String? =
        switch scalar {
        case "\"": #"\""#
        case "\\": #"\\"#
        case "/": #"\/"#
        case "\u{8}": #"\b"#
        case "\u{C}": #"\f"#
        case "\n": #"\n"#
        case "\r": #"\r"#
        case "\t": #"\t"#
        default: nil
        }
      let mustEscape = scalar.value < 0x20 || scalar == "\"" || scalar == "\\"
      switch Int.random(in: 0..<3, using: &self) {
      case 0 where !mustEscape:
        text.unicodeScalars.append(scalar)
      case 1 where short != nil:
        text += short!
      default:
        let upper = Bool.random(using: &self)
        for unit in String(scalar).utf16 {
          let hex = String(unit, radix: 16, uppercase: upper)
          text += #"\u"# + String(repeating: "0", count: 4 - hex.count) + hex
        }
      }
    }
    return text + "\""
  }
}
