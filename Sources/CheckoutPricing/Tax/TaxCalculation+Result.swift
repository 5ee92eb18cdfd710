extension TaxCalculation {
  /// The result with no jurisdiction: nothing taxed.
  static func untaxed(_ request: TaxRequest, shipping: Amount, merchant: Merchant) -> TaxResult {
    let zero = Amount.zero(exponent: shipping.exponent)
    return TaxResult(
      jurisdiction: nil, dependsOnFullPostcode: false, pricesIncludeTax: merchant.pricesIncludeTax,
      roundingLevel: merchant.taxRoundingLevel, roundingMode: merchant.roundingMode, total: zero,
      lines: request.lines.map {
        LineTax(id: $0.id, category: $0.category, amount: $0.amount, net: $0.amount, tax: zero, isExempt: false)
      },
      shipping: ShippingTax(amount: shipping, taxability: .exempt, net: shipping, tax: zero), components: [],
      rates: [])
  }

  /// Checks an amount the request gives.
  static func check(_ amount: Amount, exponent: Int, what: String, lineID: String?) throws(PricingStageError) {
    guard amount.exponent == exponent else {
      throw PricingStageError(
        .currencyMismatch, lineID: lineID,
        "\(what) \(amount) has \(amount.exponent) decimals; the merchant's currency has \(exponent)")
    }
    guard !amount.isNegative else {
      throw PricingStageError(.negativeAmount, lineID: lineID, "\(what) \(amount) is negative")
    }
  }

  /// Gathers the items' tax into lines, shipping, components and rates.
  func result(dependsOnFullPostcode: Bool) throws(MoneyError) -> TaxResult {
    var lineTax = [Int64](repeating: 0, count: lines.count)
    var shippingTax: Int64 = 0
    var total: Int64 = 0
    for index in items.indices {
      let tax = itemTax[index]
      let (sum, overflow) = total.addingReportingOverflow(tax)
      guard !overflow else { throw MoneyError(.overflow, "the tax total overflows the amount range") }
      total = sum
      if let line = items[index].line { lineTax[line] += tax } else { shippingTax += tax }
    }

    var lineResults: [LineTax] = []
    lineResults.reserveCapacity(lines.count)
    for (index, line) in lines.enumerated() {
      let tax = lineTax[index]
      lineResults.append(
        LineTax(
          id: line.id, category: line.category, amount: line.amount,
          net: money(inclusive ? line.amount.minorUnits - tax : line.amount.minorUnits), tax: money(tax),
          isExempt: schedule.sets[schedule.set(for: line.category)].isExempt))
    }
    let shippingResult = ShippingTax(
      amount: shipping, taxability: jurisdiction.shipping,
      net: money(inclusive ? shipping.minorUnits - shippingTax : shipping.minorUnits), tax: money(shippingTax))
    let (components, rates) = try breakdown()
    return TaxResult(
      jurisdiction: jurisdiction, dependsOnFullPostcode: dependsOnFullPostcode, pricesIncludeTax: inclusive,
      roundingLevel: level, roundingMode: mode, total: money(total), lines: lineResults, shipping: shippingResult,
      components: components, rates: rates)
  }

  /// The tax per component rate and per combined rate. Each rate set's tax
  /// is split across its components by their exact shares (largest
  /// remainder), unless the components were rounded separately.
  private func breakdown() throws(MoneyError) -> ([ComponentTax], [RateTax]) {
    struct Entry {
      var component: Int
      var rate: Rate
      var base: Int64 = 0
      var tax: Int64 = 0
    }
    struct RateEntry {
      var units: Int64
      var rate: Rate
      var base: Int64 = 0
      var tax: Int64 = 0
    }
    let count = jurisdiction.components.count
    var entries: [Entry] = []
    var rateEntries: [RateEntry] = []
    for (position, set) in usedSets.enumerated() {
      let rates = schedule.sets[set]
      let setTotal = setTax[position].reduce(0, +)
      let net = inclusive ? setAmount[position] - setTotal : setAmount[position]
      var perComponent: [Int64]
      if isSeparateGroups {
        perComponent = setTax[position]
      } else if count <= 1 || setTotal == 0 {
        perComponent = [Int64](repeating: 0, count: count)
        if count == 1 { perComponent[0] = setTotal }
      } else {
        perComponent = try money(setTotal).allocated(proportionalTo: rates.shares, tieBreakKeys: Array(0..<count))
          .map(\.minorUnits)
      }
      for component in 0..<count {
        let rate = rates.nominal[component]
        if let index = entries.firstIndex(where: { $0.component == component && $0.rate == rate }) {
          entries[index].base += net
          entries[index].tax += perComponent[component]
        } else {
          entries.append(Entry(component: component, rate: rate, base: net, tax: perComponent[component]))
        }
      }
      if let index = rateEntries.firstIndex(where: { $0.units == rates.combined }) {
        rateEntries[index].base += net
        rateEntries[index].tax += setTotal
      } else {
        rateEntries.append(RateEntry(units: rates.combined, rate: rates.combinedRate, base: net, tax: setTotal))
      }
    }
    entries.removeAll { $0.base == 0 && $0.tax == 0 }
    entries.sort { a, b in
      a.component != b.component ? a.component < b.component : TaxCalculation.isGreater(a.rate, b.rate)
    }
    rateEntries.removeAll { $0.base == 0 && $0.tax == 0 }
    rateEntries.sort { $0.units > $1.units }
    let components = entries.map { entry in
      let component = jurisdiction.components[entry.component]
      return ComponentTax(
        id: component.id, label: component.label, level: component.level, isCompound: component.isCompound,
        rate: entry.rate, base: money(entry.base), tax: money(entry.tax))
    }
    return (components, rateEntries.map { RateTax(rate: $0.rate, base: money($0.base), tax: money($0.tax)) })
  }

  /// Whether `a` is the larger rate, compared exactly across scales.
  private static func isGreater(_ a: Rate, _ b: Rate) -> Bool {
    // units < 2^63 and 10^18 < 2^60, so each product fits an Int128.
    Int128(a.units) * Int128(Int64.powerOfTen(b.scale)) > Int128(b.units) * Int128(Int64.powerOfTen(a.scale))
  }

  private func money(_ minorUnits: Int64) -> Amount { Amount(uncheckedMinorUnits: minorUnits, exponent: exponent) }
}
