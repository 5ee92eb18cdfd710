import SeededRandom
import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("Table file properties")
struct TableFilePropertyTests {
  /// Pieces of cell text: characters of one to several bytes and scalars,
  /// quotes, and the line breaks and spaces a cell is trimmed of.
  private static let pieces = [
    "a", "Z", "7", " ", "\t", ",", "\"", "\"\"", "\r", "\n", "\r\n", "#", "é", "e\u{301}", "中", "👍🏽", "🇫🇷",
  ]

  private static let lineEndings = ["\n", "\r\n", "\r"]

  private static func randomCell(using rng: inout SeededGenerator) -> String {
    (0..<Int.random(in: 0...5, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
  }

  /// Comment and blank lines, which the reader skips but counts.
  private static func writeSkippedLines(to writer: inout CSVTestWriter, using rng: inout SeededGenerator) {
    for _ in 0..<Int.random(in: 0...2, using: &rng) {
      let comment = "# note é 中" + (Bool.random(using: &rng) ? " 👍🏽" : "")
      writer.write(
        skippedLine: Bool.random(using: &rng) ? comment : "", lineEnding: lineEndings.randomElement(using: &rng)!)
    }
  }

  @Test("Every cell's text and column read from a table file are those the CSV reader reports")
  func cellsMatchReader() {
    forAllSeededCases { rng in
      let columns = (0..<Int.random(in: 1...4, using: &rng)).map { "c\($0)" }
      var writer = CSVTestWriter()
      Self.writeSkippedLines(to: &writer, using: &rng)
      writer.write(
        record: columns, quotingAll: { _ in false }, lineEnding: Self.lineEndings.randomElement(using: &rng)!)
      let rowCount = Int.random(in: 0...6, using: &rng)
      for index in 0..<rowCount {
        Self.writeSkippedLines(to: &writer, using: &rng)
        // Now and then a row shorter or longer than the header, which the
        // table reports and leaves out.
        let cellCount = Int.random(in: 1...columns.count + 1, using: &rng)
        let record = (0..<cellCount).map { _ in Self.randomCell(using: &rng) }
        var quoteRng = SeededGenerator(seed: rng.next())
        let endings = index == rowCount - 1 ? Self.lineEndings + [""] : Self.lineEndings
        writer.write(
          record: record, quotingAll: { _ in Int.random(in: 0..<3, using: &quoteRng) == 0 },
          lineEnding: endings.randomElement(using: &rng)!)
      }
      let text = (Bool.random(using: &rng) ? "\u{FEFF}" : "") + writer.text

      let log = DiagnosticLog()
      let table = try #require(
        TableFile.read("t.csv", from: .files(["t.csv": text]), required: columns, log: log),
        "\(text.debugDescription): \(log.diagnostics)")
      let rows = try CSVReader.parse(text).dropFirst().filter { $0.fields.count == columns.count }
      try #require(table.rows.count == rows.count, "\(text.debugDescription)")
      for (row, record) in zip(table.rows, rows) {
        try #require(row.line == record.line, "\(text.debugDescription)")
        for (position, column) in columns.enumerated() {
          let reachesColumn = position < record.fields.count
          let expectedText = reachesColumn ? Self.trimmed(record.fields[position]) : nil
          let expectedLocation =
            reachesColumn
            ? TableLocation(file: "t.csv", line: record.line, column: record.columns[position])
            : TableLocation(file: "t.csv", line: record.line)
          try #require(row.text(column) == expectedText, "\(column) of \(text.debugDescription)")
          try #require(row.location(column) == expectedLocation, "\(column) of \(text.debugDescription)")
        }
      }
    }
  }

  /// `field` without leading and trailing spaces, tabs and line breaks, as
  /// a table reads a cell; `nil` when that leaves nothing.
  private static func trimmed(_ field: String) -> String? {
    let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    let bytes = Array(field.utf8)
    guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) })
    else { return nil }
    return String(decoding: bytes[first...last], as: UTF8.self)
  }
}
