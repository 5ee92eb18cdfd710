/// Reads a merchant folder's landed-cost tables (`classifications.csv`,
/// `duty_rates.csv`, `import_regimes.csv`, `import_vat_rates.csv`,
/// `import_fees.csv`, `exchange_rates.csv`, all optional) into the
/// ``LandedCostTables`` the stage computes with, logging every problem at
/// its file, line and column (`RateTables/README.md`, "Landed cost").
struct LandedCostLoader {
  /// The files this loader reads, all optional.
  static let files = [
    "classifications.csv", "duty_rates.csv", "import_regimes.csv", "import_vat_rates.csv", "import_fees.csv",
    "exchange_rates.csv",
  ]

  let source: TableSource
  let log: DiagnosticLog
  /// The merchant's currency: specific duties are in it, and every other
  /// currency is converted into it.
  let currency: Currency

  /// The tables, or `nil` when the folder has none of the files (or only
  /// empty ones): such a book never reaches the stage.
  ///
  /// - Parameters:
  ///   - services: the ids of `services.csv`, which `import_fees.csv` names.
  ///   - unclassifiedLines: the manifest's policy.
  func load(
    services: Set<String>, unclassifiedLines: LandedCostTables.UnclassifiedLinePolicy, showsImportEstimate: Bool,
    categories: inout CategoryTable
  ) -> LandedCostTables? {
    // A folder with none of the files is not read for them: the six empty
    // tables a read makes would cost every domestic merchant's load.
    guard Self.files.contains(where: source.contains) else { return nil }
    let exchangeRates = loadExchangeRates()
    let classifications = loadClassifications(categories: &categories)
    let duties = loadDuties()
    let regimes = loadRegimes(exchangeRates: exchangeRates)
    let vatRates = loadVATRates(categories: &categories)
    let fees = loadFees(services: services, exchangeRates: exchangeRates)
    guard
      !(duties.isEmpty && regimes.isEmpty && vatRates.isEmpty && fees.isEmpty && exchangeRates.isEmpty
        && classifications.isEmpty)
    else { return nil }
    // Read only for a book with the tables: one without them reads
    // services.csv once, as the shipping stage does.
    let terms = loadImportTerms()
    return LandedCostTables(
      duties: duties, regimes: regimes, vatRates: vatRates, fees: fees, exchangeRates: exchangeRates,
      classifications: classifications,
      destinations: Set(duties.map(\.destination)).union(regimes.map(\.destination)), terms: terms,
      unclassifiedLines: unclassifiedLines, showsImportEstimate: showsImportEstimate)
  }

  /// `services.csv`'s `incoterm` and `absorbImportCharges`, by service;
  /// the shipping stage reads the rest of the file. A service without an
  /// `incoterm` is DAP.
  func loadImportTerms() -> [String: ImportTerms] {
    // The shipping stage reports the file's other problems, so only these
    // two columns are read here, without the header's required columns.
    guard
      let table = TableFile.read(
        "services.csv", from: source, required: [],
        optional: [
          "service", "carrier", "label", "type", "weightUnit", "weightRounding", "handlingDays", "freeAbove",
          "subtotalBasis", "handlingPerOrder", "handlingPerItem", "maxCost", "dimDivisor", "cutoff", "position",
          "classPricing", "incoterm", "absorbImportCharges",
        ], isRequired: false, log: DiagnosticLog())
    else { return [:] }
    // The shipping loader checks both cells for every book and reports a
    // bad one; here a bad one is only left out, not reported twice.
    let reported = DiagnosticLog()
    var terms: [String: ImportTerms] = [:]
    for row in table.rows {
      guard let id = row.text("service"), row.text("incoterm") != nil || row.text("absorbImportCharges") != nil
      else { continue }
      let incoterm =
        row.text("incoterm") == nil ? .DAP : row.choice("incoterm", as: ImportTerms.Incoterm.self, reported)
      let absorbs = row.text("absorbImportCharges") == nil ? false : row.boolean("absorbImportCharges", reported)
      guard let incoterm, let absorbs, !absorbs || incoterm == .DDP else { continue }
      terms[id] = ImportTerms(incoterm: incoterm, absorbsImportCharges: absorbs)
    }
    return terms
  }

  /// `classifications.csv`: `category,hsCode,originCountry`, one row a
  /// category.
  func loadClassifications(categories: inout CategoryTable) -> [CategoryID: LandedCostTables.Classification] {
    guard
      let table = TableFile.read(
        "classifications.csv", from: source, required: ["category", "hsCode", "originCountry"], isRequired: false,
        log: log)
    else { return [:] }
    var result: [CategoryID: LandedCostTables.Classification] = [:]
    var lines: [String: Int] = [:]
    for row in table.rows {
      let category = row.identifier("category", log)
      let code = row.hsCode("hsCode", log)
      let origin = row.country("originCountry", allowingRestOfWorld: false, log)
      guard let category, let code, case .some(.some(let origin)) = origin else { continue }
      if let earlier = lines[category] {
        log.error(row.location("category"), "category '\(category)' is already classified on line \(earlier)")
        continue
      }
      lines[category] = row.line
      result[categories.intern(category)] = LandedCostTables.Classification(hsCode: code, origin: origin)
    }
    return result
  }

  /// The currency a cell names: the merchant's own, or one of ISO 4217.
  func currency(_ column: String, of row: TableRow) -> Currency? {
    guard let code = row.required(column, log) else { return nil }
    if code == currency.code { return currency }
    guard let found = try? CurrencyTable.iso4217.currency(for: code), found.code == code else {
      log.error(row.location(column), "'\(code)' is not an ISO 4217 currency code such as EUR")
      return nil
    }
    return found
  }

  /// Checks that some row of `exchangeRates` converts `other` on a day of
  /// `days`, logging at `column` of `row` otherwise: a currency no row
  /// could ever convert is a load error; one converted on some days of the
  /// row's and not others is a quote error on those days, naming it.
  func checkConvertible(
    _ other: Currency, on days: DatedDays, at column: String, of row: TableRow, exchangeRates: [ExchangeRate]
  ) -> Bool {
    guard other.code != currency.code else { return true }
    guard exchangeRates.contains(where: { $0.currency.code == other.code && $0.days.overlaps(days) }) else {
      log.error(
        row.location(column),
        "no row of exchange_rates.csv converts \(other.code) to \(currency.code) on any day this row is in force; add its rate"
      )
      return false
    }
    return true
  }
}

extension TableRow {
  /// An HS code of 6 to 10 digits, dots and spaces allowed between them.
  func hsCode(_ column: String, _ log: DiagnosticLog) -> HSCode? {
    guard let text = required(column, log) else { return nil }
    guard let code = HSCode(text) else {
      log.error(
        location(column), "'\(text)' is not an HS code; expected 6 to 10 digits, dots and spaces allowed between them")
      return nil
    }
    return code
  }
}
