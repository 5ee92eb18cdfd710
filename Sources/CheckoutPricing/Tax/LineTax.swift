/// The tax of one line.
package struct LineTax: Sendable, Hashable {
  /// The cart line's id.
  public let id: String
  /// Its tax category.
  public let category: String
  /// The amount taxed, as given (inclusive of tax when prices are).
  public let amount: Amount
  /// The amount without tax: ``amount`` minus ``tax`` when prices include
  /// tax, else ``amount``.
  public let net: Amount
  /// The tax on the line; with invoice rounding, its share of the invoice's
  /// rounded tax.
  public let tax: Amount
  /// Whether the category is `exempt`: outside every tax base.
  public let isExempt: Bool
}
