/// Reading `import_vat_rates.csv`, `import_fees.csv` and
/// `exchange_rates.csv` (`RateTables/README.md`, "Landed cost").
extension LandedCostLoader {
  func loadVATRates(categories: inout CategoryTable) -> [ImportVATRate] {
    guard
      let table = TableFile.read(
        ImportVATRate.file, from: source, required: ["destination", "rate"], optional: ["category", "from", "until"],
        isRequired: false, log: log)
    else { return [] }
    var rows: [ImportVATRate] = []
    for row in table.rows {
      let destination = row.country("destination", allowingRestOfWorld: false, log)
      let category: String?? = row.text("category") == nil ? .some(nil) : row.identifier("category", log)
      let rate = row.required("rate", log).flatMap { _ in row.percent("rate", log) }
      let days = row.days(log)
      guard case .some(.some(let destination)) = destination, case .some(let category) = category, let rate,
        let days
      else { continue }
      if rate.isAbove(percent: TaxLoader.impossibleTaxPercent) {
        log.error(row.location("rate"), "a VAT rate cannot exceed 100%")
        continue
      }
      let id = category.map { categories.intern($0) }
      if let earlier = rows.first(where: {
        $0.destination == destination && $0.category == id && $0.days.overlaps(days)
      }) {
        log.error(
          row.location("rate"),
          "\(destination)'s import VAT for \(category.map { "'\($0)'" } ?? "every category") overlaps \(ImportVATRate.file):\(earlier.line) on some day"
        )
        continue
      }
      rows.append(ImportVATRate(destination: destination, category: id, rate: rate, days: days, line: row.line))
    }
    return rows
  }

  func loadFees(services: Set<String>, exchangeRates: [ExchangeRate]) -> [ImportFee] {
    guard
      let table = TableFile.read(
        ImportFee.file, from: source, required: ["destination", "kind", "amount", "currency", "per"],
        optional: ["service", "from", "until"], isRequired: false, log: log)
    else { return [] }
    var rows: [ImportFee] = []
    for row in table.rows {
      let destination = row.country("destination", allowingRestOfWorld: false, log)
      let service: String?? = row.text("service") == nil ? .some(nil) : row.identifier("service", log)
      let kind = row.required("kind", log).flatMap { _ in row.choice("kind", as: ImportFee.Kind.self, log) }
      let feeCurrency = currency("currency", of: row)
      let per = row.required("per", log).flatMap { _ in row.choice("per", as: ImportFee.Per.self, log) }
      let days = row.days(log)
      guard case .some(.some(let destination)) = destination, case .some(let service) = service, let kind,
        let feeCurrency, let per, let days
      else { continue }
      guard let amount = row.required("amount", log).flatMap({ _ in row.amount("amount", currency: feeCurrency, log) })
      else { continue }
      if let service, !services.contains(service) {
        log.unknown(
          .service, service, at: row.location("service"), "unknown service '\(service)'; it is not in services.csv")
        continue
      }
      guard checkConvertible(feeCurrency, on: days, at: "currency", of: row, exchangeRates: exchangeRates) else {
        continue
      }
      rows.append(
        ImportFee(
          destination: destination, service: service, kind: kind, amount: amount.minorUnits, currency: feeCurrency,
          per: per, days: days, line: row.line))
    }
    return rows
  }

  func loadExchangeRates() -> [ExchangeRate] {
    guard
      let table = TableFile.read(
        ExchangeRate.file, from: source, required: ["currency", "rate"], optional: ["from", "until"],
        isRequired: false, log: log)
    else { return [] }
    var rows: [ExchangeRate] = []
    for row in table.rows {
      let other = currency("currency", of: row)
      let rate = row.required("rate", log).flatMap { _ in row.exchangeRate("rate", log) }
      let days = row.days(log)
      guard let other, let rate, let days else { continue }
      if other.code == currency.code {
        log.error(row.location("currency"), "\(other.code) is the merchant's own currency; it needs no rate")
        continue
      }
      if let earlier = rows.first(where: { $0.currency.code == other.code && $0.days.overlaps(days) }) {
        log.error(
          row.location("rate"),
          "\(other.code)'s rate overlaps \(ExchangeRate.file):\(earlier.line) on some day; one rate a currency a day")
        continue
      }
      rows.append(ExchangeRate(currency: other, rate: rate, days: days, line: row.line))
    }
    return rows
  }
}

extension TableRow {
  /// A positive exact decimal such as `0.8537`: the merchant's currency
  /// per unit of another.
  func exchangeRate(_ column: String, _ log: DiagnosticLog) -> Rate? {
    guard let text = text(column) else { return nil }
    do {
      let parts = try DecimalText.parse(text).canonical
      let scale = max(0, -parts.exponent)
      let units = try parts.scaledExactly(by: scale, describing: text)
      let rate = try Rate(units: units, scale: scale)
      guard rate.units > 0 else {
        log.error(location(column), "'\(text)' is not above 0; a currency is worth something")
        return nil
      }
      return rate
    } catch {
      log.error(location(column), "'\(text)' is not an exchange rate such as 0.8537: \(error.message)")
      return nil
    }
  }
}
