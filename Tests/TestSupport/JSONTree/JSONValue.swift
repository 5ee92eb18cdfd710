import CheckoutPricing

/// A JSON value exactly as the document wrote it: numbers stay text and
/// object members keep their order.
///
/// Numbers are never converted, so `12.50` is `.number("12.50")` and
/// `1e400` is `.number("1e400")`: the caller decides how to read them
/// (an amount, say, with ``Amount/init(parsing:exponent:)``, which rejects an
/// exponent), and nothing goes through binary floating point.
///
/// Two values are equal when they have the same structure and text: `1.0`
/// and `1` are different numbers, and objects compare their members in
/// order. Strings compare as Swift strings, by canonical equivalence.
///
/// ```swift
/// let request = try JSONParser().parse(#"{"currency":"USD","total":"12.50"}"#)
/// request["currency"]  // .string("USD")
/// ```
package enum JSONValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A string, unescaped.
  case string(String)
  /// The exact source text of a number, such as `"12.50"`, `"-0"` or
  /// `"1e400"`; never converted. ``serialized()`` writes it as is, so a
  /// value made by hand must hold the RFC 8259 number grammar.
  case number(String)
  /// An array.
  case array([JSONValue])
  /// An object's members in source order. The parser never produces two
  /// members with the same key, and ``serialized()`` output parses back only
  /// when a value made by hand keeps that rule too.
  case object([JSONMember])

  /// The value of the member named `key` when this is an object that has
  /// one; otherwise `nil`.
  ///
  /// - Complexity: O(*n*) for *n* members.
  package subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }
}

extension JSONValue {
  /// The string, if this is one.
  package var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The elements, if this is an array.
  package var arrayValue: [JSONValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  /// The member names, if this is an object; none otherwise.
  package var memberNames: Set<String> {
    guard case .object(let members) = self else { return [] }
    return Set(members.map(\.key))
  }
}

/// The member names of `value`, if it is an object; none otherwise.
package func keys(_ value: JSONValue?) -> Set<String> { value?.memberNames ?? [] }
