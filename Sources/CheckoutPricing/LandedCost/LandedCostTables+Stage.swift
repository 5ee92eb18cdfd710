/// The landed-cost stage: a consignment's regime decision, duties, fees
/// and VAT (`RateTables/README.md`, "Landed cost", "How landed cost is
/// computed").
extension LandedCostTables {
  /// Whether a consignment to `destination` pays anything at its border:
  /// some regime or duty row names the country.
  func concerns(_ destination: CountryCode) -> Bool { destinations.contains(destination) }

  /// The consignment's charges, or `nil` when no table concerns its
  /// destination.
  ///
  /// - Throws: ``LandedCostProblem``: a threshold, flat duty or fee in a
  ///   currency no row of `exchange_rates.csv` converts on the day, or a
  ///   figure out of range.
  func landedCost(for request: LandedCostRequest) throws(LandedCostProblem) -> LandedCostResult? {
    guard concerns(request.destination) else { return nil }
    let day = request.day
    let lines = request.lines
    let regime = regime(for: request.destination, on: day)
    let mode = request.roundingMode

    // Classification: a line's own values win over its category's.
    var classes: [LandedCostTables.Classification?] = []
    var unclassified: [Int] = []
    for (index, line) in lines.enumerated() {
      guard line.isGoods else {
        classes.append(nil)
        continue
      }
      let table = classifications[line.category]
      if let code = line.hsCode ?? table?.hsCode, let origin = line.origin ?? table?.origin {
        classes.append(Classification(hsCode: code, origin: origin))
      } else {
        classes.append(nil)
        unclassified.append(index)
      }
    }

    // Freight to each line in proportion to its value, by largest
    // remainder: the shares add up to the shipping exactly.
    let values = lines.map { $0.isGoods ? $0.value : 0 }
    let freight = try Self.apportion(request.shipping, proportionalTo: values)

    let decision = try decide(regime, lines: lines, values: values, freight: freight, request: request)
    if !unclassified.isEmpty {
      return .unpriced(
        unclassifiedLines == .refuse ? .refused(lines: unclassified) : .pending(lines: unclassified),
        decision: decision, terms: request.terms)
    }
    let below = decision?.lineIsBelow ?? Array(repeating: false, count: lines.count)

    // Duties.
    var duties: [LandedCostResult.Duty] = []
    var lineDuty = [Int64](repeating: 0, count: lines.count)
    var flatSubheadings: [UInt64: Int] = [:]
    let dutyBase = regime?.dutyBase ?? .goodsAndShipping
    for index in lines.indices {
      guard let classification = classes[index] else { continue }
      if below[index], let regime {
        if regime.flatDuty != nil {
          // Regulation (EU) 2026/382: one flat duty per distinct tariff
          // classification, replacing the tariff's.
          let subheading = classification.hsCode.subheading
          if flatSubheadings[subheading] == nil { flatSubheadings[subheading] = index }
          continue
        }
        if regime.relieves.relievesDuty { continue }
      }
      let base = try Self.sum(values[index], dutyBase == .goodsAndShipping ? freight[index] : 0)
      for row in matchingDuties(classification, on: day, in: request.destination) {
        let amount = try Self.duty(row, on: base, line: lines[index], rounding: mode)
        duties.append(
          LandedCostResult.Duty(
            source: .row(line: row.line, layer: row.layer, preference: row.preference), line: index, rate: row.rate,
            base: base, amount: amount))
        lineDuty[index] = try Self.sum(lineDuty[index], amount)
      }
    }
    if let regime, let flat = regime.flatDuty, !flatSubheadings.isEmpty {
      let conversion = try CurrencyConversion.of(flat.currency, into: request.currency, on: day, in: self)
      let amount = try conversion.converted(flat.amount, rounding: mode)
      for (subheading, index) in flatSubheadings.sorted(by: { $0.value < $1.value }) {
        duties.append(
          LandedCostResult.Duty(
            source: .flat(regimeLine: regime.line, subheading: subheading), line: index, rate: nil, base: 0,
            amount: amount))
        lineDuty[index] = try Self.sum(lineDuty[index], amount)
      }
    }
    var duty: Int64 = 0
    for item in duties { duty = try Self.sum(duty, item.amount) }
    var isDutyWaived = false
    if duty > 0, let regime, let waiver = regime.dutyWaivedBelow {
      let conversion = try CurrencyConversion.of(regime.threshold.currency, into: request.currency, on: day, in: self)
      if try conversion.isBelow(duty, waiver) {
        isDutyWaived = true
        duty = 0
        lineDuty = lineDuty.map { _ in 0 }
      }
    }

    let fees = try self.fees(for: request, goodsUnits: lines.reduce(0) { $0 + ($1.isGoods ? $1.quantity : 0) })
    var feeTotal: Int64 = 0
    for fee in fees { feeTotal = try Self.sum(feeTotal, fee.amount) }

    // VAT, line by line.
    var vat: [LandedCostResult.VAT] = []
    var importVAT: Int64 = 0
    var sellerVAT: Int64 = 0
    var sellerVATIncluded: Int64 = 0
    for index in lines.indices where classes[index] != nil {
      guard let row = vatRate(of: lines[index].category, in: request.destination, on: day) else { continue }
      let sellerCollects = below[index] && regime?.sellerCollectsVAT == .belowThreshold
      if below[index] && !sellerCollects && regime?.relieves.relievesVAT == true { continue }
      guard sellerCollects else {
        let base =
          regime?.vatBase == .goods
          ? values[index] : try Self.sum(try Self.sum(values[index], freight[index]), lineDuty[index])
        let amount = try Self.applying(row.rate, to: base, rounding: mode)
        vat.append(
          LandedCostResult.VAT(line: index, row: row.line, rate: row.rate, base: base, amount: amount, on: .border))
        importVAT = try Self.sum(importVAT, amount)
        continue
      }
      // VAT on the sale: the price with its delivery, and the duty the
      // shopper pays at checkout, which is part of what the seller is paid
      // (Directive 2006/112/EC Art. 78(a)). A price that includes tax
      // holds its VAT; a duty charged on top has its VAT on top.
      let price = try Self.sum(values[index], freight[index])
      let duty = request.terms.chargesShopper ? lineDuty[index] : 0
      // At most two parts: the price's (added, or inside it) and the
      // duty's, on top.
      let inside = request.pricesIncludeTax
      for part in 0..<2 {
        let base = part == 0 ? (inside ? price : try Self.sum(price, duty)) : (inside ? duty : 0)
        guard part == 0 || base > 0 else { continue }
        let collection: LandedCostResult.VAT.Collection = part == 0 && inside ? .includedInPrice : .atSale
        let amount =
          collection == .includedInPrice
          ? try Self.included(row.rate, in: base, rounding: mode)
          : try Self.applying(row.rate, to: base, rounding: mode)
        vat.append(
          LandedCostResult.VAT(line: index, row: row.line, rate: row.rate, base: base, amount: amount, on: collection))
        sellerVAT = try Self.sum(sellerVAT, amount)
        if collection == .includedInPrice { sellerVATIncluded = try Self.sum(sellerVATIncluded, amount) }
      }
    }
    return LandedCostResult(
      terms: request.terms, status: .priced, decision: decision, duties: duties, isDutyWaived: isDutyWaived, fees: fees,
      vat: vat,
      duty: duty, importVAT: importVAT, sellerVAT: sellerVAT, sellerVATIncluded: sellerVATIncluded, feeTotal: feeTotal,
      importCharges: try Self.sum(try Self.sum(duty, importVAT), feeTotal))
  }

