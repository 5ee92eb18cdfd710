/// The tax part of a rate book: jurisdictions, where they apply, and their
/// components.
public struct TaxTables: Sendable {
  /// Jurisdictions by identifier.
  public let jurisdictions: [String: TaxJurisdiction]
  /// Where each jurisdiction applies, indexed.
  public let areas: LocationIndex
}
