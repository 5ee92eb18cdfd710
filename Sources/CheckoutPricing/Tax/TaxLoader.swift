/// Reads a merchant folder's tax tables (`tax_areas.csv`,
/// `tax_jurisdictions.csv`, `tax_rates.csv`) into the ``TaxTables`` the
/// tax stage computes with, logging every problem.
package struct TaxLoader {
  let source: TableSource
  let log: DiagnosticLog

  /// A tax component above this percentage is an error: it would take more
  /// than the price (`RateTables/README.md`, "Values that cannot be right").
  package static let impossibleTaxPercent: Int64 = 100
  /// A tax component above this percentage is a warning: the highest
  /// standard VAT rate in force is 27% (Hungary), and US combined sales tax
  /// stays under 12%.
  static let implausibleTaxPercent: Int64 = 50

  /// The reader of `tax_areas.csv`.
  var places: AreaLoader { AreaLoader(source: source, log: log) }
}
