import SampleMerchants

/// The landed-cost tables' defects (`RateTables/README.md`, "Landed cost"):
/// each an error at its file, line and column, with what it says. A table
/// is written whole, header first, so a defect does not depend on which
/// landed-cost rows the sample merchant holds.
extension TableDefect {
  /// A defect in `file` written as `text`, at `line` and `column`, whose
  /// message holds `message`; `beside` are written with it (an exchange
  /// rate the defect must not find, or must).
  static func writing(
    _ name: String, _ file: String, _ text: String, at line: Int, _ column: Int, _ message: String,
    beside: [String: String] = [:]
  ) -> TableDefect {
    TableDefect(
      name: name, file: file,
      edit: { files in
        files[file] = text
        files.merge(beside) { $1 }
      }, line: line, column: column, message: message)
  }

  /// A `classifications.csv` of one `row`, the error on it at `column`.
  static func classification(_ name: String, _ row: String, at column: Int, _ message: String) -> TableDefect {
    writing(name, "classifications.csv", "category,hsCode,originCountry\n\(row)\n", at: 2, column, message)
  }

  /// A `duty_rates.csv` of one `row`, the error on it at `column`.
  static func dutyRow(_ name: String, _ row: String, at column: Int, _ message: String) -> TableDefect {
    writing(name, "duty_rates.csv", "destination,hsPrefix,origin,rate,layer\n\(row)\n", at: 2, column, message)
  }

  /// Only pounds convert: a currency the defect needs has no row.
  static let poundsOnly = ["exchange_rates.csv": "currency,rate\nGBP,1.25\n"]

  /// The US sample's `services.csv` with a service `drone` appended whose
  /// cells are `cells`, adding `incoterm` and `absorbImportCharges` to the
  /// header (and an empty cell to each row) where the sample has none. The
  /// error is on the appended row, in `column`. No landed-cost table is
  /// written beside it: the terms are checked in every book, not only in
  /// one that prices them.
  static func service(_ name: String, _ cells: [String: String], at column: String, _ message: String)
    -> TableDefect
  {
    let original = SampleMerchant.usOutfitters.files["services.csv"] ?? ""
    var lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    let header = lines.firstIndex { !$0.isEmpty && !$0.hasPrefix("#") } ?? 0
    let columns = lines.isEmpty ? [] : lines[header].split(separator: ",").map(String.init)
    let added = ["incoterm", "absorbImportCharges"].filter { !columns.contains($0) }
    for index in lines.indices where !lines[index].isEmpty && !lines[index].hasPrefix("#") {
      lines[index] += index == header ? added.map { "," + $0 }.joined() : String(repeating: ",", count: added.count)
    }
    let all = ["service": "drone", "carrier": "Acme", "label": "Drone", "type": "shipping"].merging(cells) { $1 }
    let row = (columns + added).map { all[$0] ?? "" }
    let position = (columns + added).firstIndex(of: column) ?? 0
    let text = (lines + [row.joined(separator: ",")]).joined(separator: "\n") + "\n"
    return TableDefect(
      name: name, file: "services.csv",
      edit: { files in
        files["services.csv"] = text
      }, line: nil,
      column: 1 + row[..<position].reduce(0) { $0 + $1.count + 1 }, message: message)
  }

