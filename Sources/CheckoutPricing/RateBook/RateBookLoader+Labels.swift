extension RateBookLoader {
  /// Reads the optional `labels.csv`: the merchant's labels in other
  /// languages, each for a row the other tables define
  /// (`RateTables/README.md`, "labels.csv"). `nil` without the file, or
  /// when it has no row.
  ///
  /// An unknown table, an id its table does not define, a malformed
  /// language tag and a second label for one row in one language are
  /// errors at their cell. For each language, the rows the shopper sees
  /// with no label in it (nor in its language alone, for `de-AT`) are one
  /// warning per table: `validate` lists them, and the quote falls back.
  func loadLabels(
    shipping: ShippingTables, tax: TaxTables, discounts: DiscountTables, payments: PaymentTables
  ) -> MerchantLabels? {
    let file = "labels.csv"
    guard
      let table = TableFile.read(
        file, from: source, required: ["table", "id", "locale", "label"], isRequired: false, log: log)
    else { return nil }
    // A missing optional table reads as one without rows: the other
    // tables' ids are gathered only when a row needs them.
    guard !table.rows.isEmpty else { return nil }
    let rows = Self.labelledRows(shipping: shipping, tax: tax, discounts: discounts, payments: payments)
    var labels: [String: [MerchantLabels.Table: [String: String]]] = [:]
    var lines: [String: Int] = [:]
    for row in table.rows {
      guard let tableName = row.required("table", log), let id = row.required("id", log),
        let localeText = row.required("locale", log)
      else { continue }
      guard let kind = MerchantLabels.Table(rawValue: tableName) else {
        let names = MerchantLabels.Table.allCases.map(\.rawValue).joined(separator: ", ")
        log.error(row.location("table"), "unknown table '\(tableName)'; expected one of \(names)")
        continue
      }
      guard let key = rows.key(of: id, in: kind) else {
        log.error(row.location("id"), "unknown \(kind.rowName) '\(id)'; it is not in \(kind.file)")
        continue
      }
      guard let tag = LanguageTag(localeText) else {
        log.error(
          row.location("locale"), "'\(localeText)' is not a language tag (BCP 47, RFC 5646): write 'de', 'de-AT', 'ja'")
        continue
      }
      guard let label = row.label("label", log) else { continue }
      let locale = tag.identifier
      let rowKey = "\(kind.rawValue)\u{0}\(key)\u{0}\(locale)"
      if let line = lines[rowKey] {
        log.error(row.location("id"), "\(kind.rowName) '\(id)' already has a label in \(locale) on line \(line)")
        continue
      }
      lines[rowKey] = row.line
      labels[locale, default: [:]][kind, default: [:]][key] = label
    }
    guard !labels.isEmpty else { return nil }
    noteMissing(labels, rows: rows, file: file)
    return MerchantLabels(locales: labels.mapValues(MerchantLabels.Words.init))
  }

  /// One warning per language and table listing the rows the shopper sees
  /// that have no label in that language, nor in its language alone.
  private func noteMissing(
    _ labels: [String: [MerchantLabels.Table: [String: String]]], rows: LabelledRows, file: String
  ) {
    for locale in labels.keys.sorted() {
      let language = LanguageTag(locale).map(\.language)
      for kind in MerchantLabels.Table.allCases {
        let missing = rows.visible(kind).filter { key in
          labels[locale]?[kind]?[key] == nil && language.flatMap { labels[$0]?[kind]?[key] } == nil
        }
        guard !missing.isEmpty else { continue }
        let shown = missing.prefix(5).map { "'\($0)'" }.joined(separator: ", ")
        let more = missing.count > 5 ? " and \(missing.count - 5) more" : ""
        log.warning(
          TableLocation(file: file),
          "\(locale) has no label for \(missing.count) \(missing.count == 1 ? kind.rowName : kind.rowNoun): "
            + "\(shown)\(more); they show their own table's label")
      }
    }
  }

  /// The rows of each table a label can be for, by the id `labels.csv`
  /// names them with, which is the key a quote looks them up by.
  struct LabelledRows {
    /// The rows a shopper sees, by table, in their tables' order: every
    /// row but a zone without a label of its own, which no sentence names.
    var visible: [MerchantLabels.Table: [String]]
    /// Every row's id, by table.
    var known: [MerchantLabels.Table: Set<String>]
    /// Each code as `coupons.csv` writes it, by its matching key.
    var codes: [String: String]

    /// The key of `id` in `kind`, or `nil` when the table defines no such
    /// row. A code is matched as a shopper's entry is (trimmed, without
    /// case) and keyed as `coupons.csv` writes it; an automatic discount
    /// by its label, exactly.
    func key(of id: String, in kind: MerchantLabels.Table) -> String? {
      if kind == .coupons, let code = codes[Coupon.matchingKey(id)] { return code }
      return known[kind]?.contains(id) == true ? id : nil
    }

    /// The rows of `kind` a shopper sees.
    func visible(_ kind: MerchantLabels.Table) -> [String] { visible[kind] ?? [] }
  }

  static func labelledRows(
    shipping: ShippingTables, tax: TaxTables, discounts: DiscountTables, payments: PaymentTables
  ) -> LabelledRows {
    var components: [String] = []
    var seen = Set<String>()
    for jurisdiction in tax.jurisdictions {
      for component in jurisdiction.components where seen.insert("\(jurisdiction.id)/\(component.id)").inserted {
        components.append("\(jurisdiction.id)/\(component.id)")
      }
    }
    let zoneNames = shipping.zones.areaNames
    let codes = discounts.coupons.values.compactMap(\.code).sorted()
    let visible: [MerchantLabels.Table: [String]] = [
      .services: shipping.serviceIDs, .stores: shipping.plans.flatMap { $0.stores.map(\.store.id) },
      .coupons: codes + discounts.automatic.map(\.label), .adjustments: payments.adjustments.map(\.id),
      .zones: zoneNames.indices.filter { shipping.zoneLabels[$0] != nil }.map { zoneNames[$0] },
      .components: components,
    ]
    var known = visible.mapValues(Set.init)
    known[.zones] = Set(zoneNames)
    return LabelledRows(
      visible: visible, known: known,
      codes: Dictionary(codes.map { (Coupon.matchingKey($0), $0) }, uniquingKeysWith: { first, _ in first }))
  }
}

extension MerchantLabels.Table {
  /// A row of the table, in an error: `service`, `tax component`.
  var rowName: String {
    switch self {
    case .services: "service"
    case .stores: "store"
    case .coupons: "coupon"
    case .adjustments: "adjustment"
    case .zones: "zone"
    case .components: "tax component"
    }
  }

  /// The file that defines its rows.
  var file: String {
    switch self {
    case .services: "services.csv"
    case .stores: "stores.csv"
    case .coupons: "coupons.csv"
    case .adjustments: "payment_adjustments.csv"
    case .zones: "zones.csv"
    case .components: "tax_rates.csv"
    }
  }
}
