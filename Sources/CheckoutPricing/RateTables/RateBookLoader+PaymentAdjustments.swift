extension RateBookLoader {
  /// Reads the optional `payment_adjustments.csv` and `payment_areas.csv`.
  func loadPaymentAdjustments(currency: Currency) -> ([PaymentAdjustmentRule], LocationIndex) {
    let areasFile = "payment_areas.csv"
    let hasAreas = source.contains(areasFile)
    let areas = hasAreas ? loadAreas(file: areasFile, areaColumn: "area") : LocationIndex(rules: [])
    let areaNames = Set(areas.rules.map(\.area))
    guard
      let table = TableFile.read(
        "payment_adjustments.csv", from: source, required: ["adjustment", "label", "kind", "paymentType", "rate"],
        optional: ["network", "maximum", "areas"], isRequired: false, log: log)
    else { return ([], areas) }
    var rules: [PaymentAdjustmentRule] = []
    for row in table.rows {
      guard let id = row.identifier("adjustment", log) else { continue }
      let label = row.required("label", log)
      let kind = row.required("kind", log).flatMap { _ in row.choice("kind", as: PaymentAdjustmentRule.Kind.self, log) }
      let type = row.required("paymentType", log).flatMap { _ in
        row.choice("paymentType", as: PaymentMethodType.self, log)
      }
      let rate = row.required("rate", log).flatMap { _ in row.percent("rate", log) }
      let maximum = row.amount("maximum", currency: currency, log)
      let listed = identifierList(row, "areas")
      if row.text("maximum") != nil && maximum == nil { continue }
      guard let label, let kind, let type, let rate, let listed else { continue }
      if let existing = rules.first(where: { $0.id == id }) {
        log.error(row.location("adjustment"), "adjustment '\(id)' is already defined on line \(existing.location.line)")
        continue
      }
      if kind == .surcharge && !type.allowsSurcharge {
        log.error(
          row.location("paymentType"), "a surcharge is never allowed on \(type.rawValue) cards (card network rules)")
        continue
      }
      if kind == .discount && rate.units > Int64.powerOfTen(rate.scale) {
        log.error(row.location("rate"), "a discount cannot exceed 100")
        continue
      }
      if let unknown = listed.first(where: { !areaNames.contains($0) }) {
        log.error(row.location("areas"), "unknown area '\(unknown)'; it is not in payment_areas.csv")
        continue
      }
      let rule = PaymentAdjustmentRule(
        id: id, label: label, kind: kind, paymentType: type, network: row.text("network")?.lowercased(), rate: rate,
        maximum: maximum, areas: listed, location: row.location)
      if let earlier = rules.first(where: {
        $0.paymentType == rule.paymentType && $0.network == rule.network && Set($0.areas) == Set(rule.areas)
      }) {
        log.warning(row.location, "can never apply: line \(earlier.location.line) is for the same cards and places")
      }
      rules.append(rule)
    }
    let used = Set(rules.flatMap(\.areas))
    for name in areaNames.sorted() where !used.contains(name) {
      if let rule = areas.rules.first(where: { $0.area == name }) {
        log.warning(
          TableLocation(file: areasFile, line: rule.location.line), "area '\(name)' is used by no adjustment")
      }
    }
    return (rules, areas)
  }
}
