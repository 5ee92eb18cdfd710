package import CheckoutPricing

extension JSONValue {
  /// The value as compact JSON: no whitespace, members in stored order,
  /// numbers as their stored text.
  ///
  /// Strings escape only what RFC 8259 requires: `"` and `\`, LF, CR and tab
  /// as `\n`, `\r`, `\t`, and every other control character as `\u00XX`.
  /// Everything else, non-ASCII included, is written as UTF-8. The output
  /// depends only on the value, and ``JSONParser`` reads it back to an equal
  /// value (for a value made by hand: when its numbers are valid JSON
  /// numbers and its objects have no repeated keys).
  ///
  /// ```swift
  /// JSONValue.object([JSONMember(key: "total", value: .number("12.50"))]).serialized()
  /// // {"total":12.50}
  /// ```
  ///
  /// - Complexity: O(*n*) in the size of the output.
  package func serialized() -> String {
    var json = JSONWriter(reservingCapacity: 64)
    json.value(self)
    return json.text
  }
}

extension JSONWriter {
  /// Writes a whole value tree: containers with their members in stored
  /// order, numbers as their stored text.
  package mutating func value(_ value: JSONValue) {
    switch value {
    case .null: null()
    case .bool(let flag): bool(flag)
    case .string(let text): string(text)
    case .number(let text): number(text)
    case .array(let elements): array(elements) { json, element in json.value(element) }
    case .object(let members):
      object { json in
        for member in members {
          json.key(member.key)
          json.value(member.value)
        }
      }
    }
  }
}
