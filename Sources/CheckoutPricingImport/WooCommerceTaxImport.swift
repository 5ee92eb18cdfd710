import CheckoutPricing

/// Converts WooCommerce's tax-rate export into `tax_jurisdictions.csv`,
/// `tax_areas.csv` and `tax_rates.csv`. The rules, also in
/// `RateTables/README.md` ("Importing a WooCommerce tax-rate export"):
///
/// 1. **Places.** Each postcode of a row (`;`-separated, `*` prefixes and
///    `low...high` ranges kept), each city, each postcode and city pair when
///    a row has both, or the row's state or country when it names neither,
///    is a place.
/// 2. **Rates at a place.** WooCommerce applies, per priority and tax
///    class, the first row in file order that matches the address
///    (`WC_Tax::find_rates`: `ORDER BY tax_rate_priority, tax_rate_order`).
///    At each place the importer takes, per priority and class, the first
///    row whose country, state, postcodes and cities cover the place.
/// 3. **Jurisdictions.** Places of one country and state with the same
///    rates share one jurisdiction, so a file of one row per ZIP code makes
///    one jurisdiction per distinct combined rate, with an area row per ZIP.
/// 4. **Components.** A priority is a component (its rows' `Tax name`,
///    `Compound`); its rate for each tax class of the file is written, `0`
///    where the class has no row at that priority, since WooCommerce taxes
///    a class only at its own rates. An empty class is `standard`. A place
///    with more than one component rounds them separately, as WooCommerce
///    computes each rate's tax on its own.
/// 5. **Shipping** is `taxable` where every rate at the place says
///    `Shipping` 1 and `exempt` where none does.
///
/// Refused, each naming its line: a row that is malformed. Left out, with
/// the lines of its rates: a place whose rates disagree on shipping or that
/// has two compound rates (WooCommerce compounds them on each other; the
/// engine compounds each on the non-compound rates). A ZIP code a spreadsheet shortened (`6001`) has its
/// zeros restored when the row's state owns the restored ZIP's first three
/// digits; otherwise the row is refused.
struct WooCommerceTaxImport {
  let file: String

  /// The header of WooCommerce's export, in its order.
  static let header = [
    "Country code", "State code", "Postcode / ZIP", "City", "Rate %", "Tax name", "Priority", "Compound",
    "Shipping", "Tax class",
  ]

  /// A row, read.
  struct Row {
    let line: Int
    let country: String
    let state: String
    let postcodes: [String]
    let cities: [String]
    /// The percentage as the export writes it.
    let rate: String
    let name: String
    let priority: Int
    let isCompound: Bool
    let taxesShipping: Bool
    let category: String
  }

  typealias Place = ImportedPlace

  func run(_ bytes: [UInt8], merging existing: [String: String]?) -> TableImport {
    var result = TableImport(files: [:], rowsRead: 0, rowsRefused: 0, made: [], notes: [], refusals: [])
    var refusedLines = Set<Int>()
    func refuse(_ line: Int, _ message: String) {
      result.refusals.append(Diagnostic(.error, at: TableLocation(file: file, line: line), message))
      refusedLines.insert(line)
    }
    guard
      let dataRecords = result.readRecords(
        bytes, file: file, header: Self.header, extraColumns: false, export: "WooCommerce's tax-rate export")
    else { return result }

    var rows: [Row] = []
    var restored: [(line: Int, from: String, to: String, state: String)] = []
    for record in dataRecords {
      // Postcodes and cities are lists, checked item by item below.
      if let refusal = TableImport.longCellRefusal(record, header: Self.header, lists: [2, 3]) {
        refuse(record.line, refusal)
        continue
      }
      switch read(record) {
      case .success(let (row, restoredZIP)):
        rows.append(row)
        if let restoredZIP { restored.append((record.line, restoredZIP.from, restoredZIP.to, row.state)) }
      case .failure(let refusal):
        refuse(record.line, refusal.message)
      }
    }
    if let note = ShortenedZIP.note(restored) { result.notes.append(note) }

    let index = RowIndex(rows)
    // The lines that name each place, as RowIndex makes places.
    var namedBy: [Place: [Int]] = [:]
    for row in rows {
      for postcode in row.postcodes.isEmpty ? [nil] : row.postcodes.map(Optional.some) {
        for city in row.cities.isEmpty ? [nil] : row.cities.map(Optional.some) {
          namedBy[Place(country: row.country, state: row.state, postcode: postcode, city: city), default: []]
            .append(row.line)
        }
      }
    }
    var jurisdictions = ImportedTaxTables(
      prefix: "wc", existingIDs: ImportedTaxTables.existingIDs(existing), categories: index.categories)
    var reported = Set<String>()
    var unwrittenPlaces = 0
    for place in index.places {
      let chosen = index.rates(at: place)
      guard !chosen.isEmpty else { continue }
      if let problem = Self.problem(with: chosen) {
        // The place is left out, not its rows, which may apply elsewhere;
        // reported once per cause, however many places share it.
        unwrittenPlaces += 1
        if reported.insert(problem.message).inserted {
          for line in problem.lines {
            result.refusals.append(Diagnostic(.error, at: TableLocation(file: file, line: line), problem.message))
          }
        }
        continue
      }
      jurisdictions.add(
        place, components: Self.components(of: chosen, categories: index.categories),
        taxesShipping: chosen[0].taxesShipping,
        // The rows that name the place first: a problem with its area row
        // is reported at the row that made it, not at one whose rate applies.
        lines: (namedBy[place] ?? []) + chosen.map(\.line).filter { !(namedBy[place] ?? []).contains($0) })
    }
    result.rowsRefused = refusedLines.count
    result.made = jurisdictions.made
    if jurisdictions.count > 0 { result.notes.append(ImportedTaxTables.columnsNotInExport(.wooCommerceTax)) }
    if unwrittenPlaces > 0 {
      result.notes.append(
        "left out \(unwrittenPlaces) \(unwrittenPlaces == 1 ? "place" : "places") whose rates cannot be written together (below); an address there is taxed at the next most specific place written"
      )
    }
    result.warnings = rows.compactMap { row in
      TableImport.formulaWarning(row.name, column: "tax name", at: TableLocation(file: file, line: row.line))
    }
    do {
      (result.files, result.sourceLines) = try jurisdictions.files(
        merging: existing,
        comment: "# Imported from a WooCommerce tax-rate export by checkout-pricing import woocommerce-tax.")
    } catch {
      result.refusals.append(Diagnostic(.error, at: TableLocation(file: error.file, line: 1), error.message))
      result.files = [:]
    }
    return result
  }

