/// A merchant table an import changes in place: rows it rewrites or removes
/// keep their place, rows it adds go at the end, and every other line
/// (comments, blank lines, rows it does not touch) is kept as written.
struct EditableTable {
  /// A data row: its line and its cells by column.
  struct Row {
    let line: Int
    var cells: [String: String]

    subscript(column: String) -> String { cells[column]?.trimmingWhitespace ?? "" }
  }

  let name: String
  /// The header's columns, in their order.
  private(set) var columns: [String]
  /// The rows read, as changed since; rows added are not among them.
  private(set) var rows: [Row]
  private var lines: [String]
  private var replaced: [Int: String?] = [:]
  private var added: [String] = []

  /// Reads `text`, or starts the table with `columns` when there is none.
  init(_ name: String, text: String?, columns defaultColumns: [String]) throws(ImportMessage) {
    self.name = name
    guard let text, !text.isEmpty else {
      columns = defaultColumns
      rows = []
      lines = [CSVText.line(defaultColumns)]
      return
    }
    let records: [CSVRecord]
    do {
      records = try CSVReader.parse(text)
    } catch {
      throw ImportMessage("\(name):\(error.line): \(error.message)")
    }
    guard let header = records.first else {
      columns = defaultColumns
      rows = []
      lines =
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) + [
          CSVText.line(defaultColumns)
        ]
      return
    }
    columns = header.fields.map(\.trimmingWhitespace)
    lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
    }
    if lines.last == "" { lines.removeLast() }
    rows = records.dropFirst().map { record in
      var cells: [String: String] = [:]
      for (column, field) in zip(header.fields.map(\.trimmingWhitespace), record.fields) { cells[column] = field }
      return Row(line: record.line, cells: cells)
    }
  }

  /// Adds a row at the end; a cell the header has no column for must be empty.
  mutating func append(_ cells: [String: String]) throws(ImportMessage) {
    try checkColumns(cells)
    added.append(CSVText.line(columns.map { cells[$0] ?? "" }))
  }

  /// Writes `cells` in place of the row on `line`.
  mutating func replace(line: Int, with cells: [String: String]) throws(ImportMessage) {
    try checkColumns(cells)
    replaced[line] = .some(CSVText.line(columns.map { cells[$0] ?? "" }))
    if let index = rows.firstIndex(where: { $0.line == line }) { rows[index].cells = cells }
  }

  /// Takes out the row on `line`.
  mutating func remove(line: Int) {
    replaced[line] = .some(nil)
    rows.removeAll { $0.line == line }
  }

  private func checkColumns(_ cells: [String: String]) throws(ImportMessage) {
    for (column, value) in cells where !value.isEmpty && !columns.contains(column) {
      throw ImportMessage("\(name) needs a '\(column)' column for what the import writes; add it to the header")
    }
  }

  /// The table's text after the changes.
  var text: String {
    var result: [String] = []
    for (index, line) in lines.enumerated() {
      if let change = replaced[index + 1] {
        if let change { result.append(change) }
      } else {
        result.append(line)
      }
    }
    return (result + added).joined(separator: "\n") + "\n"
  }
}
