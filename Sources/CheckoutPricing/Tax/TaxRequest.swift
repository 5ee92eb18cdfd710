/// What the tax stage taxes: where the order goes, each line's merchandise
/// amount after discounts, and the shipping after shipping discounts.
@_spi(Reference) public struct TaxRequest: Sendable, Hashable {
  /// Where the order goes; it picks the jurisdiction.
  public var destination: Destination
  /// Each line after every merchandise discount: ``DiscountResult/discountedLines``.
  /// Ids should be unique: they break allocation ties.
  public var lines: [LineAmount]
  /// The selected shipping method's price minus the shipping discount, or
  /// `nil` before a method is chosen.
  public var shipping: Amount?

  /// Creates a request.
  public init(destination: Destination, lines: [LineAmount], shipping: Amount? = nil) {
    self.destination = destination
    self.lines = lines
    self.shipping = shipping
  }
}
