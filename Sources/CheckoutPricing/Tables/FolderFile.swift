#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file of a folder through one descriptor: the file is opened
/// once, what was opened is checked through that descriptor, and the same
/// descriptor is read. Checking a path and then opening it again would read
/// whatever the path names by then: a link swapped in between would be
/// followed out of the folder (CWE-367, time of check to time of use).
///
/// What is read must be a regular file whose real path lies inside the
/// folder's real path. Links are followed, so a link to another file inside
/// the folder is read, as are the Kubernetes ConfigMap links
/// (`zones.csv -> ..data/zones.csv`, `..data -> ..2026_11_26_04_54_36.1/`).
/// A hard link is a regular file of the folder, whatever else names it.
package enum FolderFile {
  /// Why a file that is there was not read.
  enum Refusal: Error, Equatable {
    /// A folder, pipe, device or socket, by itself or at the end of a link.
    case notRegular(FileKind)
    /// A link whose file lies outside the folder.
    case outsideFolder
    /// A link to nothing.
    case brokenLink
    /// A system call failed: the call and its `errno`.
    case failed(String, errno: Int32)
  }

  /// Whether `name` is in `folder` as anything, a broken link included.
  /// Only "no such file" is absence: a file that cannot be looked at is
  /// there, for ``bytes(of:in:atMost:)`` to report.
  package static func exists(_ name: String, in folder: String) -> Bool {
    var info = stat()
    return lstat(path(of: name, in: folder), &info) == 0 || errno != ENOENT
  }

  /// The bytes of `name` in `folder`, at most `limit` of them, or `nil`
  /// when no such file is there.
  ///
  /// A link is looked at before the open too, so a link that leads outside
  /// the folder, to a device or to a pipe is refused without being opened;
  /// the checks through the descriptor are the ones a swap cannot get past.
  ///
  /// - Throws: ``Refusal`` when the file is there but is not read.
  static func bytes(of name: String, in folder: String, atMost limit: Int) throws(Refusal) -> [UInt8]? {
    let path = path(of: name, in: folder)
    var info = stat()
    guard lstat(path, &info) == 0 else {
      if errno == ENOENT { return nil }
      throw .failed("lstat", errno: errno)
    }
    guard let root = realPath(folder) else { throw .failed("realpath", errno: errno) }
    switch FileKind(mode: info.st_mode) {
    case .regular: break
    case .symbolicLink:
      guard let target = realPath(path) else {
        if errno == ENOENT { throw .brokenLink }
        throw .failed("realpath", errno: errno)
      }
      guard isInside(target, root) else { throw .outsideFolder }
      guard stat(target, &info) == 0 else { throw .failed("stat", errno: errno) }
      guard FileKind(mode: info.st_mode) == .regular else { throw .notRegular(FileKind(mode: info.st_mode)) }
    case let kind:
      throw .notRegular(kind)
    }
    // O_NONBLOCK: a pipe swapped in after the look above opens at once
    // instead of waiting for a writer, and is refused below. O_NOCTTY: a
    // terminal never becomes the process's controlling terminal.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else { throw .failed("open", errno: errno) }
    defer { close(descriptor) }
    guard fstat(descriptor, &info) == 0 else { throw .failed("fstat", errno: errno) }
    guard FileKind(mode: info.st_mode) == .regular else { throw .notRegular(FileKind(mode: info.st_mode)) }
    guard let opened = openedPath(descriptor) else { throw .failed("readlink", errno: errno) }
    guard isInside(opened, root) else { throw .outsideFolder }
    return try readAll(descriptor, expecting: Int(info.st_size), atMost: limit)
  }

  /// Whether `path` lies below `folder`, comparing whole components:
  /// `/a/b/x` is inside `/a/b`, `/a/bc/x` is not. Both are real paths.
  static func isInside(_ path: String, _ folder: String) -> Bool {
    let inner = path.split(separator: "/")
    let outer = folder.split(separator: "/")
    return inner.count > outer.count && inner.starts(with: outer)
  }

  /// `strerror(3)`: "Permission denied" for `EACCES`.
  static func explanation(of code: Int32) -> String { String(cString: strerror(code)) }

  private static func path(of name: String, in folder: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// `realpath(3)`: the path with every link, `.` and `..` resolved.
  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The real path of the file a descriptor has open, as the kernel
  /// records it: `/proc/self/fd/N` on Linux, `F_GETPATH` on Darwin.
  private static func openedPath(_ descriptor: Int32) -> String? {
    #if canImport(Darwin)
      var buffer = [CChar](repeating: 0, count: Int(MAXPATHLEN))
      guard fcntl(descriptor, F_GETPATH, &buffer) != -1 else { return nil }
      return String(cString: buffer)
    #else
      var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink("/proc/self/fd/\(descriptor)", &buffer, buffer.count)
      guard count > 0, count < buffer.count else { return nil }
      return String(decoding: buffer[..<count], as: UTF8.self)
    #endif
  }

  /// Reads a descriptor to its end or to `limit` bytes. The first buffer
  /// holds the size `fstat` gave and one byte more, so a file read whole
  /// costs one allocation and sees its end in one pass; a file that grows
  /// meanwhile is read on in 1 MiB pieces.
  private static func readAll(_ descriptor: Int32, expecting size: Int, atMost limit: Int) throws(Refusal) -> [UInt8] {
    var bytes: [UInt8] = []
    var want = min(max(size, 0) + 1, limit)
    var ended = false
    while !ended && bytes.count < limit {
      var failure: Int32 = 0
      let chunk = [UInt8](unsafeUninitializedCapacity: want) { buffer, count in
        count = 0
        guard let start = buffer.baseAddress else { return }
        while count < want {
          let got = read(descriptor, start + count, want - count)
          if got > 0 {
            count += got
          } else if got == 0 {
            ended = true
            return
          } else if errno != EINTR {
            failure = errno
            return
          }
        }
      }
      guard failure == 0 else { throw .failed("read", errno: failure) }
      if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
      want = min(1 << 20, limit - bytes.count)
    }
    return bytes
  }
}
