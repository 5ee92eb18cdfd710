/// A place with its own set of taxes: one row of `tax_jurisdictions.csv`
/// with its components from `tax_rates.csv`.
public struct TaxJurisdiction: Sendable, Hashable, Identifiable {
  /// The identifier.
  public let id: String
  /// The name for breakdowns.
  public let label: String
  /// Whether shipping is taxed.
  public let shipping: ShippingTaxability
  /// Where tax is rounded; `nil` follows the merchant's default.
  public let roundingLevel: TaxRoundingLevel?
  /// How tax is rounded; `nil` follows the merchant's default.
  public let roundingMode: RoundingMode?
  /// Whether the components round as one tax or separately.
  public let componentRounding: TaxComponentRounding
  /// The taxes levied, in `tax_rates.csv` order.
  public let components: [TaxComponent]
  /// The row it came from.
  public let location: TableLocation
  /// The components' rates per category, exact and brought to one scale
  /// when the tables load.
  let schedule: TaxSchedule
}
