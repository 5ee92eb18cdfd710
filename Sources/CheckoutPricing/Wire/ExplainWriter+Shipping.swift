extension ExplainWriter {
  /// A shipping step in words, naming the row it used:
  /// `weight 2.5 lb billed as 3 lb: tier 1 lb < w <= 5 lb at 10.95 (rates.csv:14)`.
  static func text(of step: ShippingStep) -> String {
    switch step {
    case .zone(let area, let rule, let transitMin, let transitMax, let listing):
      return "zone \(area) (\(rule)); transit \(transitMin)-\(transitMax) business days (\(listing))"
    case .window(let minutes, let cutoff, let orderDay, let dispatchDay, let handlingDays, let earliest, let latest):
      let cutoffText = cutoff.map { " (cut-off \(Self.clock($0)))" } ?? ""
      return
        "ordered \(Self.clock(minutes)) local\(cutoffText): counts on \(Self.date(orderDay)); dispatch \(Self.date(dispatchDay)) after \(handlingDays) handling day(s); arrives \(earliest) to \(latest)"
    case .pastHolidays(let through):
      return
        "holidays.csv lists holidays through \(Self.date(through)); the window reaches past them, so it is given in business days, without dates"
    case .storePrice(let price, let row):
      return "store price \(price) replaces the rate (\(row))"
    case .storeUsesRate(let store, let row):
      return "store \(store) (\(row)) uses the rate"
    case .atStore(let store, let step):
      return "\(store): \(text(of: step))"
    case .insideServiceArea:
      return "inside the service area (service_areas.csv)"
    case .excludedPlace(let exclusion):
      guard case .place(let rule) = exclusion.condition else { return "excluded by \(exclusion.location)" }
      return "excluded by \(exclusion.location): the address is in \(rule.describedPlace)"
    case .excludedCategory(let row, let line, let category):
      return "excluded by \(row): line '\(line)' is of category \(category)"
    case .excludedWeight(let row, let weight, let limit, let unit):
      return "excluded by \(row): weight \(weight.text(in: unit)) is over \(limit.text(in: unit))"
    case .excludedLength(let row, let line, let micrometres, let limit):
      return
        "excluded by \(row): line '\(line)' has a side of \(DecimalText.trimmed(units: micrometres, fractionDigits: 4)) cm, over \(DecimalText.trimmed(units: limit, fractionDigits: 4)) cm"
    case .shippingClass(let name, let pricing, let lines, let units):
      let what =
        switch pricing {
        case .highest, .sum: "the whole order"
        case .perClass: "its \(lines) line(s), \(units) unit(s)"
        case .perItem: "each of its \(units) unit(s) alone"
        }
      return "class \(name) (\(pricing.rawValue)): priced on \(what)"
    case .classesCombined(let pricing, let prices, let total, let service):
      let parts = prices.map(\.description).joined(separator: pricing == .highest ? ", " : " + ")
      return pricing == .highest
        ? "highest of \(parts): \(total) (\(service))" : "classes \(parts) = \(total) (\(service))"
    case .flat(let price, let row):
      return "flat \(price) (\(row))"
    case .noItems(let row):
      return "no items: 0 (\(row))"
    case .perItem(let units, let first, let additional, let total, let row):
      return "\(units) item(s): \(first) + \(units - 1) x \(additional) = \(total) (\(row))"
    case .percent(let rate, let subtotal, let exact, let minimum, let maximum, let result, let row):
      let bounds = "minimum \(minimum?.description ?? "none"), maximum \(maximum?.description ?? "none")"
      return "\(rate) of subtotal \(subtotal) = \(exact), \(bounds): \(result) (\(row))"
    case .subtotalTier(let subtotal, let min, let max, let price, let row):
      return "subtotal \(subtotal): tier \(min) <= s < \(max?.description ?? "no limit") at \(price) (\(row))"
    case .unitsTier(let units, let min, let max, let price, let row):
      return "\(units) item(s): tier \(min) <= n < \(max?.description ?? "no limit") at \(price) (\(row))"
    case .dimensional(let actual, let dimensional, let divisor, let unit, let service):
      let volumeUnit = unit == .pound || unit == .ounce ? "in3/lb" : "cm3/kg"
      return
        "actual \(actual.text(in: unit)), dimensional \(dimensional.text(in: unit)) (volume / \(divisor) \(volumeUnit), \(service))"
    case .weightTier(let tier):
      let unit = tier.unit
      let rounding = tier.billed.map { " billed as \($0.text(in: unit))" } ?? ""
      let lower = tier.includesMin ? "\(tier.min.text(in: unit)) <= w" : "\(tier.min.text(in: unit)) < w"
      let upper = tier.max.map { " <= \($0.text(in: unit))" } ?? ""
      let extra =
        tier.additional.map {
          " + \($0.count) x \($0.price) per started \($0.per.text(in: unit)) above \(tier.min.text(in: unit)) = \(tier.total)"
        } ?? ""
      return
        "weight \(tier.measured.text(in: unit))\(rounding): tier \(lower)\(upper) at \(tier.price)\(extra) (\(tier.row))"
    case .handling(let perOrder, let perItem, let units, let total, let service):
      return "handling \(perOrder) per order + \(perItem) x \(units) item(s): \(total) (\(service))"
    case .capped(let maxCost, let service):
      return "capped at the maximum \(maxCost) (\(service))"
    case .freeThreshold(let isFree, let before, let subtotal, let threshold, let service):
      let basis = before ? "before" : "after"
      return isFree
        ? "free: subtotal \(basis) discounts \(subtotal) >= \(threshold) (\(service))"
        : "not free: subtotal \(basis) discounts \(subtotal) < \(threshold) (\(service))"
    case .surcharge(let amount, let reason, let row):
      return "surcharge \(amount): \(reason) (\(row))"
    case .total(let amount):
      return "total \(amount)"
    }
  }

  /// Why a service was not offered, in words, naming the service by its
  /// label and a zone by its name in `zoneNames`.
  static func text(of reason: ExclusionReason, serviceLabel label: String, zoneNames: [String]) -> String {
    func zone(_ id: ZoneID) -> String { zoneNames.indices.contains(Int(id.index)) ? zoneNames[id] : "#\(id.index)" }
    return switch reason {
    case .noZone: "the address is in no shipping zone"
    case .notServed(let id): "\(label) does not serve zone '\(zone(id))'"
    case .outsideServiceArea(let line?): "\(label) does not reach this address (service_areas.csv:\(line))"
    case .outsideServiceArea(nil): "\(label) does not reach this address (service_areas.csv)"
    case .excluded(let reason): reason
    case .noRateRows: "\(label) has no rate here"
    case .noClassRate(let name): "\(label) has no rate here for shipping class \(name)"
    case .noSubtotalTier(let subtotal): "no subtotal tier holds \(subtotal)"
    case .noUnitsTier(let units): "\(label) has no tier for \(units) \(units == 1 ? "item" : "items")"
    case .noWeightTier(let weight, let unit, let id):
      "\(label) has no weight tier for \(weight.text(in: unit)) in zone '\(zone(id))'"
    case .noStore(let id): "no store of \(label) serves zone '\(zone(id))'"
    case .unclassifiedLine(let id, let field):
      "\(label) is DDP and line '\(id)' has no \(field.rawValue): unclassifiedLines is refuse"
    }
  }

  /// `2026-11-23` for a day number; a day between the order and a window's
  /// last day, which is a date, is always one.
  static func date(_ dayNumber: Int) -> String {
    CalendarDate(dayNumber: dayNumber).map { "\($0)" } ?? "day \(dayNumber)"
  }

  /// `14:05`.
  static func clock(_ minutes: Int) -> String {
    let hour = minutes / 60
    let minute = minutes % 60
    return "\(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute)"
  }
}

extension ShippingExplanation {
  /// Why the service is not offered; `nil` when it is.
  public var exclusion: String? {
    reason.map { ExplainWriter.text(of: $0, serviceLabel: plan.service.label, zoneNames: zoneNames) }
  }

  /// How the price was built, one step a line, each naming the row it
  /// used; empty unless the request asked to explain. A pickup service's
  /// steps for each store begin with the store.
  public var steps: [String] { trace.map(ExplainWriter.text(of:)) }
}
