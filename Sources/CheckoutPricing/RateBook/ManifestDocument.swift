/// `manifest.json` read from its tape: each member with the line and
/// column of its key, so that every problem is reported where it is.
struct ManifestDocument {
  let tape: JSONTape
  /// The document's bytes end here on the tape; text after it is the
  /// unescaped copy of strings that had escapes.
  let documentSize: Int
  let file: String

  /// The node of the document's top object.
  static let root = 0

  /// The start of the document.
  var start: TableLocation { TableLocation(file: file, line: 1, column: 1) }

  /// One member of an object: its key, where the key is, and the node of
  /// its value.
  struct Member {
    var key: String
    var location: TableLocation
    var value: Int
  }

  /// The members of the object at node `object`, in document order.
  func members(of object: Int) -> [Member] {
    guard case .object(let count, _) = tape.nodes[object] else { return [] }
    var members: [Member] = []
    var index = object + 1
    for _ in 0..<count {
      guard case .string(let range) = tape.nodes[index] else { break }
      members.append(Member(key: tape.string(range), location: location(of: index), value: index + 1))
      index = tape.end(of: index + 1)
    }
    return members
  }

  /// The member `key` of the object at node `object`, if it has one.
  ///
  /// Only the member found is given a location: finding each key's line
  /// and column scans the document from its start.
  func member(_ key: String, of object: Int) -> Member? {
    guard case .object(let count, _) = tape.nodes[object] else { return nil }
    var index = object + 1
    for _ in 0..<count {
      guard case .string(let range) = tape.nodes[index] else { break }
      if tape.string(range) == key { return Member(key: key, location: location(of: index), value: index + 1) }
      index = tape.end(of: index + 1)
    }
    return nil
  }

  /// The text of a string node.
  func string(_ node: Int) -> String? {
    guard case .string(let range) = tape.nodes[node] else { return nil }
    return tape.string(range)
  }

  /// The source text of a number node.
  func number(_ node: Int) -> String? {
    guard case .number(let range) = tape.nodes[node] else { return nil }
    return tape.string(range)
  }

  /// Where a node is: a key or string where its text starts (its opening
  /// quote), a number where it starts; the document's start for a node
  /// with no text of its own or text that was unescaped.
  func location(of node: Int) -> TableLocation {
    switch tape.nodes[node] {
    case .string(let range) where range.upperBound <= documentSize:
      return position(of: range.lowerBound - 1)
    case .number(let range):
      return position(of: range.lowerBound)
    default:
      return node > 0 && node - 1 < tape.nodes.count ? keyLocation(before: node) : start
    }
  }

  /// For a value node, where the key naming it is, when the node before it
  /// is that key.
  private func keyLocation(before node: Int) -> TableLocation {
    if case .string(let range) = tape.nodes[node - 1], range.upperBound <= documentSize {
      return position(of: range.lowerBound - 1)
    }
    return start
  }

  /// The line and column (in characters) of a byte offset of the document;
  /// a byte order mark is not a character of the first line.
  private func position(of offset: Int) -> TableLocation {
    var line = 1
    var column = 1
    tape.text.withUnsafeBufferPointer { bytes in
      let byteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
      for index in byteOrderMark..<max(byteOrderMark, min(offset, bytes.count)) {
        if bytes[index] == UInt8(ascii: "\n") {
          line += 1
          column = 1
        } else if bytes[index] & 0xC0 != 0x80 {
          column += 1
        }
      }
    }
    return TableLocation(file: file, line: line, column: column)
  }
}
