/// Where a merchant's rate tables are read from: a folder on disk, or files
/// held in memory (the embedded sample merchants, tests, fuzzing).
public struct TableSource: Sendable {
  private enum Storage: Sendable {
    case directory(String)
    case files([String: [UInt8]])
  }

  private let storage: Storage

  /// The tables in a folder: `RateTables/us-outfitters`.
  public static func directory(_ path: String) -> TableSource {
    TableSource(storage: .directory(path))
  }

  /// Tables held in memory, by file name.
  public static func files(_ files: [String: String]) -> TableSource {
    TableSource(storage: .files(files.mapValues { Array($0.utf8) }))
  }

  /// A description for messages: the folder, or "embedded tables".
  public var name: String {
    switch storage {
    case .directory(let path): path
    case .files: "embedded tables"
    }
  }

  /// The bytes of a file, or `nil` when it does not exist.
  ///
  /// - Throws: ``Diagnostic`` when the file exists but cannot be read.
  func bytes(of file: String) throws(Diagnostic) -> [UInt8]? {
    switch storage {
    case .files(let files):
      return files[file]
    case .directory(let path):
      let url = URL(fileURLWithPath: path).appendingPathComponent(file)
      guard FileManager.default.fileExists(atPath: url.path) else { return nil }
      do {
        return Array(try Data(contentsOf: url))
      } catch {
        throw Diagnostic(.error, at: TableLocation(file: file), "cannot read the file: \(error)")
      }
    }
  }
}

extension Diagnostic: Error {}
