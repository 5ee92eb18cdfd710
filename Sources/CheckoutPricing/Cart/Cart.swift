/// What a shopper is buying: the lines, in one currency.
public struct Cart: Sendable, Hashable {
  /// The lines, in the shopper's order.
  public var lines: [CartLine]

  /// Creates a cart.
  public init(lines: [CartLine]) { self.lines = lines }

  /// The sum of the lines' extended prices: the merchandise subtotal before
  /// discounts.
  ///
  /// - Throws: ``MoneyError/Code/overflow``.
  public func subtotal(exponent: Int) throws(MoneyError) -> Amount {
    var total = Amount.zero(exponent: exponent)
    for line in lines { total = try total.adding(line.extendedPrice()) }
    return total
  }

  /// The total number of units.
  ///
  /// - Throws: ``MoneyError/Code/overflow``.
  public func unitCount() throws(MoneyError) -> Int64 {
    var count: Int64 = 0
    for line in lines {
      let (sum, overflow) = count.addingReportingOverflow(line.quantity)
      guard !overflow else { throw MoneyError(.overflow, "the cart holds too many units") }
      count = sum
    }
    return count
  }

  /// The total actual weight.
  ///
  /// - Throws: ``MoneyError/Code/overflow``.
  public func weight() throws(MoneyError) -> Weight {
    var total = Weight.zero
    for line in lines {
      if let weight = line.weight { total = try total.adding(weight.multiplied(by: line.quantity)) }
    }
    return total
  }
}
