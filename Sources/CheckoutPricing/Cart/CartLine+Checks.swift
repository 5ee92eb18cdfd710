extension CartLine {
  /// Checks what the discount stage prices a line on: an id, a quantity of
  /// at least 1, a unit price in the merchant's currency (`exponent`
  /// decimals) and not negative.
  ///
  /// - Throws: ``PricingStageError`` naming the line.
  func check(exponent: Int) throws(PricingStageError) {
    guard !id.isEmpty else { throw PricingStageError(.invalidLine, "a cart line has an empty id") }
    guard quantity >= 1 else {
      throw PricingStageError(.invalidLine, lineID: id, "quantity \(quantity) is below 1")
    }
    try PricingStageError.check(unitPrice, exponent: exponent, what: "unit price", lineID: id)
  }
}
