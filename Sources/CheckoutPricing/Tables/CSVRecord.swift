/// One parsed CSV record with the 1-based line and column where each field
/// starts.
///
/// A record that holds a quoted line break spans several lines: ``line`` is
/// the line it starts on, and each entry of ``columns`` is the column on the
/// line where that field starts.
package struct CSVRecord: Sendable, Hashable {
  /// The 1-based line the record starts on, counting comment and blank lines.
  package let line: Int
  /// The fields, unquoted and unescaped, with their whitespace as written.
  package let fields: [String]
  /// For each field, the 1-based column, in characters, of its first
  /// character: the opening quote of a quoted field.
  let columns: [Int]

  /// Creates a record from its fields and the columns they start at.
  ///
  /// `fields` and `columns` must have the same count; that is a programmer
  /// error, not input.
  init(line: Int, fields: [String], columns: [Int]) {
    precondition(fields.count == columns.count, "a CSV record needs one column per field")
    self.line = line
    self.fields = fields
    self.columns = columns
  }
}
