// The values of a request: objects and their keys, strings, decimal text,
// amounts and quantities, each checked where it is read.
extension RequestReader {
  /// An object whose keys are all known: its node and member count.
  struct Fields {
    let node: Int
    let count: Int
  }

  /// The value of the member named `key`, if there is one. The parser never
  /// gives an object two members with one key, so the first match is the
  /// only one.
  ///
  /// - Complexity: O(*n*) for *n* members; request objects have a handful.
  func value(_ key: StaticString, in fields: Fields) -> Int? {
    var member = fields.node + 1
    for _ in 0..<fields.count {
      if case .string(let range) = tape.nodes[member], tape.bytes(range, equal: key) { return member + 1 }
      member = tape.end(of: member + 1)
    }
    return nil
  }

  /// The object at `node`, refusing it if it has a key not in `known`: the
  /// first unknown key in string order is named.
  func object(_ node: Int, _ path: @autoclosure () -> String, keys known: [StaticString]) throws(Failure) -> Fields {
    guard case .object(let count, _) = tape.nodes[node] else {
      throw Failure(path: path(), message: "expected an object, found \(tape.nodes[node].typeName)")
    }
    var unknown: [String] = []
    var member = node + 1
    for _ in 0..<count {
      if case .string(let range) = tape.nodes[member], !known.contains(where: { tape.bytes(range, equal: $0) }) {
        unknown.append(tape.string(range))
      }
      member = tape.end(of: member + 1)
    }
    if let first = unknown.min() {
      let path = path()
      throw Failure(
        path: path == "$" ? first : "\(path).\(first)",
        message:
          "unknown field '\(first.prefix(60))'; expected one of \(known.map(\.description).sorted().joined(separator: ", "))"
      )
    }
    return Fields(node: node, count: count)
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

  /// The text of a decimal written as a JSON string or number.
  func decimalText(_ node: Int?, _ path: @autoclosure () -> String) throws(Failure) -> String {
    let found = node.map { tape.nodes[$0] } ?? .null
    switch found {
    case .string(let range), .number(let range): return tape.string(range)
    case .null: throw Failure(path: path(), message: "missing; expected a decimal string such as \"0.25\"")
    default: throw Failure(path: path(), message: "expected a decimal string, found \(found.typeName)")
    }
  }

  func amount(_ node: Int?, _ path: @autoclosure () -> String) throws(Failure) -> Amount {
    let text = try decimalText(node, path())
    let amount: Amount
    do {
      amount = try Amount(parsing: text, currency: currency)
    } catch {
      throw Failure(
        path: path(),
        message:
          "'\(text.prefix(60))' is not an amount in \(currency.code): \(error.explanation(digits: currency.minorUnits))"
      )
    }
    guard !amount.isNegative else { throw Failure(path: path(), message: "'\(text)' is negative") }
    let limit = QuoteLimits.unitPriceMajorUnits * Int64.powerOfTen(currency.minorUnits)
    guard amount.minorUnits <= limit else {
      throw Failure(
        path: path(),
        message: "'\(text.prefix(60))' is above the limit of \(QuoteLimits.unitPriceMajorUnits) \(currency.code)")
    }
    return amount
  }

  func quantity(_ node: Int?, _ path: @autoclosure () -> String) throws(Failure) -> Int64 {
    guard let node, case .number(let range) = tape.nodes[node] else {
      throw Failure(
        path: path(),
        message: node.map { "expected a whole number, found \(tape.nodes[$0].typeName)" }
          ?? "missing; expected a whole number")
    }
    // All digits, so the count of bytes is the count of characters.
    let text = tape.string(range)
    guard text.utf8.allSatisfy(\.isASCIIDigit), text.utf8.count <= 18,
      let quantity = Int64(text), quantity >= 1, quantity <= QuoteLimits.quantity
    else {
      throw Failure(
        path: path(), message: "'\(text.prefix(60))' is not a whole number from 1 to \(QuoteLimits.quantity)")
    }
    return quantity
  }
}
