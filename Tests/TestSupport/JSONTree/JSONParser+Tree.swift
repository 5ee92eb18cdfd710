package import CheckoutPricing

/// The tests read responses as value trees; the engine reads the tape.
extension JSONParser {
  /// Parses a UTF-8 document into a value tree.
  package func parse(_ bytes: [UInt8]) throws(JSONError) -> JSONValue {
    try tape(bytes).value()
  }

  /// Parses a document held in a string.
  ///
  /// - Throws: ``JSONError`` with the code and position of the first problem.
  /// - Complexity: O(*n*) for *n* bytes of UTF-8.
  package func parse(_ text: String) throws(JSONError) -> JSONValue {
    try parse(Array(text.utf8))
  }
}
