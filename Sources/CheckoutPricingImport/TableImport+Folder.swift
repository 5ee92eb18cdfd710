import CheckoutPricing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension TableImport {
  /// Imports `bytes`, the text of `file` in `format`, into the merchant
  /// folder at `directory`, all or nothing.
  ///
  /// The import reads the folder's files as the loader does (inside the
  /// folder, regular files), makes the new tables in memory, and loads the
  /// folder as it would be with them, with the loader `validate` uses. Only
  /// when no row is refused and that load succeeds are the files replaced,
  /// together, in one exchange of the folder for a staged copy
  /// (`FolderTransaction`). Otherwise the folder is left byte for
  /// byte as it was, and ``nothingWritten`` says why: a loader error in a
  /// row the import wrote is reported at the source lines it came from.
  ///
  /// ```swift
  /// let result = TableImport.run(
  ///   .wooCommerceTax, bytes: export, file: "tax_rates.csv", into: "RateTables/us-outfitters",
  ///   options: nil, merging: false)
  /// print(result.report)
  /// ```
  ///
  /// - Parameters:
  ///   - options: what a shipping format needs beyond its file; `nil` for
  ///     a tax format.
  ///   - merging: add to the folder's tables instead of replacing them.
  ///   - skippingRefused: write the rows the importer does not refuse
  ///     (`--skip-refused`), listing the refused ones in ``skippedLines``;
  ///     nothing is written still when every row is refused, the export
  ///     cannot be read, or anything but a row is refused.
  ///   - rejectsFile: where the skipped rows are written
  ///     (``rejectedRows(of:)``) before the folder is changed; when that
  ///     file cannot be written, nothing is.
  package static func run(
    _ format: Format, bytes: [UInt8], file: String, into directory: String, options: ShippingOptions?,
    merging: Bool, skippingRefused: Bool = false, rejectsFile: String? = nil
  ) -> TableImport {
    run(
      format, bytes: bytes, file: file, into: directory, options: options, merging: merging,
      skippingRefused: skippingRefused, rejectsFile: rejectsFile, fault: nil)
  }

  /// The files an import of `format` reads from the folder.
  static func filesRead(by format: Format, merging: Bool) -> [String] {
    switch format {
    case .magentoTableRate:
      ["manifest.json", "zones.csv", "services.csv", "service_zones.csv", "rates.csv", "stores.csv"]
    case .wooCommerceTax, .magentoTax:
      merging ? ["tax_jurisdictions.csv", "tax_areas.csv", "tax_rates.csv"] : []
    }
  }

  /// ``run(_:bytes:file:into:options:merging:)``, with `fault` making one
  /// step of the writing fail, for tests.
  static func run(
    _ format: Format, bytes: [UInt8], file: String, into directory: String, options: ShippingOptions?,
    merging: Bool, skippingRefused: Bool = false, rejectsFile: String? = nil, fault: FolderTransaction.Step?
  ) -> TableImport {
    var result = TableImport(files: [:], rowsRead: 0, rowsRefused: 0, made: [], notes: [], refusals: [])
    let folder = TableSource.directory(directory)
    var texts: [String: String] = [:]
    for name in filesRead(by: format, merging: merging) {
      do {
        if let found = try folder.bytes(of: name) { texts[name] = String(decoding: found, as: UTF8.self) }
      } catch {
        result.refusals.append(error)
        result.nothingWritten = "\(name) cannot be read as the loader reads it"
        return result
      }
    }
    if format.isShipping {
      guard let options else {
        result.refusals.append(
          Diagnostic(.error, at: TableLocation(file: file, line: 1), "\(format.rawValue) needs shipping options"))
        result.nothingWritten = "the import has no shipping options"
        return result
      }
      result = run(format, bytes: bytes, file: file, folder: texts, options: options, merging: merging)
    } else {
      result = run(format, bytes: bytes, file: file, merging: merging ? texts : nil)
    }
    let errors = result.refusals.filter { $0.severity == .error }
    if skippingRefused, let lines = Self.skippableLines(errors, file: file, of: result) {
      result.skippedLines = lines
    }
    guard errors.isEmpty || !result.skippedLines.isEmpty, !result.files.isEmpty else {
      result.nothingWritten =
        skippingRefused && result.rowsRefused > 0 && result.rowsRefused == result.rowsRead
        ? "every row was refused; --skip-refused writes the rows left, and none is"
        : result.rowsRefused > 0
          ? "\(result.rowsRefused) of \(result.rowsRead) \(result.rowsRead == 1 ? "row" : "rows") refused; an import writes all of its rows or none"
          : "the import was refused (above); an import writes all of its rows or none"
      return result
    }

    if merging && !format.isShipping {
      result.refuseCollisions(file: file)
      guard result.nothingWritten == nil else { return result }
    }
    let replacements = result.files.mapValues { Array($0.utf8) }
    let overlay: TableSource
    do {
      overlay = try TableSource.overlay(directory: directory, replacing: replacements)
    } catch {
      result.refusals.append(error)
      result.nothingWritten = "\(error.location.file) cannot be read as the loader reads it"
      return result
    }
    let book: RateBook
    do {
      book = try RateBook.load(from: overlay)
    } catch {
      result.refuseLoaderErrors(error, file: file)
      return result
    }

    if let rejectsFile, !result.skippedLines.isEmpty {
      let code = FolderTransaction.replaceFile(at: rejectsFile, with: result.rejectedRows(of: bytes))
      guard code == 0 else {
        result.nothingWritten = "cannot write the skipped rows to \(rejectsFile): \(String(cString: strerror(code)))"
        return result
      }
      result.rejectsFile = rejectsFile
    }
    do {
      try FolderTransaction(directory: directory, files: replacements, fault: fault).commit()
      result.book = book
    } catch {
      if let written = result.rejectsFile {
        unlink(written)
        result.rejectsFile = nil
      }
      let place = error.step.file == "." ? directory : "\(directory)/\(error.step.file)"
      result.nothingWritten = "\(place): \(error.message)"
    }
    return result
  }

  /// The lines of the rows refused, when every error is one of them and
  /// some rows are not refused: then `--skip-refused` may write the rest.
  /// `nil` when an error is not a row's (the export's header, a table
  /// that cannot be made) or no row is left.
  private static func skippableLines(_ errors: [Diagnostic], file: String, of result: TableImport) -> [Int]? {
    guard !errors.isEmpty, result.rowsRefused < result.rowsRead,
      errors.allSatisfy({ $0.location.file == file && $0.location.line > 0 })
    else { return nil }
    let lines = Set(errors.map(\.location.line))
    // A refusal that is not a whole row's (a place left out) would make
    // more lines than rows refused.
    guard lines.count == result.rowsRefused else { return nil }
    return lines.sorted()
  }

  /// Reports the loader's errors in the folder with the import's tables:
  /// one in a row the import wrote at the source lines it came from, one
  /// elsewhere in the folder as it is.
  private mutating func refuseLoaderErrors(_ error: RateTableError, file: String) {
    var refusedLines = Set<Int>()
    for diagnostic in error.errors {
      let written = diagnostic.location
      guard let lines = sourceLines[written.file]?[written.line], let first = lines.first else {
        refusals.append(diagnostic)
        continue
      }
      let others = lines.count > 1 ? " (a row made from \(DiagnosticLog.lines(lines)))" : ""
      refusals.append(
        Diagnostic(
          .error, at: TableLocation(file: file, line: first),
          "would be written as \(written)\(others), which the loader refuses: \(diagnostic.message)"))
      refusedLines.insert(first)
    }
    rowsRefused += refusedLines.count
    let count = error.errorCount + error.followOnErrors
    nothingWritten =
      "the folder does not load with the imported tables (\(count) \(count == 1 ? "error" : "errors")); it is left as it was"
  }

  /// Refuses each imported area that states the same place as one of the
  /// folder's own (`--merge`): the loader would refuse the pair, since which
  /// jurisdiction applies would depend on the order of rows. Each refusal
  /// names the source line and the folder's line; the merchant removes one.
  private mutating func refuseCollisions(file: String) {
    let name = "tax_areas.csv"
    guard let text = files[name], let written = sourceLines[name] else { return }
    let log = DiagnosticLog()
    let rules = AreaLoader(source: .files([name: text]), log: log).loadTaxAreas().rules
    var existing: [String: LocationRule] = [:]
    func key(_ rule: LocationRule) -> String {
      "\(rule.isExclusion) \(rule.country?.rawValue ?? "*") \(rule.region ?? "") \(rule.city ?? "") \(rule.postcode?.description ?? "")"
    }
    for rule in rules where written[rule.line] == nil && existing[key(rule)] == nil {
      existing[key(rule)] = rule
    }
    var refusedLines = Set<Int>()
    for rule in rules {
      guard let lines = written[rule.line], let first = lines.first, let other = existing[key(rule)],
        other.area != rule.area
      else { continue }
      refusals.append(
        Diagnostic(
          .error, at: TableLocation(file: file, line: first),
          "the place of this row is already \(name):\(other.line) (jurisdiction '\(other.area)'); merging it would make the jurisdiction depend on the order of rows. Remove the row here or there"
        ))
      refusedLines.insert(first)
    }
    guard !refusedLines.isEmpty else { return }
    rowsRefused += refusedLines.count
    nothingWritten =
      "\(refusedLines.count) \(refusedLines.count == 1 ? "row collides" : "rows collide") with the folder's tax areas; a merge writes all of its rows or none"
  }
}
