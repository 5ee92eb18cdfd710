#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a path or an open descriptor names on disk, from the mode that
/// `lstat(2)`, `stat(2)` or `fstat(2)` reports, so that a table that is a
/// pipe or a device is named as such.
enum FileKind: Sendable, Equatable {
  case regular
  case directory
  case symbolicLink
  case namedPipe
  case device
  case socket
  case other

  /// The kind a `stat` mode's type bits name.
  init(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: self = .regular
    case S_IFDIR: self = .directory
    case S_IFLNK: self = .symbolicLink
    case S_IFIFO: self = .namedPipe
    case S_IFCHR, S_IFBLK: self = .device
    case S_IFSOCK: self = .socket
    default: self = .other
    }
  }
}
