/// One cart line's merchandise amount at a stage of pricing: what the
/// discount stage leaves of it, and what the tax stage taxes.
package struct LineAmount: Sendable, Hashable {
  /// The cart line's id.
  public let id: String
  /// The line's tax category (``CartLine/category``).
  public let category: String
  /// The amount, in the merchant's currency: exclusive or inclusive of tax
  /// as the merchant's prices are.
  public let amount: Amount
  /// The units the amount is for (``CartLine/quantity``), at least 1: the
  /// `unit` tax rounding level taxes each unit's share of the amount.
  public let quantity: Int64
  /// The unit's listed price before any discount, in minor units: what a
  /// price threshold with basis `listed` compares (RateTables/README.md,
  /// "Price thresholds and tax holidays"). One field copied per line, so a
  /// book without such a threshold does no work for it.
  let listedUnitPrice: Int64
  /// The line's amount before tax rounding as an exact fraction,
  /// ``exactNumerator`` over ``exactDenominator`` minor units: the amount
  /// with each order discount's exact share taken off instead of its share
  /// in minor units. What a price threshold with basis `discounted`
  /// compares, a unit at a time (RateTables/README.md, "Price thresholds
  /// and tax holidays"); the denominator is 1, and the numerator the
  /// amount, unless an order discount applied in a book with such a
  /// threshold.
  let exactNumerator: Int128
  /// The denominator of ``exactNumerator``, at least 1.
  let exactDenominator: Int128

  /// Creates a line amount for `quantity` units; a quantity below 1 is
  /// taken as 1. Its listed unit price is its average unit price.
  public init(id: String, category: String, amount: Amount, quantity: Int64 = 1) {
    self.init(
      id: id, category: category, amount: amount, quantity: quantity,
      listedUnitPrice: amount.minorUnits / max(quantity, 1))
  }

  /// Creates a line amount whose units were listed at `listedUnitPrice`
  /// minor units each, and whose exact amount is `exactNumerator /
  /// exactDenominator` minor units (by default the amount itself).
  init(
    id: String, category: String, amount: Amount, quantity: Int64, listedUnitPrice: Int64,
    exactNumerator: Int128? = nil, exactDenominator: Int128 = 1
  ) {
    self.id = id
    self.category = category
    self.amount = amount
    self.quantity = max(quantity, 1)
    self.listedUnitPrice = listedUnitPrice
    self.exactNumerator = exactNumerator ?? Int128(amount.minorUnits)
    self.exactDenominator = max(exactDenominator, 1)
  }
}
