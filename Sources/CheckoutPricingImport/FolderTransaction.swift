import CheckoutPricing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces some files of a merchant folder all together or not at all, in
/// one atomic step that a reader sees whole or not at all.
///
/// The new folder is built beside the real one, as a hidden sibling in the
/// same parent (same file system): every entry the import does not replace
/// is hard-linked into it (copied where `link(2)` is refused), subfolders
/// such as `examples/` included, and the new files are written and flushed
/// with `fsync(2)`. Then one system call exchanges the two folders
/// (`renameat2(2)` with `RENAME_EXCHANGE` on Linux, `renamex_np(2)` with
/// `RENAME_SWAP` on Darwin), the parent is flushed, and the old folder,
/// now under the sibling's name, is removed. A process killed at any
/// instant leaves the folder old or new; a sibling it leaves behind names
/// its process (``leftoverPrefix``), lies outside the folder so no load
/// reads it, and is removed by the next import once that process is gone.
///
/// ``Step`` names each step a test can make fail (``fault``), so that every
/// way a write can stop is checked to leave the folder as it was.
struct FolderTransaction {
  /// One step of a commit.
  enum Step: Hashable, Sendable, CustomStringConvertible {
    case stage
    case createFile(String)
    case writeFile(String)
    case sync(String)
    case exchange

    var file: String {
      switch self {
      case .createFile(let file), .writeFile(let file), .sync(let file): file
      case .stage, .exchange: "."
      }
    }

    var description: String {
      switch self {
      case .stage: "make the staged copy of the folder"
      case .createFile(let file): "create the new \(file)"
      case .writeFile(let file): "write the new \(file)"
      case .sync(let file): "flush the new \(file) to disk"
      case .exchange: "exchange the staged copy with the folder"
      }
    }

    /// Every step of a commit of `files`, in the order they run.
    static func all(for files: [String]) -> [Step] {
      [.stage] + files.sorted().flatMap { [.createFile($0), .writeFile($0), .sync($0)] } + [.exchange]
    }
  }

  /// A commit that stopped; the folder is as it was.
  struct Failure: Error, Hashable {
    let step: Step
    /// The system's reason, from `strerror(3)`.
    let reason: String

    var message: String { "cannot \(step): \(reason)" }
  }

  let directory: String
  /// The new files, by name inside ``directory``.
  let files: [String: [UInt8]]
  /// A step made to fail as if the system refused it, for tests.
  var fault: Step?

  /// The start of the name of a sibling an import stages in, for the
  /// folder named `base`: `.us-outfitters.import-`, then the process id.
  static func leftoverPrefix(of base: String) -> String { ".\(base).import-" }

  /// Writes every file or none.
  ///
  /// - Throws: ``Failure`` naming the step that failed; by then the staged
  ///   copy is removed and the folder is what it was.
  func commit() throws(Failure) {
    // A link to the folder is resolved, so that the exchange swaps the
    // real folder and the sibling lies on its file system.
    guard let real = Self.realPath(directory) else {
      throw Failure(step: .stage, reason: String(cString: strerror(errno)))
    }
    let cut = real.lastIndex(of: "/") ?? real.startIndex
    let parent = cut == real.startIndex ? "/" : String(real[..<cut])
    let base = String(real[real.index(after: cut)...])
    Self.removeLeftovers(of: base, in: parent)

    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    let staged = parent + "/" + Self.leftoverPrefix(of: base) + "\(getpid())-\(now.tv_sec)-\(now.tv_nsec)"
    func fail(_ step: Step, _ code: Int32) -> Failure {
      Self.removeTree(staged)
      return Failure(step: step, reason: String(cString: strerror(code)))
    }
    func attempt(_ step: Step, _ call: () -> Int32) throws(Failure) {
      if step == fault { throw fail(step, EIO) }
      if call() != 0 { throw fail(step, errno) }
    }

    var info = stat()
    guard stat(real, &info) == 0 else { throw Failure(step: .stage, reason: String(cString: strerror(errno))) }
    try attempt(.stage) {
      guard mkdir(staged, info.st_mode & 0o7777) == 0 else { return -1 }
      // mkdir's mode passes through the umask; the folder's is kept whole.
      _ = chmod(staged, info.st_mode & 0o7777)
      return Self.copyTree(from: real, to: staged, skipping: Set(files.keys)) ? 0 : -1
    }
    for name in files.keys.sorted() {
      let target = staged + "/" + name
      var mode = mode_t(0o644)
      var old = stat()
      if lstat(real + "/" + name, &old) == 0 {
        // A folder in a file's place is not replaced, as rename(2) would not
        // replace it: what it holds would be lost.
        if old.st_mode & S_IFMT == S_IFDIR { throw fail(.createFile(name), EISDIR) }
        if old.st_mode & S_IFMT == S_IFREG { mode = old.st_mode & 0o7777 }
      }
      let descriptor = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
      if Step.createFile(name) == fault || descriptor < 0 {
        let code = descriptor < 0 ? errno : EIO
        if descriptor >= 0 { close(descriptor) }
        throw fail(.createFile(name), code)
      }
      _ = fchmod(descriptor, mode)
      let written = Self.writeAll(files[name] ?? [], to: descriptor)
      do {
        try attempt(.writeFile(name)) { written ? 0 : -1 }
        try attempt(.sync(name)) { fsync(descriptor) }
      } catch {
        close(descriptor)
        throw error
      }
      close(descriptor)
    }
    // The new entries are entries of the staged folder: flushing it makes
    // them last before the exchange makes them the folder's.
    Self.sync(staged)
    try attempt(.exchange) { Self.exchange(staged, real) }
    // The exchange is an entry of the parent: flushing it makes it last.
    Self.sync(parent)
    Self.removeTree(staged)
  }

