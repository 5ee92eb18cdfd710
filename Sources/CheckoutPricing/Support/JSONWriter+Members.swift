extension JSONWriter {
  /// Writes an object member whose value is a string: `"key":"value"`.
  package mutating func member(_ name: StaticString, _ value: String) {
    key(name)
    string(value)
  }

  /// Writes an object member whose value is an amount, as ``string(_:)-(Amount)`` writes it.
  package mutating func member(_ name: StaticString, _ value: Amount) {
    key(name)
    string(value)
  }

  /// Writes an object member whose value is a whole number.
  package mutating func member(_ name: StaticString, _ value: Int) {
    key(name)
    integer(value)
  }

  /// Writes an object member whose value is `true` or `false`.
  package mutating func member(_ name: StaticString, _ value: Bool) {
    key(name)
    bool(value)
  }
}
