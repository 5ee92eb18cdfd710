extension TableSource {
  /// Every file the loader reads from a merchant folder
  /// (`RateTables/README.md`, "How the files are read").
  static let tableFiles =
    [
      "manifest.json", "zones.csv", "services.csv", "service_zones.csv", "service_areas.csv", "rates.csv",
      "surcharges.csv", "exclusions.csv", "holidays.csv", "stores.csv", "payment_areas.csv",
      "payment_adjustments.csv", "coupons.csv", "tax_jurisdictions.csv", "tax_areas.csv", "tax_rates.csv",
      "labels.csv",
    ] + LandedCostLoader.files

  /// The tables of the folder at `directory`, each read now under the
  /// loader's rules (``bytes(of:)``: inside the folder, a regular file),
  /// with `replacements` in place of the files they name: what the folder
  /// would hold once they are written, for loading before writing them.
  ///
  /// - Throws: ``Diagnostic`` for a folder file the loader refuses to read.
  package static func overlay(directory: String, replacing replacements: [String: [UInt8]]) throws(Diagnostic)
    -> TableSource
  {
    let folder = TableSource.directory(directory)
    var files = replacements
    for name in tableFiles where files[name] == nil {
      if let bytes = try folder.bytes(of: name) { files[name] = bytes }
    }
    return .files(bytes: files)
  }
}
