/// Why a text a parser reads (a CSV table, a JSON document) could not be
/// read, and where: ``CSVError`` and ``JSONError``.
///
/// The ``description`` reads `line:column: message`, so a tool can prefix the
/// file name and print it the way compilers print diagnostics.
package struct SyntaxError<Code: Hashable & Sendable>: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  let code: Code
  /// The 1-based line of the problem.
  package let line: Int
  /// The 1-based column of the problem.
  let column: Int
  /// What is wrong, in words.
  package let message: String

  init(_ code: Code, at position: TextPosition, _ message: String) {
    self.code = code
    self.line = position.line
    self.column = position.column
    self.message = message
  }

  package var description: String { "\(line):\(column): \(message)" }
}
