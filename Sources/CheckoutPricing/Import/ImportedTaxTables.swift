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
  }

  /// The stem of every id: `wc` for `wc-us-ca-1`.
  let prefix: String
  /// Ids the merchant folder already uses.
  let existingIDs: Set<String>
  /// The categories every component lists a rate for.
  let categories: [String]
  private(set) var jurisdictions: [Jurisdiction] = []
  private var bySignature: [String: Int] = [:]
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

  var count: Int { jurisdictions.count }
  var areaCount: Int { jurisdictions.reduce(0) { $0 + $1.places.count } }
  var rateCount: Int { jurisdictions.reduce(0) { $0 + $1.components.count } * categories.count }

  /// Adds `place`, where `components` apply: to the jurisdiction of its
  /// country and state with the same components and shipping, or to a new
  /// one. Every component lists a rate for each of ``categories``.
  mutating func add(_ place: ImportedPlace, components: [ImportedComponent], taxesShipping: Bool) {
    let signature =
      "\(place.country) \(place.state) \(taxesShipping) "
      + components.map { "\($0.id)|\($0.label)|\($0.isCompound)|\($0.rates.sorted { $0.key < $1.key })" }
      .joined(separator: ";")
    if let index = bySignature[signature] {
      jurisdictions[index].places.append(place)
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
        id: newID(place), label: label, taxesShipping: taxesShipping, components: components, places: [place]))
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
  /// texts with the new rows added in their columns.
  func files(merging existing: [String: String]?, comment: String) throws(FileError) -> [String: String] {
    var jurisdictionRows: [[String: String]] = []
    var areaRows: [[String: String]] = []
    var rateRows: [[String: String]] = []
    for jurisdiction in jurisdictions {
      jurisdictionRows.append([
        "jurisdiction": jurisdiction.id, "label": jurisdiction.label,
        "shipping": jurisdiction.taxesShipping ? "taxable" : "exempt",
        "componentRounding": jurisdiction.components.count > 1 ? "separate" : "",
      ])
      for place in jurisdiction.places {
        areaRows.append([
          "jurisdiction": jurisdiction.id, "country": place.country.isEmpty ? "*" : place.country,
          "region": place.state, "city": place.city ?? "", "postcode": place.postcode ?? "",
        ])
      }
      for component in jurisdiction.components {
        for category in categories {
          rateRows.append([
            "jurisdiction": jurisdiction.id, "component": component.id, "label": component.label,
            "level": component.level, "category": category, "rate": component.rates[category] ?? "0",
            "compound": component.isCompound ? "yes" : "no",
          ])
        }
      }
    }
    return [
      "tax_jurisdictions.csv": try Self.file(
        "tax_jurisdictions.csv", columns: ["jurisdiction", "label", "shipping", "componentRounding"],
        rows: jurisdictionRows, comment: comment, existing: existing),
      "tax_areas.csv": try Self.file(
        "tax_areas.csv", columns: ["jurisdiction", "country", "region", "city", "postcode"], rows: areaRows,
        comment: comment, existing: existing),
      "tax_rates.csv": try Self.file(
        "tax_rates.csv", columns: ["jurisdiction", "component", "label", "level", "category", "rate", "compound"],
        rows: rateRows, comment: comment, existing: existing),
    ]
  }

  private static func file(
    _ name: String, columns: [String], rows: [[String: String]], comment: String, existing: [String: String]?
  ) throws(FileError) -> String {
    guard let existing, let text = existing[name],
      let header = (try? CSVReader.parse(text))?.first?.fields.map(\.trimmingWhitespace)
    else {
      return ([comment, CSVText.line(columns)] + rows.map { row in CSVText.line(columns.map { row[$0] ?? "" }) })
        .joined(separator: "\n") + "\n"
    }
    for column in columns where !header.contains(column) && rows.contains(where: { !($0[column] ?? "").isEmpty }) {
      throw FileError(file: name, message: "merging needs a '\(column)' column in \(name); add it to the header")
    }
    var merged = text
    if !merged.isEmpty && !merged.hasSuffix("\n") { merged += "\n" }
    for row in rows { merged += CSVText.line(header.map { row[$0] ?? "" }) + "\n" }
    return merged
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
