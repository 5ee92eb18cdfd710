import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("CSV reader")
struct CSVReaderTests {
  @Test("Edge cases read as RFC 4180 says, or fail at the right place", arguments: CSVCase.all)
  func edgeCase(_ testCase: CSVCase) throws {
    let result = Result { () throws(CSVError) in try CSVReader.parse(testCase.bytes) }
    switch testCase.outcome {
    case .records(let fields, let lines, let columns):
      let records = try result.get()
      #expect(records.map(\.fields) == fields)
      #expect(records.map(\.line) == lines)
      if let columns { #expect(records.map(\.columns) == columns) }
      for record in records { #expect(record.columns.count == record.fields.count) }
    case .failure(let code, let line, let column):
      expectFailure(result, code, line: line, column: column)
    }
    // Text that is valid UTF-8 reads the same from a String.
    if let text = String(validating: testCase.bytes, as: UTF8.self) {
      let fromText = Result { () throws(CSVError) in try CSVReader.parse(text) }
      #expect(fromText == result)
    }
  }

  @Test("A byte order mark at the start of a String is skipped, and elsewhere kept")
  func byteOrderMarkInText() throws {
    #expect(try CSVReader.parse("\u{FEFF}a,b").map(\.fields) == [["a", "b"]])
    #expect(try CSVReader.parse("\u{FEFF}a,b").map(\.columns) == [[1, 3]])
    #expect(try CSVReader.parse("a,\u{FEFF}b").map(\.fields) == [["a", "\u{FEFF}b"]])
  }

  @Test("Errors read as line:column: message and name what was expected")
  func errorMessages() {
    #expect {
      try CSVReader.parse("a,\"b\"!")
    } throws: { error in
      let error = error as? CSVError
      return error?.description == "1:6: expected ',' or a line break after the closing quote, found '!'"
    }
    #expect {
      try CSVReader.parse([0x61, 0xFE])
    } throws: { error in
      (error as? CSVError)?.description
        == "1:2: invalid UTF-8: byte 0xFE does not start a well-formed character"
    }
    #expect {
      try CSVReader.parse("x\n\"open")
    } throws: { error in
      (error as? CSVError)?.message.contains("no closing quote") == true
    }
  }

  @Test("A long file reads every record with its line")
  func manyRecords() throws {
    let rows = (0..<2_000).map { "sku-\($0),\"Item, number \($0)\",\($0 % 7).99,US,CA,\($0)" }
    let records = try CSVReader.parse(rows.joined(separator: "\r\n"))
    #expect(records.count == 2_000)
    #expect(records.last?.line == 2_000)
    #expect(records.last?.fields == ["sku-1999", "Item, number 1999", "4.99", "US", "CA", "1999"])
    #expect(records.allSatisfy { $0.fields.count == 6 })
  }
}
