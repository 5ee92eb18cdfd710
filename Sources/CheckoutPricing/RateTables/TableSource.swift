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

  /// Tables held in memory as raw bytes, by file name: text that need not
  /// be valid UTF-8, as the loader must take from a merchant's upload.
  static func files(bytes files: [String: [UInt8]]) -> TableSource {
    TableSource(storage: .files(files))
  }

  /// A description for messages: the folder, or "embedded tables".
  public var name: String {
    switch storage {
    case .directory(let path): path
    case .files: "embedded tables"
    }
  }

  /// Whether the file exists, as anything: a table that exists but cannot
  /// be read is reported by ``bytes(of:)``, never taken for absent.
  func contains(_ file: String) -> Bool {
    switch storage {
    case .files(let files): files[file] != nil
    case .directory(let path): FileKind.of(URL(fileURLWithPath: path).appendingPathComponent(file).path) != nil
    }
  }

  /// The bytes of a file, or `nil` when it does not exist.
  ///
  /// A table file must be a regular file inside the merchant folder: a link
  /// that leads outside it is refused before anything is read (a link to a
  /// secrets file would otherwise be echoed in diagnostics), and a folder,
  /// named pipe, device or socket is named as what it is (reading a pipe
  /// would wait forever).
  ///
  /// - Throws: ``Diagnostic`` when the file exists but cannot be read.
  func bytes(of file: String) throws(Diagnostic) -> [UInt8]? {
    switch storage {
    case .files(let files):
      return files[file]
    case .directory(let path):
      let url = URL(fileURLWithPath: path).appendingPathComponent(file)
      func refuse(_ message: String) -> Diagnostic { Diagnostic(.error, at: TableLocation(file: file), message) }
      guard var kind = FileKind.of(url.path) else { return nil }
      if kind == .symbolicLink {
        let target = url.resolvingSymlinksInPath().path
        let folder = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard target.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") else {
          throw refuse("is a link to a file outside the merchant folder; table files must be inside it")
        }
        guard let targetKind = FileKind.target(of: url.path) else {
          throw refuse("is a link to a file that does not exist")
        }
        kind = targetKind
      }
      switch kind {
      case .regular: break
      case .directory: throw refuse("is a folder; expected a file")
      case .namedPipe: throw refuse("is a named pipe (FIFO); expected a regular file")
      case .device: throw refuse("is a device; expected a regular file")
      case .socket: throw refuse("is a socket; expected a regular file")
      case .symbolicLink, .other: throw refuse("is not a regular file")
      }
      do {
        return Array(try Data(contentsOf: url))
      } catch {
        throw refuse("cannot read the file: \(error.localizedDescription)")
      }
    }
  }
}

extension Diagnostic: Error {}
