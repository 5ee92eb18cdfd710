/// One cart line's merchandise amount at a stage of pricing: what the
/// discount stage leaves of it, and what the tax stage taxes.
@_spi(Reference) public struct LineAmount: Sendable, Hashable {
  /// The cart line's id.
  public let id: String
  /// The line's tax category (``CartLine/category``).
  public let category: String
  /// The amount, in the merchant's currency: exclusive or inclusive of tax
  /// as the merchant's prices are.
  public let amount: Amount

  /// Creates a line amount.
  public init(id: String, category: String, amount: Amount) {
    self.id = id
    self.category = category
    self.amount = amount
  }
}
