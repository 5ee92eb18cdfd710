extension DiscountLoader {
  /// Reads the optional discount table, `coupons.csv`.
  ///
  /// - Parameters:
  ///   - timeZone: the manifest's IANA time zone, in which validity days
  ///     start and end; `nil` (a broken manifest) uses GMT.
  ///   - roundingMode: the merchant's rounding mode, for percentages.
  ///   - sharesExactly: whether order discounts are shared out exactly
  ///     (``DiscountTables/sharesExactly``).
  ///   - shipping: the shipping tables, whose services free-shipping
  ///     coupons may name; each name is resolved to its ``ServiceID`` here.
  ///   - categories: the book's categories, to which the coupons' are added.
  func loadDiscountTables(
    currency: Currency, timeZone: String?, roundingMode: RoundingMode, sharesExactly: Bool,
    shipping: ShippingTables, categories: inout CategoryTable
  ) -> DiscountTables {
    let (coupons, automatic) = loadCoupons(
      currency: currency, timeZone: timeZone, shipping: shipping, categories: &categories)
    return DiscountTables(
      coupons: coupons, automatic: automatic, exponent: currency.minorUnits, roundingMode: roundingMode,
      sharesExactly: sharesExactly)
  }

  /// Reads the optional `coupons.csv`: coupons by matching key, and the
  /// automatic discounts (no code) in file order.
  func loadCoupons(
    currency: Currency, timeZone: String?, shipping: ShippingTables, categories categoryTable: inout CategoryTable
  ) -> (
    coded: [String: Coupon], automatic: [Coupon]
  ) {
    guard
      let table = TableFile.read(
        "coupons.csv", from: source, required: ["code", "label", "kind"],
        optional: [
          "value", "minimumSubtotal", "validFrom", "validUntil", "categories", "items", "buy", "get", "services",
          "combinable", "laterCharges",
        ],
        isRequired: false, log: log)
    else { return ([:], []) }
    var coded: [String: Coupon] = [:]
    var automatic: [Coupon] = []
    // Automatic discounts by their terms: a repeated row would stack, taking
    // the discount twice from every order.
    var automaticLines: [AutomaticTerms: Int] = [:]
    for row in table.rows {
      let code = row.text("code") == nil ? nil : row.identifier("code", log)
      if row.text("code") != nil && code == nil { continue }
      let label = row.label("label", log)
      let kind = row.required("kind", log).flatMap { _ in row.choice("kind", as: Coupon.Kind.self, log) }
      let minimum = row.amount("minimumSubtotal", currency: currency, log)
      let from = row.date("validFrom", log)
      let until = row.date("validUntil", log)
      let combinable = row.text("combinable") == nil ? false : row.boolean("combinable", log)
      let laterCharges = row.text("laterCharges") == nil ? false : row.boolean("laterCharges", log)
      let categories = row.identifierList("categories", log)
      let items = row.identifierList("items", log)
      let serviceList = row.identifierList("services", log)
      guard let label, let kind, let combinable, let laterCharges, let categories, let items, let serviceList else {
        continue
      }
      // A later charge is one line's: a fixed amount off an order or a
      // line has no share of it that is not a guess.
      if laterCharges && kind != .percentOffLine && kind != .percentOffOrder {
        log.error(
          row.location("laterCharges"),
          "'laterCharges' applies only to kinds percentOffLine and percentOffOrder, whose percentage can lower a later charge"
        )
        continue
      }
      guard let value = couponValue(row, kind: kind, currency: currency) else { continue }
      if kind != .freeShipping, row.text("services") != nil {
        log.error(row.location("services"), "'services' applies only to kind freeShipping")
        continue
      }
      let serviceIDs = serviceList.compactMap(shipping.serviceID(named:))
      if serviceIDs.count != serviceList.count,
        let unknown = serviceList.first(where: { shipping.serviceID(named: $0) == nil })
      {
        log.unknown(
          .service, unknown, at: row.location("services"), "unknown service '\(unknown)'; it is not in services.csv")
        continue
      }
      if let from, let until, until < from {
        log.error(row.location("validUntil"), "validUntil \(until) is before validFrom \(from)")
        continue
      }
      let coupon = Coupon(
        code: code, label: label, kind: kind, value: value, minimumSubtotal: minimum, validFrom: from,
        validUntil: until, categories: categories, categoryIDs: categories.map { categoryTable.intern($0) },
        items: items,
        services: serviceList, serviceIDs: serviceIDs, isCombinable: combinable, lowersLaterCharges: laterCharges,
        location: row.location,
        startsAt: from?.startOfDay(inZoneNamed: timeZone),
        endsBefore: until?.nextDay?.startOfDay(inZoneNamed: timeZone))
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
        let terms = AutomaticTerms(coupon)
        if let line = automaticLines[terms] {
          log.error(row.location, "repeats the automatic discount on line \(line); it would be taken twice")
          continue
        }
        automaticLines[terms] = row.line
        automatic.append(coupon)
      }
    }
    diagnoseStacking(automatic)
    return (coded, automatic)
  }

  /// Warns at each automatic discount that makes the same offer as an
  /// earlier row (same kind, value, minimum and lines, whatever the label)
  /// on days both are valid: an order of those days gets both, which a
  /// copied row with a new label or shifted days rarely means. A merchant
  /// who does mean it keeps both rows; they stack. Only combinable rows
  /// stack: of a pair where one is not, only one is ever chosen.
  ///
  /// - Complexity: O(*n* log *n*) for *n* automatic discounts: they are
  ///   grouped by offer, and each group is swept once in order of its first
  ///   days.
  private func diagnoseStacking(_ automatic: [Coupon]) {
    var groups: [AutomaticOffer: [Int]] = [:]
    for index in automatic.indices where automatic[index].isCombinable {
      groups[AutomaticOffer(automatic[index]), default: []].append(index)
    }
    // The earlier row each later one shares days with, by the later row.
    var stacked: [Int: Int] = [:]
    for members in groups.values where members.count > 1 {
      let byStart = members.sorted { a, b in
        let (first, second) = (automatic[a].validFrom, automatic[b].validFrom)
        return first == second ? a < b : Self.isEarlier(first, than: second)
      }
      // The member seen so far whose days reach furthest: a later-starting
      // member shares days with one of them exactly when it shares with
      // this one.
      var reaching = byStart[0]
      for member in byStart.dropFirst() {
        if let until = automatic[reaching].validUntil, let from = automatic[member].validFrom, from > until {
          reaching = member
          continue
        }
        let (earlier, later) = (min(member, reaching), max(member, reaching))
        if stacked[later] == nil { stacked[later] = earlier }
        if let until = automatic[reaching].validUntil,
          automatic[member].validUntil.map({ $0 > until }) ?? true
        {
          reaching = member
        }
      }
    }
    for (later, earlier) in stacked.sorted(by: { $0.key < $1.key }) {
      log.warning(
        automatic[later].location,
        "makes the same offer as the automatic discount on line \(automatic[earlier].location.line) on days both are valid; an order on those days gets both"
      )
    }
  }

  /// Whether a first day comes before another; no first day is the earliest.
  private static func isEarlier(_ first: CalendarDate?, than second: CalendarDate?) -> Bool {
    guard let second else { return false }
    guard let first else { return true }
    return first < second
  }

  /// What an automatic discount takes off, and from which orders and lines:
  /// its row but for the label, the days and whether it combines.
  private struct AutomaticOffer: Hashable {
    let kind: Coupon.Kind
    let value: Coupon.Value
    let minimumSubtotal: Amount?
    let categories: Set<String>
    let items: Set<String>
    let services: Set<String>
    let lowersLaterCharges: Bool

    init(_ coupon: Coupon) {
      kind = coupon.kind
      value = coupon.value
      minimumSubtotal = coupon.minimumSubtotal
      categories = Set(coupon.categories)
      items = Set(coupon.items)
      services = Set(coupon.services)
      lowersLaterCharges = coupon.lowersLaterCharges
    }
  }

  /// Everything an automatic discount's row says, but where it is.
  private struct AutomaticTerms: Hashable {
    let label: String
    let kind: Coupon.Kind
    let value: Coupon.Value
    let minimumSubtotal: Amount?
    let validFrom: CalendarDate?
    let validUntil: CalendarDate?
    let categories: [String]
    let items: [String]
    let services: [String]
    let isCombinable: Bool

    init(_ coupon: Coupon) {
      label = coupon.label
      kind = coupon.kind
      value = coupon.value
      minimumSubtotal = coupon.minimumSubtotal
      validFrom = coupon.validFrom
      validUntil = coupon.validUntil
      categories = coupon.categories
      items = coupon.items
      services = coupon.services
      isCombinable = coupon.isCombinable
    }
  }

  /// The value a coupon row's kind needs, or `nil` after logging why not.
  private func couponValue(_ row: TableRow, kind: Coupon.Kind, currency: Currency) -> Coupon.Value? {
    if kind != .buyXGetY {
      for column in ["buy", "get"] where row.text(column) != nil {
        log.error(row.location(column), "'\(column)' applies only to kind buyXGetY")
        return nil
      }
    }
    switch kind {
    case .percentOffOrder, .percentOffLine:
      guard let rate = row.required("value", log).flatMap({ _ in row.percent("value", log) }) else { return nil }
      guard rate.units <= Int64.powerOfTen(rate.scale) else {
        log.error(row.location("value"), "a percentage discount cannot exceed 100")
        return nil
      }
      return .percent(rate)
    case .fixedOffOrder, .fixedOffLine, .fixedOffUnit:
      return row.required("value", log).flatMap { _ in row.amount("value", currency: currency, log) }.map {
        .amount($0)
      }
    case .buyXGetY:
      let buy = row.required("buy", log).flatMap { _ in row.integer("buy", in: 1...1_000_000, log) }
      let get = row.required("get", log).flatMap { _ in row.integer("get", in: 1...1_000_000, log) }
      var percentOff = try? Rate(units: 1, scale: 0)
      if row.text("value") != nil {
        percentOff = row.percent("value", log)
        guard let rate = percentOff else { return nil }
        guard rate.units <= Int64.powerOfTen(rate.scale) else {
          log.error(row.location("value"), "a percentage discount cannot exceed 100")
          return nil
        }
      }
      guard let buy, let get, let percentOff else { return nil }
      return .buyGet(buy: Int64(buy), get: Int64(get), percentOff: percentOff)
    case .freeShipping:
      let cap = row.amount("value", currency: currency, log)
      return row.text("value") != nil && cap == nil ? nil : .shippingCap(cap)
    }
  }
}
