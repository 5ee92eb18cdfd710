/// Where a merchant's rate tables are read from: a folder on disk, or files
/// held in memory (the embedded sample merchants, tests, fuzzing).
public struct TableSource: Sendable {
  private enum Storage: Sendable {
    case directory(String)
    /// A folder whose files are read under `readPath` and named `path`.
    case pinned(path: String, readPath: String)
    case files([String: [UInt8]])
  }

  private let storage: Storage

  /// The tables in a folder: `RateTables/us-outfitters`.
  public static func directory(_ path: String) -> TableSource {
    TableSource(storage: .directory(path))
  }

  /// The tables of a folder held open, read under its descriptor's path.
  static func pinned(_ folder: borrowing PinnedFolder) -> TableSource {
    TableSource(storage: .pinned(path: folder.path, readPath: folder.readPath))
  }

  /// The folder's path, when the tables are a folder's.
  var directoryPath: String? {
    switch storage {
    case .directory(let path), .pinned(let path, _): path
    case .files: nil
    }
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
    case .directory(let path), .pinned(let path, _): path
    case .files: "embedded tables"
    }
  }

  /// The most bytes read of one file, 2 GiB: one byte more than a table
  /// may hold, so that ``TableFile`` reports a larger one as too large
  /// while memory stays bounded whatever the folder holds.
  static let maximumFileBytes = 1 << 31

  /// Whether the file exists, as anything: a table that exists but cannot
  /// be read, or that cannot even be looked at, is reported by
  /// ``bytes(of:)``, never taken for absent.
  func contains(_ file: String) -> Bool {
    switch storage {
    case .files(let files): files[file] != nil
    case .directory(let path), .pinned(_, let path): FolderFile.exists(file, in: path)
    }
  }

  /// The bytes of a file, or `nil` when it does not exist.
  ///
  /// A table file must be a regular file inside the merchant folder. Each
  /// file is opened once, what was opened is checked through its descriptor,
  /// and that descriptor is read: a link that leads outside the folder is
  /// refused without being read even when it is swapped in while the
  /// folder loads (a link to a secrets file would otherwise be echoed in
  /// diagnostics). Links inside the folder are followed, Kubernetes
  /// ConfigMap mounts included. A folder, named pipe, device or socket is
  /// named as what it is (reading a pipe would wait forever).
  ///
  /// - Throws: ``Diagnostic`` when the file exists but cannot be read.
  package func bytes(of file: String) throws(Diagnostic) -> [UInt8]? {
    switch storage {
    case .files(let files):
      return files[file]
    case .directory(let path), .pinned(_, let path):
      do {
        return try FolderFile.bytes(of: file, in: path, atMost: Self.maximumFileBytes)
      } catch {
        throw Diagnostic(.error, at: TableLocation(file: file), Self.message(for: error))
      }
    }
  }

  private static func message(for refusal: FolderFile.Refusal) -> String {
    switch refusal {
    case .outsideFolder: "is a link to a file outside the merchant folder; table files must be inside it"
    case .brokenLink: "is a link to a file that does not exist"
    case .notRegular(.directory): "is a folder; expected a file"
    case .notRegular(.namedPipe): "is a named pipe (FIFO); expected a regular file"
    case .notRegular(.device): "is a device; expected a regular file"
    case .notRegular(.socket): "is a socket; expected a regular file"
    case .notRegular: "is not a regular file"
    case .failed(let call, let code): "cannot read the file: \(call): \(FolderFile.explanation(of: code))"
    }
  }
}

extension Diagnostic: Error {}
