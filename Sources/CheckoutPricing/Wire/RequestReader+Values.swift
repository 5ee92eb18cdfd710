// The values of a request: objects and their keys, strings, decimal text,
// amounts and quantities, each checked where it is read.
extension RequestReader {
  /// An object whose keys are all known, read in one pass: where the value
  /// of each key is.
  struct Fields<Key: ObjectKey> {
    /// The most keys an object of this kind may have.
    static var capacity: Int { Key.Storage.scalarCount }

    // The node of each key's value, by the key's position in `Key.names`,
    // held inline so that reading an object allocates nothing. 0, the
    // document's root, is never a member's value: it marks an absent key.
    fileprivate var values = Key.Storage()

    /// The node of the value of `key`; `nil` when the object does not have it.
    subscript(key: Key) -> Int? {
      let node = values[key.rawValue]
      return node == 0 ? nil : node
    }
  }

  /// The object at `node`, refusing it if it has a key not in `Key.names`:
  /// the first unknown key in string order is named.
  ///
  /// With `ignoringOthers`, keys not in `Key.names` are skipped instead: for
  /// a wallet's own payload, whose shape the wallet owns and grows, the
  /// members the engine reads are checked and the rest are not its to judge.
  ///
  /// - Complexity: O(*n* *k*) for *n* members and *k* known keys; request
  ///   objects have a handful of each.
  func object<Key>(
    _ node: Int, _ path: @autoclosure () -> String, _: Key.Type, ignoringOthers: Bool = false
  ) throws(Failure) -> Fields<Key> {
    guard case .object(let count, _) = tape.nodes[node] else {
      throw Failure(path: path(), message: "expected an object, found \(tape.nodes[node].typeName)")
    }
    let names = Key.names
    var fields = Fields<Key>()
    var member = node + 1
    for _ in 0..<count {
      // The scanner writes only strings as keys, and no key twice.
      guard case .string(let range) = tape.nodes[member],
        let position = names.firstIndex(where: { tape.bytes(range, equal: $0) })
      else {
        guard ignoringOthers else { throw unknownKey(in: node, path(), names) }
        member = tape.end(of: member + 1)
        continue
      }
      fields.values[position] = member + 1
      member = tape.end(of: member + 1)
    }
    return fields
  }

  /// The error for an object with keys not in `known`, naming the first in
  /// string order.
  private func unknownKey(in node: Int, _ path: String, _ known: [StaticString]) -> Failure {
    var unknown: [String] = []
    var member = node + 1
    while member < tape.end(of: node) {
      if case .string(let range) = tape.nodes[member], !known.contains(where: { tape.bytes(range, equal: $0) }) {
        unknown.append(tape.string(range))
      }
      member = tape.end(of: member + 1)
    }
    let first = unknown.min() ?? ""
    return Failure(
      path: path == "$" ? first : "\(path).\(first)",
      message:
        "unknown field '\(first.prefix(60))'; expected one of \(known.map(\.description).sorted().joined(separator: ", "))"
    )
  }

  /// The string at `node`; `nil` when it is absent or `null` and not
  /// required.
  func string(_ node: Int?, _ path: @autoclosure () -> String, required: Bool) throws(Failure) -> String? {
    let found = node.map { tape.nodes[$0] } ?? .null
    switch found {
    case .null:
      if required { throw Failure(path: path(), message: "missing; expected a string") }
      return nil
    case .string(let range):
      // A string has no more characters than UTF-8 bytes, so the count of
      // characters, which walks the text, is needed only for long ones.
      let text = tape.string(range)
      guard range.count <= QuoteLimits.textLength || text.count <= QuoteLimits.textLength else {
        throw Failure(path: path(), message: "\(text.count) characters; at most \(QuoteLimits.textLength)")
      }
      if required && range.isEmpty { throw Failure(path: path(), message: "empty; expected a non-empty string") }
      return text
    default:
      throw Failure(path: path(), message: "expected a string, found \(found.typeName)")
    }
  }

