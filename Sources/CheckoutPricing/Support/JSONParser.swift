/// A strict RFC 8259 JSON parser that keeps numbers as text and reports the
/// line and column of every error.
///
/// It reads a document onto a ``JSONTape``, from which the request reader
/// and the manifest loader take what they need with its line and column:
///
/// ```swift
/// let tape = try JSONParser().tape(Array(#"{"total": "12.50"}"#.utf8))
/// tape.nodes[0]  // .object(count: 1, end: 3)
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
package struct JSONParser: Sendable, Hashable {
  /// How deeply arrays and objects may nest: `[[]]` has depth 2. Scalars at
  /// the top level have depth 0.
  ///
  /// Parsing never recurses; the limit bounds what a reader walks.
  package var maximumDepth = 64
  /// The longest document accepted, in bytes of UTF-8.
  package var maximumBytes = 1 << 20

  /// Creates a parser with the default limits: depth 64 and 1 MiB.
  package init() {}

  /// Parses a UTF-8 document onto a tape.
  ///
  /// - Throws: ``JSONError`` with the code and position of the first problem.
  /// - Complexity: O(*n*) for *n* bytes.
  package func tape(_ document: [UInt8]) throws(JSONError) -> JSONTape {
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
