/// The tax part of a rate book: jurisdictions, where they apply, and their
/// components.
package struct TaxTables: Sendable {
  /// The jurisdictions that loaded, in the order of
  /// `tax_jurisdictions.csv`; a quote reaches them through its area's
  /// id (``jurisdictionOfArea``), never by name.
  public let jurisdictions: [TaxJurisdiction]
  /// Where each jurisdiction applies, indexed.
  let areas: TaxAreaIndex
  /// The jurisdiction of each area of ``areas``, by the area's id: the
  /// lookup a quote makes.
  let jurisdictionOfArea: [TaxJurisdiction?]
  /// Whether any jurisdiction, on any of its days, has a price threshold
  /// with basis `discounted`: only then does the discount stage share order
  /// discounts out exactly (``LineAmount/exactNumerator``).
  let hasDiscountedThresholds: Bool

  init(jurisdictions: [TaxJurisdiction], areas: TaxAreaIndex, jurisdictionOfArea: [TaxJurisdiction?]) {
    self.jurisdictions = jurisdictions
    self.areas = areas
    self.jurisdictionOfArea = jurisdictionOfArea
    hasDiscountedThresholds = jurisdictions.contains { jurisdiction in
      ([jurisdiction] + (jurisdiction.periods?.jurisdictions ?? [])).contains { dated in
        dated.schedule.thresholds.contains { !$0.isListedBasis }
      }
    }
  }
}
