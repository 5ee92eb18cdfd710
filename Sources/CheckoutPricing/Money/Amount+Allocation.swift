extension Amount {
  /// Splits the amount across `weights` by largest remainder, so the parts
  /// add up to the whole exactly.
  ///
  /// Each part first gets its exact share rounded toward zero,
  /// `amount * weight / total`; the minor units left over go one each to the
  /// parts with the largest remainders. Ties between equal remainders go to
  /// the larger weight, then to the smaller tie-break key (the caller's stable
  /// identifier, such as a line id), so the result does not depend on the
  /// order the parts are listed in. A negative amount is split as its
  /// magnitude and negated, so every part has the amount's sign.
  ///
  /// The result satisfies:
  /// - the parts add up to the amount;
  /// - each part is within one minor unit of its exact share;
  /// - a larger weight never gets a smaller part (in magnitude);
  /// - a zero weight gets zero.
  ///
  /// ```swift
  /// let parts = try Amount(parsing: "5.00", exponent: 2)
  ///   .allocated(proportionalTo: [1, 1, 1], tieBreakKeys: ["a", "b", "c"])
  /// // 1.67, 1.67, 1.66
  /// ```
  ///
  /// - Parameters:
  ///   - weights: non-negative weights, at least one positive unless the
  ///     amount is zero. Amounts' minor units make good weights.
  ///   - tieBreakKeys: one distinct key per weight.
  /// - Throws: ``MoneyError/Code/invalidWeights`` for a negative weight, all
  ///   zero weights with a non-zero amount, or a key count that differs from
  ///   the weight count.
  /// - Complexity: O(*n* log *n*) for *n* weights.
  public func allocated<Key: Comparable>(
    proportionalTo weights: [Int64], tieBreakKeys: [Key]
  ) throws(MoneyError) -> [Amount] {
    guard weights.count == tieBreakKeys.count else {
      throw MoneyError(
        .invalidWeights, "\(weights.count) weights but \(tieBreakKeys.count) tie-break keys")
    }
    var total: Int128 = 0
    for weight in weights {
      guard weight >= 0 else {
        throw MoneyError(.invalidWeights, "allocation weight \(weight) is negative")
      }
      total += Int128(weight)
    }
    if minorUnits == 0 {
      return Array(repeating: .zero(exponent: exponent), count: weights.count)
    }
    guard total > 0 else {
      throw MoneyError(
        .invalidWeights, "cannot allocate \(self) across \(weights.count) zero weights")
    }

    // Exact shares: magnitude * weight / total, split into floor and remainder.
    // magnitude < 2^64 and weight < 2^63, so the product fits an Int128.
    let magnitude = Int128(minorUnits.magnitude)
    var parts = [Int128](repeating: 0, count: weights.count)
    var remainders = [Int128](repeating: 0, count: weights.count)
    var distributed: Int128 = 0
    for index in weights.indices {
      let exact = magnitude * Int128(weights[index])
      parts[index] = exact / total
      remainders[index] = exact % total
      distributed += parts[index]
    }

    // The remainders add up to (magnitude - distributed) * total, so fewer
    // units are left than parts with a non-zero remainder: zero weights,
    // whose remainder is zero, never receive one.
    let leftOver = Int(magnitude - distributed)
    if leftOver > 0 {
      let order = weights.indices.sorted { a, b in
        if remainders[a] != remainders[b] { return remainders[a] > remainders[b] }
        if weights[a] != weights[b] { return weights[a] > weights[b] }
        return tieBreakKeys[a] < tieBreakKeys[b]
      }
      for index in order.prefix(leftOver) { parts[index] += 1 }
    }

    let sign: Int128 = minorUnits < 0 ? -1 : 1
    // Every part is at most the magnitude, so it fits an Int64 with the
    // amount's sign.
    return parts.map { Amount(uncheckedMinorUnits: Int64(sign * $0), exponent: exponent) }
  }

  /// Splits the amount across `weights` by largest remainder, breaking
  /// exact ties by position: earlier weights first.
  ///
  /// Use ``allocated(proportionalTo:tieBreakKeys:)`` with stable identifiers
  /// when the result must not depend on the order of the weights.
  ///
  /// - Throws: as ``allocated(proportionalTo:tieBreakKeys:)``.
  public func allocated(proportionalTo weights: [Int64]) throws(MoneyError) -> [Amount] {
    try allocated(proportionalTo: weights, tieBreakKeys: Array(weights.indices))
  }

  /// Splits the amount into `count` parts as equal as possible, the larger
  /// parts first.
  ///
  /// - Throws: ``MoneyError/Code/invalidWeights`` when `count` is not
  ///   positive.
  public func split(into count: Int) throws(MoneyError) -> [Amount] {
    guard count > 0 else {
      throw MoneyError(.invalidWeights, "cannot split \(self) into \(count) parts")
    }
    return try allocated(proportionalTo: Array(repeating: 1, count: count))
  }
}
