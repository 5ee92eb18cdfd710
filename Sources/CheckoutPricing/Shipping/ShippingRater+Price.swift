// The base rate of a service: the zone's tiers by weight, subtotal or
// units, or each shipping class priced and combined (`rates.csv`).
extension ShippingRater {
  /// A service that cannot price the cart: no tier holds its weight or subtotal.
  struct NoRate: Error {
    let reason: ExclusionReason
  }

  /// The zone's rate for a service that prices shipping classes, or why
  /// there is none: each class of the cart priced at its rows (those naming
  /// the class, else those naming none) on the whole order, its own lines
  /// or each unit, and the prices combined as the service's `classPricing`
  /// says (`RateTables/README.md`, "Shipping classes").
  func classRate(
    _ service: ShippingService, pricing: ShippingService.ClassPricing, rows: [ShippingRate], subtotal: Amount,
    _ trace: inout [ShippingStep]?
  ) throws(QuoteFailure) -> Result<Amount, NoRate> {
    // A class's own lines, or one unit, priced as a cart of its own.
    func rate(_ rows: [ShippingRate], on measure: CartMeasure, _ trace: inout [ShippingStep]?)
      throws(QuoteFailure) -> Result<Amount, NoRate>
    {
      try rater(for: measure).baseRate(service, rows: rows, subtotal: subtotal, &trace)
    }
    let checked = cart.cart
    // The classes in the order of their first line: each category a class,
    // by its name, since every category no table names has the same id. A
    // gift card sold without a weight is not shipped, so it is no class
    // ("Selling a gift card").
    func isShipped(_ index: Int) -> Bool { !checked.isGiftCard(index) || checked.lines[index].weight != nil }
    var classes: [String] = []
    for index in checked.lines.indices where isShipped(index) {
      let name = checked.lines[index].category
      if !classes.contains(name) { classes.append(name) }
    }
    var prices: [Amount] = []
    for name in classes {
      let lines = checked.lines.indices.filter { checked.lines[$0].category == name && isShipped($0) }
      let category = checked.categories[lines[0]]
      let own = category == CategoryTable.unnamed ? [] : rows.filter { $0.category == category }
      let classRows = own.isEmpty ? rows.filter { $0.category == nil } : own
      let units = lines.reduce(Int64(0)) { $0 &+ checked.lines[$1].quantity }
      trace?.append(.shippingClass(name, pricing: pricing, lines: lines.count, units: units))
      guard !classRows.isEmpty else { return .failure(NoRate(reason: .noClassRate(name))) }
      switch pricing {
      case .highest, .sum:
        switch try baseRate(service, rows: classRows, subtotal: subtotal, &trace) {
        case .success(let price): prices.append(price)
        case .failure(let noRate): return .failure(noRate)
        }
      case .perClass:
        let measure = try CartMeasure(checked, lines: lines, oneUnitEach: false)
        switch try rate(classRows, on: measure, &trace) {
        case .success(let price): prices.append(price)
        case .failure(let noRate): return .failure(noRate)
        }
      case .perItem:
        var price = Amount.zero(exponent: subtotal.exponent)
        for index in lines {
          let measure = try CartMeasure(checked, lines: CollectionOfOne(index), oneUnitEach: true)
          switch try rate(classRows, on: measure, &trace) {
          case .success(let unitPrice):
            price = try money { () throws(MoneyError) in
              try price.adding(unitPrice.multiplied(by: checked.lines[index].quantity))
            }
          case .failure(let noRate): return .failure(noRate)
          }
        }
        prices.append(price)
      }
    }
    let total =
      pricing == .highest
      ? prices.max() ?? .zero(exponent: subtotal.exponent)
      : try money { () throws(MoneyError) in try Amount.sum(prices, exponent: subtotal.exponent) }
    trace?.append(.classesCombined(pricing, prices: prices, total: total, service: service.location))
    return .success(total)
  }