  /// The elements of the array at `path`, each read by `read` from its
  /// index and node: at most `limit` of them, or the count is refused as
  /// `"3 lines; at most 2 are priced"` (`counted`, then `verb`).
  func elements<Element>(
    _ node: Int, at path: String, of noun: String, limit: Int, counted: String, verb: String,
    _ read: (_ index: Int, _ node: Int) throws(Failure) -> Element
  ) throws(Failure) -> [Element] {
    guard case .array(let count, _) = tape.nodes[node] else {
      throw Failure(path: path, message: "expected an array of \(noun), found \(tape.nodes[node].typeName)")
    }
    guard count <= limit else {
      throw Failure(path: path, message: "\(count) \(counted); at most \(limit) are \(verb)")
    }
    var elements: [Element] = []
    elements.reserveCapacity(count)
    var element = node + 1
    for index in 0..<count {
      elements.append(try read(index, element))
      element = tape.end(of: element)
    }
    return elements
  }

  /// The array of strings at `node` (empty ones too), each within the
  /// text limits; empty when it is absent or `null`.
  @discardableResult
  func stringArray(_ node: Int?, _ path: @autoclosure () -> String) throws(Failure) -> [String] {
    guard let node else { return [] }
    switch tape.nodes[node] {
    case .null: return []
    case .array(let count, _):
      var strings: [String] = []
      var element = node + 1
      for index in 0..<count {
        guard case .string = tape.nodes[element] else {
          throw Failure(
            path: "\(path())[\(index)]", message: "expected a string, found \(tape.nodes[element].typeName)")
        }
        strings.append(try string(element, "\(path())[\(index)]", required: false) ?? "")
        element = tape.end(of: element)
      }
      return strings
    default:
      throw Failure(path: path(), message: "expected an array of strings, found \(tape.nodes[node].typeName)")
    }
  }

