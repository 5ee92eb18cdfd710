/// The tax on shipping.
package struct ShippingTax: Sendable, Hashable {
  /// The shipping taxed, after shipping discounts (inclusive of tax when
  /// prices are).
  public let amount: Amount
  /// How the jurisdiction taxes shipping.
  public let taxability: ShippingTaxability
  /// The shipping without tax.
  public let net: Amount
  /// The tax on shipping.
  public let tax: Amount
}
