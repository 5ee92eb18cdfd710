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

/// Splits standard input into lines without holding more than one line, and
/// without ever buffering more than `limit` bytes of a line: a longer line
/// is reported as too long and skipped to its end.
struct LineReader {
  enum Line {
    case text([UInt8])
    case tooLong(Int)
  }

  private let handle: FileHandle
  private let limit: Int
  private var buffer: [UInt8] = []
  private var position = 0
  private var finished = false

  init(handle: FileHandle, limit: Int) {
    self.handle = handle
    self.limit = limit
  }

  mutating func next() -> Line? {
    var line: [UInt8] = []
    var length = 0
    while true {
      if position == buffer.count {
        guard !finished else {
          if length == 0 { return nil }
          return length > limit ? .tooLong(length) : .text(line)
        }
        let data = handle.readData(ofLength: 64 * 1024)
        if data.isEmpty {
          finished = true
          continue
        }
        buffer = Array(data)
        position = 0
      }
      if let newline = buffer[position...].firstIndex(of: UInt8(ascii: "\n")) {
        length += newline - position
        if length <= limit { line.append(contentsOf: buffer[position..<newline]) }
        position = newline + 1
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        return length > limit ? .tooLong(length) : .text(line)
      }
      length += buffer.count - position
      if length <= limit { line.append(contentsOf: buffer[position...]) }
      position = buffer.count
    }
  }
}
