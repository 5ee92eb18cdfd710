import Foundation

/// Reads a request from a file or standard input (`-` or no argument).
enum InputReading {
  struct Failure: Error {
    var message: String
  }

  static func bytes(of path: String?) throws(Failure) -> [UInt8] {
    if path == nil || path == "-" {
      return Array(FileHandle.standardInput.readDataToEndOfFile())
    }
    guard let path, let data = FileManager.default.contents(atPath: path) else {
      throw Failure(message: "cannot read '\(path ?? "")'")
    }
    return Array(data)
  }
}

/// Splits an input into lines without holding more than one line, and
/// without ever buffering more than `limit` bytes of a line: a longer line
/// is reported as too long and skipped to its end.
///
/// Each read takes what the pipe holds now (`read(2)` returns as soon as
/// any bytes are there), so a client that writes one request and waits for
/// its answer gets it at once. `FileHandle.readData(ofLength:)` waited on
/// Linux until the whole length had arrived, or the input closed.
struct LineReader {
  enum Line {
    case text([UInt8])
    case tooLong(Int)
  }

  private let descriptor: Int32
  private let limit: Int
  private var buffer = [UInt8](repeating: 0, count: 64 * 1024)
  private var filled = 0
  private var position = 0
  private var finished = false

  init(descriptor: Int32, limit: Int) {
    self.descriptor = descriptor
    self.limit = limit
  }

  mutating func next() -> Line? {
    var line: [UInt8] = []
    var length = 0
    while true {
      if position == filled {
        guard !finished else {
          if length == 0 { return nil }
          return length > limit ? .tooLong(length) : .text(line)
        }
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        // The end of input, or an input that cannot be read: either way no
        // more requests come.
        guard count > 0 else {
          finished = true
          continue
        }
        filled = count
        position = 0
      }
      if let newline = buffer[position..<filled].firstIndex(of: UInt8(ascii: "\n")) {
        length += newline - position
        if length <= limit { line.append(contentsOf: buffer[position..<newline]) }
        position = newline + 1
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        return length > limit ? .tooLong(length) : .text(line)
      }
      length += filled - position
      if length <= limit { line.append(contentsOf: buffer[position..<filled]) }
      position = filled
    }
  }
}
