/// Why a service was not offered, for the merchant: what `explain` and
/// ``ShippingExplanation/exclusion`` say. Kept as values and written as
/// text only when read (``ExplainWriter``), since most quotes never explain.
enum ExclusionReason: Sendable, Hashable {
  /// The address is in no shipping zone.
  case noZone
  /// The service is not listed for the zone in `service_zones.csv`.
  case notServed(zone: String)
  /// The address is outside the service's `service_areas.csv`: taken out by
  /// the row at `line`, or in none of its rows (`nil`).
  case outsideServiceArea(line: Int?)
  /// A row of `exclusions.csv` applies; its reason, as the merchant wrote it.
  case excluded(reason: String)
  /// The service has no rate rows for the zone.
  case noRateRows
  /// Neither rows of a cart line's shipping class nor rows without a class.
  case noClassRate(String)
  /// No subtotal tier holds the subtotal.
  case noSubtotalTier(Amount)
  /// No unit-count tier holds the cart's units.
  case noUnitsTier(Int64)
  /// No weight tier holds the billed weight.
  case noWeightTier(Weight, WeightUnit, zone: String)
  /// The pickup service has no store in the zone.
  case noStore(zone: String)

}
