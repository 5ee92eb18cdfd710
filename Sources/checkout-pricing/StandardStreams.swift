import Foundation

/// Standard output as a text stream.
struct StandardOutput: TextOutputStream {
  mutating func write(_ string: String) { FileHandle.standardOutput.write(Data(string.utf8)) }
}

/// Standard error as a text stream.
struct StandardError: TextOutputStream {
  mutating func write(_ string: String) { FileHandle.standardError.write(Data(string.utf8)) }
}
