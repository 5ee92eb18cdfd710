/// A parsed JSON document as one flat list of nodes in document order: what
/// ``JSONParser`` makes, and what the request decoder and the manifest
/// loader walk.
///
/// A container's node comes first, then its contents: an array's elements,
/// or an object's members, each a key's node then its value's nodes. Strings
/// and numbers are ranges of ``text``, so no `String` is made until a reader
/// asks for one, and keys can be compared as bytes.
///
/// ```swift
/// // {"a":[1,true]}
/// nodes == [.object(count: 1, end: 4), .string(2..<3), .array(count: 2, end: 4), .number(6..<7), .bool(true)]
/// ```
package struct JSONTape: Sendable {
  /// One value, or one object key.
  package enum Node: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number: its source text, a range of ``JSONTape/text``.
    case number(Range<Int>)
    /// A string or key: its UTF-8, unescaped and well-formed, a range of
    /// ``JSONTape/text``.
    case string(Range<Int>)
    /// An array of `count` elements; `end` is the index of the first node
    /// after its last element.
    case array(count: Int, end: Int)
    /// An object of `count` members; `end` is the index of the first node
    /// after its last member.
    case object(count: Int, end: Int)

    /// The JSON name of the node's type, for messages such as "expected a
    /// string, found number".
    package var typeName: String {
      switch self {
      case .null: "null"
      case .bool: "boolean"
      case .string: "string"
      case .number: "number"
      case .array: "array"
      case .object: "object"
      }
    }
  }

  /// The document's bytes, then the unescaped UTF-8 of every string that
  /// has escapes. A string without escapes is a range of the document
  /// itself, so a document without escapes is never copied.
  package var text: [UInt8]
  /// The nodes in document order; the document's value is the first.
  package var nodes: [Node]

  /// The index of the node after the value at `index` and everything inside
  /// it: the next element or key of its container.
  package func end(of index: Int) -> Int {
    switch nodes[index] {
    case .array(_, let end), .object(_, let end): end
    default: index + 1
    }
  }

  /// The text of a range of ``text``, which holds well-formed UTF-8.
  package func string(_ range: Range<Int>) -> String {
    text.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
  }

  /// Calls `body` with the bytes of a range of ``text``, for a parser that
  /// reads UTF-8 without making a `String`.
  package func withBytes<Result, Failure>(
    _ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try text.withUnsafeBufferPointer { text throws(Failure) in try body(UnsafeBufferPointer(rebasing: text[range])) }
  }

  /// Whether the bytes of a range of ``text`` are exactly the UTF-8 of
  /// `string`: equal strings, though not the only text equal to it as a
  /// Swift string (see ``bytes(_:equal:)-(_,StaticString)``).
  package func bytes(_ range: Range<Int>, equal string: String) -> Bool {
    func equal(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
      range.count == utf8.count && text.withUnsafeBufferPointer { Self.bytes(of: $0, at: range, equal: utf8) }
    }
    // Every native string has contiguous UTF-8; a bridged one is copied.
    return string.utf8.withContiguousStorageIfAvailable(equal) ?? Array(string.utf8).withUnsafeBufferPointer(equal)
  }

  /// Whether the bytes of a range of ``text`` are exactly those of `name`.
  ///
  /// Bytes are equal only when strings are, but the reverse holds only for
  /// ASCII without the three characters that other characters decompose to
  /// (`K`, `;` and `` ` ``; U+212A KELVIN SIGN equals "K" as a Swift string):
  /// a caller that matches keys this way keeps its names to such text.
  /// `name` must be a string literal, which has a pointer to its UTF-8.
  package func bytes(_ range: Range<Int>, equal name: StaticString) -> Bool {
    // Lengths first: most keys compared are not the name, and differ in it.
    range.count == name.utf8CodeUnitCount
      && text.withUnsafeBufferPointer {
        Self.bytes(of: $0, at: range, equal: UnsafeBufferPointer(start: name.utf8Start, count: range.count))
      }
  }

  /// Whether two ranges of ``text`` hold the same bytes.
  package func bytes(_ range: Range<Int>, equal other: Range<Int>) -> Bool {
    range.count == other.count
      && text.withUnsafeBufferPointer { Self.bytes(of: $0, at: range, equal: UnsafeBufferPointer(rebasing: $0[other])) }
  }

  // A byte loop rather than `elementsEqual`, which iterates generically:
  // keys matched against names are mostly equal, so compared to their end.
  private static func bytes(
    of text: UnsafeBufferPointer<UInt8>, at range: Range<Int>, equal other: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    var offset = 0
    // Eight bytes at a time while there are eight, then one at a time.
    if let textBase = text.baseAddress, let otherBase = other.baseAddress {
      let first = UnsafeRawPointer(textBase + range.lowerBound)
      let second = UnsafeRawPointer(otherBase)
      while offset + 8 <= other.count {
        guard
          first.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            == second.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        else { return false }
        offset += 8
      }
    }
    for offset in offset..<other.count where text[range.lowerBound + offset] != other[offset] { return false }
    return true
  }
}
