/// One CSV table of a merchant folder, with its header checked against the
/// columns the table may have.
///
/// The table keeps the file's bytes and where each cell lies in them, and
/// makes a cell's `String` only when a loader reads it: a table of 100,000
/// rows then holds two small arrays instead of two arrays and a string per
/// cell for every row, and reading it allocates nothing per row.
///
/// A cell's column is wanted only for a diagnostic, so it is not kept: the
/// table re-reads the one record the diagnostic is about. That keeps a cell
/// at 8 bytes instead of 16, which is most of what a large table holds
/// beyond its bytes.
package final class TableFile {
  /// The file name: `zones.csv`.
  let name: String
  private let bytes: [UInt8]
  /// The cells of every data row, row after row.
  private let cells: [Cell]
  /// Each data row's line, offset and first cell, then an end marker whose
  /// `firstCell` is `cells.count`.
  private let rowStarts: [RowStart]
  private let columns: TableColumns

  /// The most cells or rows made room for before a scan, 16 million (128 MB
  /// of cells); a larger table grows its arrays past it as it is read.
  private static let maximumReservedCells = 1 << 24

  /// The longest cell, in bytes: free text such as an exclusion's reason;
  /// identifiers and labels have lower limits of their own (``TableRow``).
  /// A longer cell is an error at its line, so no row can make an answer
  /// or a message grow without bound.
  package static let maximumCellBytes = 1_000

  /// The largest file a table may hold, 2 GiB less a byte: a cell's end
  /// has 31 bits, the top bit of its 32 holding the doubled-quotes flag.
  private static let maximumSize = Int(~Cell.doubledQuotesFlag)

  /// Where a cell's text lies in the bytes, and whether it holds `""` pairs,
  /// in 8 bytes.
  private struct Cell {
    /// The bit of `endAndFlag` set when the text holds `""` pairs.
    static let doubledQuotesFlag: UInt32 = 1 << 31
    let start: UInt32
    private let endAndFlag: UInt32

    init(start: Int, end: Int, hasDoubledQuotes: Bool) {
      self.start = UInt32(start)
      endAndFlag = UInt32(end) | (hasDoubledQuotes ? Self.doubledQuotesFlag : 0)
    }

    var end: UInt32 { endAndFlag & ~Self.doubledQuotesFlag }
    var hasDoubledQuotes: Bool { endAndFlag & Self.doubledQuotesFlag != 0 }
  }

  private struct RowStart {
    let line: UInt32
    let firstCell: UInt32
    /// Where the row's record begins in the bytes, for re-reading its
    /// columns.
    let offset: UInt32
  }

  private init(name: String, bytes: [UInt8], cells: [Cell], rowStarts: [RowStart], columns: TableColumns) {
    self.name = name
    self.bytes = bytes
    self.cells = cells
    self.rowStarts = rowStarts
    self.columns = columns
  }

  /// The data rows, comment and blank lines left out.
  var rows: Rows { Rows(table: self) }

  /// The data rows of a table, in file order.
  struct Rows: RandomAccessCollection {
    let table: TableFile
    var startIndex: Int { 0 }
    var endIndex: Int { table.rowStarts.count - 1 }
    subscript(position: Int) -> TableRow { TableRow(table: table, row: position) }
  }

  /// Reads and checks a table. Returns `nil`, after logging why, when the
  /// file is missing (and `required`), unreadable or has a bad header;
  /// returns an empty table when an optional file is absent.
  static func read(
    _ name: String, from source: TableSource, required: [String], optional: [String] = [],
    isRequired: Bool = true, log: DiagnosticLog
  ) -> TableFile? {
    let table = readLogging(
      name, from: source, required: required, optional: optional, isRequired: isRequired, log: log)
    if table == nil { log.markUnreadable(name) }
    return table
  }

  private static func readLogging(
    _ name: String, from source: TableSource, required: [String], optional: [String],
    isRequired: Bool, log: DiagnosticLog
  ) -> TableFile? {
    let bytes: [UInt8]
    do {
      guard let found = try source.bytes(of: name) else {
        if isRequired {
          log.error(
            TableLocation(file: name),
            "the file is missing; expected a CSV table with columns \(required.joined(separator: ","))")
        }
        return isRequired
          ? nil
          : TableFile(
            name: name, bytes: [], cells: [], rowStarts: [RowStart(line: 0, firstCell: 0, offset: 0)],
            columns: TableColumns([:]))
      }
      bytes = found
    } catch {
      log.append(contentsOf: [error])
      return nil
    }
    guard bytes.count <= maximumSize else {
      log.error(TableLocation(file: name), "the file is 2 GiB or larger; a table must be smaller than 2 GiB")
      return nil
    }
    return bytes.withUnsafeBufferPointer { buffer in
      read(name, bytes: bytes, buffer: buffer, required: required, optional: optional, log: log)
    }
  }

  private static func read(
    _ name: String, bytes: [UInt8], buffer: UnsafeBufferPointer<UInt8>, required: [String], optional: [String],
    log: DiagnosticLog
  ) -> TableFile? {
    // The whole file is scanned first: a CSV error makes the table
    // unreadable, and is then the only thing said about it.
    var scanner = CSVScanner(bytes: buffer)
    var fields: [CSVScanner.Field] = []
    var header: [CSVScanner.Field] = []
    var headerLine = 0
    var cells: [Cell] = []
    var rowStarts: [RowStart] = []
    // Room for every cell and row at once: each field ends at a comma or a
    // line break (or the end), so counting those bounds both. Grown by
    // doubling instead, the cell array of a large table would be copied
    // while the loader is at its peak, and its old copy's pages would stay
    // resident. Capacity never written is never resident. Commas in
    // comments count too, so the room is capped: a file of little but
    // commented commas grows its arrays by doubling past the cap.
    var breaks = 1
    var separators = 1
    for byte in buffer {
      // Wrapping adds, as the counts cannot pass the file's size.
      separators &+= byte == .comma ? 1 : 0
      breaks &+= byte == .lineFeed || byte == .carriageReturn ? 1 : 0
    }
    cells.reserveCapacity(min(separators + breaks, Self.maximumReservedCells))
    rowStarts.reserveCapacity(min(breaks + 1, Self.maximumReservedCells))
    // Rows whose cells do not line up with the header: more cells than
    // columns, or fewer (a row cut short, a missing comma that shifts a
    // postcode into the city). Either would be read as other values than
    // the merchant wrote, so both are errors at their line.
    var misaligned: [(line: Int, column: Int, count: Int)] = []
    var tooLong: [(line: Int, column: Int, bytes: Int)] = []
    do {
      guard let line = try scanner.nextRecord(into: &header) else {
        log.error(
          TableLocation(file: name), "the file is empty; expected a header row \(required.joined(separator: ","))")
        return nil
      }
      headerLine = line
      while let line = try scanner.nextRecord(into: &fields) {
        guard fields.count == header.count else {
          let column = fields.count > header.count ? fields[header.count].column : 0
          misaligned.append((line, column, fields.count))
          continue
        }
        if let long = fields.first(where: { $0.text.count > maximumCellBytes }) {
          tooLong.append((line, long.column, long.text.count))
          continue
        }
        rowStarts.append(
          RowStart(line: UInt32(line), firstCell: UInt32(cells.count), offset: UInt32(scanner.recordStart)))
        for field in fields {
          cells.append(
            Cell(start: field.text.lowerBound, end: field.text.upperBound, hasDoubledQuotes: field.hasDoubledQuotes))
        }
      }
    } catch {
      log.error(TableLocation(file: name, line: error.line, column: error.column), error.message)
      return nil
    }
    var columnIndex: [String: Int] = [:]
    var headerIsValid = true
    let known = Set(required + optional)
    for (index, field) in header.enumerated() {
      let column = CSVScanner.string(of: field, in: buffer).trimmingWhitespace
      let location = TableLocation(file: name, line: headerLine, column: field.column)
      if !known.contains(column) {
        log.error(
          location, "unknown column '\(column)'; expected one of \((required + optional).joined(separator: ", "))")
        headerIsValid = false
      } else if columnIndex[column] != nil {
        log.error(location, "column '\(column)' appears twice")
        headerIsValid = false
      } else {
        columnIndex[column] = index
      }
    }
    for column in required where columnIndex[column] == nil {
      log.error(TableLocation(file: name, line: headerLine), "missing column '\(column)'")
      headerIsValid = false
    }
    guard headerIsValid else { return nil }
    for cell in tooLong {
      log.error(
        TableLocation(file: name, line: cell.line, column: cell.column),
        "the cell is \(cell.bytes) bytes long; at most \(maximumCellBytes) are read")
    }
    for row in misaligned {
      log.error(
        TableLocation(file: name, line: row.line, column: row.column),
        "the row has \(row.count) cell\(row.count == 1 ? "" : "s") but the header has \(header.count) columns")
    }
    rowStarts.append(RowStart(line: 0, firstCell: UInt32(cells.count), offset: UInt32(bytes.count)))
    return TableFile(
      name: name, bytes: bytes, cells: cells, rowStarts: rowStarts, columns: TableColumns(columnIndex))
  }

  /// The line row `row` starts on.
  fileprivate func line(of row: Int) -> Int { Int(rowStarts[row].line) }

  /// The cell of `row` under `column`, if the header has the column and the
  /// row reaches it.
  private func cell(_ row: Int, _ column: String) -> Cell? {
    guard let position = columns.index(of: column) else { return nil }
    let first = Int(rowStarts[row].firstCell)
    let end = Int(rowStarts[row + 1].firstCell)
    return first + position < end ? cells[first + position] : nil
  }

  /// The cell's text without leading and trailing spaces, tabs and line
  /// breaks; `nil` when that leaves nothing.
  fileprivate func text(_ row: Int, _ column: String) -> String? {
    guard let cell = cell(row, column) else { return nil }
    return bytes.withUnsafeBufferPointer { buffer in
      var start = Int(cell.start)
      var end = Int(cell.end)
      while start < end && buffer[start].isTableSpace { start += 1 }
      while end > start && buffer[end - 1].isTableSpace { end -= 1 }
      guard start < end else { return nil }
      return CSVScanner.string(of: start..<end, hasDoubledQuotes: cell.hasDoubledQuotes, in: buffer)
    }
  }

  /// The column of the cell of `row` under `column`, if the row has one:
  /// counted in bytes when the record is ASCII on one line up to the cell,
  /// as nearly every record is, and otherwise found by re-reading the
  /// row's record.
  ///
  /// A failing re-read is a bug in ``CSVScanner``, never bad input, and
  /// stops the program: `read` keeps a table only after scanning all of it
  /// without an error, and the re-read repeats that scan of the same record.
  ///
  /// - Complexity: O(*n*) for *n* bytes in the record.
  fileprivate func column(_ row: Int, _ column: String) -> Int? {
    guard let cell = cell(row, column), let position = columns.index(of: column) else { return nil }
    return bytes.withUnsafeBufferPointer { buffer in
      let recordStart = Int(rowStarts[row].offset)
      // A quoted field's column is its opening quote's, just before its
      // text; an unquoted field follows a comma or starts the record.
      var fieldStart = Int(cell.start)
      if fieldStart > recordStart && buffer[fieldStart - 1] == .quotationMark { fieldStart -= 1 }
      if buffer[recordStart..<fieldStart].allSatisfy({ $0 < 0x80 && $0 != .lineFeed && $0 != .carriageReturn }) {
        return fieldStart - recordStart + 1
      }
      var scanner = CSVScanner(bytes: buffer, resumingAt: Int(rowStarts[row].offset), line: line(of: row))
      var fields: [CSVScanner.Field] = []
      do {
        _ = try scanner.nextRecord(into: &fields)
      } catch {
        // Cannot happen: `read` scanned this record without an error.
        preconditionFailure("\(name) line \(line(of: row)) no longer reads after reading cleanly: \(error)")
      }
      return fields[position].column
    }
  }
}

