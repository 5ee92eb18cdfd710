/// The byte-level RFC 8259 parser behind ``JSONParser``: it checks a
/// document and writes it onto a ``JSONTape``.
///
/// Arrays and objects being read wait on an explicit stack rather than
/// the call stack, so nesting costs heap, never stack, and the depth limit
/// is checked before each level opens.
struct JSONScanner {
  /// An array or object whose members are still being read.
  private struct Container {
    /// The index of its node on the tape, written when it closes.
    var node: Int
    var isObject: Bool
    /// The elements or members read so far.
    var count = 0
    /// Where its keys start in `keys`.
    var firstKey: Int
  }

  /// A key of an object being read.
  private struct Key {
    /// Its UTF-8, a range of `tape.text`.
    var range: Range<Int>
    var isASCII: Bool
  }

  /// The document, read through a pointer; `tape.text` starts as the same
  /// bytes.
  let bytes: UnsafeBufferPointer<UInt8>
  private let maximumDepth: Int
  /// Where line 1 begins: 3 after a byte order mark, otherwise 0.
  let start: Int
  var index: Int
  /// What has been read, the unescaped text of strings with escapes
  /// included.
  var tape: JSONTape
  /// The arrays and objects being read, innermost last.
  private var containers: [Container] = []
  /// The keys of the objects being read, innermost object's last.
  private var keys: [Key] = []
  /// The keys of objects being read that are large enough that a linear
  /// search for duplicates would cost more than hashing, by their node.
  private var keyIndexes: [Int: Set<String>] = [:]

  /// Creates a scanner of `document`, which `bytes` must point to.
  init(document: [UInt8], bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
    let hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    start = hasByteOrderMark ? 3 : 0
    index = start
    tape = JSONTape(text: document, nodes: [])
  }

  /// Reads the document's one value, followed by nothing but whitespace.
  mutating func document() throws(JSONError) -> JSONTape {
    // Requests have a node for every 9 or 10 bytes; room for a few more
    // saves growing the array in steps.
    tape.nodes.reserveCapacity(bytes.count / 8)
    // Enough for a request's nesting and keys, so each is allocated once.
    containers.reserveCapacity(8)
    keys.reserveCapacity(16)
    // What the next value is expected after, for its error: static text,
    // so keeping it costs nothing while nothing is wrong.
    var expectation: StaticString = "expected a JSON value"
    while true {
      // Read a scalar, an empty container, or the opening of a container
      // whose first value is read on the next pass.
      skipWhitespace()
      switch index < bytes.count ? bytes[index] : 0 {
      case .leftBracket:
        try checkDepth()
        index += 1
        skipWhitespace()
        if index < bytes.count && bytes[index] == .rightBracket {
          index += 1
          tape.nodes.append(.array(count: 0, end: tape.nodes.count + 1))
        } else {
          open(isObject: false)
          expectation = "expected a value or ']' in array"
          continue
        }
      case .leftBrace:
        try checkDepth()
        index += 1
        skipWhitespace()
        if index < bytes.count && bytes[index] == .rightBrace {
          index += 1
          tape.nodes.append(.object(count: 0, end: tape.nodes.count + 1))
        } else {
          open(isObject: true)
          try readKey(expecting: "expected a string key or '}' in object")
          expectation = "expected a value after ':' in object"
          continue
        }
      default:
        tape.nodes.append(try scalar(expecting: expectation))
      }

      // A value is complete: count it in the innermost container, closing
      // containers for as long as their closing bracket follows.
      while true {
        skipWhitespace()
        guard let top = containers.indices.last else {
          guard index == bytes.count else {
            throw unexpected(.trailingCharacters, "expected end of input after the JSON value")
          }
          return tape
        }
        containers[top].count += 1
        let next = index < bytes.count ? bytes[index] : 0
        if containers[top].isObject {
          if next == .comma {
            index += 1
            skipWhitespace()
            try readKey(expecting: "expected a string key after ',' in object")
            expectation = "expected a value after ':' in object"
            break
          }
          guard next == .rightBrace else {
            throw unexpected(.unexpectedCharacter, "expected ',' or '}' after object member")
          }
        } else {
          if next == .comma {
            expectation = "expected a value after ',' in array"
            index += 1
            break
          }
          guard next == .rightBracket else {
            throw unexpected(.unexpectedCharacter, "expected ',' or ']' after array element")
          }
        }
        close()
        index += 1
      }
    }
  }

