/// The tax part of a rate book: jurisdictions, where they apply, their
/// components, and the manifest's tax choices.
///
/// An immutable final class, like the book that holds it, shared by every
/// quote and every thread.
package final class TaxTables: Sendable {
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

  /// The decimals of the merchant's currency.
  let exponent: Int
  /// Whether prices include tax.
  let pricesIncludeTax: Bool
  /// Where tax is rounded when a jurisdiction does not say.
  let roundingLevel: TaxRoundingLevel
  /// How tax is rounded when a jurisdiction does not say.
  let roundingMode: RoundingMode
  /// The merchant's origin; `nil` only while a broken manifest is read.
  let origin: Destination?
  /// The jurisdiction of the merchant's origin, when it is marked
  /// `sourcing: origin`.
  let originTax: (jurisdiction: TaxJurisdiction, match: LocationMatch<IDKind.TaxArea>)?
  /// The jurisdiction whose VAT a sale to another EU member state is
  /// charged when the manifest's `euDistanceSales` is `origin`: the
  /// origin's. `nil` otherwise, so a merchant without the rule pays one
  /// branch for it.
  let euOriginTax: TaxJurisdiction?
  /// Whether the manifest sets `euDistanceSales` at all.
  let hasEUDistanceSales: Bool

  init(
    jurisdictions: [TaxJurisdiction], areas: TaxAreaIndex, jurisdictionOfArea: [TaxJurisdiction?], exponent: Int,
    settings: TaxSettings
  ) {
    self.jurisdictions = jurisdictions
    self.areas = areas
    self.jurisdictionOfArea = jurisdictionOfArea
    hasDiscountedThresholds = jurisdictions.contains { jurisdiction in
      ([jurisdiction] + (jurisdiction.periods?.jurisdictions ?? [])).contains { dated in
        dated.schedule.thresholds.contains { !$0.isListedBasis }
      }
    }
    self.exponent = exponent
    pricesIncludeTax = settings.pricesIncludeTax
    roundingLevel = settings.roundingLevel
    roundingMode = settings.roundingMode
    origin = settings.origin
    let originMatch = settings.origin.flatMap { areas.match($0) }
    if let match = originMatch, let jurisdiction = jurisdictionOfArea[match.areaID], jurisdiction.sourcing == .origin {
      originTax = (jurisdiction, match)
    } else {
      originTax = nil
    }
    hasEUDistanceSales = settings.euDistanceSales != nil
    euOriginTax =
      settings.euDistanceSales == .origin ? originMatch.flatMap { jurisdictionOfArea[$0.areaID] } : nil
  }
}
