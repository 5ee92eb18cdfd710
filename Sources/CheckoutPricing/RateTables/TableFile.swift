/// One CSV table of a merchant folder, with its header checked against the
/// columns the table may have.
struct TableFile {
  /// The file name: `zones.csv`.
  let name: String
  /// The data rows, comment and blank lines left out.
  let rows: [TableRow]

  /// Reads and checks a table. Returns `nil`, after logging why, when the
  /// file is missing (and `required`), unreadable or has a bad header;
  /// returns an empty table when an optional file is absent.
  static func read(
    _ name: String, from source: TableSource, required: [String], optional: [String] = [],
    isRequired: Bool = true, log: DiagnosticLog
  ) -> TableFile? {
    let bytes: [UInt8]
    do {
      guard let found = try source.bytes(of: name) else {
        if isRequired {
          log.error(
            TableLocation(file: name),
            "the file is missing; expected a CSV table with columns \(required.joined(separator: ","))")
        }
        return isRequired ? nil : TableFile(name: name, rows: [])
      }
      bytes = found
    } catch {
      log.append(contentsOf: [error])
      return nil
    }
    let records: [CSVRecord]
    do {
      records = try CSVReader.parse(bytes)
    } catch {
      log.error(TableLocation(file: name, line: error.line, column: error.column), error.message)
      return nil
    }
    guard let header = records.first else {
      log.error(
        TableLocation(file: name), "the file is empty; expected a header row \(required.joined(separator: ","))")
      return nil
    }
    var columnIndex: [String: Int] = [:]
    var headerIsValid = true
    let known = Set(required + optional)
    for (index, rawName) in header.fields.enumerated() {
      let column = rawName.trimmingWhitespace
      let location = TableLocation(file: name, line: header.line, column: header.columns[index])
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
      log.error(TableLocation(file: name, line: header.line), "missing column '\(column)'")
      headerIsValid = false
    }
    guard headerIsValid else { return nil }
    let columns = TableColumns(columnIndex)
    var rows: [TableRow] = []
    for record in records.dropFirst() {
      if record.fields.count > header.fields.count {
        let extra = header.fields.count
        log.error(
          TableLocation(file: name, line: record.line, column: record.columns[extra]),
          "the row has \(record.fields.count) cells but the header has \(header.fields.count) columns")
        continue
      }
      rows.append(TableRow(file: name, record: record, columns: columns, headerLine: header.line))
    }
    return TableFile(name: name, rows: rows)
  }
}

/// One data row of a table, read by column name.
struct TableRow {
  let file: String
  let record: CSVRecord
  let columns: TableColumns
  let headerLine: Int

  var line: Int { record.line }

  /// The trimmed cell, or `nil` when the column is absent or the cell empty.
  func text(_ column: String) -> String? {
    guard let index = columns.index(of: column), index < record.fields.count else { return nil }
    let value = record.fields[index].trimmingWhitespace
    return value.isEmpty ? nil : value
  }

  /// Where the cell is; the line alone when the row is shorter than the header.
  func location(_ column: String) -> TableLocation {
    guard let index = columns.index(of: column), index < record.columns.count else {
      return TableLocation(file: file, line: line)
    }
    return TableLocation(file: file, line: line, column: record.columns[index])
  }

  /// The row's location.
  var location: TableLocation { TableLocation(file: file, line: line) }
}

/// A table's known columns and their positions, looked up by name for every
/// cell read. A table has a handful of columns, so comparing the name with
/// each (short names compare as two machine words) is several times cheaper
/// than hashing it, which a large book would do millions of times.
struct TableColumns {
  private let names: [String]
  private let positions: [Int]

  init(_ index: [String: Int]) {
    let sorted = index.sorted { $0.value < $1.value }
    names = sorted.map(\.key)
    positions = sorted.map(\.value)
  }

  /// The position of the column named `name` in each record, if the header has it.
  func index(of name: String) -> Int? {
    for offset in names.indices where names[offset] == name { return positions[offset] }
    return nil
  }
}
