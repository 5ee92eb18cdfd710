// RFC 8259 section 7: strings, their escapes, and the UTF-8 they hold.
extension JSONScanner {
  /// Reads a string from its opening quote to its closing quote, and
  /// returns where its UTF-8 is in `tape.text` and whether it is all ASCII.
  ///
  /// A string without escapes is a range of the document itself; one with
  /// escapes is unescaped onto the end of `tape.text`.
  mutating func string() throws(JSONError) -> (range: Range<Int>, isASCII: Bool) {
    let openingQuote = index
    index += 1
    var runStart = index
    var isASCII = true
    // Where the unescaped text starts in `tape.text`, once there is an escape.
    var unescapedStart: Int?
    while index < bytes.count {
      // Most bytes are printable ASCII other than '"' and '\': skip each
      // run of them in a loop of its own, with the position in a register.
      var plain = index
      while plain < bytes.count, case let byte = bytes[plain],
        byte >= 0x20 && byte < 0x80 && byte != .quotationMark && byte != .backslash
      {
        plain += 1
      }
      index = plain
      guard index < bytes.count else { break }
      let byte = bytes[index]
      switch byte {
      case .quotationMark:
        let run = runStart..<index
        index += 1
        guard let unescapedStart else { return (run, isASCII) }
        tape.text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run]))
        return (unescapedStart..<tape.text.count, isASCII)
      case .backslash:
        if unescapedStart == nil { unescapedStart = tape.text.count }
        tape.text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        if try !escape() { isASCII = false }
        runStart = index
      case ..<0x20:
        // RFC 8259 section 7: control characters must be escaped.
        throw error(
          .invalidString, at: index,
          "control character \(describe(at: index)) must be escaped in a string")
      case 0x80...:
        guard let length = UTF8Bytes.scalarLength(in: bytes, at: index) else { throw invalidUTF8() }
        isASCII = false
        index += length
      default:
        index += 1
      }
    }
    let opened = TextPosition.locate(openingQuote, in: bytes, from: start)
    throw error(
      .unexpectedEnd, at: index,
      "expected '\"' to close the string opened at \(opened.line):\(opened.column), found end of input")
  }

  /// Reads the escape at `index`, appends what it stands for to
  /// `tape.text`, and returns whether that is ASCII.
  private mutating func escape() throws(JSONError) -> Bool {
    let backslash = index
    index += 1
    guard index < bytes.count else { throw unexpected(.unexpectedEnd, "expected an escape after '\\'") }
    let byte = bytes[index]
    index += 1
    switch byte {
    case .quotationMark, .backslash, .slash: tape.text.append(byte)
    case UInt8(ascii: "b"): tape.text.append(0x08)
    case UInt8(ascii: "f"): tape.text.append(0x0C)
    case UInt8(ascii: "n"): tape.text.append(.lineFeed)
    case UInt8(ascii: "r"): tape.text.append(.carriageReturn)
    case UInt8(ascii: "t"): tape.text.append(.tab)
    case UInt8(ascii: "u"):
      var scalar = try hexQuad(escapedAt: backslash)
      switch scalar {
      case 0xD800...0xDBFF:
        // RFC 8259 section 7: a character outside the BMP is escaped as a
        // UTF-16 surrogate pair, high then low.
        guard index + 1 < bytes.count && bytes[index] == .backslash && bytes[index + 1] == UInt8(ascii: "u")
        else {
          if index == bytes.count || (index + 1 == bytes.count && bytes[index] == .backslash) {
            index = bytes.count
            throw unexpected(.unexpectedEnd, "expected '\\u' and a low surrogate")
          }
          throw error(
            .invalidEscape, at: backslash,
            "lone surrogate \\u\(UTF8Bytes.hex(scalar, digits: 4)) is not followed by a low surrogate escape")
        }
        index += 2
        let low = try hexQuad(escapedAt: backslash)
        guard (0xDC00...0xDFFF).contains(low) else {
          throw error(
            .invalidEscape, at: backslash,
            "lone surrogate \\u\(UTF8Bytes.hex(scalar, digits: 4)) is followed by \\u\(UTF8Bytes.hex(low, digits: 4)), not a low surrogate"
          )
        }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      case 0xDC00...0xDFFF:
        throw error(
          .invalidEscape, at: backslash,
          "lone surrogate \\u\(UTF8Bytes.hex(scalar, digits: 4)) has no high surrogate before it")
      default:
        break
      }
      appendUTF8(scalar)
      return scalar < 0x80
    default:
      throw error(
        .invalidEscape, at: backslash,
        "invalid escape: expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u after '\\', found \(describe(at: index - 1))"
      )
    }
    return true
  }

  /// Reads the four hex digits of a `\u` escape.
  private mutating func hexQuad(escapedAt backslash: Int) throws(JSONError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count else {
        throw unexpected(.unexpectedEnd, "expected four hex digits after '\\u'")
      }
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case .zeroDigit ... .nineDigit: digit = byte - .zeroDigit
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default:
        throw error(
          .invalidEscape, at: backslash,
          "expected four hex digits after '\\u', found \(describe(at: index))")
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  /// Appends the UTF-8 form of a scalar value, which is never a surrogate,
  /// to `tape.text`.
  private mutating func appendUTF8(_ scalar: UInt32) {
    switch scalar {
    case ..<0x80:
      tape.text.append(UInt8(scalar))
    case ..<0x800:
      tape.text.append(0xC0 | UInt8(scalar >> 6))
      tape.text.append(0x80 | UInt8(scalar & 0x3F))
    case ..<0x10000:
      tape.text.append(0xE0 | UInt8(scalar >> 12))
      tape.text.append(0x80 | UInt8(scalar >> 6 & 0x3F))
      tape.text.append(0x80 | UInt8(scalar & 0x3F))
    default:
      tape.text.append(0xF0 | UInt8(scalar >> 18))
      tape.text.append(0x80 | UInt8(scalar >> 12 & 0x3F))
      tape.text.append(0x80 | UInt8(scalar >> 6 & 0x3F))
      tape.text.append(0x80 | UInt8(scalar & 0x3F))
    }
  }
}
