import CheckoutPricing

extension CartLine {
  /// A line whose price and weight are given as text, as a catalogue lists
  /// them: the scenarios' carts read as the merchant wrote them.
  init(
    _ id: String, _ label: String, price: String, in currency: Currency, quantity: Int64 = 1, weight: String,
    _ unit: WeightUnit, dimensions: Dimensions? = nil, category: String = CartLine.standardCategory
  ) throws {
    self.init(
      id: id, label: label, unitPrice: try Amount(parsing: price, currency: currency), quantity: quantity,
      weight: try Weight(parsing: weight, unit: unit), dimensions: dimensions, category: category)
  }
}
