import Foundation

/// Writes to the standard streams with write(2) on their descriptors.
/// `FileHandle.write` raises an exception on Linux when a write fails, as
/// it does with EPIPE once the reader has closed its end; write(2) returns
/// the error, so a command can stop cleanly.
enum StandardStreams {
  /// Writes every byte of `text`, going on after a partial write and an
  /// interrupted one.
  ///
  /// - Returns: `nil` when all was written, else the `errno` of the write
  ///   that failed (`EPIPE` when the reader has gone).
  static func write(_ text: String, to descriptor: Int32) -> Int32? {
    var text = text
    return text.withUTF8 { write($0, to: descriptor) }
  }

  /// Writes every byte of `bytes`, as ``write(_:to:)-(String,_)`` does.
  static func write(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    bytes.withUnsafeBufferPointer { write($0, to: descriptor) }
  }

  private static func write(_ buffer: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Int32? {
    var offset = 0
    while offset < buffer.count {
      let written = Foundation.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      if written >= 0 {
        offset += written
      } else if errno != EINTR {
        return errno
      }
    }
    return nil
  }
}

/// Standard output as a text stream. A failed write is dropped: a command
/// whose reader has gone has no one to tell.
struct StandardOutput: TextOutputStream {
  mutating func write(_ string: String) { _ = StandardStreams.write(string, to: STDOUT_FILENO) }
}

/// Standard error as a text stream; a failed write is dropped.
struct StandardError: TextOutputStream {
  mutating func write(_ string: String) { _ = StandardStreams.write(string, to: STDERR_FILENO) }
}