  /// The string at `node` as a case of `Value`; `nil` when it is absent or
  /// `null` and not required.
  ///
  /// A string whose bytes are a raw value's is that case. Anything else is
  /// read as a `String` and checked as `Value(rawValue:)` checks it, so text
  /// that equals a raw value only as a Swift string is still that case, and
  /// every error is the one a `String` would get.
  func choice<Value: CaseIterable & RawRepresentable<String>>(
    _ node: Int?, _ path: @autoclosure () -> String, required: Bool
  ) throws(Failure) -> Value? {
    if let node, case .string(let range) = tape.nodes[node],
      let value = Value.allCases.first(where: { tape.bytes(range, equal: $0.rawValue) })
    {
      return value
    }
    guard let text = try string(node, path(), required: required) else { return nil }
    guard let value = Value(rawValue: text) else {
      throw Failure(
        path: path(), message: "'\(text)' is not one of \(Value.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    return value
  }

  /// The string at `node`, which is required, as a case of `Value`.
  func choice<Value: CaseIterable & RawRepresentable<String>>(
    _ node: Int?, _ path: @autoclosure () -> String
  ) throws(Failure) -> Value {
    // A required string that is missing is thrown, never returned as nil.
    guard let value: Value = try choice(node, path(), required: true) else {
      throw Failure(path: path(), message: "missing; expected a string")
    }
    return value
  }

  /// The ISO 8601 instant at `node`, which is required.
  func instant(_ node: Int?, _ path: @autoclosure () -> String) throws(Failure) -> Date {
    // Parsed from the bytes; a `String` is made only to report an error.
    if let node, case .string(let range) = tape.nodes[node], let date = tape.withBytes(range, Instant.parse(utf8:)) {
      return date
    }
    let text = try string(node, path(), required: true) ?? ""
    guard let date = Instant.parse(text) else {
      throw Failure(
        path: path(),
        message: "'\(text)' is not an ISO 8601 instant with an offset, such as 2026-11-21T15:04:05-05:00")
    }
    return date
  }

  /// Where the text of a decimal written as a JSON string or number is.
  func decimalRange(_ node: Int?, _ path: @autoclosure () -> String) throws(Failure) -> Range<Int> {
    let found = node.map { tape.nodes[$0] } ?? .null
    switch found {
    case .string(let range), .number(let range): return range
    case .null: throw Failure(path: path(), message: "missing; expected a decimal string such as \"0.25\"")
    default: throw Failure(path: path(), message: "expected a decimal string, found \(found.typeName)")
    }
  }

  /// The text of a decimal written as a JSON string or number.
  func decimalText(_ node: Int?, _ path: @autoclosure () -> String) throws(Failure) -> String {
    tape.string(try decimalRange(node, path()))
  }

  func amount(_ node: Int?, _ path: @autoclosure () -> String) throws(Failure) -> Amount {
    let range = try decimalRange(node, path())
    // Parsed from the bytes; a `String` is made only to report an error.
    func text() -> String { tape.string(range) }
    // Decimals beyond the currency's are accepted only as zeros (10.000 is
    // 10.00 exactly), and the text has a length, so no amount is a page of digits.
    guard range.count <= QuoteLimits.amountTextLength else {
      throw Failure(
        path: path(),
        message:
          "'\(text().prefix(60))...' is \(range.count) characters; an amount has at most \(QuoteLimits.amountTextLength)"
      )
    }
    let amount: Amount
    do {
      amount = try tape.withBytes(range) { utf8 throws(MoneyError) in
        try Amount(parsingUTF8: utf8, exponent: currency.minorUnits)
      }
    } catch {
      throw Failure(
        path: path(),
        message:
          "'\(text().prefix(60))' is not an amount in \(currency.code): \(error.explanation(digits: currency.minorUnits))"
      )
    }
    guard !amount.isNegative else { throw Failure(path: path(), message: "'\(text())' is negative") }
    let limit = QuoteLimits.unitPriceMajorUnits * Int64.powerOfTen(currency.minorUnits)
    guard amount.minorUnits <= limit else {
      throw Failure(
        path: path(),
        message: "'\(text().prefix(60))' is above the limit of \(QuoteLimits.unitPriceMajorUnits) \(currency.code)")
    }
    return amount
  }

  /// The calendar day at `node`, written `YYYY-MM-DD`; `nil` when it is
  /// absent or `null` and not required.
  func calendarDate(_ node: Int?, _ path: @autoclosure () -> String, required: Bool) throws(Failure) -> CalendarDate? {
    guard let text = try string(node, path(), required: required) else { return nil }
    guard let date = CalendarDate(iso: text) else {
      throw Failure(path: path(), message: "'\(text.prefix(60))' is not a day written YYYY-MM-DD, such as 2026-12-21")
    }
    return date
  }

  func quantity(_ node: Int?, _ path: @autoclosure () -> String) throws(Failure) -> Int64 {
    try wholeNumber(node, path(), upTo: QuoteLimits.quantity)
  }

  /// The whole number from 1 to `largest` at `node`, which is required.
  func wholeNumber(_ node: Int?, _ path: @autoclosure () -> String, upTo largest: Int64) throws(Failure) -> Int64 {
    guard let node, case .number(let range) = tape.nodes[node] else {
      throw Failure(
        path: path(),
        message: node.map { "expected a whole number, found \(tape.nodes[$0].typeName)" }
          ?? "missing; expected a whole number")
    }
    // Only digits, at most 18 of them, which an Int64 holds.
    let digits: Int64? = tape.withBytes(range) { text in
      guard text.count <= 18 else { return nil }
      var value: Int64 = 0
      for byte in text {
        guard byte.isASCIIDigit else { return nil }
        value = value * 10 + Int64(byte - .zeroDigit)
      }
      return value
    }
    guard let quantity = digits, quantity >= 1, quantity <= largest else {
      throw Failure(
        path: path(), message: "'\(tape.string(range).prefix(60))' is not a whole number from 1 to \(largest)")
    }
    return quantity
  }
}
