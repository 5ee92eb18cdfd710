package import CheckoutPricing

extension JSONTape {
  /// The document as a tree of values.
  ///
  /// Like the scanner, this nests without recursion: containers being
  /// filled wait on an explicit stack.
  ///
  /// - Complexity: O(*n*) for *n* nodes.
  package func value() -> JSONValue {
    // An array or object whose values are still being built.
    struct Container {
      var remaining: Int
      var isObject: Bool
      var elements: [JSONValue] = []
      var members: [JSONMember] = []
      /// The key whose value is being built.
      var key = ""

      var value: JSONValue { isObject ? .object(members) : .array(elements) }
    }
    var stack: [Container] = []
    var index = 0
    while true {
      var value: JSONValue
      switch nodes[index] {
      case .null: value = .null
      case .bool(let bool): value = .bool(bool)
      case .number(let range): value = .number(string(range))
      case .string(let range): value = .string(string(range))
      case .array(let count, _) where count > 0:
        var array = Container(remaining: count, isObject: false)
        array.elements.reserveCapacity(count)
        stack.append(array)
        index += 1
        continue
      case .object(let count, _) where count > 0:
        var object = Container(remaining: count, isObject: true, key: key(at: index + 1))
        object.members.reserveCapacity(count)
        stack.append(object)
        index += 2
        continue
      case .array: value = .array([])
      case .object: value = .object([])
      }
      index += 1

      // Add the value to the innermost container, closing containers for as
      // long as they are full.
      while let top = stack.indices.last {
        if stack[top].isObject {
          stack[top].members.append(JSONMember(key: stack[top].key, value: value))
        } else {
          stack[top].elements.append(value)
        }
        stack[top].remaining -= 1
        if stack[top].remaining > 0 {
          if stack[top].isObject {
            stack[top].key = key(at: index)
            index += 1
          }
          break
        }
        value = stack.removeLast().value
      }
      if stack.isEmpty { return value }
    }
  }

  /// The key at `index`; the scanner writes only strings there.
  private func key(at index: Int) -> String {
    guard case .string(let range) = nodes[index] else { return "" }
    return string(range)
  }
}
