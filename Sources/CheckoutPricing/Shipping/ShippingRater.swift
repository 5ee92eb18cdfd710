/// Prices every service of a book for one request. Internal: the public
/// entry point is ``RateBook/shippingOptions(for:)``.
///
/// The order of operations, documented in `RateTables/README.md`:
/// exclusions, base rate (or the store's price), handling fees, the
/// maximum cost, the free-shipping threshold, surcharges.
struct ShippingRater {
  let request: ShippingRequest
  let cart: CartMeasure
  let zone: LocationMatch
  /// Set when a surcharge, exclusion or service area covers only part of a
  /// redacted postcode.
  private(set) var dependsOnFullPostcode = false

  /// The merchant's local day and time at `asOf`, computed once per request.
  let localTime: (dayNumber: Int, minutes: Int)?

  /// The merchant's rounding mode, for percentage rates.
  let roundingMode: RoundingMode
  /// How details state windows.
  let detailStyle: DeliveryDetailStyle

  init(book: RateBook, request: ShippingRequest, cart: CartMeasure, zone: LocationMatch) {
    roundingMode = book.merchant.roundingMode
    detailStyle = book.merchant.deliveryDetail
    self.request = request
    self.cart = cart
    self.zone = zone
    tables = book.shipping
    localTime = book.shipping.localTime(at: request.asOf)
  }

  /// The book's shipping tables, held once rather than copied per access.
  let tables: ShippingTables

