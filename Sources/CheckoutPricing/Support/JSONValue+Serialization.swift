extension JSONValue {
  /// The value as compact JSON: no whitespace, members in stored order,
  /// numbers as their stored text.
  ///
  /// Strings escape only what RFC 8259 requires: `"` and `\`, LF, CR and tab
  /// as `\n`, `\r`, `\t`, and every other control character as `\u00XX`.
  /// Everything else, non-ASCII included, is written as UTF-8. The output
  /// depends only on the value, and ``JSONParser`` reads it back to an equal
  /// value (for a value made by hand: when its numbers are valid JSON
  /// numbers and its objects have no repeated keys).
  ///
  /// ```swift
  /// JSONValue.object([JSONMember(key: "total", value: .number("12.50"))]).serialized()
  /// // {"total":12.50}
  /// ```
  ///
  /// - Complexity: O(*n*) in the size of the output.
  public func serialized() -> String {
    var output: [UInt8] = []
    write(to: &output)
    return String(decoding: output, as: UTF8.self)
  }

  private func write(to output: inout [UInt8]) {
    switch self {
    case .null:
      output.append(contentsOf: "null".utf8)
    case .bool(let value):
      output.append(contentsOf: (value ? "true" : "false").utf8)
    case .string(let text):
      JSONValue.write(string: text, to: &output)
    case .number(let text):
      output.append(contentsOf: text.utf8)
    case .array(let elements):
      output.append(.leftBracket)
      for (position, element) in elements.enumerated() {
        if position > 0 { output.append(.comma) }
        element.write(to: &output)
      }
      output.append(.rightBracket)
    case .object(let members):
      output.append(.leftBrace)
      for (position, member) in members.enumerated() {
        if position > 0 { output.append(.comma) }
        JSONValue.write(string: member.key, to: &output)
        output.append(.colon)
        member.value.write(to: &output)
      }
      output.append(.rightBrace)
    }
  }

  private static func write(string: String, to output: inout [UInt8]) {
    output.append(.quotationMark)
    for byte in string.utf8 {
      switch byte {
      case .quotationMark, .backslash:
        output.append(.backslash)
        output.append(byte)
      case .lineFeed:
        output.append(contentsOf: #"\n"#.utf8)
      case .carriageReturn:
        output.append(contentsOf: #"\r"#.utf8)
      case .tab:
        output.append(contentsOf: #"\t"#.utf8)
      case ..<0x20:
        output.append(contentsOf: #"\u00"#.utf8)
        output.append(hexDigits[Int(byte >> 4)])
        output.append(hexDigits[Int(byte & 0xF)])
      default:
        output.append(byte)
      }
    }
    output.append(.quotationMark)
  }
}

private let hexDigits = Array("0123456789abcdef".utf8)