  /// The regime's decision: the consignment's value, or each unit's, at or
  /// below the threshold in its own currency, compared exactly.
  func decide(
    _ regime: ImportRegime?, lines: [LandedCostRequest.Line], values: [Int64], freight: [Int64],
    request: LandedCostRequest
  ) throws(LandedCostProblem) -> LandedCostResult.Decision? {
    guard let regime else { return nil }
    let withShipping = regime.threshold.measure == .goodsAndShipping
    var measured: Int64 = 0
    for index in lines.indices where lines[index].isGoods {
      measured = try Self.sum(measured, try Self.sum(values[index], withShipping ? freight[index] : 0))
    }
    guard let threshold = regime.threshold.amount else {
      return LandedCostResult.Decision(
        regimeLine: regime.line, measured: measured, threshold: nil, currency: regime.threshold.currency.code,
        lineIsBelow: Array(repeating: false, count: lines.count), isBelow: false)
    }
    let conversion = try CurrencyConversion.of(
      regime.threshold.currency, into: request.currency, on: request.day, in: self)
    var lineIsBelow: [Bool] = []
    switch regime.threshold.per {
    case .consignment:
      let isBelow = try conversion.isAtMost(measured, threshold)
      lineIsBelow = lines.map { $0.isGoods && isBelow }
    case .item:
      // A unit is at or below when the line's value is at most the
      // threshold times its quantity: exact, without dividing.
      for index in lines.indices {
        let value = try Self.sum(values[index], withShipping ? freight[index] : 0)
        let isBelow = try conversion.isAtMost(value, threshold, times: lines[index].quantity)
        lineIsBelow.append(lines[index].isGoods && isBelow)
      }
    }
    // The consignment is below when every goods line is, and it has one.
    let hasGoods = lines.contains { $0.isGoods }
    let isBelow = hasGoods && lines.indices.allSatisfy { !lines[$0].isGoods || lineIsBelow[$0] }
    return LandedCostResult.Decision(
      regimeLine: regime.line, measured: measured, threshold: threshold, currency: regime.threshold.currency.code,
      lineIsBelow: lineIsBelow, isBelow: isBelow)
  }

