/// The byte-level RFC 8259 parser behind ``JSONParser``.
///
/// Arrays and objects being filled wait on an explicit stack rather than
/// the call stack, so nesting costs heap, never stack, and the depth limit
/// is checked before each level opens.
struct JSONScanner {
  /// An array or object whose members are still being read.
  private struct Container {
    var isObject: Bool
    var elements: [JSONValue] = []
    var members: [JSONMember] = []
    /// The keys of `members`, kept only once an object is large enough that
    /// a linear search for duplicates would cost more than hashing.
    var keyIndex: Set<String> = []
    /// The key whose value is being read.
    var pendingKey = ""
  }

  let bytes: UnsafeBufferPointer<UInt8>
  private let maximumDepth: Int
  /// Where line 1 begins: 3 after a byte order mark, otherwise 0.
  let start: Int
  var index: Int
  /// Where strings with escapes are assembled.
  var scratch: [UInt8] = []

  init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
    let hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    start = hasByteOrderMark ? 3 : 0
    index = start
  }

  /// The document's one value, followed by nothing but whitespace.
  mutating func document() throws(JSONError) -> JSONValue {
    var stack: [Container] = []
    var expectation = "expected a JSON value"
    while true {
      // Read a scalar, an empty container, or the opening of a container
      // whose first value is read on the next pass.
      skipWhitespace()
      var value: JSONValue
      switch index < bytes.count ? bytes[index] : 0 {
      case .leftBracket:
        try checkDepth(stack.count)
        index += 1
        skipWhitespace()
        if index < bytes.count && bytes[index] == .rightBracket {
          index += 1
          value = .array([])
        } else {
          stack.append(Container(isObject: false))
          expectation = "expected a value or ']' in array"
          continue
        }
      case .leftBrace:
        try checkDepth(stack.count)
        index += 1
        skipWhitespace()
        if index < bytes.count && bytes[index] == .rightBrace {
          index += 1
          value = .object([])
        } else {
          var object = Container(isObject: true)
          try readKey(into: &object, expecting: "expected a string key or '}' in object")
          stack.append(object)
          expectation = "expected a value after ':' in object"
          continue
        }
      default:
        value = try scalar(expecting: expectation)
      }

      // Add the value to the innermost container, closing containers for as
      // long as their closing bracket follows.
      while true {
        skipWhitespace()
        guard let top = stack.indices.last else {
          guard index == bytes.count else {
            throw unexpected(.trailingCharacters, "expected end of input after the JSON value")
          }
          return value
        }
        let next = index < bytes.count ? bytes[index] : 0
        if stack[top].isObject {
          let member = JSONMember(key: stack[top].pendingKey, value: value)
          stack[top].members.append(member)
          if next == .comma {
            index += 1
            skipWhitespace()
            try readKey(into: &stack[top], expecting: "expected a string key after ',' in object")
            expectation = "expected a value after ':' in object"
            break
          }
          guard next == .rightBrace else {
            throw unexpected(.unexpectedCharacter, "expected ',' or '}' after object member")
          }
          value = .object(stack.removeLast().members)
        } else {
          stack[top].elements.append(value)
          if next == .comma {
            expectation = "expected a value after ',' in array"
            index += 1
            break
          }
          guard next == .rightBracket else {
            throw unexpected(.unexpectedCharacter, "expected ',' or ']' after array element")
          }
          value = .array(stack.removeLast().elements)
        }
        index += 1
      }
    }
  }

  private func checkDepth(_ depth: Int) throws(JSONError) {
    guard depth < maximumDepth else {
      throw error(.tooDeep, at: index, "arrays and objects nest deeper than the limit of \(maximumDepth)")
    }
  }

  /// Reads `"key":`, refusing a key the object already has.
  private mutating func readKey(into object: inout Container, expecting expectation: String) throws(JSONError) {
    guard index < bytes.count && bytes[index] == .quotationMark else {
      throw unexpected(.unexpectedCharacter, expectation)
    }
    let keyStart = index
    let key = try string()
    // Small objects search their members; larger ones index the keys once
    // and then keep the index up to date (every key in it is unique).
    let isDuplicate: Bool
    if object.members.count < 16 {
      isDuplicate = object.members.contains { $0.key == key }
    } else {
      for member in object.members[object.keyIndex.count...] { object.keyIndex.insert(member.key) }
      isDuplicate = object.keyIndex.contains(key)
    }
    guard !isDuplicate else {
      let shown = JSONValue.string(String(key.prefix(60))).serialized()
      throw error(.duplicateKey, at: keyStart, "duplicate key \(shown) in object")
    }
    skipWhitespace()
    guard index < bytes.count && bytes[index] == .colon else {
      throw unexpected(.unexpectedCharacter, "expected ':' after object key")
    }
    index += 1
    object.pendingKey = key
  }

  private mutating func scalar(expecting expectation: String) throws(JSONError) -> JSONValue {
    guard index < bytes.count else { throw unexpected(.unexpectedCharacter, expectation) }
    switch bytes[index] {
    case .quotationMark:
      return .string(try string())
    case .minus, .zeroDigit ... .nineDigit:
      return .number(try number())
    case UInt8(ascii: "t"):
      try literal("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try literal("null")
      return .null
    case .plus:
      throw error(.invalidNumber, at: index, "a JSON number cannot start with '+'")
    case .period:
      throw error(.invalidNumber, at: index, "a JSON number cannot start with '.'; write a 0 before the point")
    default:
      throw unexpected(.unexpectedCharacter, expectation)
    }
  }

  private mutating func literal(_ word: StaticString) throws(JSONError) {
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    for byte in expected {
      guard index < bytes.count && bytes[index] == byte else {
        throw unexpected(.unexpectedCharacter, "expected '\(word)'")
      }
      index += 1
    }
  }

  /// Reads a number by the RFC 8259 grammar
  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?` and returns its
  /// text unchanged.
  private mutating func number() throws(JSONError) -> String {
    let numberStart = index
    if bytes[index] == .minus { index += 1 }
    if index < bytes.count && bytes[index] == .zeroDigit {
      index += 1
      guard index == bytes.count || !bytes[index].isASCIIDigit else {
        throw error(.invalidNumber, at: index, "a number cannot have a leading zero; expected '.', 'e' or its end")
      }
    } else {
      try digits(after: "'-'")
    }
    if index < bytes.count && bytes[index] == .period {
      index += 1
      try digits(after: "'.'")
    }
    if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
      index += 1
      if index < bytes.count && (bytes[index] == .plus || bytes[index] == .minus) { index += 1 }
      try digits(after: "the exponent's 'e'")
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[numberStart..<index]), as: UTF8.self)
  }

  /// Reads one or more digits.
  private mutating func digits(after what: String) throws(JSONError) {
    guard index < bytes.count && bytes[index].isASCIIDigit else {
      throw error(
        .invalidNumber, at: index, "expected a digit after \(what) in number, found \(describe(at: index))")
    }
    index += 1
    while index < bytes.count && bytes[index].isASCIIDigit { index += 1 }
  }

  /// Skips the four whitespace characters of RFC 8259: space, tab, LF, CR.
  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case .space, .lineFeed, .carriageReturn, .tab: index += 1
      default: return
      }
    }
  }

  /// The error for what is at `index` where `expectation` was not met: the
  /// end of input, invalid UTF-8, or else `code`.
  func unexpected(_ code: JSONError.Code, _ expectation: String) -> JSONError {
    if index >= bytes.count {
      return error(.unexpectedEnd, at: index, "\(expectation), found end of input")
    }
    if bytes[index] >= 0x80 && UTF8Bytes.scalarLength(in: bytes, at: index) == nil { return invalidUTF8() }
    return error(code, at: index, "\(expectation), found \(describe(at: index))")
  }

  func invalidUTF8() -> JSONError {
    error(.invalidUTF8, at: index, "invalid UTF-8: \(describe(at: index)) does not start a well-formed character")
  }

  func describe(at offset: Int) -> String {
    UTF8Bytes.describeCharacter(in: bytes, at: offset)
  }

  func error(_ code: JSONError.Code, at offset: Int, _ message: String) -> JSONError {
    JSONError(code, at: TextPosition.locate(offset, in: bytes, from: start), message)
  }
}
