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
/// ``JSONValue/serialized()`` writes through it too, so a tree and a
/// response written member by member escape strings the same way.
struct JSONWriter {
  /// The JSON written so far.
  private(set) var bytes: [UInt8] = []
  /// Whether the next key or value follows a sibling and so needs a comma.
  private var needsComma = false

  /// Creates an empty writer whose buffer can hold `capacity` bytes before
  /// it grows.
  init(reservingCapacity capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  /// The JSON written so far, as text.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  // MARK: - Containers

  /// Writes an object whose members `body` writes, each as a ``key(_:)``
  /// followed by one value.
  mutating func object(_ body: (inout JSONWriter) -> Void) {
    open(.leftBrace)
    body(&self)
    close(.rightBrace)
  }

  /// Writes an array whose elements `body` writes.
  mutating func array(_ body: (inout JSONWriter) -> Void) {
    open(.leftBracket)
    body(&self)
    close(.rightBracket)
  }

  /// Writes an array with one element per item of `elements`, each written
  /// by `element`.
  mutating func array<Elements: Sequence>(
    _ elements: Elements, _ element: (inout JSONWriter, Elements.Element) -> Void
  ) {
    open(.leftBracket)
    for item in elements { element(&self, item) }
    close(.rightBracket)
  }

  /// Writes an object member's key and its colon; the next value written is
  /// the member's value.
  mutating func key(_ name: StaticString) {
    name.withUTF8Buffer { key($0) }
  }

  /// Writes an object member's key from text, such as a name chosen at run
  /// time; the next value written is the member's value.
  mutating func key(_ name: String) {
    separate()
    appendEscaped(name)
    bytes.append(.colon)
    needsComma = false
  }

  private mutating func key(_ name: UnsafeBufferPointer<UInt8>) {
    separate()
    appendEscaped(name)
    bytes.append(.colon)
    needsComma = false
  }

  // MARK: - Scalars

  /// Writes a string, escaped by RFC 8259.
  mutating func string(_ text: String) {
    separate()
    appendEscaped(text)
    needsComma = true
  }

  /// Writes a string, or `null` when there is none.
  mutating func string(orNull text: String?) {
    if let text { string(text) } else { null() }
  }

  /// Writes an amount as a string with exactly its exponent's digits, the
  /// way ``Amount/formatted()`` writes it: `"12.50"`.
  mutating func string(_ amount: Amount) {
    separate()
    bytes.append(.quotationMark)
    amount.appendFormatted(to: &bytes)
    bytes.append(.quotationMark)
    needsComma = true
  }

  /// Writes a whole number as a JSON number.
  mutating func integer(_ value: Int) {
    separate()
    DecimalText.append(units: Int64(value), fractionDigits: 0, to: &bytes)
    needsComma = true
  }

  /// Writes a number's text as it is, such as a ``JSONValue/number(_:)``
  /// read from a document. The text must hold the RFC 8259 number grammar.
  mutating func number(_ text: String) {
    separate()
    bytes.append(contentsOf: text.utf8)
    needsComma = true
  }

  /// Writes `true` or `false`.
  mutating func bool(_ value: Bool) {
    separate()
    appendRaw(value ? "true" : "false")
    needsComma = true
  }

  /// Writes `null`.
  mutating func null() {
    separate()
    appendRaw("null")
    needsComma = true
  }

  // MARK: - Bytes

  private mutating func appendRaw(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  private mutating func separate() {
    if needsComma { bytes.append(.comma) }
  }

  private mutating func open(_ bracket: UInt8) {
    separate()
    bytes.append(bracket)
    needsComma = false
  }

  private mutating func close(_ bracket: UInt8) {
    bytes.append(bracket)
    needsComma = true
  }

  private mutating func appendEscaped(_ text: String) {
    let done: Void? = text.utf8.withContiguousStorageIfAvailable { appendEscaped($0) }
    if done == nil { Array(text.utf8).withUnsafeBufferPointer { appendEscaped($0) } }
  }

  /// Appends `text` in quotes, escaping only what RFC 8259 requires: `"`
  /// and `\`, LF, CR and tab as `\n`, `\r`, `\t`, and every other control
  /// character as `\u00XX`. Runs that need no escape are copied whole.
  private mutating func appendEscaped(_ text: UnsafeBufferPointer<UInt8>) {
    bytes.append(.quotationMark)
    var runStart = 0
    for (offset, byte) in text.enumerated() where byte < 0x20 || byte == .quotationMark || byte == .backslash {
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<offset]))
      runStart = offset + 1
      switch byte {
      case .quotationMark, .backslash:
        bytes.append(.backslash)
        bytes.append(byte)
      case .lineFeed:
        bytes.append(.backslash)
        bytes.append(UInt8(ascii: "n"))
      case .carriageReturn:
        bytes.append(.backslash)
        bytes.append(UInt8(ascii: "r"))
      case .tab:
        bytes.append(.backslash)
        bytes.append(UInt8(ascii: "t"))
      default:
        appendRaw(#"\u00"#)
        bytes.append(Self.hexDigits[Int(byte >> 4)])
        bytes.append(Self.hexDigits[Int(byte & 0xF)])
      }
    }
    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart...]))
    bytes.append(.quotationMark)
  }

  private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
