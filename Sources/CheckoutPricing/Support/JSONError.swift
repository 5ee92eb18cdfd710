/// Why a JSON document could not be parsed, and where: a ``SyntaxError``
/// with a JSON code.
package typealias JSONError = SyntaxError<JSONErrorCode>

/// What went wrong in a JSON text.
package enum JSONErrorCode: String, Sendable, Hashable, CaseIterable {
  /// The document ends where more was expected: inside a string, an array
  /// or an object, or before any value.
  case unexpectedEnd
  /// A character that cannot appear where it is, such as a comment, a
  /// single quote, a trailing comma or `NaN`.
  case unexpectedCharacter
  /// A number that breaks the RFC 8259 grammar: `01`, `1.`, `.5`, `+1`,
  /// `-`, `1e`. The position is the offending character's.
  case invalidNumber
  /// A raw control character (below U+0020) inside a string.
  case invalidString
  /// An unknown escape, a `\u` without four hex digits, or a lone
  /// surrogate. The position is the escape's backslash.
  case invalidEscape
  /// Bytes that are not well-formed UTF-8. The position is the first byte
  /// of the invalid sequence.
  case invalidUTF8
  /// A key that appears twice in one object. The position is the second
  /// key's opening quote.
  case duplicateKey
  /// Arrays and objects nested deeper than ``JSONParser/maximumDepth``. The
  /// position is the bracket that opens one level too many.
  case tooDeep
  /// A document longer than ``JSONParser/maximumBytes``. The position is
  /// the first byte beyond the limit.
  case tooLarge
  /// Anything but whitespace after the document's value.
  case trailingCharacters
}
