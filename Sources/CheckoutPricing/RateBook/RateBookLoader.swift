/// Reads one merchant folder into a ``RateBook``, logging every problem.
///
/// The manifest is read first; then each stage's loader reads that stage's
/// tables into its tables value (``ShippingLoader``, ``TaxLoader``,
/// ``DiscountLoader``, ``PaymentLoader``), given what it needs of the
/// manifest and of the stages before it, and the book holds what they
/// made. A builder compiled into an immutable value, as Hummingbird's
/// router builder makes its responder: nothing a quote reads is looked up
/// by name after this.
package struct RateBookLoader {
  let source: TableSource
  let log: DiagnosticLog

  package init(source: TableSource, log: DiagnosticLog) {
    self.source = source
    self.log = log
  }

  func load() -> RateBook? {
    let (merchant, unclassifiedLines, showsImportEstimate) = loadManifestAndLandedCostSettings()
    // Amounts are checked against the merchant's currency; without one,
    // they are still checked for form, at the finest exponent allowed.
    let currency =
      merchant?.currency
      ?? (try? Currency(code: "XXX", minorUnits: Currency.maximumMinorUnits, name: "unknown"))
    guard let currency else { return nil }

    var categories = CategoryTable()
    let shipping = ShippingLoader(source: source, log: log).loadShippingTables(
      currency: currency, settings: merchant.map(Self.shippingSettings) ?? ShippingSettings(),
      methodLimit: QuoteLimits.sheetItems, categories: &categories)
    let tax = TaxLoader(source: source, log: log).loadTaxTables(
      currency: currency, settings: merchant.map(Self.taxSettings) ?? TaxSettings(), categories: &categories)
    let discounts = DiscountLoader(source: source, log: log).loadDiscountTables(
      currency: currency, timeZone: merchant?.timeZone, roundingMode: merchant?.roundingMode ?? .halfAwayFromZero,
      sharesExactly: tax.hasDiscountedThresholds, shipping: shipping, categories: &categories)
    let payments = PaymentLoader(source: source, log: log).loadPaymentTables(
      currency: currency, roundingMode: merchant?.roundingMode ?? .halfAwayFromZero)
    let landedCost = LandedCostLoader(source: source, log: log, currency: currency).load(
      services: Set(shipping.serviceIDs), unclassifiedLines: unclassifiedLines,
      showsImportEstimate: showsImportEstimate, categories: &categories)
    let labels = loadLabels(shipping: shipping, tax: tax, discounts: discounts, payments: payments)
    guard let merchant else { return nil }
    if merchant.euDistanceSales == .origin, tax.taxJurisdiction(for: merchant.origin) == nil {
      log.error(
        TableLocation(file: "manifest.json"),
        "'euDistanceSales' is 'origin', but no jurisdiction of tax_areas.csv covers the origin; its VAT cannot be charged"
      )
      return nil
    }
    return RateBook(
      merchant: merchant, shipping: shipping, tax: tax, discounts: discounts, payments: payments,
      categories: categories, labels: labels, landedCost: landedCost,
      warnings: log.sorted.filter { $0.severity == .warning })
  }

  /// The manifest's choices the shipping stage follows.
  static func shippingSettings(of merchant: Merchant) -> ShippingSettings {
    ShippingSettings(
      methodOrder: merchant.methodOrder, deliveryDetail: merchant.deliveryDetail, roundingMode: merchant.roundingMode,
      timeZone: merchant.timeZone)
  }

  /// The manifest's choices the tax stage follows.
  static func taxSettings(of merchant: Merchant) -> TaxSettings {
    TaxSettings(
      pricesIncludeTax: merchant.pricesIncludeTax, roundingLevel: merchant.taxRoundingLevel,
      roundingMode: merchant.roundingMode, origin: merchant.origin, euDistanceSales: merchant.euDistanceSales)
  }
}
