extension ExplainWriter {
  /// The landed-cost lines of `explain` (RateTables/README.md, "Landed
  /// cost"): the regime's decision, each duty with its row, rate and base,
  /// the waiver, each fee, each line's VAT, and who pays the charges.
  mutating func writeLandedCost(_ landed: LandedCostResult, lineIDs: [String], exponent: Int) {
    func amount(_ units: Int64) -> String { Amount(uncheckedMinorUnits: units, exponent: exponent).formatted() }
    func lineID(_ index: Int) -> String { index < lineIDs.count ? lineIDs[index] : String(index) }
    if let decision = landed.decision {
      if let threshold = decision.threshold {
        let limit = DecimalText.trimmed(units: threshold, fractionDigits: 2)
        lines.append(
          "landed cost: regime import_regimes.csv:\(decision.regimeLine): \(amount(decision.measured)) \(decision.isBelow ? "at or below" : "above") \(limit) \(decision.currency)"
        )
      } else {
        lines.append("landed cost: regime import_regimes.csv:\(decision.regimeLine): no low-value threshold")
      }
    }
    let policy: (name: String, lines: [Int])? =
      switch landed.status {
      case .priced: nil
      case .pending(let indexes): ("pending", indexes)
      case .refused(let indexes): ("refused", indexes)
      }
    // Why the charges are unknown, when they are.
    let unclassified = policy.map { "no classification for \($0.lines.map(lineID).joined(separator: ", "))" }
    if let policy, let unclassified { lines.append("landed cost: \(policy.name): \(unclassified)") }
    for duty in landed.duties {
      let rate = duty.rate.map { "\($0) of \(amount(duty.base))" } ?? "specific"
      switch duty.source {
      case .row(let line, let layer, let preference):
        lines.append(
          "duty: duty_rates.csv:\(line) (\(layer.rawValue)\(preference.map { ", \($0)" } ?? "")) on \(lineID(duty.line)): \(rate) = \(amount(duty.amount))"
        )
      case .flat(let line, let subheading):
        lines.append(
          "duty: import_regimes.csv:\(line) flat duty on subheading \(HSCode.subheadingText(subheading)) (\(lineID(duty.line))): \(amount(duty.amount))"
        )
      }
    }
    if landed.isDutyWaived { lines.append("duty: waived, under the regime's dutyWaivedBelow") }
    for fee in landed.fees {
      lines.append("import fee: import_fees.csv:\(fee.row) (\(fee.kind.rawValue)): \(amount(fee.amount))")
    }
    for vat in landed.vat {
      let figure: String
      switch vat.collection {
      case .border: figure = "\(vat.rate) of \(amount(vat.base)) = \(amount(vat.amount)), at the border"
      case .atSale: figure = "\(vat.rate) of \(amount(vat.base)) = \(amount(vat.amount)), charged by the seller"
      case .includedInPrice:
        figure =
          "\(vat.rate) included in \(amount(vat.base)) = \(amount(vat.amount)), charged by the seller in the price"
      }
      lines.append("import VAT: import_vat_rates.csv:\(vat.row) on \(lineID(vat.line)): \(figure)")
    }
    let terms = landed.terms
    let charges = amount(landed.importCharges)
    switch (terms.incoterm, terms.absorbsImportCharges) {
    case (.DDP, false): lines.append("import charges: DDP, charged at checkout: \(charges)")
    case (.DDP, true): lines.append("import charges: DDP, paid by the merchant, not in the total: \(charges)")
    case (.DAP, _):
      // Unpriced, the figure is no estimate: say why. Priced at zero (a
      // low-value sale whose VAT the seller collected), nothing is due at
      // the door, as the method's detail has no note.
      if let unclassified {
        lines.append("import charges: DAP, due from the shopper on delivery, unknown: \(unclassified)")
      } else if landed.importCharges == 0 {
        lines.append("import charges: DAP, none due on delivery")
      } else {
        lines.append("import charges: DAP, due from the shopper on delivery, about \(charges)")
      }
    }
  }
}
