/// Whether a jurisdiction taxes the shipping charge.
package enum ShippingTaxability: String, Sendable, Hashable, CaseIterable {
  /// Shipping is taxed like a standard-rated line.
  case taxable
  /// Shipping is not taxed.
  case exempt
  /// Shipping is taxed in proportion to the taxable share of the goods, as
  /// many US states require for mixed shipments.
  case proportional
}
