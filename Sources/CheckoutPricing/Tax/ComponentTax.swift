/// One component's tax at one of its rates: "New York City local, 4.5% of
/// 120.00: 5.40".
package struct ComponentTax: Sendable, Hashable {
  /// The component's identifier in `tax_rates.csv`.
  public let id: String
  /// Its label.
  public let label: String
  /// Where it is levied.
  public let level: TaxComponent.Level
  /// Whether it is charged on the price plus the non-compound components.
  public let isCompound: Bool
  /// The component's rate for these lines.
  public let rate: Rate
  /// The net amount it was charged on (for a compound component, before the
  /// other components' tax is added).
  public let base: Amount
  /// The tax.
  public let tax: Amount
}
