package import CheckoutPricing

/// What an importer made of another system's export: the merchant files it
/// writes and its report. `checkout-pricing import` writes the files into a
/// merchant folder (``run(_:bytes:file:into:options:merging:)``), prints the
/// report, and validates the folder.
///
/// Nothing is dropped silently: a row or construct the tables cannot
/// represent is a refusal naming its source line. An import into a folder
/// is all or nothing: with any refusal, nothing is written.
package struct TableImport: Sendable {
  /// The formats `checkout-pricing import` reads, by the name it takes.
  package enum Format: String, Sendable, CaseIterable {
    /// WooCommerce's tax-rate export (`RateTables/README.md`, "Importing a
    /// WooCommerce tax-rate export").
    case wooCommerceTax = "woocommerce-tax"
    /// Magento 2's tax-rate export (`RateTables/README.md`, "Importing a
    /// Magento tax-rate export").
    case magentoTax = "magento-tax"
    /// Magento 2's table-rate export, into one service's zones and rates
    /// (`RateTables/README.md`, "Importing Magento table rates").
    case magentoTableRate = "magento-tablerate"

    /// Whether the format describes shipping, and so takes
    /// ``ShippingOptions``.
    package var isShipping: Bool { self == .magentoTableRate }
  }

  /// What a shipping import needs beyond its file.
  package struct ShippingOptions: Sendable {
    /// What a Magento table rate's rows are by.
    package enum Condition: String, Sendable, CaseIterable {
      case weight, subtotal, items
    }

    /// The service whose zones and rates the file holds; made when the
    /// folder has none.
    package var service: String
    package var condition: Condition
    /// The unit of the file's weights: the service's when it exists, `lb`
    /// (Magento's default) for a new one.
    package var weightUnit: WeightUnit?
    /// Transit in business days for zones the service did not list before.
    package var transit: ClosedRange<Int>?

    package init(service: String, condition: Condition, weightUnit: WeightUnit? = nil, transit: ClosedRange<Int>? = nil)
    {
      self.service = service
      self.condition = condition
      self.weightUnit = weightUnit
      self.transit = transit
    }
  }

  /// Each file to write into the merchant folder, by name, with its whole
  /// text; files not named here are kept.
  package var files: [String: String]
  /// The data rows read, after the header.
  package var rowsRead: Int
  /// The rows refused, each at least once among ``refusals``.
  package var rowsRefused: Int
  /// What was made, in words: `3 jurisdictions (tax_jurisdictions.csv)`.
  package var made: [String]
  /// What the merchant should know about rows imported with a change:
  /// leading zeros restored, with examples.
  package var notes: [String]
  /// Each refusal, at its source `file:line` and why.
  package var refusals: [Diagnostic]
  /// What the merchant should check in rows imported as they were: a
  /// label that a spreadsheet would run as a formula.
  package var warnings: [Diagnostic] = []
  /// Why nothing was written into the folder, when an import into one
  /// stopped; `nil` when it wrote its files or was not into a folder.
  package var nothingWritten: String?
  /// The book the folder loads as with the import's tables: what
  /// `validate` would load from it once they are written. `nil` when
  /// nothing was written.
  package var book: RateBook?
  /// The source lines of the refused rows an import skipped
  /// (`--skip-refused`) and wrote the others without; empty otherwise.
  package var skippedLines: [Int] = []
  /// Where the skipped rows were written, for the report.
  package var rejectsFile: String?
  /// The source lines each written row came from, by file and written
  /// line, to report the loader's diagnostics at the source.
  var sourceLines: [String: [Int: [Int]]] = [:]

  /// The report, one fact a line: what was read and made, the notes, then
  /// each refusal and warning as `file:line: error: message`. When nothing
  /// was written it claims no row imported and ends with why.
  ///
  /// Of each kind of refusal or warning, the first 20 are listed and the
  /// rest counted (`and 199,980 more like ...`), as `validate` does; the
  /// counts of rows are exact. Text from the source file is shown with its
  /// control characters escaped, so a cell cannot forge a line.
  package var report: String {
    let rows = "\(rowsRead) \(rowsRead == 1 ? "row" : "rows") read"
    var lines: [String]
    if nothingWritten == nil {
      lines = ["\(rows), \(rowsRead - rowsRefused) imported, \(rowsRefused) refused"]
      if !skippedLines.isEmpty {
        let count = skippedLines.count
        lines.append(
          "skipped \(count) refused \(count == 1 ? "row" : "rows") (--skip-refused), each below with its reason"
            + (rejectsFile.map { "; all of them with their reasons in \($0)" } ?? ""))
      }
      lines += made.map { "made \($0)" }
      lines += notes
    } else {
      lines = ["\(rows), \(rowsRefused) refused"]
    }
    let log = DiagnosticLog()
    log.append(contentsOf: refusals)
    log.append(contentsOf: warnings)
    lines += log.sorted.map(\.description)
    if let nothingWritten { lines.append("nothing written: \(nothingWritten)") }
    return lines.map(Diagnostic.escapingControlCharacters).joined(separator: "\n")
  }

  /// Imports `bytes`, the text of `file` in `format`. With `merging`, the
  /// current texts of the files the format writes, the import adds to them
  /// instead of replacing them.
  package static func run(
    _ format: Format, bytes: [UInt8], file: String, merging existing: [String: String]? = nil
  ) -> TableImport {
    switch format {
    case .wooCommerceTax:
      return WooCommerceTaxImport(file: file).run(bytes, merging: existing)
    case .magentoTax:
      return MagentoTaxImport(file: file).run(bytes, merging: existing)
    case .magentoTableRate:
      var result = TableImport(files: [:], rowsRead: 0, rowsRefused: 0, made: [], notes: [], refusals: [])
      result.refusals.append(
        Diagnostic(
          .error, at: TableLocation(file: file, line: 1),
          "\(format.rawValue) is a shipping format; it needs the merchant folder and shipping options"))
      return result
    }
  }

  /// Imports `bytes`, the text of `file` in the shipping format `format`,
  /// into the merchant folder whose files' texts are `folder`. The service
  /// `options` names gets the file's zones and rates, replacing its earlier
  /// rows (with `merging`, only those in the zones the file prices).
  package static func run(
    _ format: Format, bytes: [UInt8], file: String, folder: [String: String], options: ShippingOptions,
    merging: Bool
  ) -> TableImport {
    MagentoTableRateImport(file: file, options: options).run(bytes, folder: folder, merging: merging)
  }
}

