import CheckoutPricing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces some files of a merchant folder all together or not at all.
///
/// Every new text is first written to a temporary file in the folder itself
/// (so that `rename(2)` is atomic: same folder, same file system) and
/// flushed with `fsync(2)`. Each target that exists is kept as a hard link
/// (`link(2)` links a symbolic link itself, never its target), then the
/// temporary files are renamed over their targets. If the k-th rename
/// fails, the k-1 done are undone from their backups. A rename replaces a
/// link with a file: nothing is ever written through a link.
///
/// ``Step`` names each system call a test can make fail (``fault``), so
/// that every way a write can stop is checked to leave the folder as it was.
struct FolderTransaction {
  /// One step of a commit, for one file.
  enum Step: Hashable, Sendable, CustomStringConvertible {
    case createTemporary(String)
    case writeTemporary(String)
    case sync(String)
    case backUp(String)
    case rename(String)

    var file: String {
      switch self {
      case .createTemporary(let file), .writeTemporary(let file), .sync(let file), .backUp(let file),
        .rename(let file):
        file
      }
    }

    var description: String {
      switch self {
      case .createTemporary(let file): "create a temporary file for \(file)"
      case .writeTemporary(let file): "write the temporary file for \(file)"
      case .sync(let file): "flush the temporary file for \(file) to disk"
      case .backUp(let file): "keep the current \(file)"
      case .rename(let file): "put the new \(file) in place"
      }
    }

    /// Every step of a commit of `files`, in the order they run.
    static func all(for files: [String]) -> [Step] {
      let sorted = files.sorted()
      return sorted.flatMap { [.createTemporary($0), .writeTemporary($0), .sync($0)] }
        + sorted.map { .backUp($0) } + sorted.map { .rename($0) }
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

  /// Writes every file or none.
  ///
  /// - Throws: ``Failure`` naming the step that failed; by then every
  ///   temporary file and backup is removed and every target is what it was.
  func commit() throws(Failure) {
    let names = files.keys.sorted()
    // The process and the time make the names unique; O_EXCL refuses a
    // name that is taken rather than reuse it.
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    let stamp = "\(getpid())-\(now.tv_sec)-\(now.tv_nsec)"
    var temporaries: [String: String] = [:]
    var backups: [String: String] = [:]
    var renamed: [String] = []
    func path(_ name: String) -> String { directory + "/" + name }

    func rollBack() {
      // Undo in reverse: a target that had a file gets it back from its
      // backup; one that had none is removed.
      for name in renamed.reversed() {
        if let backup = backups[name] {
          _ = rename(backup, path(name))
          backups[name] = nil
        } else {
          _ = unlink(path(name))
        }
      }
      for temporary in temporaries.values { _ = unlink(temporary) }
      for backup in backups.values { _ = unlink(backup) }
    }
    func fail(_ step: Step, _ code: Int32) -> Failure {
      rollBack()
      return Failure(step: step, reason: String(cString: strerror(code)))
    }
    func attempt(_ step: Step, _ call: () -> Int32) throws(Failure) {
      if step == fault { throw fail(step, EIO) }
      if call() != 0 { throw fail(step, errno) }
    }

    for name in names {
      let temporary = path(".\(name).import-\(stamp).tmp")
      let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
      if Step.createTemporary(name) == fault || descriptor < 0 {
        let code = descriptor < 0 ? errno : EIO
        if descriptor >= 0 {
          close(descriptor)
          unlink(temporary)
        }
        throw fail(.createTemporary(name), code)
      }
      temporaries[name] = temporary
      let bytes = files[name] ?? []
      let written = Self.writeAll(bytes, to: descriptor)
      do {
        try attempt(.writeTemporary(name)) { written ? 0 : -1 }
        try attempt(.sync(name)) { fsync(descriptor) }
      } catch {
        close(descriptor)
        throw error
      }
      close(descriptor)
    }
    for name in names where FolderFile.exists(name, in: directory) {
      let backup = path(".\(name).import-\(stamp).bak")
      try attempt(.backUp(name)) { link(path(name), backup) }
      backups[name] = backup
    }
    for name in names {
      guard let temporary = temporaries[name] else { continue }
      try attempt(.rename(name)) { rename(temporary, path(name)) }
      temporaries[name] = nil
      renamed.append(name)
    }
    for backup in backups.values { unlink(backup) }
    // The renames are entries of the folder: flushing it makes them last.
    let folder = open(directory, O_RDONLY)
    if folder >= 0 {
      fsync(folder)
      close(folder)
    }
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
