/// A row of `import_vat_rates.csv`: a destination's VAT on imported goods
/// of a category, and on the low-value sales whose VAT the seller collects
/// (`RateTables/README.md`, "Landed cost").
struct ImportVATRate: Sendable, Hashable {
  /// The importing country.
  let destination: CountryCode
  /// The cart category it is for; `nil` for every category without a row
  /// of its own.
  let category: CategoryID?
  /// The rate.
  let rate: Rate
  /// The days it is in force.
  let days: DatedDays
  /// Its line of `import_vat_rates.csv`.
  let line: Int

  /// The file the rows come from.
  static let file = "import_vat_rates.csv"
}
