import CheckoutPricing

/// One member of a JSON object: a key and its value.
package struct JSONMember: Sendable, Hashable {
  /// The member's name, unescaped.
  package let key: String
  /// The member's value.
  package let value: JSONValue

  /// Creates a member.
  package init(key: String, value: JSONValue) {
    self.key = key
    self.value = value
  }
}