  // MARK: - Reading a row

  private func read(_ record: CSVRecord) -> Result<(Row, (from: String, to: String)?), ImportMessage> {
    guard record.fields.count == Self.header.count else {
      return .failure(ImportMessage("\(record.fields.count) fields; WooCommerce's export has \(Self.header.count)"))
    }
    let field = record.fields.map(\.trimmingWhitespace)
    var country = field[0].uppercased()
    var state = field[1].uppercased()
    if country == "*" { country = "" }
    if state == "*" { state = "" }
    guard country.isEmpty || CountryCode(rawValue: country) != nil else {
      return .failure(ImportMessage("'\(field[0])' is not an ISO 3166 alpha-2 country code"))
    }
    guard !(country.isEmpty && !state.isEmpty) else {
      return .failure(ImportMessage("a state without a country cannot be placed"))
    }
    var postcodes = field[2].split(separator: ";").map { String($0).trimmingWhitespace.uppercased() }
      .filter { !$0.isEmpty && $0 != "*" }
    var restored: (from: String, to: String)?
    if postcodes.count == 1, let only = postcodes.first {
      switch ShortenedZIP.restore(only, country: country, state: state) {
      case .success(let padded?):
        postcodes = [padded]
        restored = (only, padded)
      case .success(nil): break
      case .failure(let refusal): return .failure(refusal)
      }
    }
    if let code = CountryCode(rawValue: country) {
      // The loader's grammar (tax_areas.csv's postcode): what it would
      // refuse is refused here, at its source line.
      for postcode in postcodes where postcode.utf8.count > TableFile.maximumCellBytes {
        return .failure(
          ImportMessage(
            "a postcode is \(postcode.utf8.count) bytes long; at most \(TableFile.maximumCellBytes) are read"))
      }
      for postcode in postcodes where PostcodePattern(postcode, country: code) == nil {
        return .failure(
          ImportMessage("'\(postcode)' is not a \(country) postcode, prefix ending in * or range low...high"))
      }
    } else if !postcodes.isEmpty {
      return .failure(ImportMessage("a postcode needs a country"))
    }
    let cities = field[3].split(separator: ";").map { String($0).trimmingWhitespace }
      .filter { !$0.isEmpty && $0 != "*" }
    if country.isEmpty && !cities.isEmpty {
      return .failure(ImportMessage("a city needs a country"))
    }
    for city in cities where city.utf8.count > TableFile.maximumCellBytes || ContactText.matchingKey(city) == nil {
      return .failure(
        ImportMessage(
          city.utf8.count > TableFile.maximumCellBytes
            ? "the city is \(city.utf8.count) bytes long; at most \(TableFile.maximumCellBytes) are read"
            : "'\(city)' is not a city name"))
    }
    guard let rate = try? Rate(percent: field[4]), rate.units >= 0 else {
      return .failure(ImportMessage("rate '\(field[4])' is not a percentage of 0 or more"))
    }
    // RateTables/README.md, "Values that cannot be right": the loader
    // refuses a component above this.
    guard !rate.isAbove(percent: TaxLoader.impossibleTaxPercent) else {
      return .failure(
        ImportMessage(
          "rate '\(field[4])' is above \(TaxLoader.impossibleTaxPercent)%; a tax cannot exceed the price"))
    }
    guard field[5].utf8.count <= TableRow.labelLength else {
      return .failure(ImportMessage("the tax name is longer than \(TableRow.labelLength) characters"))
    }
    let priority = field[6].isEmpty ? 1 : Int(field[6])
    guard let priority, priority >= 0 else {
      return .failure(ImportMessage("priority '\(field[6])' is not a whole number"))
    }
    guard let isCompound = Self.flag(field[7], default: false) else {
      return .failure(ImportMessage("compound '\(field[7])' is not 0 or 1"))
    }
    guard let taxesShipping = Self.flag(field[8], default: true) else {
      return .failure(ImportMessage("shipping '\(field[8])' is not 0 or 1"))
    }
    let category = field[9].isEmpty ? CartLine.standardCategory : field[9].lowercased()
    guard category.utf8.allSatisfy(TableRow.isIdentifierByte), category.utf8.count <= TableRow.identifierLength
    else {
      return .failure(ImportMessage("tax class '\(field[9])' is not a class slug (letters, digits and '-')"))
    }
    guard category != TaxSchedule.exemptCategory else {
      return .failure(ImportMessage("the tax class 'exempt' is this engine's never-taxed category; rename the class"))
    }
    return .success(
      (
        Row(
          line: record.line, country: country, state: state, postcodes: postcodes, cities: cities,
          rate: field[4], name: field[5].isEmpty ? "Tax" : field[5], priority: priority, isCompound: isCompound,
          taxesShipping: taxesShipping, category: category),
        restored
      ))
  }

