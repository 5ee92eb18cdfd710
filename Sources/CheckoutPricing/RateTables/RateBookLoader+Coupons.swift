extension RateBookLoader {
  /// Reads the optional discount tables.
  func loadDiscountTables(currency: Currency) -> DiscountTables {
    let (coupons, automatic) = loadCoupons(currency: currency)
    return DiscountTables(coupons: coupons, automatic: automatic)
  }

  /// Reads the optional `coupons.csv`: coupons by matching key, and the
  /// automatic discounts (no code) in file order.
  func loadCoupons(currency: Currency) -> (coded: [String: Coupon], automatic: [Coupon]) {
    guard
      let table = TableFile.read(
        "coupons.csv", from: source, required: ["code", "label", "kind"],
        optional: ["value", "minimumSubtotal", "validFrom", "validUntil", "categories", "combinable"],
        isRequired: false, log: log)
    else { return ([:], []) }
    var coded: [String: Coupon] = [:]
    var automatic: [Coupon] = []
    for row in table.rows {
      let code = row.text("code")
      let label = row.required("label", log)
      let kind = row.required("kind", log).flatMap { _ in row.choice("kind", as: Coupon.Kind.self, log) }
      let minimum = row.amount("minimumSubtotal", currency: currency, log)
      let from = row.date("validFrom", log)
      let until = row.date("validUntil", log)
      let combinable = row.text("combinable") == nil ? false : row.boolean("combinable", log)
      let categories = row.text("categories")?.split(separator: " ").map(String.init) ?? []
      guard let label, let kind, let combinable else { continue }
      let value: Coupon.Value?
      switch kind {
      case .percentOffOrder, .percentOffLine:
        value = row.required("value", log).flatMap { _ in row.percent("value", log) }.map { .percent($0) }
        if case .percent(let rate)? = value, rate.units > Int64.powerOfTen(rate.scale) {
          log.error(row.location("value"), "a percentage discount cannot exceed 100")
          continue
        }
      case .fixedOffOrder, .fixedOffLine:
        value = row.required("value", log).flatMap { _ in row.amount("value", currency: currency, log) }.map {
          .amount($0)
        }
      case .freeShipping:
        let cap = row.amount("value", currency: currency, log)
        value = row.text("value") != nil && cap == nil ? nil : .shippingCap(cap)
      }
      guard let value else { continue }
      if let from, let until, until < from {
        log.error(row.location("validUntil"), "validUntil \(until) is before validFrom \(from)")
        continue
      }
      let coupon = Coupon(
        code: code, label: label, kind: kind, value: value, minimumSubtotal: minimum, validFrom: from,
        validUntil: until, categories: categories, isCombinable: combinable, location: row.location)
      if let key = coupon.matchingKey {
        if let existing = coded[key] {
          log.error(
            row.location("code"),
            "coupon code '\(code ?? "")' is already defined on line \(existing.location.line) (codes are compared ignoring case)"
          )
          continue
        }
        coded[key] = coupon
      } else {
        automatic.append(coupon)
      }
    }
    return (coded, automatic)
  }
}
