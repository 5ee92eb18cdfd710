import CheckoutPricing

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
  /// The source lines of each row added or rewritten, by its position in
  /// ``added`` or its line.
  private var addedSources: [[Int]] = []
  private var replacedSources: [Int: [Int]] = [:]

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

  /// Adds a row at the end, made from the source's `lines`; a cell the
  /// header has no column for must be empty.
  mutating func append(_ cells: [String: String], from lines: [Int]) throws(ImportMessage) {
    try checkColumns(cells)
    added.append(CSVText.line(columns.map { cells[$0] ?? "" }))
    addedSources.append(lines)
  }

  /// Writes `cells`, made from the source's `lines`, in place of the row on
  /// `line`.
  mutating func replace(line: Int, with cells: [String: String], from lines: [Int]) throws(ImportMessage) {
    try checkColumns(cells)
    replaced[line] = .some(CSVText.line(columns.map { cells[$0] ?? "" }))
    replacedSources[line] = lines
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
  var text: String { written.text }

  /// The source lines of each row added or rewritten, by its line in
  /// ``text``.
  var sourceLines: [Int: [Int]] { written.sourceLines }

  private var written: (text: String, sourceLines: [Int: [Int]]) {
    var result: [String] = []
    var sources: [Int: [Int]] = [:]
    // A row's line is one past the line breaks before it; a quoted cell
    // may hold line breaks of its own.
    var next = 1
    func add(_ text: String, from lines: [Int]?) {
      if let lines { sources[next] = lines }
      result.append(text)
      next += text.utf8.reduce(1) { $0 + ($1 == 10 ? 1 : 0) }
    }
    for (index, line) in lines.enumerated() {
      if let change = replaced[index + 1] {
        if let change { add(change, from: replacedSources[index + 1]) }
      } else {
        add(line, from: nil)
      }
    }
    for (row, lines) in zip(added, addedSources) { add(row, from: lines) }
    return (result.joined(separator: "\n") + "\n", sources)
  }
}
