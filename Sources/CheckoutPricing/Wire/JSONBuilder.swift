/// Small helpers to build `JSONValue` objects in a fixed key order, so the
/// same quote always serializes to the same bytes.
enum JSONBuilder {
  static func object(_ members: [(String, JSONValue?)]) -> JSONValue {
    .object(members.compactMap { key, value in value.map { JSONMember(key: key, value: $0) } })
  }

  /// A whole number, written as its decimal text.
  static func integer(_ value: Int) -> JSONValue { .number(String(value)) }
}
