import CheckoutPricing
import Foundation

/// Where an imported jurisdiction applies: one `tax_areas.csv` row.
struct ImportedPlace: Hashable {
  let country: String
  let state: String
  let postcode: String?
  let city: String?
}

/// An imported `tax_rates.csv` component, with its rate for every category.
struct ImportedComponent: Hashable {
  var id: String
  let priority: Int
  let label: String
  let level: String
  let isCompound: Bool
  /// The rate of each category, as the source writes it.
  var rates: [String: String]
  /// The source lines of its rates.
  var lines: [Int] = []
}

/// The jurisdictions an import makes, and the three tax files that hold
/// them: places of one country and state with the same components share one
/// jurisdiction, so a file of one row per ZIP code makes one jurisdiction per
/// distinct rate.
struct ImportedTaxTables {
  struct Jurisdiction {
    let id: String
    let label: String
    let taxesShipping: Bool
    let components: [ImportedComponent]
    var places: [ImportedPlace]
    /// The source lines of each place, in the order of ``places``.
    var placeLines: [[Int]]
  }

  /// The stem of every id: `wc` for `wc-us-ca-1`.
  let prefix: String
  /// Ids the merchant folder already uses.
  let existingIDs: Set<String>
  /// The categories every component lists a rate for.
  let categories: [String]
  private(set) var jurisdictions: [Jurisdiction] = []
  private var bySignature: [Signature: Int] = [:]

  /// What makes places one jurisdiction: their country and state, whether
  /// shipping is taxed, and each component's id, label, compounding and
  /// rates. A value, not a text, so that building it formats nothing.
  private struct Signature: Hashable {
    struct Part: Hashable {
      let id: String
      let label: String
      let isCompound: Bool
      let rates: [String: String]
    }

    let country: String
    let state: String
    let taxesShipping: Bool
    let components: [Part]
  }
  private var usedIDs = Set<String>()

  init(prefix: String, existingIDs: Set<String>, categories: [String]) {
    self.prefix = prefix
    self.existingIDs = existingIDs
    self.categories = categories
  }

  /// What was made, in the report's words.
  var made: [String] {
    func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
    return [
      "\(counted(count, "jurisdiction")) (tax_jurisdictions.csv)", "\(counted(areaCount, "area")) (tax_areas.csv)",
      "\(counted(rateCount, "rate")) (tax_rates.csv)",
    ]
  }

  /// The report's line on the tax tables' columns the tax exports lack:
  /// neither WooCommerce's export (`Country code` ... `Tax class`) nor
  /// Magento's (`Code` ... `Range To`, store titles) has a rate's days, a
  /// price threshold or where the store is registered, so every imported
  /// rate applies on every day and to every price, and every imported
  /// jurisdiction is registered. Said once per import.
  static func columnsNotInExport(_ format: TableImport.Format) -> String {
    let export = format == .magentoTax ? "Magento's tax-rate export" : "WooCommerce's tax-rate export"
    return
      "\(export) has no dates, price thresholds or registrations: every imported rate applies on every day and to every price (tax_rates.csv 'from', 'until', 'maxUnitPrice' and 'maxUnitPriceBasis' left empty), and every imported jurisdiction is registered (tax_jurisdictions.csv 'registered' left empty: yes); add those by hand where your tables need them"
  }

  var count: Int { jurisdictions.count }
  var areaCount: Int { jurisdictions.reduce(0) { $0 + $1.places.count } }
  var rateCount: Int { jurisdictions.reduce(0) { $0 + $1.components.count } * categories.count }

  /// Adds `place`, where `components` apply: to the jurisdiction of its
  /// country and state with the same components and shipping, or to a new
  /// one. Every component lists a rate for each of ``categories``. `lines`
  /// are the source lines that put the place there.
  mutating func add(_ place: ImportedPlace, components: [ImportedComponent], taxesShipping: Bool, lines: [Int]) {
    let signature = Signature(
      country: place.country, state: place.state, taxesShipping: taxesShipping,
      components: components.map {
        Signature.Part(id: $0.id, label: $0.label, isCompound: $0.isCompound, rates: $0.rates)
      })
    if let index = bySignature[signature] {
      jurisdictions[index].places.append(place)
      jurisdictions[index].placeLines.append(lines)
      return
    }
    bySignature[signature] = jurisdictions.count
    let where_ = [place.country.isEmpty ? "Everywhere" : place.country, place.state].filter { !$0.isEmpty }
      .joined(separator: " ")
    var label = "\(where_): \(components.map(\.label).joined(separator: " + "))"
    if label.utf8.count > TableRow.labelLength {
      label = "\(where_): \(components[0].label) and \(components.count - 1) more"
    }
    jurisdictions.append(
      Jurisdiction(
        id: newID(place), label: label, taxesShipping: taxesShipping, components: components, places: [place],
        placeLines: [lines]))
  }

