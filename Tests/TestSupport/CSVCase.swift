import Testing

package import CheckoutPricing

/// What reading one CSV edge case gives.
package enum CSVOutcome: Sendable {
  /// The records' fields and lines, and optionally their columns.
  case records([[String]], lines: [Int], columns: [[Int]]? = nil)
  /// The error's code and position.
  case failure(CSVErrorCode, line: Int, column: Int)
}

/// One row of the CSV edge-case table: an input and what reading it gives.
package typealias CSVCase = ParserCase<CSVOutcome>

extension ParserCase where Outcome == CSVOutcome {
  package static var byteOrderMark: [UInt8] { [0xEF, 0xBB, 0xBF] }

  package static var all: [CSVCase] {
    [
      CSVCase(
        "Plain records", "a,b,c\n1,2,3\n",
        .records([["a", "b", "c"], ["1", "2", "3"]], lines: [1, 2], columns: [[1, 3, 5], [1, 3, 5]])),
      CSVCase("Empty input", "", .records([], lines: [])),
      CSVCase("No final newline", "a,b\nc,d", .records([["a", "b"], ["c", "d"]], lines: [1, 2])),
      CSVCase("CRLF line endings", "a,b\r\nc,d\r\n", .records([["a", "b"], ["c", "d"]], lines: [1, 2])),
      CSVCase("Lone CR line endings", "a\rb\rc", .records([["a"], ["b"], ["c"]], lines: [1, 2, 3])),
      CSVCase(
        "Mixed line endings", "a\r\nb\nc\rd", .records([["a"], ["b"], ["c"], ["d"]], lines: [1, 2, 3, 4])),
      CSVCase(
        "Byte order mark is skipped and not counted", bytes: byteOrderMark + Array("a,b\n".utf8),
        .records([["a", "b"]], lines: [1], columns: [[1, 3]])),
      CSVCase("Byte order mark alone", bytes: byteOrderMark, .records([], lines: [])),
      CSVCase("Empty middle field", "a,,b", .records([["a", "", "b"]], lines: [1], columns: [[1, 3, 4]])),
      CSVCase(
        "Trailing comma is a trailing empty field", "a,b,\nc",
        .records([["a", "b", ""], ["c"]], lines: [1, 2], columns: [[1, 3, 5], [1]])),
      CSVCase("Trailing comma at end of input", "a,", .records([["a", ""]], lines: [1])),
      CSVCase("A lone comma is two empty fields", ",", .records([["", ""]], lines: [1], columns: [[1, 2]])),
      CSVCase(
        "Quoted comma", "\"a,b\",c", .records([["a,b", "c"]], lines: [1], columns: [[1, 7]])),
      CSVCase(
        "Escaped quotes", "\"say \"\"hi\"\"\",x",
        .records([["say \"hi\"", "x"]], lines: [1], columns: [[1, 14]])),
      CSVCase("A field of one escaped quote", "\"\"\"\"", .records([["\""]], lines: [1])),
      CSVCase("Empty quoted fields", "\"\",\"\"\n\"\"", .records([["", ""], [""]], lines: [1, 2])),
      CSVCase(
        "Quoted CRLF advances later lines", "\"a\r\nb\",c\r\nd",
        .records([["a\r\nb", "c"], ["d"]], lines: [1, 3], columns: [[1, 4], [1]])),
      CSVCase(
        "Quoted LF and lone CR are kept as written", "\"x\ny\rz\"\nw",
        .records([["x\ny\rz"], ["w"]], lines: [1, 4])),
      CSVCase(
        "Comment lines are skipped but counted", "# header\na,b\n#c,d\ne",
        .records([["a", "b"], ["e"]], lines: [2, 4])),
      CSVCase("Comment lines with CRLF and lone CR", "#c\r\n#d\ra", .records([["a"]], lines: [3])),
      CSVCase(
        "'#' only starts a comment at the start of a record", "a,#b\n #c",
        .records([["a", "#b"], [" #c"]], lines: [1, 2])),
      CSVCase("A quoted '#' is a field", "\"#a\",b", .records([["#a", "b"]], lines: [1])),
      CSVCase(
        "Blank lines are skipped but counted", "\n\na\n\r\n\rb\n\n", .records([["a"], ["b"]], lines: [3, 6])),
      CSVCase(
        "Whitespace is preserved", " a , b \n\t",
        .records([[" a ", " b "], ["\t"]], lines: [1, 2], columns: [[1, 5], [1]])),
      CSVCase(
        "Columns count characters, not bytes", "👍,b,👍🏽x,e\u{301},z",
        .records([["👍", "b", "👍🏽x", "e\u{301}", "z"]], lines: [1], columns: [[1, 3, 5, 8, 10]])),
      CSVCase(
        "Columns after a quoted newline count from the new line", "\"👍\n😀\",x",
        .records([["👍\n😀", "x"]], lines: [1], columns: [[1, 4]])),
      CSVCase(
        "A quote inside an unquoted field is text", "5\" pipe,a\"b\"", .records([["5\" pipe", "a\"b\""]], lines: [1])),
      CSVCase("Lone CR after a closing quote", "\"a\"\rb", .records([["a"], ["b"]], lines: [1, 2])),
      CSVCase("CRLF after a closing quote at the end", "\"a\"\r\n", .records([["a"]], lines: [1])),
      CSVCase(
        "Records may differ in length", "a\nb,c,d\n", .records([["a"], ["b", "c", "d"]], lines: [1, 2])),
      CSVCase(
        "Non-ASCII text in fields", "Zürich,東京\nSão Paulo,€",
        .records([["Zürich", "東京"], ["São Paulo", "€"]], lines: [1, 2], columns: [[1, 8], [1, 11]])),

      CSVCase("Unterminated quote", "a,\"bc\nd", .failure(.unterminatedQuote, line: 1, column: 3)),
      CSVCase("Unterminated quote on a later line", "x\ny,\"abc", .failure(.unterminatedQuote, line: 2, column: 3)),
      CSVCase("An escaped quote does not close the field", "\"a\"\"", .failure(.unterminatedQuote, line: 1, column: 1)),
      CSVCase(
        "Unterminated quote after a byte order mark", bytes: byteOrderMark + Array("\"a".utf8),
        .failure(.unterminatedQuote, line: 1, column: 1)),
      CSVCase("Junk after a closing quote", "\"a\"b,c", .failure(.characterAfterClosingQuote, line: 1, column: 4)),
      CSVCase("Space after a closing quote", "a,\"b\" ,c", .failure(.characterAfterClosingQuote, line: 1, column: 6)),
      CSVCase(
        "Junk after a closing quote counts characters", "👍,\"a\"x",
        .failure(.characterAfterClosingQuote, line: 1, column: 6)),
      CSVCase(
        "Junk after a quoted newline", "a\n\"b\nc\"d", .failure(.characterAfterClosingQuote, line: 3, column: 3)),
      CSVCase("Invalid UTF-8 byte", bytes: [0x61, 0x0A, 0x62, 0xFF], .failure(.invalidUTF8, line: 2, column: 2)),
      CSVCase(
        "Invalid UTF-8 in a quoted field", bytes: [0x22, 0x61, 0xC3, 0x28, 0x22],
        .failure(.invalidUTF8, line: 1, column: 3)),
      CSVCase("Overlong UTF-8", bytes: [0xC0, 0xAF], .failure(.invalidUTF8, line: 1, column: 1)),
      CSVCase(
        "UTF-8 surrogate after non-ASCII text", bytes: Array("é,".utf8) + [0xED, 0xA0, 0x80],
        .failure(.invalidUTF8, line: 1, column: 3)),
      CSVCase(
        "UTF-8 cut short at the end", bytes: Array("ab".utf8) + [0xE2, 0x82], .failure(.invalidUTF8, line: 1, column: 3)
      ),
      CSVCase("Invalid UTF-8 in a comment", bytes: [0x23, 0xFF], .failure(.invalidUTF8, line: 1, column: 2)),
      CSVCase(
        "Invalid UTF-8 right after a closing quote", bytes: [0x22, 0x61, 0x22, 0xFF],
        .failure(.invalidUTF8, line: 1, column: 4)),
    ]
  }
}