  /// The duty rows that apply to a classified line: its base row (the
  /// line's origin before any origin, then the longest prefix), then every
  /// matching additional row, in file order.
  func matchingDuties(_ classification: Classification, on day: Int, in destination: CountryCode) -> [DutyRate] {
    var base: DutyRate?
    var additional: [DutyRate] = []
    for row in duties
    where row.destination == destination && row.matches(classification.hsCode, from: classification.origin, on: day) {
      guard row.layer == .base else {
        additional.append(row)
        continue
      }
      guard let current = base else {
        base = row
        continue
      }
      let rowRank = (row.origin != nil ? 1 : 0, row.prefixLength)
      let currentRank = (current.origin != nil ? 1 : 0, current.prefixLength)
      if rowRank > currentRank { base = row }
    }
    return (base.map { [$0] } ?? []) + additional
  }

  /// A row's duty on a line: the rate of `base`, plus the specific amount
  /// per unit, per item or per kilogram, each rounded once.
  static func duty(
    _ row: DutyRate, on base: Int64, line: LandedCostRequest.Line, rounding mode: RoundingMode
  ) throws(LandedCostProblem) -> Int64 {
    var total: Int64 = 0
    if let rate = row.rate { total = try applying(rate, to: base, rounding: mode) }
    if let amount = row.amount {
      let specific: Int64
      switch row.per {
      case .unit: specific = try product(amount, line.quantity)
      case .item: specific = amount
      case .kg:
        let quanta = try CurrencyConversion.product(
          Int128(line.weight?.quanta ?? 0), Int128(line.quantity))
        let exact = try CurrencyConversion.product(Int128(amount), quanta)
        guard let rounded = Int64(exactly: mode.divide(exact, by: Int128(WeightUnit.kilogram.quanta))) else {
          throw .overflow
        }
        specific = rounded
      }
      total = try sum(total, specific)
    }
    return total
  }

  /// The fees of the consignment: the destination's handling fees, and
  /// under DDP the carrier's for the service.
  func fees(for request: LandedCostRequest, goodsUnits: Int64) throws(LandedCostProblem) -> [LandedCostResult.Fee] {
    var result: [LandedCostResult.Fee] = []
    for row in fees where row.destination == request.destination && row.days.contains(request.day) {
      if row.kind == .carrier {
        guard request.terms.incoterm == .DDP, row.service == nil || row.service == request.service else { continue }
      } else if let service = row.service, service != request.service {
        continue
      }
      let conversion = try CurrencyConversion.of(row.currency, into: request.currency, on: request.day, in: self)
      let amount = try conversion.converted(row.amount, rounding: request.roundingMode)
      result.append(
        LandedCostResult.Fee(
          kind: row.kind, row: row.line, amount: row.per == .item ? try Self.product(amount, goodsUnits) : amount))
    }
    return result
  }

  /// `amount` split over `weights` by largest remainder, earlier lines
  /// first on a tie; zeros when every weight is.
  static func apportion(_ amount: Int64, proportionalTo weights: [Int64]) throws(LandedCostProblem) -> [Int64] {
    guard amount != 0, weights.contains(where: { $0 > 0 }) else { return weights.map { _ in 0 } }
    do {
      return try Amount(uncheckedMinorUnits: amount, exponent: 0).allocated(proportionalTo: weights).map(\.minorUnits)
    } catch {
      throw .overflow
    }
  }

  static func applying(_ rate: Rate, to base: Int64, rounding mode: RoundingMode) throws(LandedCostProblem) -> Int64 {
    do {
      return try rate.applied(to: Amount(uncheckedMinorUnits: base, exponent: 0), rounding: mode).minorUnits
    } catch {
      throw .overflow
    }
  }

  /// The VAT a tax-inclusive `gross` holds at `rate`: gross × r / (1 + r).
  static func included(_ rate: Rate, in gross: Int64, rounding mode: RoundingMode) throws(LandedCostProblem) -> Int64 {
    do {
      return try rate.includedPortion(of: Amount(uncheckedMinorUnits: gross, exponent: 0), rounding: mode).minorUnits
    } catch {
      throw .overflow
    }
  }

  static func sum(_ a: Int64, _ b: Int64) throws(LandedCostProblem) -> Int64 {
    let (result, overflow) = a.addingReportingOverflow(b)
    guard !overflow else { throw .overflow }
    return result
  }

  static func product(_ a: Int64, _ b: Int64) throws(LandedCostProblem) -> Int64 {
    let (result, overflow) = a.multipliedReportingOverflow(by: b)
    guard !overflow else { throw .overflow }
    return result
  }
}
