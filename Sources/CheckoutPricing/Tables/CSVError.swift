/// Why a CSV text could not be read, and where: a ``SyntaxError`` with a
/// CSV code.
package typealias CSVError = SyntaxError<CSVErrorCode>

/// What went wrong in a CSV text.
package enum CSVErrorCode: String, Sendable, Hashable, CaseIterable {
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
