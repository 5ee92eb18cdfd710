/// A strict RFC 8259 JSON parser that keeps numbers as text and reports the
/// line and column of every error.
///
/// ```swift
/// let value = try JSONParser().parse(#"{"total": 12.50, "items": []}"#)
/// value["total"]  // .number("12.50")
///
/// var parser = JSONParser()
/// parser.maximumDepth = 8
/// try parser.parse("[[[[[[[[[]]]]]]]]]")  // throws tooDeep at 1:9
/// ```
///
/// It accepts exactly RFC 8259 JSON: no comments, no trailing commas, no
/// single quotes, no `NaN` or `Infinity`, no leading zeros, `+` or bare
/// points in numbers, no raw control characters in strings, no lone
/// surrogates, and whitespace only of space, tab, CR and LF. Beyond the RFC,
/// a key repeated in one object is an error rather than a silent choice, and
/// a leading UTF-8 byte order mark is skipped (RFC 8259 section 8.1 allows
/// either).
///
/// The parser nests without recursion, so no input can exhaust the stack.
struct JSONParser: Sendable, Hashable {
  /// How deeply arrays and objects may nest: `[[]]` has depth 2. Scalars at
  /// the top level have depth 0.
  ///
  /// Parsing itself never recurses, but comparing, hashing, serializing and
  /// freeing a ``JSONValue`` do, so keep this in the hundreds at most.
  var maximumDepth = 64
  /// The longest document accepted, in bytes of UTF-8.
  var maximumBytes = 1 << 20

  /// Creates a parser with the default limits: depth 64 and 1 MiB.
  init() {}

  /// Parses a UTF-8 document.
  ///
  /// - Throws: ``JSONError`` with the code and position of the first problem.
  /// - Complexity: O(*n*) for *n* bytes.
  func parse(_ bytes: [UInt8]) throws(JSONError) -> JSONValue {
    try tape(bytes).value()
  }

  /// Parses a document held in a string.
  ///
  /// - Throws: ``JSONError`` with the code and position of the first problem.
  /// - Complexity: O(*n*) for *n* bytes of UTF-8.
  func parse(_ text: String) throws(JSONError) -> JSONValue {
    try parse(Array(text.utf8))
  }

  /// Parses a UTF-8 document onto a tape, for a reader that takes what it
  /// needs from it without building a ``JSONValue``.
  ///
  /// - Throws: ``JSONError`` with the code and position of the first problem.
  /// - Complexity: O(*n*) for *n* bytes.
  func tape(_ document: [UInt8]) throws(JSONError) -> JSONTape {
    try document.withUnsafeBufferPointer { bytes throws(JSONError) in
      var scanner = JSONScanner(document: document, bytes: bytes, maximumDepth: maximumDepth)
      guard bytes.count <= maximumBytes else {
        throw scanner.error(
          .tooLarge, at: max(maximumBytes, 0),
          "the document is \(bytes.count) bytes, more than the limit of \(maximumBytes)")
      }
      return try scanner.document()
    }
  }
}