  /// Swaps the names of two entries of one file system in one step.
  private static func exchange(_ first: String, _ second: String) -> Int32 {
    #if canImport(Darwin)
      return renamex_np(first, second, UInt32(RENAME_SWAP))
    #else
      // The C library has `renameat2` (glibc 2.28, musl 1.2.4), but its
      // header declares it only under _GNU_SOURCE, which the Swift module
      // does not define; it is found by name instead.
      typealias RenameAt2 =
        @convention(c) (Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32) ->
        Int32
      guard let symbol = dlsym(nil, "renameat2") else {
        errno = ENOSYS
        return -1
      }
      let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
      let renameExchange: UInt32 = 1 << 1  // RENAME_EXCHANGE, <linux/fs.h>
      return renameat2(AT_FDCWD, first, AT_FDCWD, second, renameExchange)
    #endif
  }

  /// Removes the siblings of `base` that imports staged and whose process
  /// is gone: a copy that was never exchanged, or an old folder that was
  /// not yet removed.
  static func removeLeftovers(of base: String, in parent: String) {
    let prefix = leftoverPrefix(of: base)
    for name in entries(of: parent) where name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      guard let pid = Int32(rest.prefix { $0 != "-" }), pid != getpid() else { continue }
      if kill(pid, 0) == 0 || errno != ESRCH { continue }
      removeTree(parent + "/" + name)
    }
  }

  /// Whether `name` is a file the earlier, file-by-file commit left inside
  /// a folder when it was killed: `.tax_rates.csv.import-…tmp` or `.bak`.
  private static func isOldLeftover(_ name: String) -> Bool {
    name.hasPrefix(".") && name.contains(".import-") && (name.hasSuffix(".tmp") || name.hasSuffix(".bak"))
  }

  /// Makes `target` hold what `source` holds, but for the top-level names
  /// in `skipping`: files hard-linked, or copied where linking is refused
  /// (another file system mounted inside, a file system without links),
  /// links kept as links, folders made anew with their modes.
  private static func copyTree(from source: String, to target: String, skipping: Set<String>) -> Bool {
    for name in entries(of: source) where !skipping.contains(name) && !isOldLeftover(name) {
      let from = source + "/" + name
      let to = target + "/" + name
      var info = stat()
      guard lstat(from, &info) == 0 else { return false }
      if info.st_mode & S_IFMT == S_IFDIR {
        guard mkdir(to, info.st_mode & 0o7777) == 0 else { return false }
        _ = chmod(to, info.st_mode & 0o7777)
        guard copyTree(from: from, to: to, skipping: []) else { return false }
        // Its entries last before the exchange, as the top folder's do.
        sync(to)
        continue
      }
      // link(2) links a symbolic link itself, never what it leads to.
      if link(from, to) == 0 { continue }
      switch info.st_mode & S_IFMT {
      case S_IFLNK:
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(from, &buffer, buffer.count - 1)
        guard count >= 0 else { return false }
        buffer[count] = 0
        guard symlink(buffer, to) == 0 else { return false }
      case S_IFREG:
        guard copyFile(from, to, mode: info.st_mode & 0o7777) else { return false }
      default:
        return false
      }
    }
    return true
  }

  private static func copyFile(_ source: String, _ target: String, mode: mode_t) -> Bool {
    let input = open(source, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard input >= 0 else { return false }
    defer { close(input) }
    let output = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard output >= 0 else { return false }
    defer { close(output) }
    _ = fchmod(output, mode)
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = read(input, &buffer, buffer.count)
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        return false
      }
      guard writeAll(Array(buffer[..<count]), to: output) else { return false }
    }
    return fsync(output) == 0
  }

  /// The names in a folder, without `.` and `..`.
  private static func entries(of folder: String) -> [String] {
    guard let stream = opendir(folder) else { return [] }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) {
        String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// Removes a file, or a folder and all it holds; links are removed,
  /// never followed.
  static func removeTree(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    if info.st_mode & S_IFMT == S_IFDIR {
      for name in entries(of: path) { removeTree(path + "/" + name) }
      _ = rmdir(path)
    } else {
      _ = unlink(path)
    }
  }

  private static func sync(_ folder: String) {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Writes `bytes` as the file at `path`, whole or not at all: into a new
  /// file beside it, flushed, then renamed over it.
  ///
  /// - Returns: 0, or the `errno` of the call that failed.
  static func replaceFile(at path: String, with bytes: [UInt8]) -> Int32 {
    let temporary = path + ".\(getpid()).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return errno }
    let written = writeAll(bytes, to: descriptor) && fsync(descriptor) == 0
    let code = written ? 0 : errno
    close(descriptor)
    guard written, rename(temporary, path) == 0 else {
      let failure = written ? errno : code
      unlink(temporary)
      return failure
    }
    return 0
  }

  /// Writes all of `bytes`, resuming after short writes and interrupts.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += count
      }
      return true
    }
  }
}
