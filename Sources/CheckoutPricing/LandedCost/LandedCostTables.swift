/// The landed-cost stage's tables: what a consignment abroad pays at its
/// border (`RateTables/README.md`, "Landed cost").
///
/// A book has them only when its folder holds one of the landed-cost
/// files; a book without them, and a quote to the merchant's own country,
/// never reach this stage.
struct LandedCostTables: Sendable {
  /// A category's classification from `classifications.csv`.
  struct Classification: Sendable, Hashable {
    let hsCode: HSCode
    let origin: CountryCode
  }

  /// What a quote does with a line that has no classification where the
  /// destination needs one (the manifest's `unclassifiedLines`).
  enum UnclassifiedLinePolicy: String, Sendable, Hashable, CaseIterable {
    /// DDP methods are unavailable; DAP methods stay.
    case refuse
    /// The charges are shown as pending.
    case pending
  }

  /// `duty_rates.csv`, in file order.
  let duties: [DutyRate]
  /// `import_regimes.csv`, in file order.
  let regimes: [ImportRegime]
  /// `import_vat_rates.csv`, in file order.
  let vatRates: [ImportVATRate]
  /// `import_fees.csv`, in file order.
  let fees: [ImportFee]
  /// `exchange_rates.csv`, in file order.
  let exchangeRates: [ExchangeRate]
  /// Each category's classification, by category id.
  let classifications: [CategoryID: Classification]
  /// The countries some regime or duty row names: only a consignment to
  /// one of them pays anything at its border.
  let destinations: Set<CountryCode>
  /// Each service's terms from `services.csv`, by service id; a service
  /// without is DAP.
  let terms: [String: ImportTerms]
  /// The manifest's `unclassifiedLines`.
  let unclassifiedLines: UnclassifiedLinePolicy
  /// The manifest's `showImportEstimate`.
  let showsImportEstimate: Bool

  /// The regime in force in `destination` on `day`, if any.
  func regime(for destination: CountryCode, on day: Int) -> ImportRegime? {
    regimes.first { $0.destination == destination && $0.days.contains(day) }
  }

  /// The exchange rate of `currency` on `day`, if a row covers it.
  func exchangeRate(of currency: Currency, on day: Int) -> ExchangeRate? {
    exchangeRates.first { $0.currency.code == currency.code && $0.days.contains(day) }
  }

  /// The import VAT rate of `category` in `destination` on `day`: the
  /// category's own row, else the row for every category, else none.
  func vatRate(of category: CategoryID, in destination: CountryCode, on day: Int) -> ImportVATRate? {
    var general: ImportVATRate?
    for row in vatRates where row.destination == destination && row.days.contains(day) {
      if row.category == category { return row }
      if row.category == nil { general = row }
    }
    return general
  }
}
