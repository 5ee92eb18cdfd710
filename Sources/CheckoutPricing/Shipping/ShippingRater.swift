/// Prices every service of a book for one request. Internal: the public
/// entry point is ``RateBook/shippingOptions(for:)``.
///
/// The order of operations, documented in `RateTables/README.md`:
/// exclusions, base rate (or the store's price), handling fees, the
/// maximum cost, the free-shipping threshold, surcharges.
struct ShippingRater {
  /// The address.
  let destination: Destination
  /// The subtotals a service's `subtotalBasis` chooses between.
  let subtotalBeforeDiscounts: Amount
  let subtotalAfterDiscounts: Amount
  /// Whether to record each service's steps.
  let explain: Bool
  /// The cart; a shipping class's lines, or one unit, when a class is
  /// priced on its own.
  private(set) var cart: CartMeasure
  let zone: LocationMatch<IDKind.Zone>
  /// Set when a surcharge, exclusion or service area covers only part of a
  /// redacted postcode.
  private(set) var dependsOnFullPostcode = false

  /// The merchant's local day and time at `asOf`, computed once per request.
  let localTime: (dayNumber: Int, minutes: Int)?

  /// The merchant's rounding mode, for percentage rates.
  let roundingMode: RoundingMode
  /// How details state windows.
  let detailStyle: DeliveryDetailStyle

  init(tables: ShippingTables, request: ShippingRequest, cart: CartMeasure, zone: LocationMatch<IDKind.Zone>) {
    roundingMode = tables.roundingMode
    detailStyle = tables.deliveryDetail
    destination = request.destination
    subtotalBeforeDiscounts = request.subtotalBeforeDiscounts
    subtotalAfterDiscounts = request.subtotalAfterDiscounts
    explain = request.explain
    self.cart = cart
    self.zone = zone
    self.tables = tables
    zonesFile = tables.zones.file
    zoneNames = tables.zones.areaNames
    localTime = tables.localTime(at: request.asOf)
  }

  /// The shipping tables.
  let tables: ShippingTables
  /// The file the zone rules came from, for an explanation's steps.
  let zonesFile: String
  /// The zones' names by id, which an exclusion's words need.
  let zoneNames: [String]

