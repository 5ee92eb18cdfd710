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
    guard unitPrice.exponent == exponent else {
      throw PricingStageError(
        .currencyMismatch, lineID: id,
        "unit price \(unitPrice) has \(unitPrice.exponent) decimals; the merchant's currency has \(exponent)")
    }
    guard !unitPrice.isNegative else {
      throw PricingStageError(.invalidLine, lineID: id, "unit price \(unitPrice) is negative")
    }
  }
}
