#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder held open while its files are read, so that a load reads one
/// folder whole even while an import exchanges it for a new one.
///
/// The folder is opened once (`O_DIRECTORY`). On Linux every file is then
/// read through `/proc/self/fd/N/name`, relative to that descriptor, so no
/// file comes from the folder that replaced it. After the reads,
/// ``isStillNamed`` checks that the path still names the same folder
/// (device and inode): if the folder was exchanged meanwhile, the reads may
/// have met the old folder being removed, and the load runs again. Where
/// `/proc` is missing (Darwin), files are read by path and the same check
/// after the reads catches an exchange.
struct PinnedFolder: ~Copyable {
  /// The path given, for messages.
  let path: String
  /// The path the files are read under.
  let readPath: String
  private let descriptor: Int32
  private let device: UInt64
  private let inode: UInt64

  /// Opens the folder at `path`, or `nil` when it cannot be opened as a
  /// folder (the load then reports why, as without pinning).
  init?(_ path: String) {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      close(descriptor)
      return nil
    }
    self.path = path
    self.descriptor = descriptor
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    #if os(Linux)
      let byDescriptor = "/proc/self/fd/\(descriptor)"
      var through = stat()
      if stat(byDescriptor, &through) == 0, UInt64(through.st_ino) == inode, UInt64(through.st_dev) == device {
        readPath = byDescriptor
      } else {
        readPath = path
      }
    #else
      readPath = path
    #endif
  }

  deinit { close(descriptor) }

  /// Whether `path` still names the folder that was opened.
  var isStillNamed: Bool {
    var info = stat()
    return stat(path, &info) == 0 && UInt64(info.st_dev) == device && UInt64(info.st_ino) == inode
  }
}
