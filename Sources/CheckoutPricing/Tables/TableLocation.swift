/// Where a value came from in a merchant's rate tables: file, line and column.
public struct TableLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The file name inside the merchant folder: `zones.csv`.
  public var file: String
  /// 1-based line; 0 when the problem concerns the whole file.
  public var line: Int
  /// 1-based column in characters; 0 when the problem concerns the whole line.
  public var column: Int

  /// Creates a location.
  public init(file: String, line: Int = 0, column: Int = 0) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `zones.csv:12:3`, `zones.csv:12` or `zones.csv`, as compilers write it.
  public var description: String {
    line == 0 ? file : column == 0 ? "\(file):\(line)" : "\(file):\(line):\(column)"
  }

  public static func < (lhs: TableLocation, rhs: TableLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}
