/// The tax part of a rate book: jurisdictions, where they apply, and their
/// components.
@_spi(Reference) public struct TaxTables: Sendable {
  /// Jurisdictions by identifier.
  public let jurisdictions: [String: TaxJurisdiction]
  /// Where each jurisdiction applies, indexed.
  let areas: TaxAreaIndex
  /// The jurisdiction of each area of ``areas``, by the area's id: the
  /// lookup a quote makes.
  let jurisdictionOfArea: [TaxJurisdiction?]

  init(jurisdictions: [String: TaxJurisdiction], areas: TaxAreaIndex, jurisdictionOfArea: [TaxJurisdiction?]) {
    self.jurisdictions = jurisdictions
    self.areas = areas
    self.jurisdictionOfArea = jurisdictionOfArea
  }
}