  /// `1` or `0`; WooCommerce leaves an empty cell at its default.
  private static func flag(_ text: String, default value: Bool) -> Bool? {
    switch text {
    case "": value
    case "1": true
    case "0": false
    default: nil
    }
  }

  // MARK: - Checking a place

  /// One component per priority (and per name and compounding, when a
  /// priority's classes differ in them), with a rate for every class.
  private static func components(of rates: [Row], categories: [String]) -> [ImportedComponent] {
    var components: [ImportedComponent] = []
    for row in rates {
      let level =
        !row.cities.isEmpty ? "city" : !row.postcodes.isEmpty ? "special" : row.state.isEmpty ? "country" : "state"
      if let index = components.firstIndex(where: {
        $0.priority == row.priority && $0.label == row.name && $0.isCompound == row.isCompound
      }) {
        components[index].rates[row.category] = row.rate
        components[index].lines.append(row.line)
      } else {
        components.append(
          ImportedComponent(
            id: "", priority: row.priority, label: row.name, level: level, isCompound: row.isCompound,
            rates: [row.category: row.rate], lines: [row.line]))
      }
    }
    var perPriority: [Int: Int] = [:]
    for index in components.indices {
      let priority = components[index].priority
      perPriority[priority, default: 0] += 1
      let number = perPriority[priority]!
      components[index].id = number == 1 ? "p\(priority)" : "p\(priority)-\(number)"
      for category in categories where components[index].rates[category] == nil {
        components[index].rates[category] = "0"
      }
    }
    return components
  }

  /// Why the rates chosen at a place cannot be written, with their lines.
  private static func problem(with rates: [Row]) -> (message: String, lines: [Int])? {
    let taxing = rates.filter(\.taxesShipping)
    if !taxing.isEmpty && taxing.count < rates.count {
      let other = rates.first { !$0.taxesShipping }!
      return (
        "line \(taxing[0].line) taxes shipping and line \(other.line) does not, at the same place; this engine taxes shipping with all of a place's rates or none",
        [taxing[0].line, other.line]
      )
    }
    let compound = Set(rates.filter(\.isCompound).map(\.priority))
    if compound.count > 1 {
      let lines = rates.filter(\.isCompound).map(\.line)
      return (
        "lines \(lines.map(String.init).joined(separator: ", ")) are compound rates of one place; WooCommerce compounds them on each other and this engine on the other rates only",
        lines
      )
    }
    return nil
  }
}

/// A refusal's words, as a `Result` failure.
struct ImportMessage: Error {
  let message: String
  init(_ message: String) { self.message = message }
}