  /// The rows' rate for the cart, or why there is none.
  func baseRate(
    _ service: ShippingService, rows: [ShippingRate], subtotal: Amount, _ trace: inout [ShippingStep]?
  ) throws(QuoteFailure) -> Result<Amount, NoRate> {
    guard !rows.isEmpty else { return .failure(NoRate(reason: .noRateRows)) }
    switch rows[0].basis {
    case .flat(let price):
      trace?.append(.flat(price, rows[0].location))
      return .success(price)
    case .item(let firstPrice, let additional):
      guard cart.units > 0 else {
        trace?.append(.noItems(rows[0].location))
        return .success(.zero(exponent: firstPrice.exponent))
      }
      let amount = try money { () throws(MoneyError) in
        try firstPrice.adding(additional.multiplied(by: cart.units - 1))
      }
      trace?.append(
        .perItem(units: cart.units, first: firstPrice, additional: additional, total: amount, rows[0].location))
      return .success(amount)
    case .percent(let rate, let minimum, let maximum):
      let exact = try money { () throws(MoneyError) in
        try rate.applied(to: subtotal, rounding: roundingMode)
      }
      var amount = exact
      if let minimum, amount < minimum { amount = minimum }
      if let maximum, amount > maximum { amount = maximum }
      trace?.append(
        .percent(
          rate, subtotal: subtotal, exact: exact, minimum: minimum, maximum: maximum, result: amount,
          rows[0].location))
      return .success(amount)
    case .subtotal:
      return subtotalTier(rows, subtotal: subtotal, &trace)
    case .weight:
      return try weightTier(rows, service: service, &trace)
    case .units:
      return unitsTier(rows, &trace)
    }
  }

  func unitsTier(_ rows: [ShippingRate], _ trace: inout [ShippingStep]?) -> Result<Amount, NoRate> {
    let units = cart.units
    for index in rows.indices {
      guard case .units(let min, let max, let price) = rows[index].basis else { continue }
      if min <= units && (max.map { units < $0 } ?? true) {
        trace?.append(.unitsTier(units: units, min: min, max: max, price: price, rows[index].location))
        return .success(price)
      }
    }
    return .failure(NoRate(reason: .noUnitsTier(units)))
  }

  func subtotalTier(
    _ rows: [ShippingRate], subtotal: Amount, _ trace: inout [ShippingStep]?
  ) -> Result<Amount, NoRate> {
    for index in rows.indices {
      guard case .subtotal(let min, let max, let price) = rows[index].basis else { continue }
      if min <= subtotal && (max.map { subtotal < $0 } ?? true) {
        trace?.append(.subtotalTier(subtotal: subtotal, min: min, max: max, price: price, rows[index].location))
        return .success(price)
      }
    }
    return .failure(NoRate(reason: .noSubtotalTier(subtotal)))
  }

  func weightTier(_ rows: [ShippingRate], service: ShippingService, _ trace: inout [ShippingStep]?)
    throws(QuoteFailure) -> Result<Amount, NoRate>
  {
    let unit = service.weightUnit
    var measured = cart.weight
    if let divisor = service.dimDivisor, cart.volume != 0 {
      let dimensional = try cart.dimensionalWeight(divisor: divisor, unit: unit)
      trace?.append(
        .dimensional(
          actual: cart.weight, dimensional: dimensional, divisor: divisor, unit: unit, service: service.location))
      measured = max(measured, dimensional)
    }
    var billed = measured
    if service.weightRounding == .up {
      let whole = measured.wholeUnits(unit, roundingUp: true)
      let (quanta, overflow) = whole.multipliedReportingOverflow(by: unit.quanta)
      guard !overflow else { throw .amountOutOfRange(.overflow, .none, "the billed weight is too heavy") }
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
      var additional: (count: Int64, price: Amount, per: Weight)?
      if let additionalPrice, let additionalPer, billed > min {
        let (count, remainder) = (billed.quanta - min.quanta).quotientAndRemainder(
          dividingBy: additionalPer.quanta)
        let started = remainder > 0 ? count + 1 : count
        amount = try money { () throws(MoneyError) in try price.adding(additionalPrice.multiplied(by: started)) }
        additional = (started, additionalPrice, additionalPer)
      }
      trace?.append(
        .weightTier(
          ShippingStep.WeightTier(
            measured: measured, billed: service.weightRounding == .up ? billed : nil, min: min, max: max,
            includesMin: billed == min, price: price, additional: additional, total: amount, unit: unit,
            row: rows[index].location)))
      return .success(amount)
    }
    return .failure(NoRate(reason: .noWeightTier(billed, unit, zone.areaID)))
  }
}
