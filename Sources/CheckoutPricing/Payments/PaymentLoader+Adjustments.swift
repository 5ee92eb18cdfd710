extension PaymentLoader {
  /// Reads the optional `payment_adjustments.csv` and `payment_areas.csv`;
  /// an adjustment is rounded in `roundingMode`.
  func loadPaymentTables(currency: Currency, roundingMode: RoundingMode) -> PaymentTables {
    let areasFile = "payment_areas.csv"
    let hasAreas = source.contains(areasFile)
    let areas =
      hasAreas ? places.loadAreas(file: areasFile, areaColumn: "area") : PaymentAreaIndex(rules: [], file: areasFile)
    guard
      let table = TableFile.read(
        "payment_adjustments.csv", from: source, required: ["adjustment", "label", "kind", "paymentType", "rate"],
        optional: ["network", "maximum", "areas"], isRequired: false, log: log)
    else {
      return PaymentTables(adjustments: [], areas: areas, exponent: currency.minorUnits, roundingMode: roundingMode)
    }
    var rules: [PaymentAdjustmentRule] = []
    // The line of each identifier, and of the first rule for each set of
    // cards and places: looked up, so that a long table is read in linear time.
    var lines: [String: Int] = [:]
    var firstFor: [Cards: Int] = [:]
    for row in table.rows {
      guard let id = row.identifier("adjustment", log) else { continue }
      let label = row.label("label", log)
      let kind = row.required("kind", log).flatMap { _ in row.choice("kind", as: PaymentAdjustmentRule.Kind.self, log) }
      let type = row.required("paymentType", log).flatMap { _ in
        row.choice("paymentType", as: PaymentMethodType.self, log)
      }
      let rate = row.required("rate", log).flatMap { _ in row.percent("rate", log) }
      let maximum = row.amount("maximum", currency: currency, log)
      let listed = row.identifierList("areas", log)
      if row.text("maximum") != nil && maximum == nil { continue }
      guard let label, let kind, let type, let rate, let listed else { continue }
      if let line = lines[id] {
        log.error(row.location("adjustment"), "adjustment '\(id)' is already defined on line \(line)")
        continue
      }
      if kind == .surcharge && !type.allowsSurcharge {
        log.error(
          row.location("paymentType"), "a surcharge is never allowed on \(type.rawValue) cards (card network rules)")
        continue
      }
      if rate.isAbove(percent: 100) {
        log.error(row.location("rate"), "a \(kind.rawValue) cannot exceed 100%")
        continue
      }
      if kind == .surcharge && rate.isAbove(percent: PaymentLoader.implausibleSurchargePercent) {
        log.warning(
          row.location("rate"),
          "a card surcharge above \(PaymentLoader.implausibleSurchargePercent)% is implausible (card networks cap surcharges at 3% to 4% where they allow them); check the rate"
        )
      }
      // A linear search of the few payment areas: a table of names would
      // cost the load allocations for no faster answer.
      let listedIDs = listed.compactMap { name in areas.areaNames.firstIndex(of: name).map(PaymentAreaID.init) }
      if listedIDs.count < listed.count, let unknown = listed.first(where: { !areas.areaNames.contains($0) }) {
        log.error(row.location("areas"), "unknown area '\(unknown)'; it is not in payment_areas.csv")
        continue
      }
      let rule = PaymentAdjustmentRule(
        id: id, label: label, kind: kind, paymentType: type, network: row.text("network")?.lowercased(), rate: rate,
        maximum: maximum, areaIDs: listedIDs, areaNames: areas.areaNames, location: row.location)
      let cards = Cards(type: rule.paymentType, network: rule.network, areas: Set(rule.areaIDs))
      if let earlier = firstFor[cards] {
        log.warning(row.location, "can never apply: line \(earlier) is for the same cards and places")
      } else {
        firstFor[cards] = row.line
      }
      lines[id] = row.line
      rules.append(rule)
    }
    // Each area used, or warned about once, by id.
    var done = [Bool](repeating: false, count: areas.areaNames.count)
    for rule in rules {
      for area in rule.areaIDs { done[Int(area.index)] = true }
    }
    for index in areas.rules.indices {
      let area = Int(areas.areaID(ofRule: index).index)
      guard !done[area] else { continue }
      done[area] = true
      let rule = areas.rules[index]
      log.warning(areas.location(of: rule), "area '\(rule.area)' is used by no adjustment")
    }
    return PaymentTables(
      adjustments: rules, areas: areas, exponent: currency.minorUnits, roundingMode: roundingMode)
  }

  /// The cards and places an adjustment is for.
  private struct Cards: Hashable {
    let type: PaymentMethodType
    let network: String?
    let areas: Set<PaymentAreaID>
  }
}
