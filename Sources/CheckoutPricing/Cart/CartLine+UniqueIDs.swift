extension [CartLine] {
  /// The position of the first line whose id an earlier line already has,
  /// or `nil` when every id is used once. Line ids break allocation ties,
  /// so they must be unique: the request reader asks, to name the line in
  /// the JSON, and ``CheckedCart`` asks for a cart built in Swift.
  ///
  /// - Complexity: O(*n*) expected: a search of the earlier ids while there
  ///   are few, a hash set once there are many.
  var firstRepeatedID: Int? {
    guard count > 16 else {
      for second in indices {
        for first in 0..<second where self[first].id == self[second].id { return second }
      }
      return nil
    }
    var seen = Set<String>(minimumCapacity: count)
    return indices.first { !seen.insert(self[$0].id).inserted }
  }
}
