import SeededRandom
import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("CSV reader properties")
struct CSVReaderPropertyTests {
  /// Pieces of field text: separators, quotes and line breaks, and
  /// characters of one to several bytes and scalars.
  private static let pieces = [
    "a", "b", "Z", "7", " ", "\t", ",", "\"", "\"\"", "\r", "\n", "\r\n", "#", "'", "é", "e\u{301}", "中",
    "👍", "👍🏽", "🇫🇷", "\u{0}", "\u{FEFF}",
  ]

  private static func randomField(using rng: inout SeededGenerator) -> String {
    let count = Int.random(in: 0...6, using: &rng)
    return (0..<count).map { _ in pieces.randomElement(using: &rng)! }.joined()
  }

  @Test("Random tables written by an RFC 4180 writer read back to the same fields, lines and columns")
  func roundTrip() {
    forAllSeededCases { rng in
      let table = (0..<Int.random(in: 0...6, using: &rng)).map { _ in
        (0..<Int.random(in: 1...5, using: &rng)).map { _ in Self.randomField(using: &rng) }
      }
      var writer = CSVTestWriter()
      for (index, record) in table.enumerated() {
        let quoteEvery = Bool.random(using: &rng)
        let isLast = index == table.count - 1
        let endings = isLast ? ["", "\n", "\r\n", "\r"] : ["\n", "\r\n", "\r"]
        var quoteRng = SeededGenerator(seed: rng.next())
        writer.write(
          record: record, quotingAll: { _ in quoteEvery || Int.random(in: 0..<4, using: &quoteRng) == 0 },
          lineEnding: endings.randomElement(using: &rng)!)
      }
      let withMark = Bool.random(using: &rng)
      let records =
        withMark
        ? try CSVReader.parse([0xEF, 0xBB, 0xBF] + Array(writer.text.utf8)) : try CSVReader.parse(writer.text)
      try #require(records.map(\.fields) == table, "\(writer.text.debugDescription)")
      let expectedLines = writer.fieldOffsets.map { writer.position(ofUTF8Offset: $0[0]).line }
      try #require(records.map(\.line) == expectedLines, "\(writer.text.debugDescription)")
      let expectedColumns = writer.fieldOffsets.map { $0.map { writer.position(ofUTF8Offset: $0).column } }
      try #require(records.map(\.columns) == expectedColumns, "\(writer.text.debugDescription)")
    }
  }

  @Test("Arbitrary bytes never trap: they read, or fail at a position inside the input")
  func arbitraryBytes() {
    let alphabet: [UInt8] = [
      0x2C, 0x22, 0x22, 0x0D, 0x0A, 0x23, 0x61, 0x20, 0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0x91, 0x8D,
      0xFF, 0xC0, 0xED, 0xA0, 0x80, 0xEF, 0xBB, 0xBF,
    ]
    forAllSeededCases { rng in
      let bytes = (0..<Int.random(in: 0...40, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
      let lineCount = CSVTestWriter.lineCount(of: bytes)
      do {
        let records = try CSVReader.parse(bytes)
        var previousLine = 0
        for record in records {
          try #require(record.line > previousLine && record.line <= lineCount, "\(bytes)")
          try #require(record.fields.count == record.columns.count && record.columns.allSatisfy { $0 >= 1 })
          previousLine = record.line
        }
        // Valid UTF-8 reads the same from a String.
        let text = try #require(String(validating: bytes, as: UTF8.self), "\(bytes) read but is not UTF-8")
        try #require(try CSVReader.parse(text) == records, "\(bytes)")
      } catch let error as CSVError {
        try #require((1...lineCount).contains(error.line) && error.column >= 1, "\(error) for \(bytes)")
      }
    }
  }
}

extension CSVTestWriter {
  /// How many lines `bytes` has, counting LF, CR LF and a lone CR as breaks.
  static func lineCount(of bytes: [UInt8]) -> Int {
    var count = 1
    for (index, byte) in bytes.enumerated()
    where byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
      count += 1
    }
    return count
  }
}
