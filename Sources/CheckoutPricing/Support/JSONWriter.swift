/// Writes compact JSON straight into one byte buffer, with no tree in
/// between: the response encoder's way to answer without an allocation per
/// node.
///
/// The writer places commas itself: every value, key and opened container
/// knows whether something came before it at its level. It does not check
/// that calls are balanced or that keys appear only inside objects; that is
/// the caller's job, as with any hand-written serializer.
///
/// ```swift
/// var json = JSONWriter(reservingCapacity: 64)
/// json.object { json in
///   json.key("total")
///   json.string("12.50")
///   json.key("items")
///   json.array { json in json.integer(1); json.integer(2) }
/// }
/// json.text  // {"total":"12.50","items":[1,2]}
/// ```
///
/// The bytes live in one buffer the writer owns and grows by doubling, so
/// writing a byte is a store and a compare rather than an array append; the
/// writer cannot be copied, so the buffer has exactly one owner.
package struct JSONWriter: ~Copyable {
  /// The buffer; its first `count` bytes are written.
  private var storage: UnsafeMutableBufferPointer<UInt8>
  /// How many bytes are written.
  private var count = 0
  /// Whether the next key or value follows a sibling and so needs a comma.
  private var needsComma = false

  /// Creates an empty writer whose buffer can hold `capacity` bytes before
  /// it grows.
  package init(reservingCapacity capacity: Int) {
    storage = .allocate(capacity: max(capacity, 16))
  }

  deinit { storage.deallocate() }

  /// The JSON written so far, as text.
  package var text: String { String(decoding: UnsafeBufferPointer(rebasing: storage[..<count]), as: UTF8.self) }

  /// The JSON written so far, as UTF-8 bytes: what a server sends.
  package var bytes: [UInt8] { Array(UnsafeBufferPointer(rebasing: storage[..<count])) }

  // MARK: - Containers

  /// Writes an object whose members `body` writes, each as a ``key(_:)``
  /// followed by one value.
  package mutating func object(_ body: (inout JSONWriter) -> Void) {
    open(.leftBrace)
    body(&self)
    close(.rightBrace)
  }

  /// Writes an array whose elements `body` writes.
  package mutating func array(_ body: (inout JSONWriter) -> Void) {
    open(.leftBracket)
    body(&self)
    close(.rightBracket)
  }

  /// Writes an array with one element per item of `elements`, each written
  /// by `element`.
  package mutating func array<Elements: Sequence>(
    _ elements: Elements, _ element: (inout JSONWriter, Elements.Element) -> Void
  ) {
    open(.leftBracket)
    for item in elements { element(&self, item) }
    close(.rightBracket)
  }

  /// Writes an object member's key and its colon; the next value written is
  /// the member's value.
  ///
  /// The name is written as it is, unscanned: a literal in our source that
  /// needs an escape is a programming error, caught by an assertion.
  package mutating func key(_ name: StaticString) {
    assert(
      name.withUTF8Buffer { Self.firstEscape(in: $0, from: 0) == $0.count }, "a key literal must need no escape")
    // Room for the comma, the quotes, the name and the colon at once, and
    // the bytes stored without a check each: keys are most of what a
    // response writes.
    let length = name.utf8CodeUnitCount
    reserve(length + 4)
    var next = storage.baseAddress! + count
    if needsComma {
      next.pointee = .comma
      next += 1
    }
    next.pointee = .quotationMark
    Self.copy(UnsafeRawPointer(name.utf8Start), count: length, to: UnsafeMutableRawPointer(next + 1))
    next += length + 1
    next[0] = .quotationMark
    next[1] = .colon
    count = next + 2 - storage.baseAddress!
    needsComma = false
  }

  /// Writes an object member's key from text, such as a name chosen at run
  /// time; the next value written is the member's value.
  package mutating func key(_ name: String) {
    separate()
    appendEscaped(name)
    append(.colon)
    needsComma = false
  }

  // MARK: - Repeated values

  /// Writes the one value `body` writes, and returns where its bytes are,
  /// so that ``repeatValue(at:)`` can write it again.
  package mutating func recordingValue(_ body: (inout JSONWriter) -> Void) -> Range<Int> {
    separate()
    needsComma = false
    let start = count
    body(&self)
    return start..<count
  }

  /// Writes again a value that ``recordingValue(_:)`` recorded, by copying
  /// its bytes: a response that holds the same array twice escapes and
  /// formats it once.
  package mutating func repeatValue(at range: Range<Int>) {
    separate()
    reserve(range.count)
    // The buffer may have moved in `reserve`; the range is before `count`,
    // so source and destination never overlap.
    let source = UnsafeBufferPointer(rebasing: storage[range])
    _ = UnsafeMutableBufferPointer(rebasing: storage[count...]).initialize(fromContentsOf: source)
    count += range.count
    needsComma = true
  }

  // MARK: - Scalars

  /// Writes a string, escaped by RFC 8259.
  package mutating func string(_ text: String) {
    separate()
    appendEscaped(text)
    needsComma = true
  }

  /// Writes a string given as its UTF-8, which must be well formed, escaped
  /// by RFC 8259.
  package mutating func string(utf8 text: UnsafeBufferPointer<UInt8>) {
    separate()
    appendEscaped(text)
    needsComma = true
  }

  /// Writes a string, or `null` when there is none.
  package mutating func string(orNull text: String?) {
    if let text { string(text) } else { null() }
  }

  /// Writes an amount as a string with exactly its exponent's digits, the
  /// way ``Amount/formatted()`` writes it: `"12.50"`.
  package mutating func string(_ amount: Amount) {
    separate()
    append(.quotationMark)
    appendNumber(units: amount.minorUnits, fractionDigits: amount.exponent)
    append(.quotationMark)
    needsComma = true
  }

  /// Writes a whole number as a JSON number.
  package mutating func integer(_ value: Int) {
    separate()
    appendNumber(units: Int64(value), fractionDigits: 0)
    needsComma = true
  }

  /// Writes a number's text as it is, such as one read from a document. The text must hold the RFC 8259 number grammar.
  package mutating func number(_ text: String) {
    separate()
    let done: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
    if done == nil { Array(text.utf8).withUnsafeBufferPointer { append($0) } }
    needsComma = true
  }

  /// Writes `true` or `false`.
  package mutating func bool(_ value: Bool) {
    separate()
    append(value ? "true" : "false")
    needsComma = true
  }

  /// Writes `null`.
  package mutating func null() {
    separate()
    append("null")
    needsComma = true
  }

  // MARK: - Bytes

  // The helpers below are forced inline: otherwise each append is a call
  // to store one byte, which callgrind shows as a large share of a
  // response's cost.

  /// Makes room for `extra` more bytes.
  @inline(__always)
  private mutating func reserve(_ extra: Int) {
    if count + extra > storage.count { grow(toHold: count + extra) }
  }

  @inline(never)
  private mutating func grow(toHold needed: Int) {
    let grown = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(storage.count * 2, needed))
    _ = grown.initialize(fromContentsOf: storage[..<count])
    storage.deallocate()
    storage = grown
  }

  @inline(__always)
  private mutating func append(_ byte: UInt8) {
    reserve(1)
    storage[count] = byte
    count += 1
  }

  @inline(__always)
  private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress else { return }
    append(UnsafeRawPointer(base), count: bytes.count)
  }

  /// Appends `length` bytes from `source`. The keys and strings of a
  /// response are a few bytes to a few dozen: they are copied a word at a
  /// time, the last word overlapping the one before, rather than by a call
  /// to `memcpy`, which costs more than the copy itself.
  @inline(__always)
  private mutating func append(_ source: UnsafeRawPointer, count length: Int) {
    reserve(length)
    Self.copy(source, count: length, to: UnsafeMutableRawPointer(storage.baseAddress! + count))
    count += length
  }

  /// Copies `length` bytes from `source` to `destination`, as
  /// ``append(_:count:)`` does.
  @inline(__always)
  private static func copy(_ source: UnsafeRawPointer, count length: Int, to destination: UnsafeMutableRawPointer) {
    switch length {
    case 8...32:
      var offset = 0
      while offset + 8 < length {
        destination.storeBytes(
          of: source.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset, as: UInt64.self)
        offset += 8
      }
      destination.storeBytes(
        of: source.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self), toByteOffset: length - 8,
        as: UInt64.self)
    case 4..<8:
      destination.storeBytes(of: source.loadUnaligned(as: UInt32.self), as: UInt32.self)
      destination.storeBytes(
        of: source.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self), toByteOffset: length - 4,
        as: UInt32.self)
    case 0..<4:
      for offset in 0..<length {
        destination.storeBytes(
          of: source.load(fromByteOffset: offset, as: UInt8.self), toByteOffset: offset, as: UInt8.self)
      }
    default:
      destination.copyMemory(from: source, byteCount: length)
    }
  }

  /// Appends a number as ``DecimalText/format(units:fractionDigits:)``
  /// writes it, formatted in place.
  private mutating func appendNumber(units: Int64, fractionDigits: Int) {
    reserve(DecimalText.maximumFormattedCount)
    count += DecimalText.write(units: units, fractionDigits: fractionDigits, to: storage.baseAddress! + count)
  }

  private mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { append($0) }
  }

  @inline(__always)
  private mutating func separate() {
    if needsComma { append(.comma) }
  }

  @inline(__always)
  private mutating func open(_ bracket: UInt8) {
    separate()
    append(bracket)
    needsComma = false
  }

  @inline(__always)
  private mutating func close(_ bracket: UInt8) {
    append(bracket)
    needsComma = true
  }

  private mutating func appendEscaped(_ text: String) {
    // A small string's bytes are reached on the stack and a native one's in
    // place, without the copy of the string (and its retain) that
    // `withUTF8` needs; only a bridged string is made contiguous first.
    let done: Void? = text.utf8.withContiguousStorageIfAvailable { appendEscaped($0) }
    if done == nil {
      var text = text
      text.withUTF8 { appendEscaped($0) }
    }
  }

  /// Appends `text` in quotes, escaping only what RFC 8259 requires: `"`
  /// and `\`, LF, CR and tab as `\n`, `\r`, `\t`, and every other control
  /// character as `\u00XX`. Runs that need no escape, almost every string
  /// of a response whole, are found eight bytes at a time and copied at once.
  private mutating func appendEscaped(_ text: UnsafeBufferPointer<UInt8>) {
    append(.quotationMark)
    var runStart = 0
    var offset = Self.firstEscape(in: text, from: 0)
    while offset < text.count {
      append(UnsafeBufferPointer(rebasing: text[runStart..<offset]))
      appendEscape(for: text[offset])
      runStart = offset + 1
      offset = Self.firstEscape(in: text, from: runStart)
    }
    append(UnsafeBufferPointer(rebasing: text[runStart...]))
    append(.quotationMark)
  }

  /// The offset of the first byte at or after `start` that a JSON string
  /// cannot hold raw, or `text.count` when there is none.
  package static func firstEscape(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var offset = start
    if let base = text.baseAddress {
      let raw = UnsafeRawPointer(base)
      while offset + 8 <= text.count {
        guard !needsEscape(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) else { break }
        offset += 8
      }
    }
    while offset < text.count && !needsEscape(text[offset]) { offset += 1 }
    return offset
  }

  /// Whether a byte cannot appear raw in a JSON string: a control
  /// character, `"` or `\`.
  @inline(__always)
  package static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == .quotationMark || byte == .backslash
  }

  /// Whether any of the eight bytes of `word` cannot appear raw in a JSON
  /// string, by the bit tricks of "Bit Twiddling Hacks" (Anderson,
  /// "Determine if a word has a byte less than n" and "has a zero byte"):
  /// subtracting 1 (or 0x20) from each byte borrows into a byte's high
  /// bit only when that byte is 0 (or below 0x20); bytes of 0x80 and above
  /// are masked out by `~word`. Exact for "any byte", which is all we ask.
  @inline(__always)
  package static func needsEscape(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let control = word &- ones &* 0x20
    let quote = word ^ (ones &* UInt64(UInt8.quotationMark))
    let backslash = word ^ (ones &* UInt64(UInt8.backslash))
    let found = (control & ~word) | ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
    return found & (ones &* 0x80) != 0
  }

  /// Appends the escape for a byte that cannot appear raw in a string.
  private mutating func appendEscape(for byte: UInt8) {
    switch byte {
    case .quotationMark, .backslash:
      append(.backslash)
      append(byte)
    case .lineFeed:
      append(.backslash)
      append(UInt8(ascii: "n"))
    case .carriageReturn:
      append(.backslash)
      append(UInt8(ascii: "r"))
    case .tab:
      append(.backslash)
      append(UInt8(ascii: "t"))
    default:
      append(#"\u00"#)
      append(Self.hexDigits[Int(byte >> 4)])
      append(Self.hexDigits[Int(byte & 0xF)])
    }
  }

  private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
