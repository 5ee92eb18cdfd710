/// The byte-level RFC 4180 state machine behind ``CSVReader``.
///
/// It walks the UTF-8 bytes once, validating every non-ASCII sequence as it
/// passes, and makes each field's `String` straight from its bytes; only a
/// quoted field with `""` in it is copied through a scratch buffer.
struct CSVScanner {
  private let bytes: UnsafeBufferPointer<UInt8>
  /// Where line 1 begins: 3 after a byte order mark, otherwise 0.
  private let start: Int
  private var index: Int
  private var line = 1
  private var lineStart: Int
  /// The offset of the latest non-ASCII byte passed; while it is before
  /// `lineStart`, columns are byte offsets on the line.
  private var lastNonASCII = -1
  /// The last column counted on a line with non-ASCII text, so that counting
  /// the next field's column resumes there instead of at the line start.
  private var cursor = (offset: 0, column: 1)
  private var scratch: [UInt8] = []

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    let hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    start = hasByteOrderMark ? 3 : 0
    index = start
    lineStart = start
  }

  /// Every record in `bytes`, or the first error.
  static func records(in bytes: UnsafeBufferPointer<UInt8>) -> Result<[CSVRecord], CSVError> {
    var scanner = CSVScanner(bytes: bytes)
    do {
      return .success(try scanner.records())
    } catch {
      return .failure(error)
    }
  }

  private mutating func records() throws(CSVError) -> [CSVRecord] {
    var records: [CSVRecord] = []
    var fieldCount = 1
    while index < bytes.count {
      switch bytes[index] {
      case .carriageReturn, .lineFeed:
        endLine()
        continue
      case .numberSign:
        try skipComment()
        continue
      default:
        break
      }
      let recordLine = line
      var fields: [String] = []
      var columns: [Int] = []
      fields.reserveCapacity(fieldCount)
      columns.reserveCapacity(fieldCount)
      while true {
        columns.append(column(at: index))
        fields.append(try field())
        // A field ends only at a comma, a line break or the end of input;
        // after a comma another field always follows, empty if need be.
        guard index < bytes.count, bytes[index] == .comma else { break }
        index += 1
      }
      fieldCount = fields.count
      records.append(CSVRecord(line: recordLine, fields: fields, columns: columns))
      if index < bytes.count { endLine() }
    }
    return records
  }

  /// Reads one field, leaving `index` at the comma, line break or end of
  /// input after it.
  private mutating func field() throws(CSVError) -> String {
    if index < bytes.count && bytes[index] == .quotationMark { return try quotedField() }
    let fieldStart = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == .comma || byte == .lineFeed || byte == .carriageReturn { break }
      if byte < 0x80 {
        index += 1
      } else {
        try skipScalar()
      }
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[fieldStart..<index]), as: UTF8.self)
  }

  private mutating func quotedField() throws(CSVError) -> String {
    let openingQuote = index
    index += 1
    var runStart = index
    var usesScratch = false
    while index < bytes.count {
      switch bytes[index] {
      case .quotationMark:
        if index + 1 < bytes.count && bytes[index + 1] == .quotationMark {
          // RFC 4180 2.7: `""` is one quote. Keep the run up to and
          // including the first of the two.
          if !usesScratch {
            scratch.removeAll(keepingCapacity: true)
            usesScratch = true
          }
          scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...index]))
          index += 2
          runStart = index
          continue
        }
        let run = UnsafeBufferPointer(rebasing: bytes[runStart..<index])
        let value: String
        if usesScratch {
          scratch.append(contentsOf: run)
          value = String(decoding: scratch, as: UTF8.self)
        } else {
          value = String(decoding: run, as: UTF8.self)
        }
        index += 1
        if index < bytes.count {
          let next = bytes[index]
          guard next == .comma || next == .lineFeed || next == .carriageReturn else {
            if next >= 0x80 { try skipScalar() }  // invalid UTF-8 takes precedence
            throw error(
              .characterAfterClosingQuote, at: index,
              "expected ',' or a line break after the closing quote, found \(describe(at: index))")
          }
        }
        return value
      case .carriageReturn:
        index += 1
        if index < bytes.count && bytes[index] == .lineFeed { index += 1 }
        startLine()
      case .lineFeed:
        index += 1
        startLine()
      case 0x80...:
        try skipScalar()
      default:
        index += 1
      }
    }
    throw error(
      .unterminatedQuote, at: openingQuote,
      "the quoted field opened here has no closing quote; expected '\"' before the end of input")
  }

  private mutating func skipComment() throws(CSVError) {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == .lineFeed || byte == .carriageReturn { break }
      if byte < 0x80 {
        index += 1
      } else {
        try skipScalar()
      }
    }
    if index < bytes.count { endLine() }
  }

  /// Steps over the non-ASCII scalar at `index`, checking it is well formed.
  private mutating func skipScalar() throws(CSVError) {
    guard let length = UTF8Bytes.scalarLength(in: bytes, at: index) else {
      throw error(
        .invalidUTF8, at: index, "invalid UTF-8: \(describe(at: index)) does not start a well-formed character")
    }
    lastNonASCII = index
    index += length
  }

  /// Steps over the line break at `index`: LF, CR LF or a lone CR.
  private mutating func endLine() {
    if bytes[index] == .carriageReturn && index + 1 < bytes.count && bytes[index + 1] == .lineFeed {
      index += 1
    }
    index += 1
    startLine()
  }

  private mutating func startLine() {
    line += 1
    lineStart = index
  }

  /// The 1-based column, in characters, of the byte at `offset` on the
  /// current line.
  private mutating func column(at offset: Int) -> Int {
    if lastNonASCII < lineStart { return offset - lineStart + 1 }
    if cursor.offset < lineStart || cursor.offset > offset { cursor = (lineStart, 1) }
    cursor.column += UTF8Bytes.characterCount(in: bytes, cursor.offset..<offset)
    cursor.offset = offset
    return cursor.column
  }

  private func describe(at offset: Int) -> String {
    UTF8Bytes.describeCharacter(in: bytes, at: offset)
  }

  private func error(_ code: CSVError.Code, at offset: Int, _ message: String) -> CSVError {
    CSVError(code, at: TextPosition.locate(offset, in: bytes, from: start), message)
  }
}
