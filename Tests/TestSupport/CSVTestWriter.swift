/// A small RFC 4180 writer, independent of the reader, that the property
/// tests write random tables with.
///
/// It quotes a field when it must (a comma, a quote or a line break; a `#`
/// that would start a comment; the one empty field that would be a blank
/// line; a U+FEFF that would be read as a byte order mark) and, when asked,
/// when it need not.
package struct CSVTestWriter {
  package private(set) var text = ""
  /// The UTF-8 offset in ``text`` where each field starts, by record.
  package private(set) var fieldOffsets: [[Int]] = []

  package init() {}

  package mutating func write(
    record: [String], quotingAll: (Int) -> Bool, lineEnding: String
  ) {
    var offsets: [Int] = []
    for (position, field) in record.enumerated() {
      if position > 0 { text += "," }
      offsets.append(text.utf8.count)
      let mustQuote =
        field.unicodeScalars.contains { ",\"\r\n".unicodeScalars.contains($0) }
        || (position == 0 && field.unicodeScalars.first == "#") || (record.count == 1 && field.isEmpty)
        || (text.isEmpty && field.unicodeScalars.first == "\u{FEFF}")
      if mustQuote || quotingAll(position) {
        text += "\"" + field.replacing("\"", with: "\"\"") + "\""
      } else {
        text += field
      }
    }
    fieldOffsets.append(offsets)
    text += lineEnding
  }

  /// Writes a line the reader skips: a comment, or nothing for a blank line.
  package mutating func write(skippedLine: String, lineEnding: String) {
    text += skippedLine + lineEnding
  }

  /// The line and character column of the UTF-8 offset `target`, found by
  /// walking ``text`` a `Character` at a time, so CR LF is one line break as
  /// RFC 4180 has it.
  package func position(ofUTF8Offset target: Int) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    var offset = 0
    for character in text {
      if offset >= target { break }
      offset += character.utf8.count
      if character == "\n" || character == "\r" || character == "\r\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (line, column)
  }
}