  /// `wc-us-ca-1`, `wc-gb-1`, `wc-all-1`: the prefix, the place's country
  /// and state, and the next number free in the folder.
  private mutating func newID(_ place: ImportedPlace) -> String {
    let parts = [prefix, place.country.isEmpty ? "all" : place.country, place.state].filter { !$0.isEmpty }
    let stem = String(
      String.UnicodeScalarView(
        parts.joined(separator: "-").lowercased().unicodeScalars.filter {
          $0.isASCII && TableRow.isIdentifierByte(UInt8($0.value))
        }))
    var number = 1
    while usedIDs.contains("\(stem)-\(number)") || existingIDs.contains("\(stem)-\(number)") { number += 1 }
    let id = "\(stem)-\(number)"
    usedIDs.insert(id)
    return id
  }

  // MARK: - The files

  /// The jurisdiction ids of the file being merged into.
  static func existingIDs(_ existing: [String: String]?) -> Set<String> {
    guard let text = existing?["tax_jurisdictions.csv"], let records = try? CSVReader.parse(text),
      let header = records.first, let column = header.fields.firstIndex(of: "jurisdiction")
    else { return [] }
    return Set(records.dropFirst().compactMap { $0.fields.indices.contains(column) ? $0.fields[column] : nil })
  }

  /// A file the import cannot merge into.
  struct FileError: Error {
    let file: String
    let message: String
  }

  /// The three files, new or, when `existing` holds their texts, those
  /// texts with the new rows added in their columns; and for each file, the
  /// source lines of each row written, by its line there.
  func files(merging existing: [String: String]?, comment: String) throws(FileError) -> (
    texts: [String: String], sourceLines: [String: [Int: [Int]]]
  ) {
    var jurisdictionRows: [Written] = []
    var areaRows: [Written] = []
    var rateRows: [Written] = []
    for jurisdiction in jurisdictions {
      let allLines = Array(Set(jurisdiction.placeLines.joined())).sorted()
      jurisdictionRows.append(
        Written(
          lines: allLines,
          cells: [
            "jurisdiction": jurisdiction.id, "label": jurisdiction.label,
            "shipping": jurisdiction.taxesShipping ? "taxable" : "exempt",
            "componentRounding": jurisdiction.components.count > 1 ? "separate" : "",
          ]))
      for (place, lines) in zip(jurisdiction.places, jurisdiction.placeLines) {
        areaRows.append(
          Written(
            lines: lines,
            cells: [
              "jurisdiction": jurisdiction.id, "country": place.country.isEmpty ? "*" : place.country,
              "region": place.state, "city": place.city ?? "", "postcode": place.postcode ?? "",
            ]))
      }
      for component in jurisdiction.components {
        for category in categories {
          rateRows.append(
            Written(
              lines: component.lines,
              cells: [
                "jurisdiction": jurisdiction.id, "component": component.id, "label": component.label,
                "level": component.level, "category": category, "rate": component.rates[category] ?? "0",
                "compound": component.isCompound ? "yes" : "no",
              ]))
        }
      }
    }
    var texts: [String: String] = [:]
    var sourceLines: [String: [Int: [Int]]] = [:]
    for (name, columns, rows) in [
      ("tax_jurisdictions.csv", ["jurisdiction", "label", "shipping", "componentRounding"], jurisdictionRows),
      ("tax_areas.csv", ["jurisdiction", "country", "region", "city", "postcode"], areaRows),
      (
        "tax_rates.csv", ["jurisdiction", "component", "label", "level", "category", "rate", "compound"],
        rateRows
      ),
    ] {
      let (text, lines) = try Self.file(name, columns: columns, rows: rows, comment: comment, existing: existing)
      texts[name] = text
      sourceLines[name] = lines
    }
    return (texts, sourceLines)
  }

  /// A row to write and the source lines it comes from.
  private struct Written {
    let lines: [Int]
    let cells: [String: String]
  }

  private static func file(
    _ name: String, columns: [String], rows: [Written], comment: String, existing: [String: String]?
  ) throws(FileError) -> (String, [Int: [Int]]) {
    var text: String
    var header = columns
    if let existing, let current = existing[name],
      let found = (try? CSVReader.parse(current))?.first?.fields.map(\.trimmingWhitespace)
    {
      header = found
      for column in columns
      where !header.contains(column) && rows.contains(where: { !($0.cells[column] ?? "").isEmpty }) {
        throw FileError(file: name, message: "merging needs a '\(column)' column in \(name); add it to the header")
      }
      text = current
      if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
    } else {
      text = comment + "\n" + CSVText.line(columns) + "\n"
    }
    // A row's line is one past the line breaks before it; a quoted cell
    // may hold line breaks of its own.
    var line = text.utf8.reduce(1) { $0 + ($1 == 10 ? 1 : 0) }
    var sourceLines: [Int: [Int]] = [:]
    for row in rows {
      let written = CSVText.line(header.map { row.cells[$0] ?? "" })
      sourceLines[line] = row.lines
      text += written + "\n"
      line += written.utf8.reduce(1) { $0 + ($1 == 10 ? 1 : 0) }
    }
    return (text, sourceLines)
  }
}

/// Writes CSV fields as the tables are read (RFC 4180): a field is quoted
/// when it holds a comma, a quote or a line break, or starts with `#`.
enum CSVText {
  static func line(_ fields: [String]) -> String { fields.map(field).joined(separator: ",") }

  static func field(_ text: String) -> String {
    let needsQuotes =
      text.utf8.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 10 || $0 == 13 }
      || text.hasPrefix("#")
    guard needsQuotes else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