  /// Rates one service: appends its options (one, one per store, or none)
  /// to `options`, which every service shares so that no array is made per
  /// service, and returns its explanation. The steps are recorded only
  /// when the request asks to explain: `trace` is `nil` otherwise, and
  /// appending to it does nothing.
  ///
  /// - Throws: ``QuoteFailure/amountOutOfRange(_:_:_:)`` when a price leaves the exact range.
  mutating func rate(
    _ plan: ServicePlan, id: ServiceID, offer: ZoneOffer, into options: inout [ShippingMethod]
  ) throws(QuoteFailure) -> ShippingExplanation {
    let service = plan.service
    var trace: [ShippingStep]? = explain ? [] : nil
    func excluded(_ reason: ExclusionReason, _ cause: ExclusionCause) -> ShippingExplanation {
      ShippingExplanation(service: plan, trace: trace ?? [], reason: reason, cause: cause, zoneNames: zoneNames)
    }
    guard case .served(let served) = offer else { return excluded(.notServed(zone.areaID), .place) }
    let (transitMin, transitMax) = (served.listing.transitMin, served.listing.transitMax)
    trace?.append(
      .zone(
        area: zone.area, rule: TableLocation(file: zonesFile, line: zone.rule.line), transitMin: transitMin,
        transitMax: transitMax,
        listing: served.listing.location))
    if let reason = areaExclusion(plan, &trace) { return excluded(reason, .place) }
    if let (reason, cause) = cartExclusion(plan, &trace) { return excluded(reason, cause) }
    let subtotal =
      service.subtotalBasis == .beforeDiscounts ? subtotalBeforeDiscounts : subtotalAfterDiscounts
    let base: Amount
    let priced =
      if let pricing = service.classPricing {
        try classRate(service, pricing: pricing, rows: served.rates, subtotal: subtotal, &trace)
      } else {
        try baseRate(service, rows: served.rates, subtotal: subtotal, &trace)
      }
    switch priced {
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
    let isDated = timing?.knowsHolidays ?? false
    var detail = MethodDetail(
      window: timing?.window, style: timing?.knowsHolidays == false ? .businessDays : detailStyle, store: nil)
    var windowSteps: [ShippingStep]? = trace.map { _ in [] }
    if let timing {
      windowSteps?.append(
        .window(
          localMinutes: timing.localMinutes, cutoffMinutes: service.cutoffMinutes, orderDay: timing.orderDay,
          dispatchDay: timing.dispatchDay, handlingDays: service.handlingDays, earliest: timing.window.earliest,
          latest: timing.window.latest))
      if !timing.knowsHolidays, let through = tables.holidaysThrough {
        windowSteps?.append(.pastHolidays(through: through))
      }
    }

    guard !plan.stores.isEmpty else {
      let amount = try finish(plan, base: base, subtotal: subtotal, &trace)
      trace?.append(contentsOf: windowSteps ?? [])
      options.append(
        ShippingMethod(
          identifier: service.id, label: service.label, type: service.type, amount: amount, service: id,
          detail: detail, isDated: isDated))
      return ShippingExplanation(service: plan, trace: trace ?? [])
    }
    guard !served.stores.isEmpty else { return excluded(.noStore(zone.areaID), .place) }
    var serviceTrace = trace
    for offer in served.stores {
      // Each store's steps after the service's, told apart by the store.
      var storeTrace: [ShippingStep]? = trace.map { _ in [] }
      var storeBase = base
      if let price = offer.store.price {
        storeBase = price
        storeTrace?.append(.storePrice(price, offer.store.location))
      } else {
        storeTrace?.append(.storeUsesRate(store: offer.store.id, offer.store.location))
      }
      let amount = try finish(plan, base: storeBase, subtotal: subtotal, &storeTrace)
      storeTrace?.append(contentsOf: windowSteps ?? [])
      serviceTrace?.append(contentsOf: storeTrace?.map { .atStore(offer.store.id, $0) } ?? [])
      detail.store = offer
      options.append(
        ShippingMethod(
          identifier: offer.methodIdentifier, label: offer.store.label, type: service.type, amount: amount,
          service: id, detail: detail, isDated: isDated))
    }
    return ShippingExplanation(service: plan, trace: serviceTrace ?? [])
  }

  // MARK: - Exclusions

  /// Why the address is outside the service's reach, if it is.
  private mutating func areaExclusion(_ plan: ServicePlan, _ trace: inout [ShippingStep]?) -> ExclusionReason? {
    if let rules = plan.areas {
      var included = false
      var excludedBy: Int?
      for index in rules.indices {
        switch rules[index].coverage(of: destination) {
        case .whole:
          if rules[index].isExclusion { excludedBy = index } else { included = true }
        case .part:
          // A redacted postcode that may or may not be inside: offer it, and
          // say the answer depends on the full postcode.
          dependsOnFullPostcode = true
          if !rules[index].isExclusion { included = true }
        case .none: break
        }
      }
      if let excludedBy { return .outsideServiceArea(line: rules[excludedBy].line) }
      guard included else { return .outsideServiceArea(line: nil) }
      trace?.append(.insideServiceArea)
    }
    for exclusion in plan.exclusions {
      switch exclusion.placeCoverage(of: destination) {
      case .whole?:
        trace?.append(.excludedPlace(exclusion))
        return .excluded(reason: exclusion.reason)
      case .part?: dependsOnFullPostcode = true
      case .none?, nil: break
      }
    }
    return nil
  }

  /// Why the cart cannot go by the service, if it cannot.
  private func cartExclusion(_ plan: ServicePlan, _ trace: inout [ShippingStep]?) -> (ExclusionReason, ExclusionCause)?
  {
    let service = plan.service
    for exclusion in plan.exclusions {
      switch exclusion.condition {
      case .category(let category):
        if let line = cart.cart.categories.firstIndex(of: category) {
          let excluded = cart.cart.lines[line]
          trace?.append(.excludedCategory(exclusion.location, line: excluded.id, category: excluded.category))
          return (.excluded(reason: exclusion.reason), .category(line: line))
        }
      case .maxWeight(let limit):
        if cart.weight > limit {
          trace?.append(
            .excludedWeight(exclusion.location, weight: cart.weight, limit: limit, unit: service.weightUnit))
          return (.excluded(reason: exclusion.reason), .overWeight(limit: limit, unit: service.weightUnit))
        }
      case .maxLength(let limit):
        if let longest = cart.longestSide, longest.micrometres > limit {
          trace?.append(
            .excludedLength(exclusion.location, line: longest.line, micrometres: longest.micrometres, limit: limit))
          return (.excluded(reason: exclusion.reason), .overLength(micrometres: limit))
        }
      case .place: continue
      }
    }
    return nil
  }

  /// This rater with `measure` as its cart: a shipping class's lines, or
  /// one unit, priced on their own.
  func rater(for measure: CartMeasure) -> ShippingRater {
    var rater = self
    rater.cart = measure
    return rater
  }

  /// Handling fees, the maximum cost, the free-shipping threshold and
  /// surcharges, in that order, on top of `base`.
  private mutating func finish(
    _ plan: ServicePlan, base: Amount, subtotal: Amount, _ trace: inout [ShippingStep]?
  ) throws(QuoteFailure) -> Amount {
    let service = plan.service
    var amount = base
    if service.handlingPerOrder != nil || service.handlingPerItem != nil {
      let exponent = base.exponent
      let perOrder = service.handlingPerOrder ?? .zero(exponent: exponent)
      let perItem = service.handlingPerItem ?? .zero(exponent: exponent)
      amount = try money { () throws(MoneyError) in
        try amount.adding(perOrder).adding(perItem.multiplied(by: cart.units))
      }
      trace?.append(
        .handling(perOrder: perOrder, perItem: perItem, units: cart.units, total: amount, service: service.location))
    }
    if let maxCost = service.maxCost, amount > maxCost {
      amount = maxCost
      trace?.append(.capped(maxCost, service: service.location))
    }
    if let threshold = service.freeAbove {
      let isFree = subtotal >= threshold
      if isFree { amount = .zero(exponent: amount.exponent) }
      trace?.append(
        .freeThreshold(
          isFree: isFree, beforeDiscounts: service.subtotalBasis == .beforeDiscounts, subtotal: subtotal,
          threshold: threshold, service: service.location))
    }
    for surcharge in plan.surcharges {
      switch surcharge.place.coverage(of: destination) {
      case .whole:
        amount = try money { () throws(MoneyError) in try amount.adding(surcharge.amount) }
        trace?.append(.surcharge(surcharge.amount, reason: surcharge.reason, surcharge.location))
      case .part:
        // Not charged on a redacted postcode that may lie outside; priced
        // again with the full postcode.
        dependsOnFullPostcode = true
      case .none: break
      }
    }
    trace?.append(.total(amount))
    return amount
  }

  func money<T>(_ body: () throws(MoneyError) -> T) throws(QuoteFailure) -> T {
    do {
      return try body()
    } catch {
      // Only an overflow is out of range here: any other money error is a
      // request the rater cannot price as given.
      throw error.code == .overflow
        ? .amountOutOfRange(.overflow, .none, error.message) : .invalidRequest(.none, error.message)
    }
  }
}
