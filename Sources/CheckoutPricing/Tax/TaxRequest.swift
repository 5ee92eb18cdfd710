/// What the tax stage taxes: where the order goes, each line's merchandise
/// amount after discounts, and the shipping after shipping discounts.
package struct TaxRequest: Sendable, Hashable {
  /// Where the order goes; it picks the jurisdiction.
  public var destination: Destination
  /// Each line after every merchandise discount: ``DiscountResult/discountedLines``.
  /// Ids should be unique: they break allocation ties.
  public var lines: [LineAmount]
  /// The selected shipping method's price minus the shipping discount, or
  /// `nil` before a method is chosen.
  public var shipping: Amount?
  /// When the sale is made: its day in the merchant's time zone picks the
  /// dated rows of `tax_rates.csv` in force. Required when the
  /// destination's jurisdiction has dated rows.
  public var asOf: Date?

  /// Creates a request.
  public init(destination: Destination, lines: [LineAmount], shipping: Amount? = nil, asOf: Date? = nil) {
    self.destination = destination
    self.lines = lines
    self.shipping = shipping
    self.asOf = asOf
  }
}
