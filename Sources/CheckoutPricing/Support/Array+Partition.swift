extension Array {
  /// The index of the first element for which `belongs` holds, in an array
  /// where it holds for a suffix (a binary search); `count` when it holds
  /// for none.
  ///
  /// - Complexity: O(log *n*) calls of `belongs`.
  func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if belongs(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
