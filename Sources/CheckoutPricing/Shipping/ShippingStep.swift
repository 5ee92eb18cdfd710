/// One decision the shipping rater made, as data: which row, which tier,
/// which surcharge, why excluded. The rater records them only when a
/// request asks to explain; ``ExplainWriter`` writes them for `explain`.
indirect enum ShippingStep: Sendable, Hashable {
  /// The zone and the service's transit days there (`service_zones.csv`).
  case zone(area: String, rule: TableLocation, transitMin: Int, transitMax: Int, listing: TableLocation)
  /// When the order counts, leaves and arrives.
  case window(
    localMinutes: Int, cutoffMinutes: Int?, orderDay: Int, dispatchDay: Int, handlingDays: Int,
    earliest: CalendarDate, latest: CalendarDate)
  /// The window reaches past the last listed holiday (a day number).
  case pastHolidays(through: Int)
  /// A store's own price replaces the rate.
  case storePrice(Amount, TableLocation)
  /// A store uses the service's rate.
  case storeUsesRate(store: String, TableLocation)
  /// A step taken for one store of a pickup service.
  case atStore(String, ShippingStep)
  /// The address is inside the service's `service_areas.csv`.
  case insideServiceArea
  /// A place row of `exclusions.csv` excludes the address.
  case excludedPlace(ShippingExclusion)
  /// `exclusions.csv` excludes a category a line is of.
  case excludedCategory(TableLocation, line: String, category: String)
  /// `exclusions.csv` excludes carts over a weight.
  case excludedWeight(TableLocation, weight: Weight, limit: Weight, unit: WeightUnit)
  /// `exclusions.csv` excludes units longer than a length, in micrometres.
  case excludedLength(TableLocation, line: String, micrometres: Int64, limit: Int64)
  /// A flat rate.
  /// The steps that follow price one shipping class, by the lines or
  /// units `pricing` gives it.
  case shippingClass(String, pricing: ShippingService.ClassPricing, lines: Int, units: Int64)
  /// The classes' prices combined into the base rate.
  case classesCombined(ShippingService.ClassPricing, prices: [Amount], total: Amount, service: TableLocation)
  case flat(Amount, TableLocation)
  /// A per-item rate on a cart without items.
  case noItems(TableLocation)
  /// A per-item rate: the first item, then each additional one.
  case perItem(units: Int64, first: Amount, additional: Amount, total: Amount, TableLocation)
  /// A percentage of the subtotal, within its bounds.
  case percent(
    Rate, subtotal: Amount, exact: Amount, minimum: Amount?, maximum: Amount?, result: Amount, TableLocation)
  /// The subtotal tier that holds the subtotal.
  case subtotalTier(subtotal: Amount, min: Amount, max: Amount?, price: Amount, TableLocation)
  /// The unit-count tier that holds the cart's units.
  case unitsTier(units: Int64, min: Int64, max: Int64?, price: Amount, TableLocation)
  /// The actual and dimensional weights (`services.csv`'s divisor).
  case dimensional(actual: Weight, dimensional: Weight, divisor: Int64, unit: WeightUnit, service: TableLocation)
  /// The weight tier that holds the billed weight, with its additional steps.
  case weightTier(WeightTier)
  /// Handling fees per order and per item.
  case handling(perOrder: Amount, perItem: Amount, units: Int64, total: Amount, service: TableLocation)
  /// The service's maximum cost applies.
  case capped(Amount, service: TableLocation)
  /// The free-shipping threshold, met or not.
  case freeThreshold(isFree: Bool, beforeDiscounts: Bool, subtotal: Amount, threshold: Amount, service: TableLocation)
  /// A surcharge for the address.
  case surcharge(Amount, reason: String, TableLocation)
  /// The price.
  case total(Amount)

  /// The weight tier a cart was billed at.
  struct WeightTier: Sendable, Hashable {
    var measured: Weight
    /// The weight after rounding up to whole units, when the service does.
    var billed: Weight?
    var min: Weight
    var max: Weight?
    /// Whether the tier's lower bound was included (the lowest tier's is).
    var includesMin: Bool
    var price: Amount
    /// Started additional steps above `min`: their count, price and size.
    var additional: (count: Int64, price: Amount, per: Weight)?
    var total: Amount
    var unit: WeightUnit
    var row: TableLocation

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.measured == rhs.measured && lhs.billed == rhs.billed && lhs.min == rhs.min && lhs.max == rhs.max
        && lhs.includesMin == rhs.includesMin && lhs.price == rhs.price
        && lhs.additional?.count == rhs.additional?.count
        && lhs.additional?.price == rhs.additional?.price && lhs.additional?.per == rhs.additional?.per
        && lhs.total == rhs.total && lhs.unit == rhs.unit && lhs.row == rhs.row
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(row)
      hasher.combine(total)
    }
  }
}
