/// A 1-based line and column in parsed text, the column counted in
/// characters (extended grapheme clusters), as an editor shows them.
///
/// Lines end at LF, CR LF or a lone CR, the line endings both RFC 4180 and
/// RFC 8259 allow.
struct TextPosition: Hashable, Sendable {
  /// The 1-based line.
  var line: Int
  /// The 1-based column, in characters from the start of the line.
  var column: Int

  /// The position of the byte at `offset`, counting from `start` (line 1,
  /// column 1: the first byte after any byte order mark).
  ///
  /// The bytes before `offset` on its line must be well-formed UTF-8; the
  /// scanners report the first invalid byte, so they always are.
  ///
  /// - Complexity: O(`offset`). The scanners call this only to report an
  ///   error, so the happy path never pays for it.
  static func locate(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> TextPosition {
    let end = min(max(offset, start), bytes.count)
    var line = 1
    var lineStart = start
    var index = start
    while index < end {
      let byte = bytes[index]
      index += 1
      // A CR followed by an LF is one line break, counted at the LF.
      if byte == .lineFeed || (byte == .carriageReturn && (index == bytes.count || bytes[index] != .lineFeed)) {
        line += 1
        lineStart = index
      }
    }
    return TextPosition(line: line, column: UTF8Bytes.characterCount(in: bytes, lineStart..<end) + 1)
  }
}