extension UInt8 {
  /// Whether the byte is trimmed from a table cell: space, tab, CR or LF.
  fileprivate var isTableSpace: Bool { self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D }
}

/// One data row of a table, read by column name.
package struct TableRow {
  fileprivate let table: TableFile
  fileprivate let row: Int

  var file: String { table.name }
  package var line: Int { table.line(of: row) }

  /// The trimmed cell, or `nil` when the column is absent or the cell empty.
  func text(_ column: String) -> String? { table.text(row, column) }

  /// Where the cell is; the line alone when the row is shorter than the header.
  func location(_ column: String) -> TableLocation {
    guard let position = table.column(row, column) else { return TableLocation(file: file, line: line) }
    return TableLocation(file: file, line: line, column: position)
  }

  /// The row's location.
  var location: TableLocation { TableLocation(file: file, line: line) }
}

/// A table's known columns and their positions, looked up by name for every
/// cell read. A table has a handful of columns, so comparing the name with
/// each is several times cheaper than hashing it, which a large book would
/// do millions of times. Lengths are compared first: equal short strings
/// compare as two machine words, but unequal ones take a slower path.
struct TableColumns {
  private let names: [String]
  private let lengths: [Int]
  private let positions: [Int]

  init(_ index: [String: Int]) {
    let sorted = index.sorted { $0.value < $1.value }
    names = sorted.map(\.key)
    lengths = names.map(\.utf8.count)
    positions = sorted.map(\.value)
  }

  /// The position of the column named `name` in each record, if the header has it.
  func index(of name: String) -> Int? {
    let length = name.utf8.count
    for offset in names.indices where lengths[offset] == length && names[offset] == name {
      return positions[offset]
    }
    return nil
  }
}
