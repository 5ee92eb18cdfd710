/// One member of a JSON object: a key and its value.
public struct JSONMember: Sendable, Hashable {
  /// The member's name, unescaped.
  public let key: String
  /// The member's value.
  public let value: JSONValue

  /// Creates a member.
  public init(key: String, value: JSONValue) {
    self.key = key
    self.value = value
  }
}
