/// Why a CSV text could not be read, and where.
///
/// The ``description`` reads `line:column: message`, so a tool can prefix the
/// file name and print it the way compilers print diagnostics.
struct CSVError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  enum Code: String, Sendable, Hashable, CaseIterable {
    /// A quoted field has no closing quote before the end of the input. The
    /// position is the opening quote's.
    case unterminatedQuote
    /// A closing quote is followed by something other than a comma, a line
    /// break or the end of the input (RFC 4180 allows nothing else). The
    /// position is that character's.
    case characterAfterClosingQuote
    /// The bytes are not well-formed UTF-8. The position is the first byte
    /// of the invalid sequence.
    case invalidUTF8
  }

  /// What went wrong.
  let code: Code
  /// The 1-based line of the offending character.
  let line: Int
  /// The 1-based column, in characters, of the offending character.
  let column: Int
  /// A sentence naming what was found and what was expected.
  let message: String

  init(_ code: Code, at position: TextPosition, _ message: String) {
    self.code = code
    self.line = position.line
    self.column = position.column
    self.message = message
  }

  var description: String { "\(line):\(column): \(message)" }
}