  /// Rates one service: appends its options (one, one per store, or none)
  /// to `options`, which every service shares so that no array is made per
  /// service, and returns its explanation.
  ///
  /// - Throws: ``ShippingError/Code/overflow`` when a price leaves the exact range.
  mutating func rate(
    _ plan: ServicePlan, id: ServiceID, offer: ZoneOffer, into options: inout [ShippingOption]
  ) throws(ShippingError) -> ShippingExplanation {
    let service = plan.service
    var steps: [String]? = request.explain ? [] : nil
    func excluded(_ reason: ExclusionReason, _ cause: ExclusionCause) -> ShippingExplanation {
      ShippingExplanation(service: service, steps: steps ?? [], reason: reason, cause: cause)
    }
    guard case .served(let served) = offer else { return excluded(.notServed(zone: zone.area), .place) }
    let (transitMin, transitMax) = (served.listing.transitMin, served.listing.transitMax)
    if request.explain {
      steps?.append(
        "zone \(zone.area) (\(zone.rule.location)); transit \(transitMin)-\(transitMax) business days (\(served.listing.location))"
      )
    }
    if let reason = areaExclusion(plan, &steps) { return excluded(reason, .place) }
    if let (reason, cause) = cartExclusion(plan, &steps) { return excluded(reason, cause) }
    let subtotal =
      service.subtotalBasis == .beforeDiscounts ? request.subtotalBeforeDiscounts : request.subtotalAfterDiscounts
    let base: Amount
    switch try baseRate(service, rows: served.rates, subtotal: subtotal, &steps) {
    case .success(let amount): base = amount
    case .failure(let reason): return excluded(reason.reason, .noRate)
    }
    let timing = localTime.flatMap {
      tables.deliveryWindow(
        local: $0, cutoffMinutes: service.cutoffMinutes, handlingDays: service.handlingDays,
        transitMin: transitMin, transitMax: transitMax)
    }
    // A window past the merchant's listed holidays is given as business
    // days, with no dates the sheet would show as certain.
    let window = timing.flatMap { $0.knowsHolidays ? $0.window : nil }
    var detail = MethodDetail(
      window: timing?.window, style: timing?.knowsHolidays == false ? .businessDays : detailStyle, store: nil)
    var windowSteps: [String] = []
    if request.explain, let timing {
      let cutoff = service.cutoffMinutes.map { " (cut-off \(Self.clock($0)))" } ?? ""
      windowSteps.append(
        "ordered \(Self.clock(timing.localMinutes)) local\(cutoff): counts on \(Self.date(timing.orderDay)); dispatch \(Self.date(timing.dispatchDay)) after \(service.handlingDays) handling day(s); arrives \(timing.window.earliest) to \(timing.window.latest)"
      )
      if !timing.knowsHolidays, let through = tables.holidaysThrough {
        windowSteps.append(
          "holidays.csv lists holidays through \(Self.date(through)); the window reaches past them, so it is given in business days, without dates"
        )
      }
    }

    guard !plan.stores.isEmpty else {
      var optionSteps = steps
      let amount = try finish(plan, base: base, subtotal: subtotal, &optionSteps)
      optionSteps?.append(contentsOf: windowSteps)
      options.append(
        ShippingOption(
          identifier: service.id, label: service.label, type: service.type, amount: amount, window: window,
          service: id, detail: detail))
      return ShippingExplanation(service: service, steps: optionSteps ?? [])
    }
    guard !served.stores.isEmpty else {
      return excluded(.noStore(zone: zone.area), .place)
    }
    var serviceSteps = steps
    for offer in served.stores {
      let store = offer.store
      var optionSteps = steps
      var storeBase = base
      if let price = store.price {
        storeBase = price
        if request.explain { optionSteps?.append("store price \(price) replaces the rate (\(store.location))") }
      } else if request.explain {
        optionSteps?.append("store \(store.id) (\(store.location)) uses the rate")
      }
      let amount = try finish(plan, base: storeBase, subtotal: subtotal, &optionSteps)
      optionSteps?.append(contentsOf: windowSteps)
      detail.store = offer
      options.append(
        ShippingOption(
          identifier: offer.methodIdentifier, label: store.label, type: service.type, amount: amount, window: window,
          service: id, detail: detail))
      if request.explain {
        serviceSteps?.append(contentsOf: optionSteps?.dropFirst(steps?.count ?? 0).map { "\(store.id): \($0)" } ?? [])
      }
    }
    return ShippingExplanation(service: service, steps: serviceSteps ?? [])
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

  // MARK: - Exclusions

  /// Why the address is outside the service's reach, if it is.
  private mutating func areaExclusion(_ plan: ServicePlan, _ steps: inout [String]?) -> ExclusionReason? {
    let destination = request.destination
    if let rules = plan.areas {
      var included = false
      var excludedBy: LocationRule?
      for rule in rules {
        switch rule.coverage(of: destination) {
        case .whole:
          if rule.isExclusion { excludedBy = rule } else { included = true }
        case .part:
          // A redacted postcode that may or may not be inside: offer it, and
          // say the answer depends on the full postcode.
          dependsOnFullPostcode = true
          if !rule.isExclusion { included = true }
        case .none: break
        }
      }
      if let excludedBy { return .outsideServiceArea(line: excludedBy.location.line) }
      guard included else { return .outsideServiceArea(line: nil) }
      if request.explain { steps?.append("inside the service area (service_areas.csv)") }
    }
    for exclusion in plan.exclusions {
      guard case .place(let rule) = exclusion.condition else { continue }
      switch rule.coverage(of: destination) {
      case .whole:
        if request.explain {
          steps?.append("excluded by \(exclusion.location): the address is in \(rule.describedPlace)")
        }
        return .excluded(reason: exclusion.reason)
      case .part: dependsOnFullPostcode = true
      case .none: break
      }
    }
    return nil
  }

  /// Why the cart cannot go by the service, if it cannot.
  private func cartExclusion(_ plan: ServicePlan, _ steps: inout [String]?) -> (ExclusionReason, ExclusionCause)? {
    let service = plan.service
    for exclusion in plan.exclusions {
      switch exclusion.condition {
      case .category(let category):
        if let line = cart.lines.firstIndex(where: { $0.category == category }) {
          if request.explain {
            steps?.append(
              "excluded by \(exclusion.location): line '\(cart.lines[line].id)' is of category \(category)")
          }
          return (.excluded(reason: exclusion.reason), .category(line: line))
        }
      case .maxWeight(let limit):
        if cart.weight > limit {
          if request.explain {
            steps?.append(
              "excluded by \(exclusion.location): weight \(cart.weight.text(in: service.weightUnit)) is over \(limit.text(in: service.weightUnit))"
            )
          }
          return (.excluded(reason: exclusion.reason), .overWeight(limit: limit, unit: service.weightUnit))
        }
      case .maxLength(let limit):
        if let longest = cart.longestSide, longest.micrometres > limit {
          if request.explain {
            steps?.append(
              "excluded by \(exclusion.location): line '\(longest.line)' has a side of \(DecimalText.trimmed(units: longest.micrometres, fractionDigits: 4)) cm, over \(DecimalText.trimmed(units: limit, fractionDigits: 4)) cm"
            )
          }
          return (.excluded(reason: exclusion.reason), .overLength(micrometres: limit))
        }
      case .place: continue
      }
    }
    return nil
  }

  // MARK: - Price

  /// A service that cannot price the cart: no tier holds its weight or subtotal.
  struct NoRate: Error {
    let reason: ExclusionReason
  }

  /// The zone's rate for the cart, or why there is none.
  private func baseRate(_ service: ShippingService, rows: [ShippingRate], subtotal: Amount, _ steps: inout [String]?)
    throws(ShippingError) -> Result<Amount, NoRate>
  {
    // Rows are read in place: a copy of a row retains its service, zone and
    // file names, and tiers are scanned for every service of every quote.
    guard !rows.isEmpty else { return .failure(NoRate(reason: .noRateRows)) }
    switch rows[0].basis {
    case .flat(let price):
      if request.explain { steps?.append("flat \(price) (\(rows[0].location))") }
      return .success(price)
    case .item(let firstPrice, let additional):
      guard cart.units > 0 else {
        if request.explain { steps?.append("no items: 0 (\(rows[0].location))") }
        return .success(.zero(exponent: firstPrice.exponent))
      }
      let amount = try money { () throws(MoneyError) in
        try firstPrice.adding(additional.multiplied(by: cart.units - 1))
      }
      if request.explain {
        steps?.append(
          "\(cart.units) item(s): \(firstPrice) + \(cart.units - 1) x \(additional) = \(amount) (\(rows[0].location))")
      }
      return .success(amount)
    case .percent(let rate, let minimum, let maximum):
      var amount = try money { () throws(MoneyError) in
        try rate.applied(to: subtotal, rounding: roundingMode)
      }
      let exact = amount
      if let minimum, amount < minimum { amount = minimum }
      if let maximum, amount > maximum { amount = maximum }
      if request.explain {
        let bounds = "minimum \(minimum?.description ?? "none"), maximum \(maximum?.description ?? "none")"
        steps?.append(
          "\(rate) of subtotal \(subtotal) = \(exact), \(bounds): \(amount) (\(rows[0].location))")
      }
      return .success(amount)
    case .subtotal:
      return subtotalTier(rows, subtotal: subtotal, &steps)
    case .weight:
      return try weightTier(rows, service: service, &steps)
    }
  }

  private func subtotalTier(_ rows: [ShippingRate], subtotal: Amount, _ steps: inout [String]?) -> Result<
    Amount, NoRate
  > {
    for index in rows.indices {
      guard case .subtotal(let min, let max, let price) = rows[index].basis else { continue }
      if min <= subtotal && (max.map { subtotal < $0 } ?? true) {
        if request.explain {
          steps?.append(
            "subtotal \(subtotal): tier \(min) <= s < \(max?.description ?? "no limit") at \(price) (\(rows[index].location))"
          )
        }
        return .success(price)
      }
    }
    return .failure(NoRate(reason: .noSubtotalTier(subtotal)))
  }

  private func weightTier(_ rows: [ShippingRate], service: ShippingService, _ steps: inout [String]?)
    throws(ShippingError) -> Result<Amount, NoRate>
  {
    let unit = service.weightUnit
    var measured = cart.weight
    if let divisor = service.dimDivisor, cart.volume != 0 {
      let dimensional = try cart.dimensionalWeight(divisor: divisor, unit: unit)
      if request.explain {
        let volumeUnit = unit == .pound || unit == .ounce ? "in3/lb" : "cm3/kg"
        steps?.append(
          "actual \(cart.weight.text(in: unit)), dimensional \(dimensional.text(in: unit)) (volume / \(divisor) \(volumeUnit), \(service.location))"
        )
      }
      measured = max(measured, dimensional)
    }
    var billed = measured
    if service.weightRounding == .up {
      let whole = measured.wholeUnits(unit, roundingUp: true)
      let (quanta, overflow) = whole.multipliedReportingOverflow(by: unit.quanta)
      guard !overflow else { throw ShippingError(.overflow, "the billed weight is too heavy") }
      billed = Weight(quanta: quanta)
    }
    // The lowest tier includes its lower bound, so a weightless cart is priced.
    var lowest: Weight?
    for index in rows.indices {
      if case .weight(let min, _, _, _, _) = rows[index].basis, lowest.map({ min < $0 }) ?? true { lowest = min }
    }
    for index in rows.indices {
      guard case .weight(let min, let max, let price, let additionalPrice, let additionalPer) = rows[index].basis else {
        continue
      }
      let aboveMin = billed > min || (billed == min && min == lowest)
      guard aboveMin, max.map({ billed <= $0 }) ?? true else { continue }
      var amount = price
      var extraText = ""
      if let additionalPrice, let additionalPer, billed > min {
        let (count, remainder) = (billed.quanta - min.quanta).quotientAndRemainder(
          dividingBy: additionalPer.quanta)
        let started = remainder > 0 ? count + 1 : count
        amount = try money { () throws(MoneyError) in try price.adding(additionalPrice.multiplied(by: started)) }
        extraText =
          " + \(started) x \(additionalPrice) per started \(additionalPer.text(in: unit)) above \(min.text(in: unit)) = \(amount)"
      }
      if request.explain {
        let rounding = service.weightRounding == .up ? " billed as \(billed.text(in: unit))" : ""
        let lower = billed == min ? "\(min.text(in: unit)) <= w" : "\(min.text(in: unit)) < w"
        let upper = max.map { " <= \($0.text(in: unit))" } ?? ""
        steps?.append(
          "weight \(measured.text(in: unit))\(rounding): tier \(lower)\(upper) at \(price)\(extraText) (\(rows[index].location))"
        )
      }
      return .success(amount)
    }
    return .failure(NoRate(reason: .noWeightTier(billed, unit, zone: zone.area)))
  }

  /// Handling fees, the maximum cost, the free-shipping threshold and
  /// surcharges, in that order, on top of `base`.
  private mutating func finish(
    _ plan: ServicePlan, base: Amount, subtotal: Amount, _ steps: inout [String]?
  ) throws(ShippingError) -> Amount {
    let service = plan.service
    var amount = base
    if service.handlingPerOrder != nil || service.handlingPerItem != nil {
      let exponent = base.exponent
      let perOrder = service.handlingPerOrder ?? .zero(exponent: exponent)
      let perItem = service.handlingPerItem ?? .zero(exponent: exponent)
      amount = try money { () throws(MoneyError) in
        try amount.adding(perOrder).adding(perItem.multiplied(by: cart.units))
      }
      if request.explain {
        steps?.append(
          "handling \(perOrder) per order + \(perItem) x \(cart.units) item(s): \(amount) (\(service.location))")
      }
    }
    if let maxCost = service.maxCost, amount > maxCost {
      amount = maxCost
      if request.explain { steps?.append("capped at the maximum \(maxCost) (\(service.location))") }
    }
    if let threshold = service.freeAbove {
      let basis = service.subtotalBasis == .beforeDiscounts ? "before" : "after"
      if subtotal >= threshold {
        amount = .zero(exponent: amount.exponent)
        if request.explain {
          steps?.append("free: subtotal \(basis) discounts \(subtotal) >= \(threshold) (\(service.location))")
        }
      } else if request.explain {
        steps?.append("not free: subtotal \(basis) discounts \(subtotal) < \(threshold) (\(service.location))")
      }
    }
    for surcharge in plan.surcharges {
      switch surcharge.place.coverage(of: request.destination) {
      case .whole:
        amount = try money { () throws(MoneyError) in try amount.adding(surcharge.amount) }
        if request.explain {
          steps?.append("surcharge \(surcharge.amount): \(surcharge.reason) (\(surcharge.location))")
        }
      case .part:
        // Not charged on a redacted postcode that may lie outside; priced
        // again with the full postcode.
        dependsOnFullPostcode = true
      case .none: break
      }
    }
    if request.explain { steps?.append("total \(amount)") }
    return amount
  }

  private func money<T>(_ body: () throws(MoneyError) -> T) throws(ShippingError) -> T {
    do {
      return try body()
    } catch {
      throw ShippingError(error.code == .overflow ? .overflow : .invalidRequest, error.message)
    }
  }
}

extension LocationRule {
  /// The place in words for explanations: `US AK`, `GB IV*`.
  var describedPlace: String {
    [country?.rawValue ?? "*", region, city, postcode.map { "\($0)" }].compactMap { $0 }.joined(separator: " ")
  }
}
