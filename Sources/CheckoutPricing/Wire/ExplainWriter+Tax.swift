extension ExplainWriter {
  /// The jurisdiction, where tax was sourced, each component, and an
  /// exemption claimed.
  mutating func writeTax(_ breakdown: QuoteBreakdown) {
    if let tax = breakdown.tax {
      lines.append(
        "tax: \(tax.jurisdiction?.id ?? "no jurisdiction"), \(tax.pricesIncludeTax ? "included in prices" : "added"), rounded per \(tax.roundingLevel.rawValue) \(tax.roundingMode.rawValue)"
      )
      switch breakdown.taxAddress {
      case .destination: break
      case .origin:
        lines.append("  sourced at the merchant's origin: an in-state sale in a jurisdiction with sourcing origin")
      case .store:
        let store = breakdown.taxStore ?? "?"
        lines.append("  sourced at store \(store): a store pickup is taxed where the goods are handed over")
      case .euDistanceSaleOrigin:
        lines.append("  sourced at the merchant's origin: an EU distance sale, euDistanceSales origin")
      case .euDistanceSaleDestination:
        lines.append("  sourced at the shopper's address: an EU distance sale, euDistanceSales destination")
      }
      let jurisdiction = tax.jurisdiction
      for component in tax.components {
        if component.isCompound, let jurisdiction {
          lines.append("  \(Self.compoundText(component, in: jurisdiction))")
        } else {
          lines.append("  \(component.label) \(component.rate): \(component.tax) on \(component.base)")
        }
      }
      // The dated rows in force on the quote's day, by line, so a reader
      // can tell which of a jurisdiction's rates over time applied; and
      // the threshold rows in force that lines took, with those lines.
      for rate in jurisdiction?.datedRates ?? [] {
        guard rate.maxUnitPrice != nil else {
          lines.append("  \(Self.datedText(rate))")
          continue
        }
        let under = tax.linesUnderThreshold(of: rate.category)
        if !under.isEmpty { lines.append("  \(Self.datedText(rate)): \(under.joined(separator: " "))") }
      }
    }
    if breakdown.taxExemption == nil, let jurisdiction = breakdown.tax?.jurisdiction, !jurisdiction.isRegistered {
      lines.append(
        "tax: none charged: the merchant is not registered in \(jurisdiction.id)\(breakdown.exemptedTax.map { "; \($0) not charged" } ?? "")"
      )
    }
    if let exemption = breakdown.taxExemption {
      let kind = exemption.kind == .reverseCharge ? "reverse charge" : "exempt"
      lines.append(
        "tax: none charged: \(kind), \(exemption.id)\(breakdown.exemptedTax.map { "; \($0) not charged" } ?? "")")
    }
  }

  /// A dated row in force: `dated rate tax_rates.csv:12: Louisiana state
  /// standard 5%, from 2025-01-01 until 2030-01-01`; a threshold row names
  /// its threshold: `threshold rate tax_rates.csv:130: Texas state
  /// clothing 0% on units at most 99.99 discounted, from 2027-08-06 until
  /// 2027-08-09`.
  private static func datedText(_ rate: TaxDatedRate) -> String {
    let days = [rate.from.map { "from \($0)" }, rate.until.map { "until \($0)" }].compactMap { $0 }
    guard let maxUnitPrice = rate.maxUnitPrice else {
      return "dated rate \(rate.location): \(rate.label) \(rate.category) \(rate.rate), \(days.joined(separator: " "))"
    }
    let head =
      "threshold rate \(rate.location): \(rate.label) \(rate.category) \(rate.rate) on units at most \(maxUnitPrice) \(rate.maxUnitPriceBasis.rawValue)"
    return days.isEmpty ? head : "\(head), \(days.joined(separator: " "))"
  }

  /// A compound component's line, its base the sum it is: the net price
  /// plus the components it compounds on (RateTables/README.md,
  /// `compound`), exactly: `QST 9.975% compound: 34.51 on 346.0485 =
  /// 329.57 + GST 5% of 329.57`. When the lines at this rate compound on
  /// different rates, the base is named without the sum.
  private static func compoundText(_ component: ComponentTax, in jurisdiction: TaxJurisdiction) -> String {
    let head = "\(component.label) \(component.rate) compound: \(component.tax) on"
    guard let index = jurisdiction.components.firstIndex(where: { $0.id == component.id }) else {
      return "\(head) \(component.base) plus the other components' tax"
    }
    // The rates of the other components in every rate set where this one
    // is charged at this rate; one answer when the lines agree.
    let sets = jurisdiction.schedule.sets.filter { !$0.isExempt && $0.nominal[index] == component.rate }
    let others = jurisdiction.components.indices.filter { !jurisdiction.components[$0].isCompound }
    var rates: [Rate]?
    for set in sets {
      let these = others.map { set.nominal[$0] }
      if rates == nil { rates = these } else if rates != these { rates = nil; break }
    }
    guard let rates else { return "\(head) \(component.base) plus the other components' tax" }
    let charged = zip(others, rates).filter { $0.1.units != 0 }
    let base = component.base.decimal * (1 + charged.reduce(Decimal(0)) { $0 + $1.1.decimal })
    let parts = charged.map { "\(jurisdiction.components[$0.0].label) \($0.1)" }.joined(separator: " + ")
    return charged.isEmpty
      ? "\(head) \(component.base)"
      : "\(head) \(base) = \(component.base) + \(parts) of \(component.base)"
  }
}
