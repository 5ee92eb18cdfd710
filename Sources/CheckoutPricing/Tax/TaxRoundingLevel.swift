/// Where tax is rounded to the minor unit.
public enum TaxRoundingLevel: String, Sendable, Hashable, CaseIterable {
  /// Each line's tax is rounded; the tax total is the sum of rounded lines.
  case line
  /// Each component's tax is computed on the whole quote and rounded once
  /// (SSUTA 324 allows either this or per line).
  case invoice
  /// Tax is rounded once per rate per invoice (Japan's qualified invoice rule).
  case invoicePerRate
  /// Each unit's tax is rounded, then multiplied by the quantity (PayPal's
  /// per-item `tax`; WooCommerce's per-item rounding, issue #29657). A
  /// line's amount after discounts is split across its units by largest
  /// remainder: `amount mod quantity` units carry one minor unit more.
  case unit
}