  /// Starts a container whose node is written when it closes.
  private mutating func open(isObject: Bool) {
    containers.append(Container(node: tape.nodes.count, isObject: isObject, firstKey: keys.count))
    tape.nodes.append(.null)
  }

  /// Writes the innermost container's node, now that its contents are read.
  private mutating func close() {
    let container = containers.removeLast()
    let end = tape.nodes.count
    tape.nodes[container.node] =
      container.isObject ? .object(count: container.count, end: end) : .array(count: container.count, end: end)
    keys.removeLast(keys.count - container.firstKey)
    if container.count >= Self.indexedObjectSize { keyIndexes[container.node] = nil }
  }

  private func checkDepth() throws(JSONError) {
    guard containers.count < maximumDepth else {
      throw error(.tooDeep, at: index, "arrays and objects nest deeper than the limit of \(maximumDepth)")
    }
  }

  /// Reads `"key":` into the innermost object, refusing a key the object
  /// already has.
  private mutating func readKey(expecting expectation: StaticString) throws(JSONError) {
    guard index < bytes.count && bytes[index] == .quotationMark else {
      throw unexpected(.unexpectedCharacter, expectation.description)
    }
    let keyStart = index
    let (range, isASCII) = try string()
    let key = Key(range: range, isASCII: isASCII)
    tape.nodes.append(.string(range))
    // Small objects search their keys; larger ones index the keys once
    // and then keep the index up to date (every key in it is unique).
    let object = containers[containers.count - 1]
    var isDuplicate = false
    if object.count < Self.indexedObjectSize {
      for position in object.firstKey..<keys.count where isSameKey(keys[position], key) {
        isDuplicate = true
        break
      }
    } else {
      let indexed = object.firstKey + (keyIndexes[object.node]?.count ?? 0)
      for earlier in keys[indexed...] { keyIndexes[object.node, default: []].insert(tape.string(earlier.range)) }
      isDuplicate = keyIndexes[object.node]?.contains(tape.string(range)) ?? false
    }
    guard !isDuplicate else {
      var shown = JSONWriter(reservingCapacity: 64)
      shown.string(String(tape.string(range).prefix(60)))
      throw error(.duplicateKey, at: keyStart, "duplicate key \(shown.text) in object")
    }
    skipWhitespace()
    guard index < bytes.count && bytes[index] == .colon else {
      throw unexpected(.unexpectedCharacter, "expected ':' after object key")
    }
    index += 1
    keys.append(key)
  }

  /// How many keys an object has before its keys are hashed.
  private static let indexedObjectSize = 16

  /// Whether two keys are the same string, as Swift compares strings: the
  /// same bytes, or canonically equivalent text such as "é" written as one
  /// character or as "e" and a combining accent. ASCII text is equivalent
  /// only to itself and to text that is not ASCII.
  private func isSameKey(_ first: Key, _ second: Key) -> Bool {
    guard first.isASCII && second.isASCII else { return tape.string(first.range) == tape.string(second.range) }
    return tape.bytes(first.range, equal: second.range)
  }

  private mutating func scalar(expecting expectation: StaticString) throws(JSONError) -> JSONTape.Node {
    guard index < bytes.count else { throw unexpected(.unexpectedCharacter, expectation.description) }
    switch bytes[index] {
    case .quotationMark:
      return .string(try string().range)
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
      throw unexpected(.unexpectedCharacter, expectation.description)
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
  /// place in the document.
  private mutating func number() throws(JSONError) -> Range<Int> {
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
    return numberStart..<index
  }

  /// Reads one or more digits.
  private mutating func digits(after what: StaticString) throws(JSONError) {
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
  func unexpected(_ code: JSONErrorCode, _ expectation: String) -> JSONError {
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

  func error(_ code: JSONErrorCode, at offset: Int, _ message: String) -> JSONError {
    JSONError(code, at: TextPosition.locate(offset, in: bytes, from: start), message)
  }
}
