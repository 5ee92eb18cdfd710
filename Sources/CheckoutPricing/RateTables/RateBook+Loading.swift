extension RateBook {
  /// Loads and checks a merchant's rate tables.
  ///
  /// Every file is read and every problem collected before deciding: the
  /// error lists them all, errors first, each at its file, line and column.
  ///
  /// A folder is read whole: its files all come from one folder even while
  /// `checkout-pricing import` exchanges it for a new one. The folder is
  /// held open while it is read, and when its path names another folder
  /// once the files are read, it is read again, up to 64 times.
  ///
  /// - Throws: ``RateTableError`` when any error was found.
  public static func load(from source: TableSource) throws(RateTableError) -> RateBook {
    guard let path = source.directoryPath else { return try loadOnce(from: source) }
    for _ in 0..<pinnedAttempts {
      guard let folder = PinnedFolder(path) else { return try loadOnce(from: source) }
      let result: Result<RateBook, RateTableError>
      do { result = .success(try loadOnce(from: .pinned(folder))) } catch { result = .failure(error) }
      if folder.isStillNamed { return try result.get() }
    }
    throw RateTableError(diagnostics: [
      Diagnostic(
        .error, at: TableLocation(file: "."),
        "the folder was replaced \(pinnedAttempts) times while it was read; load it again once it is still")
    ])
  }

  /// How many times a load reads a folder that is replaced while it is
  /// read before it gives up. Each import replaces the folder once, so
  /// only imports run back to back, each quicker than a load, exhaust it.
  static let pinnedAttempts = 64

  private static func loadOnce(from source: TableSource) throws(RateTableError) -> RateBook {
    let log = DiagnosticLog()
    let book = RateBookLoader(source: source, log: log).load()
    guard let book, !log.hasErrors else {
      throw RateTableError(
        diagnostics: log.sorted, errorCount: log.errorCount, warningCount: log.warningCount,
        followOnErrors: log.followOnErrors)
    }
    return book
  }

  /// Loads the rate tables in a folder.
  ///
  /// - Throws: ``RateTableError``.
  public static func load(directory: String) throws(RateTableError) -> RateBook {
    try load(from: .directory(directory))
  }
}

/// Reads one merchant folder into a ``RateBook``, logging every problem.
package struct RateBookLoader {
  let source: TableSource
  let log: DiagnosticLog

  package init(source: TableSource, log: DiagnosticLog) {
    self.source = source
    self.log = log
  }

  /// A tax component above this percentage is an error: it would take more
  /// than the price (`RateTables/README.md`, "Values that cannot be right").
  package static let impossibleTaxPercent: Int64 = 100
  /// A tax component above this percentage is a warning: the highest
  /// standard VAT rate in force is 27% (Hungary), and US combined sales tax
  /// stays under 12%.
  static let implausibleTaxPercent: Int64 = 50
  /// A card surcharge above this percentage is a warning: Visa and
  /// Mastercard cap US surcharges at 3% and 4%, and the EU bans them.
  static let implausibleSurchargePercent: Int64 = 10

  func load() -> RateBook? {
    let merchant = loadManifest()
    // Amounts are checked against the merchant's currency; without one,
    // they are still checked for form, at the finest exponent allowed.
    let currency =
      merchant?.currency
      ?? (try? Currency(code: "XXX", minorUnits: Currency.maximumMinorUnits, name: "unknown"))
    guard let currency else { return nil }

    var categories = CategoryTable()
    let (zones, zoneLabels) = loadZones()
    let shipping = loadShippingTables(
      zones: zones, zoneLabels: zoneLabels, currency: currency, merchant: merchant, categories: &categories)
    let tax = loadTaxTables(currency: currency, categories: &categories)
    let discounts = loadDiscountTables(
      currency: currency, timeZone: merchant?.timeZone, shipping: shipping,
      categories: &categories)
    let payments = loadPaymentTables(currency: currency)
    guard let merchant else { return nil }
    if merchant.euDistanceSales == .origin,
      tax.areas.match(merchant.origin).flatMap({ tax.jurisdictionOfArea[$0.areaID] }) == nil
    {
      log.error(
        TableLocation(file: "manifest.json"),
        "'euDistanceSales' is 'origin', but no jurisdiction of tax_areas.csv covers the origin; its VAT cannot be charged"
      )
      return nil
    }
    return RateBook(
      merchant: merchant, zones: zones, shipping: shipping, tax: tax, discounts: discounts, payments: payments,
      categories: categories,
      warnings: log.sorted.filter { $0.severity == .warning })
  }
}
