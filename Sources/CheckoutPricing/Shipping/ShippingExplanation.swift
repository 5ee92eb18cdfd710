/// Why a service was offered at its price, or why it was not offered.
///
/// Each step names the table row it used:
/// `weight 2.5 lb billed as 3 lb: tier 1 < w <= 5 lb at 10.95 (rates.csv:14)`.
/// The stage keeps values; `explain`'s writer words them
/// (``exclusion`` and ``steps``, in `ExplainWriter+Shipping.swift`).
package struct ShippingExplanation: Sendable, Hashable {
  /// The service's plan, which holds its identifier and label.
  let plan: ServicePlan
  /// What the rater decided, in order; empty unless the request asked to
  /// explain.
  let trace: [ShippingStep]
  /// Why the service is not offered, for the merchant; `nil` when it is.
  let reason: ExclusionReason?
  /// The same for the shopper's one sentence when no service is offered.
  let cause: ExclusionCause?
  /// The zone index's names, by ``ZoneID``, for a reason that names its
  /// zone by id: shared with the index, empty when no reason needs them.
  let zoneNames: [String]

  /// The service.
  public var service: String { plan.service.id }

  /// An offered service's explanation.
  init(service plan: ServicePlan, trace: [ShippingStep]) {
    self.init(service: plan, trace: trace, reason: nil, cause: nil)
  }

  init(
    service plan: ServicePlan, trace: [ShippingStep], reason: ExclusionReason?, cause: ExclusionCause?,
    zoneNames: [String] = []
  ) {
    self.plan = plan
    self.trace = trace
    self.reason = reason
    self.cause = cause
    self.zoneNames = zoneNames
  }
}

/// Why a service was not offered, for the merchant: what `explain` and
/// ``ShippingExplanation/exclusion`` say. Kept as values and written as
/// text only when read (``ExplainWriter``), since most quotes never explain.
enum ExclusionReason: Sendable, Hashable {
  /// The address is in no shipping zone.
  case noZone
  /// The service is not listed for the zone in `service_zones.csv`.
  case notServed(ZoneID)
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
  case noWeightTier(Weight, WeightUnit, ZoneID)
  /// The pickup service has no store in the zone.
  case noStore(ZoneID)
  /// The service is DDP, and the cart line with this id lacks the field
  /// (`hsCode`, `originCountry`) of the customs classification the
  /// destination needs, which the merchant's `unclassifiedLines: refuse`
  /// does not sell duty paid without (`RateTables/README.md`, "Landed cost").
  case unclassifiedLine(id: String, field: Unserviceable.ClassificationField)

}

/// Why a service was not offered, as data: what the shopper's one sentence
/// is made from when no service is (``Unserviceable``).
enum ExclusionCause: Sendable, Hashable {
  /// A line of a category the service does not take: its position in the
  /// cart (a position, not the label, so that copying a cause retains
  /// nothing).
  case category(line: Int)
  /// The cart is heavier than the service takes.
  case overWeight(limit: Weight, unit: WeightUnit)
  /// A unit is longer than the service takes, in micrometres.
  case overLength(micrometres: Int64)
  /// No rate of the service holds the cart's weight or subtotal.
  case noRate
  /// The service does not reach the address: not its zone, outside its
  /// service area, an excluded place, or no store there.
  case place
}