  /// The US sample's manifest with `"unclassifiedLines": value` after its
  /// `pricesIncludeTax`, the error at the value.
  static func unclassifiedLines(_ name: String, _ value: String) -> TableDefect {
    let original = SampleMerchant.usOutfitters.files["manifest.json"] ?? ""
    let text = original.replacingOccurrences(
      of: #""pricesIncludeTax": false,"#, with: "\"pricesIncludeTax\": false,\n  \"unclassifiedLines\": \(value),")
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let index = lines.firstIndex { $0.contains(#""unclassifiedLines""#) } ?? 0
    // The error is at the key.
    let line = lines.isEmpty ? "" : lines[index]
    let column = 1 + line.distance(from: line.startIndex, to: line.firstIndex(of: "\"") ?? line.startIndex)
    return TableDefect(
      name: name, file: "manifest.json", edit: { $0["manifest.json"] = text }, line: index + 1,
      key: "'unclassifiedLines'", column: column, message: "must be one of refuse, pending")
  }

  static let landedCost: [TableDefect] = [
    // Bad classifications and unknown origins.
    classification("a classification of five digits", "standard,61091,CN", at: 10, "is not an HS code"),
    classification("a classification of eleven digits", "standard,61091000001,CN", at: 10, "is not an HS code"),
    classification("a classification with letters", "standard,6109AB,CN", at: 10, "is not an HS code"),
    classification("an empty classification", "standard,,CN", at: 10, "hsCode"),
    classification(
      "a classification's origin that is no territory", "standard,610910,XX", at: 17, "unknown country 'XX'"),
    classification("a classification's origin of three letters", "standard,610910,CHN", at: 17, "'CHN'"),
    dutyRow("a duty row's origin that is no territory", "GB,6109,ZZ,12,base", at: 9, "unknown country 'ZZ'"),
    dutyRow("a duty row's origin of three letters", "GB,6109,VNM,0,base", at: 9, "'VNM'"),
    dutyRow("a duty prefix with letters", "GB,61A9,,12,base", at: 4, "is not an HS code prefix"),
    dutyRow("a duty prefix of eleven digits", "GB,61091000001,,12,base", at: 4, "is not an HS code prefix"),
    // Overlapping rows: a line would have two tariffs, a day two regimes.
    writing(
      "two base duty rows for one destination, prefix and any origin on overlapping days", "duty_rates.csv",
      "destination,hsPrefix,origin,rate,layer,from,until\nGB,6109,,12,base,,2027-01-01\nGB,6109,,10,base,2026-06-01,\n",
      at: 3, 4, "overlaps duty_rates.csv:2:4"),
    writing(
      "two undated base duty rows for one destination, prefix and origin", "duty_rates.csv",
      "destination,hsPrefix,origin,rate,layer\nGB,6109,VN,0,base\nGB,6109,VN,5,base\n", at: 3, 4,
      "overlaps duty_rates.csv:2:4"),
    writing(
      "two regimes for one destination on overlapping days", "import_regimes.csv",
      "destination,threshold,currency,from,until\nGB,135,GBP,,2027-01-01\nGB,150,GBP,2026-01-01,\n", at: 3, 1,
      "overlaps that of import_regimes.csv:2", beside: poundsOnly),
    // Amounts in a currency no exchange rate converts.
    writing(
      "a threshold in a currency without any conversion rate", "import_regimes.csv",
      "destination,threshold,currency\nGB,135,JPY\n", at: 2, 8, "no row of exchange_rates.csv converts JPY to USD",
      beside: poundsOnly),
    writing(
      "a flat duty in a currency without any conversion rate", "import_regimes.csv",
      "destination,threshold,currency,relieves,flatDuty,flatDutyCurrency\nGB,135,GBP,none,3,EUR\n", at: 2, 19,
      "no row of exchange_rates.csv converts EUR to USD", beside: poundsOnly),
    writing(
      "a fee in a currency without any conversion rate", "import_fees.csv",
      "destination,service,kind,amount,currency,per\nGB,ups-ground,handling,5.00,JPY,consignment\n", at: 2, 29,
      "no row of exchange_rates.csv converts JPY to USD", beside: poundsOnly),
    writing(
      "a threshold that is not an amount", "import_regimes.csv", "destination,threshold,currency\nGB,lots,GBP\n",
      at: 2, 4, "'lots'", beside: poundsOnly),
    // Rates that cannot be right.
    dutyRow("a duty rate that is not a number", "GB,6109,,twelve,base", at: 10, "'twelve'"),
    dutyRow("a negative duty rate", "GB,6109,,-12,base", at: 10, "'-12'"),
    writing(
      "an exchange rate of zero", "exchange_rates.csv", "currency,rate\nGBP,0\n", at: 2, 5, "not above 0"),
    writing(
      "an exchange rate that is not a number", "exchange_rates.csv", "currency,rate\nGBP,one\n", at: 2, 5, "'one'"),
    writing(
      "an import VAT rate of 120%", "import_vat_rates.csv", "destination,category,rate\nGB,,120\n", at: 2, 5,
      "cannot exceed 100%"),
    // A service's import terms and the manifest's policy.
    service("an unknown incoterm", ["incoterm": "CIF"], at: "incoterm", "'CIF' is not one of DDP, DAP"),
    service(
      "absorbImportCharges with DAP", ["incoterm": "DAP", "absorbImportCharges": "yes"], at: "absorbImportCharges",
      "'absorbImportCharges' is 'yes' only with 'incoterm' DDP"),
    service(
      "absorbImportCharges that is not yes or no", ["incoterm": "DDP", "absorbImportCharges": "maybe"],
      at: "absorbImportCharges", "'maybe'"),
    unclassifiedLines("a manifest unclassifiedLines of another policy", #""dutyFree""#),
    unclassifiedLines("a manifest unclassifiedLines that is a boolean", "true"),
  ]
}
