#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a path names on disk, read with `lstat(2)` and `stat(2)`: the one
/// place the library asks the system about files directly, so that a table
/// that is a pipe or a device is named as such before anything is read.
enum FileKind: Sendable, Equatable {
  case regular
  case directory
  case symbolicLink
  case namedPipe
  case device
  case socket
  case other

  /// The kind of `path` itself (a link is `.symbolicLink`), or `nil` when
  /// nothing is there.
  static func of(_ path: String) -> FileKind? { kind(path, followingLinks: false) }

  /// The kind of what `path` leads to, links followed; `nil` when nothing is.
  static func target(of path: String) -> FileKind? { kind(path, followingLinks: true) }

  private static func kind(_ path: String, followingLinks: Bool) -> FileKind? {
    var info = stat()
    guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .regular
    case S_IFDIR: return .directory
    case S_IFLNK: return .symbolicLink
    case S_IFIFO: return .namedPipe
    case S_IFCHR, S_IFBLK: return .device
    case S_IFSOCK: return .socket
    default: return .other
    }
  }
}