extension TableImport {
  /// The data records of an export whose header is `header` (case and
  /// surrounding spaces ignored; with `extraColumns`, more columns may
  /// follow it), or the refusal of the whole file: it is not CSV, or not
  /// that export.
  static func records(
    _ bytes: [UInt8], file: String, header: [String], extraColumns: Bool, export: String
  ) -> Result<ArraySlice<CSVRecord>, Diagnostic> {
    let records: [CSVRecord]
    do {
      records = try CSVReader.parse(bytes)
    } catch {
      return .failure(Diagnostic(.error, at: TableLocation(file: file, line: error.line), error.message))
    }
    let expected = header.map { $0.lowercased() }
    guard let first = records.first,
      first.fields.count == expected.count || extraColumns && first.fields.count > expected.count,
      first.fields.prefix(expected.count).map({ $0.trimmingWhitespace.lowercased() }) == expected
    else {
      let more = extraColumns ? " and more columns" : ""
      return .failure(
        Diagnostic(
          .error, at: TableLocation(file: file, line: records.first?.line ?? 1),
          "the header is not \(export): expected \(header.joined(separator: ","))\(more)"))
    }
    return .success(records.dropFirst())
  }

  /// The data records of an export, as ``records(_:file:header:extraColumns:export:)``
  /// reads them, counted in ``rowsRead``; `nil`, with the refusal of the
  /// whole file among ``refusals``, when it is not that export.
  mutating func readRecords(
    _ bytes: [UInt8], file: String, header: [String], extraColumns: Bool, export: String
  ) -> ArraySlice<CSVRecord>? {
    switch Self.records(bytes, file: file, header: header, extraColumns: extraColumns, export: export) {
    case .success(let records):
      rowsRead = records.count
      return records
    case .failure(let refusal):
      refusals.append(refusal)
      return nil
    }
  }
}

extension TableImport {
  /// The refusal of a record with a cell longer than the loader reads
  /// (``TableFile/maximumCellBytes``), or `nil`. Such a cell is never
  /// quoted: a message quoting it whole would be as long as it is, and the
  /// loader refuses it unread as well.
  /// The columns `lists` hold lists whose items the importer checks one
  /// by one.
  static func longCellRefusal(_ record: CSVRecord, header: [String], lists: Set<Int> = []) -> String? {
    let index = record.fields.indices.first {
      !lists.contains($0) && record.fields[$0].utf8.count > TableFile.maximumCellBytes
    }
    guard let index else {
      return nil
    }
    let column = index < header.count ? "'\(header[index])'" : "column \(index + 1)"
    return
      "the cell of \(column) is \(record.fields[index].utf8.count) bytes long; at most \(TableFile.maximumCellBytes) are read"
  }
}

extension TableImport {
  /// The rows skipped (``skippedLines``) as CSV: the export's header and a
  /// last column `reason`, then each skipped record of `bytes` as it was
  /// read, with its refusals joined by `; `. Cells are quoted where CSV
  /// needs it, so a spreadsheet opens the file as the export.
  package func rejectedRows(of bytes: [UInt8]) -> [UInt8] {
    guard let records = try? CSVReader.parse(bytes), let header = records.first else { return [] }
    var reasons: [Int: [String]] = [:]
    for refusal in refusals where refusal.severity == .error {
      reasons[refusal.location.line, default: []].append(refusal.message)
    }
    let skipped = Set(skippedLines)
    var text = CSVText.line(header.fields + ["reason"]) + "\n"
    for record in records.dropFirst() where skipped.contains(record.line) {
      text += CSVText.line(record.fields + [(reasons[record.line] ?? []).joined(separator: "; ")]) + "\n"
    }
    return Array(text.utf8)
  }

}
