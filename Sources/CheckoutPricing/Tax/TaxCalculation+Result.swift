extension TaxCalculation {
  /// The result with no jurisdiction: nothing taxed.
  static func untaxed(_ request: TaxRequest, shipping: Amount, tables: TaxTables) -> TaxResult {
    let zero = Amount.zero(exponent: shipping.exponent)
    return TaxResult(
      jurisdiction: nil, dependsOnFullPostcode: false, pricesIncludeTax: tables.pricesIncludeTax,
      roundingLevel: tables.roundingLevel, roundingMode: tables.roundingMode, total: zero,
      shipping: ShippingTax(amount: shipping, taxability: .exempt, net: shipping, tax: zero),
      taxedLines: request.lines, calculation: nil)
  }
}

extension TaxResult {
  /// Gathers a calculation's items into lines, shipping, components and
  /// rates. The result keeps the calculation, moved in: a copy of it would
  /// retain every array inside.
  init(_ calculation: consuming TaxCalculation, dependsOnFullPostcode: Bool) throws(MoneyError) {
    var total: Int64 = 0
    var shippingTax: Int64 = 0
    let lineCount = calculation.lines.count
    for index in calculation.items.indices {
      let (sum, overflow) = total.addingReportingOverflow(calculation.items[index].tax)
      guard !overflow else { throw MoneyError(.overflow, "the tax total overflows the amount range") }
      total = sum
      // At most the total, which fits.
      if index >= lineCount { shippingTax += calculation.items[index].tax }
    }
    let shipping = calculation.shipping
    let inclusive = calculation.inclusive
    let exponent = calculation.exponent
    self.init(
      jurisdiction: calculation.jurisdiction, dependsOnFullPostcode: dependsOnFullPostcode, pricesIncludeTax: inclusive,
      roundingLevel: calculation.level, roundingMode: calculation.rounding.mode,
      total: Amount(uncheckedMinorUnits: total, exponent: exponent),
      shipping: ShippingTax(
        amount: shipping, taxability: calculation.jurisdiction.shipping,
        net: Amount(
          uncheckedMinorUnits: inclusive ? shipping.minorUnits - shippingTax : shipping.minorUnits, exponent: exponent),
        tax: Amount(uncheckedMinorUnits: shippingTax, exponent: exponent)),
      taxedLines: calculation.lines, calculation: consume calculation)
  }
}

extension TaxCalculation {
  /// The sum of the tax at one rate of one component.
  struct ComponentEntry {
    var component: Int
    var rate: Rate
    var base: Int64
    var tax: Int64
  }

  /// The sum of the tax at one combined rate, that of `schedule.sets[set]`.
  struct RateEntry {
    var set: Int
    var combined: Int64
    var base: Int64
    var tax: Int64
  }

  /// Calls `body` with the tax per component and component rate, and per
  /// combined rate, in the order ``TaxResult/components`` and
  /// ``TaxResult/rates`` give them, leaving out those with neither base
  /// nor tax. Each rate set's tax is split across its components by their
  /// exact shares (largest remainder), unless the components were rounded
  /// separately.
  ///
  /// The sums are worked out when the result's parts are read, at the
  /// edge, in buffers on the stack that live only for the call: the
  /// encoder writes them with no array.
  func withBreakdown<Result>(
    _ body: (_ components: UnsafeBufferPointer<ComponentEntry>, _ rates: UnsafeBufferPointer<RateEntry>) -> Result
  ) -> Result {
    withUnsafeTemporaryAllocation(of: ComponentEntry.self, capacity: schedule.componentCount * slots.count) {
      entries in
      withUnsafeTemporaryAllocation(of: RateEntry.self, capacity: slots.count) { rateEntries in
        let (entryCount, rateCount) = gather(into: entries, rateEntries)
        var usedEntries = UnsafeMutableBufferPointer(rebasing: entries[..<entryCount])
        var usedRates = UnsafeMutableBufferPointer(rebasing: rateEntries[..<rateCount])
        usedEntries.sort { a, b in
          a.component != b.component ? a.component < b.component : TaxCalculation.isGreater(a.rate, b.rate)
        }
        usedRates.sort { $0.combined > $1.combined }
        // Entries with neither base nor tax are left out; the rest keep
        // their order.
        var components = 0
        for entry in usedEntries.indices where usedEntries[entry].base != 0 || usedEntries[entry].tax != 0 {
          usedEntries[components] = usedEntries[entry]
          components += 1
        }
        var rates = 0
        for entry in usedRates.indices where usedRates[entry].base != 0 || usedRates[entry].tax != 0 {
          usedRates[rates] = usedRates[entry]
          rates += 1
        }
        return body(
          UnsafeBufferPointer(rebasing: usedEntries[..<components]), UnsafeBufferPointer(rebasing: usedRates[..<rates]))
      }
    }
  }

  private func gather(
    into entries: UnsafeMutableBufferPointer<ComponentEntry>, _ rateEntries: UnsafeMutableBufferPointer<RateEntry>
  ) -> (entries: Int, rates: Int) {
    let count = schedule.componentCount
    var entryCount = 0
    var rateCount = 0
    for slot in slots.indices {
      let set = slots[slot].set
      let setTax = slots[slot].tax
      let net = inclusive ? slots[slot].amount - setTax : slots[slot].amount
      // Only a split across several components needs the parts.
      var parts: [Amount] = []
      if !isSeparateGroups && count > 1 && setTax > 0 {
        do throws(MoneyError) {
          parts = try money(setTax).allocated(
            proportionalTo: schedule.sets[set].shares, tieBreakKeys: schedule.componentKeys)
        } catch {
          // A schedule has a share per component, none negative, adding up
          // to its combined rate, which is above 0 wherever there is tax:
          // a programmer error in the schedule, not bad input.
          preconditionFailure("a tax schedule's shares do not allocate its tax: \(error)")
        }
      }
      for component in 0..<count {
        let tax: Int64 =
          isSeparateGroups
          ? groupTax[slot * groupCount + component]
          : count == 1 ? setTax : parts.isEmpty ? 0 : parts[component].minorUnits
        let rate = schedule.sets[set].nominal[component]
        var entry = 0
        while entry < entryCount && !(entries[entry].component == component && entries[entry].rate == rate) {
          entry += 1
        }
        if entry == entryCount {
          entries.initializeElement(
            at: entry, to: ComponentEntry(component: component, rate: rate, base: net, tax: tax))
          entryCount += 1
        } else {
          entries[entry].base += net
          entries[entry].tax += tax
        }
      }
      let combined = schedule.combinedUnits[set]
      var entry = 0
      while entry < rateCount && rateEntries[entry].combined != combined { entry += 1 }
      if entry == rateCount {
        rateEntries.initializeElement(at: entry, to: RateEntry(set: set, combined: combined, base: net, tax: setTax))
        rateCount += 1
      } else {
        rateEntries[entry].base += net
        rateEntries[entry].tax += setTax
      }
    }
    return (entryCount, rateCount)
  }

  /// Whether `a` is the larger rate, compared exactly across scales.
  private static func isGreater(_ a: Rate, _ b: Rate) -> Bool {
    // units < 2^63 and 10^18 < 2^60, so each product fits an Int128.
    Int128(a.units) * Int128(Int64.powerOfTen(b.scale)) > Int128(b.units) * Int128(Int64.powerOfTen(a.scale))
  }

  private func money(_ minorUnits: Int64) -> Amount { Amount(uncheckedMinorUnits: minorUnits, exponent: exponent) }
}
