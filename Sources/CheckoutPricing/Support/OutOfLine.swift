/// A value held out of line: its owner stores one reference, so that
/// copying the owner copies eight bytes instead of the value.
///
/// For a member that is rare and large, such as a request's authorization
/// or a quote's decision: every request and quote pays a pointer for it,
/// and only one that has it pays the allocation. A session copies its
/// request on every choice of method or card, so the bytes a request
/// carries inline are paid on every sheet event.
enum OutOfLine<Value: Sendable & Hashable>: Sendable, Hashable {
  indirect case value(Value)

  /// The value.
  var value: Value {
    switch self {
    case .value(let value): value
    }
  }
}
