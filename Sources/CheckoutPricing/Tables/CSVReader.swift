/// Reads comma-separated values as RFC 4180 defines them, with the position of
/// every field.
///
/// ```swift
/// let records = try CSVReader.parse("zone,rate\n\"US, CA\",7.25\n")
/// records[1].fields   // ["US, CA", "7.25"]
/// records[1].line     // 2
/// records[1].columns  // [1, 10]
/// ```
///
/// The rules, beyond RFC 4180:
/// - Records may end with LF, CR LF or a lone CR, and the last may have no
///   line break at all.
/// - A line whose first character is `#` outside quotes, at the start of a
///   record, is a comment; it and any completely empty line are skipped but
///   still counted, so line numbers match the file. Write `"#..."` for a
///   field that starts with `#`, and `""` for a record of one empty field.
/// - Quoted fields may hold commas, quotes written `""`, and any line break,
///   kept as written.
/// - Nothing is trimmed: spaces around a field belong to it.
/// - A quote inside an unquoted field (`5" pipe`) is kept as text.
/// - Records may have different numbers of fields; the caller checks the
///   shape it needs.
package enum CSVReader {
  /// Parses text into records.
  ///
  /// Comment lines whose first character is `#` (outside quotes, at the
  /// start of a record) and completely blank lines are skipped, but still
  /// counted for line numbers. A leading byte order mark is skipped.
  ///
  /// - Throws: ``CSVError/Code/unterminatedQuote`` at the opening quote of a
  ///   field that never closes; ``CSVError/Code/characterAfterClosingQuote``
  ///   at the character that follows a closing quote when it is not a comma
  ///   or a line break.
  /// - Complexity: O(*n*) for *n* bytes of UTF-8.
  package static func parse(_ text: String) throws(CSVError) -> [CSVRecord] {
    var text = text
    return try text.withUTF8 { CSVScanner.records(in: $0) }.get()
  }

  /// Parses UTF-8 bytes into records, as ``parse(_:)-(String)``, after
  /// stripping a leading UTF-8 byte order mark.
  ///
  /// - Throws: ``CSVError/Code/invalidUTF8`` with the line and column of the
  ///   first byte that is not well-formed UTF-8, or any error of
  ///   ``parse(_:)-(String)``.
  /// - Complexity: O(*n*) for *n* bytes.
  package static func parse(_ bytes: [UInt8]) throws(CSVError) -> [CSVRecord] {
    try bytes.withUnsafeBufferPointer { CSVScanner.records(in: $0) }.get()
  }
}
