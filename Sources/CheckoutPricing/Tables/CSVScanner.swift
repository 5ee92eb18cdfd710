/// The byte-level RFC 4180 state machine behind ``CSVReader`` and the rate
/// tables.
///
/// It walks the UTF-8 bytes once, validating every non-ASCII sequence as it
/// passes, and reports each field as its place in the bytes: no `String` is
/// made until a caller asks for one, so a table can keep a row's places and
/// read only the cells it needs.
struct CSVScanner {
  /// Where one field is.
  struct Field {
    /// The bytes of the field's text: those between the quotes of a quoted
    /// field.
    var text: Range<Int>
    /// The 1-based column, in characters, of the field's first character:
    /// the opening quote of a quoted field.
    var column: Int
    /// Whether the text holds `""` pairs, each of which reads as one quote.
    var hasDoubledQuotes: Bool
  }

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
  /// The offset where the record that ``nextRecord(into:)`` last returned
  /// begins, after the comment and blank lines before it.
  private(set) var recordStart = 0

  /// A scanner at the start of `bytes`, past a leading byte order mark.
  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    let hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    start = hasByteOrderMark ? 3 : 0
    index = start
    lineStart = start
  }

  /// A scanner at a record that an earlier scan of the same bytes found:
  /// `offset` is that scan's ``recordStart`` and `line` the line it returned.
  ///
  /// It reads the record exactly as the earlier scan did, columns included,
  /// so a table can keep a record's offset instead of every field's column.
  /// A record always begins a line, so the earlier scan arrived there having
  /// passed no non-ASCII byte and counted no column on that line: the state
  /// this scanner starts in.
  init(bytes: UnsafeBufferPointer<UInt8>, resumingAt offset: Int, line: Int) {
    self.init(bytes: bytes)
    index = offset
    lineStart = offset
    self.line = line
  }

  /// Every record in `bytes`, or the first error.
  static func records(in bytes: UnsafeBufferPointer<UInt8>) -> Result<[CSVRecord], CSVError> {
    var scanner = CSVScanner(bytes: bytes)
    var records: [CSVRecord] = []
    var fields: [Field] = []
    do {
      while let line = try scanner.nextRecord(into: &fields) {
        records.append(
          CSVRecord(
            line: line, fields: fields.map { string(of: $0, in: bytes) }, columns: fields.map(\.column)))
      }
    } catch {
      return .failure(error)
    }
    return .success(records)
  }

  /// Reads the next record into `fields`, replacing what it held, and
  /// returns the line the record starts on; `nil` at the end of the input.
  /// Comment and blank lines are passed over.
  mutating func nextRecord(into fields: inout [Field]) throws(CSVError) -> Int? {
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
      recordStart = index
      fields.removeAll(keepingCapacity: true)
      while true {
        let column = column(at: index)
        fields.append(try field(column: column))
        // A field ends only at a comma, a line break or the end of input;
        // after a comma another field always follows, empty if need be.
        guard index < bytes.count, bytes[index] == .comma else { break }
        index += 1
      }
      if index < bytes.count { endLine() }
      return recordLine
    }
    return nil
  }

  /// The text of `field`, each `""` read as one quote.
  static func string(of field: Field, in bytes: UnsafeBufferPointer<UInt8>) -> String {
    string(of: field.text, hasDoubledQuotes: field.hasDoubledQuotes, in: bytes)
  }

  /// The text of the bytes `range` of a field, each `""` read as one quote
  /// when `hasDoubledQuotes`: for a caller that kept a field's place but not
  /// its column.
  static func string(
    of range: Range<Int>, hasDoubledQuotes: Bool, in bytes: UnsafeBufferPointer<UInt8>
  ) -> String {
    let text = UnsafeBufferPointer(rebasing: bytes[range])
    guard hasDoubledQuotes else { return String(decoding: text, as: UTF8.self) }
    var unescaped: [UInt8] = []
    unescaped.reserveCapacity(text.count)
    var skipsQuote = false
    for byte in text {
      // Inside a quoted field every quote is the first of a `""` pair.
      if byte == .quotationMark {
        skipsQuote.toggle()
        if !skipsQuote { continue }
      }
      unescaped.append(byte)
    }
    return String(decoding: unescaped, as: UTF8.self)
  }

  /// Reads one field, leaving `index` at the comma, line break or end of
  /// input after it.
  private mutating func field(column: Int) throws(CSVError) -> Field {
    if index < bytes.count && bytes[index] == .quotationMark { return try quotedField(column: column) }
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
    return Field(text: fieldStart..<index, column: column, hasDoubledQuotes: false)
  }

  private mutating func quotedField(column: Int) throws(CSVError) -> Field {
    let openingQuote = index
    index += 1
    let textStart = index
    var hasDoubledQuotes = false
    while index < bytes.count {
      switch bytes[index] {
      case .quotationMark:
        if index + 1 < bytes.count && bytes[index + 1] == .quotationMark {
          // RFC 4180 2.7: `""` is one quote.
          hasDoubledQuotes = true
          index += 2
          continue
        }
        let value = Field(text: textStart..<index, column: column, hasDoubledQuotes: hasDoubledQuotes)
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

  private func error(_ code: CSVErrorCode, at offset: Int, _ message: String) -> CSVError {
    CSVError(code, at: TextPosition.locate(offset, in: bytes, from: start), message)
  }
}
