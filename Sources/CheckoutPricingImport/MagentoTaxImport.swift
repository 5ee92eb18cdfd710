import CheckoutPricing

/// Converts Magento 2's tax-rate export (System > Data Transfer >
/// Import/Export Tax Rates) into `tax_jurisdictions.csv`, `tax_areas.csv`
/// and `tax_rates.csv`. The rules, also in `RateTables/README.md`
/// ("Importing a Magento tax-rate export"):
///
/// 1. **Places.** Each row is a place: its country, its state (`*`: the
///    whole country), and its postcode (`*`: any; `902*` a prefix) or, when
///    `Zip/Post is Range` is `1`, the range `Range From...Range To`.
/// 2. **One rate a place.** Within one tax rule Magento applies the most
///    specific rate for the address, as this engine applies the most
///    specific area; the file holds rates, not rules, so a second row for
///    the same place is refused.
/// 3. **Jurisdictions.** Places of one country and state with the same rate
///    and title share one jurisdiction, so a file of one row per ZIP code
///    makes one jurisdiction per distinct rate. The component's label is the
///    first store title of the row, or `Tax` when it has none (the code is
///    Magento's admin name).
/// 4. **Shipping** is `exempt`, as Magento's default shipping tax class
///    (`None`); the report says so.
struct MagentoTaxImport {
  let file: String

  /// The columns of Magento's export, in its order; store titles follow.
  static let header = [
    "Code", "Country", "State", "Zip/Post Code", "Rate", "Zip/Post is Range", "Range From", "Range To",
  ]

  func run(_ bytes: [UInt8], merging existing: [String: String]?) -> TableImport {
    var result = TableImport(files: [:], rowsRead: 0, rowsRefused: 0, made: [], notes: [], refusals: [])
    func refuse(_ line: Int, _ message: String) {
      result.refusals.append(Diagnostic(.error, at: TableLocation(file: file, line: line), message))
      result.rowsRefused += 1
    }
    guard
      let records = result.readRecords(
        bytes, file: file, header: Self.header, extraColumns: true, export: "Magento's tax-rate export")
    else { return result }

    var tables = ImportedTaxTables(
      prefix: "mg", existingIDs: ImportedTaxTables.existingIDs(existing), categories: [CartLine.standardCategory])
    var lineOfPlace: [ImportedPlace: Int] = [:]
    var restored: [(line: Int, from: String, to: String, state: String)] = []
    rows: for record in records {
      if let refusal = TableImport.longCellRefusal(record, header: Self.header) {
        refuse(record.line, refusal)
        continue
      }
      let field = record.fields.map(\.trimmingWhitespace)
      guard field.count >= Self.header.count else {
        refuse(record.line, "\(field.count) fields; Magento's export has at least \(Self.header.count)")
        continue
      }
      let country = field[1].uppercased()
      let state = field[2] == "*" ? "" : field[2].uppercased()
      guard CountryCode(rawValue: country) != nil else {
        refuse(record.line, "'\(field[1])' is not an ISO 3166 alpha-2 country code")
        continue
      }
      guard let rate = try? Rate(percent: field[4]), rate.units >= 0 else {
        refuse(record.line, "rate '\(field[4])' is not a percentage of 0 or more")
        continue
      }
      // RateTables/README.md, "Values that cannot be right": the loader
      // refuses a component above this.
      guard !rate.isAbove(percent: TaxLoader.impossibleTaxPercent) else {
        refuse(
          record.line,
          "rate '\(field[4])' is above \(TaxLoader.impossibleTaxPercent)%; a tax cannot exceed the price")
        continue
      }
      var postcode: String?
      switch field[5] {
      case "1":
        var ends: [String] = []
        for end in [field[6], field[7]] {
          switch ShortenedZIP.restore(end, country: country, state: state) {
          case .success(let padded?):
            restored.append((record.line, end, padded, state))
            ends.append(padded)
          case .success(nil): ends.append(end)
          case .failure(let refusal):
            refuse(record.line, refusal.message)
            continue rows
          }
        }
        guard !ends[0].isEmpty, !ends[1].isEmpty, ends[0] <= ends[1] else {
          refuse(record.line, "the range '\(field[6])' to '\(field[7])' is empty or backwards")
          continue
        }
        postcode = "\(ends[0])...\(ends[1])"
      case "", "0":
        let cell = field[3].uppercased()
        if !cell.isEmpty && cell != "*" {
          switch ShortenedZIP.restore(cell, country: country, state: state) {
          case .success(let padded?):
            restored.append((record.line, cell, padded, state))
            postcode = padded
          case .success(nil): postcode = cell
          case .failure(let refusal):
            refuse(record.line, refusal.message)
            continue
          }
        }
      default:
        refuse(record.line, "'Zip/Post is Range' is '\(field[5])', not 0 or 1")
        continue
      }
      // The loader's grammar (tax_areas.csv's postcode): what it would
      // refuse is refused here, at its source line.
      if let postcode, let code = CountryCode(rawValue: country), PostcodePattern(postcode, country: code) == nil {
        refuse(record.line, "'\(postcode)' is not a \(country) postcode, prefix ending in * or range low...high")
        continue
      }
      let place = ImportedPlace(country: country, state: state, postcode: postcode, city: nil)
      if let earlier = lineOfPlace[place] {
        refuse(
          record.line, "line \(earlier) already gives this place a rate; the most specific rate applies, one a place")
        continue
      }
      lineOfPlace[place] = record.line
      let title = field.dropFirst(Self.header.count).first { !$0.isEmpty } ?? "Tax"
      guard title.utf8.count <= TableRow.labelLength else {
        refuse(record.line, "the store title is longer than \(TableRow.labelLength) characters")
        continue
      }
      if let warning = TableImport.formulaWarning(
        title, column: "store title", at: TableLocation(file: file, line: record.line))
      {
        result.warnings.append(warning)
      }
      let level = postcode != nil ? "special" : state.isEmpty ? "country" : "state"
      tables.add(
        place,
        components: [
          ImportedComponent(
            id: "rate", priority: 1, label: title, level: level, isCompound: false,
            rates: [CartLine.standardCategory: field[4]], lines: [record.line])
        ],
        taxesShipping: false, lines: [record.line])
    }
    if let note = ShortenedZIP.note(restored) { result.notes.append(note) }
    result.notes.append(
      "shipping is exempt in every jurisdiction, as Magento's default shipping tax class (None); where your store taxes shipping, set 'shipping' in tax_jurisdictions.csv"
    )
    if tables.count > 0 { result.notes.append(ImportedTaxTables.columnsNotInExport(.magentoTax)) }
    result.made = tables.made
    do {
      (result.files, result.sourceLines) = try tables.files(
        merging: existing, comment: "# Imported from a Magento tax-rate export by checkout-pricing import magento-tax.")
    } catch {
      result.refusals.append(Diagnostic(.error, at: TableLocation(file: error.file, line: 1), error.message))
      result.files = [:]
    }
    return result
  }
}
