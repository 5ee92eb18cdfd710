@_spi(Reference) @testable import CheckoutPricing

/// One member of a JSON object: a key and its value.
struct JSONMember: Sendable, Hashable {
  /// The member's name, unescaped.
  let key: String
  /// The member's value.
  let value: JSONValue

  /// Creates a member.
  init(key: String, value: JSONValue) {
    self.key = key
    self.value = value
  }
}
