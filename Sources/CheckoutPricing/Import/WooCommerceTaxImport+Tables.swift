extension WooCommerceTaxImport {
  /// The jurisdictions an import makes, and the three files that hold them.
  struct JurisdictionTable {
    /// A `tax_rates.csv` component: one priority's rows.
    struct Component: Hashable {
      var id: String
      let priority: Int
      let label: String
      let level: String
      let isCompound: Bool
      /// The rate of each tax class, as written in the export.
      var rates: [String: String]
    }

    struct Jurisdiction {
      let id: String
      let label: String
      let taxesShipping: Bool
      let components: [Component]
      var places: [Place]
    }

    /// Ids the merchant folder already uses.
    let existingIDs: Set<String>
    private(set) var jurisdictions: [Jurisdiction] = []
    private var bySignature: [String: Int] = [:]
    private var usedIDs = Set<String>()
    /// The categories every component lists.
    private var categories: [String] = []

    init(existingIDs: Set<String>) { self.existingIDs = existingIDs }

    var count: Int { jurisdictions.count }
    var areaCount: Int { jurisdictions.reduce(0) { $0 + $1.places.count } }
    var rateCount: Int { jurisdictions.reduce(0) { $0 + $1.components.count } * categories.count }

    /// Adds `place`, where `rates` apply: to the jurisdiction of its country
    /// and state with the same rates, or to a new one.
    mutating func add(_ place: Place, rates: [Row], categories: [String]) {
      self.categories = categories
      let components = Self.components(of: rates, categories: categories)
      let signature =
        "\(place.country) \(place.state) \(rates[0].taxesShipping) "
        + components.map { "\($0.priority)|\($0.label)|\($0.isCompound)|\($0.rates.sorted { $0.key < $1.key })" }
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
          id: newID(place), label: label, taxesShipping: rates[0].taxesShipping, components: components,
          places: [place]))
    }

    /// `wc-us-ca-1`, `wc-gb-1`, `wc-all-1`: the place's country and state
    /// and the next number free in the folder.
    private mutating func newID(_ place: Place) -> String {
      let parts = ["wc", place.country.isEmpty ? "all" : place.country, place.state].filter { !$0.isEmpty }
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

    /// One component per priority (and per name and compounding, when a
    /// priority's classes differ in them), with a rate for every class.
    private static func components(of rates: [Row], categories: [String]) -> [Component] {
      var components: [Component] = []
      for row in rates {
        let level =
          !row.cities.isEmpty ? "city" : !row.postcodes.isEmpty ? "special" : row.state.isEmpty ? "country" : "state"
        if let index = components.firstIndex(where: {
          $0.priority == row.priority && $0.label == row.name && $0.isCompound == row.isCompound
        }) {
          components[index].rates[row.category] = row.rate
        } else {
          components.append(
            Component(
              id: "", priority: row.priority, label: row.name, level: level, isCompound: row.isCompound,
              rates: [row.category: row.rate]))
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

    // MARK: - The files

    /// A file the import cannot merge into.
    struct FileError: Error {
      let file: String
      let message: String
    }

    /// The three files, new or, when `existing` holds their texts, those
    /// texts with the new rows added in their columns.
    func files(merging existing: [String: String]?) throws(FileError) -> [String: String] {
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
      let comment = "# Imported from a WooCommerce tax-rate export by checkout-pricing import woocommerce-tax."
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
