/// A value held out of line: its owner stores one reference, so that
/// copying the owner copies eight bytes instead of the value.
///
/// For a member that is rare and large, such as a request's authorization
/// or a quote's decision: every request and quote pays a pointer for it,
/// and only one that has it pays the allocation. The bytes a value
/// carries inline are moved or copied wherever it goes: through every
/// stage for a request, and into every answer for a quote.
enum OutOfLine<Value: Sendable & Hashable>: Sendable, Hashable {
  indirect case value(Value)

  /// The value.
  var value: Value {
    switch self {
    case .value(let value): value
    }
  }
}
