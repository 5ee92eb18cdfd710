/// A merchant's loaded rate tables: immutable, `Sendable`, and shared by
/// every thread without locks.
///
/// ```swift
/// let book = try RateBook.load(from: .directory("RateTables/us-outfitters"))
/// // "Sierra Trail Outfitters (USD): 11 zones from 65 rules, ..."
/// book.summary
/// let engine = PricingEngine(book: book)
/// ```
public struct RateBook: Sendable {
  /// The merchant and its defaults.
  public var merchant: Merchant { storage.merchant }
  /// Shipping zones, indexed.
  var zones: ZoneIndex { storage.zones }
  /// Shipping services, the zones they serve and their rates.
  package var shipping: ShippingTables { storage.shipping }
  /// Tax jurisdictions, their areas and components.
  package var tax: TaxTables { storage.tax }
  /// Coupons and automatic discounts.
  package var discounts: DiscountTables { storage.discounts }
  /// Payment-method adjustments and the areas they are limited to.
  var payments: PaymentTables { storage.payments }
  /// Payment-method adjustments, in file order (`payment_adjustments.csv`).
  package var paymentAdjustments: [PaymentAdjustmentRule] { storage.payments.adjustments }
  /// Warnings the loader found; the book is usable.
  public var warnings: [Diagnostic] { storage.warnings }
  /// The cart line categories the tables name.
  var categories: CategoryTable { storage.categories }

  /// The tables live in one immutable object, so copying a book (into an
  /// engine, a rater, a closure) retains one reference rather than every
  /// array and dictionary the tables hold, which would be a large share of
  /// a quote's cost.
  private let storage: Storage

  /// Which loaded book this is: copies of one book share it, and two
  /// loads alive at once never do.
  var identity: ObjectIdentifier { ObjectIdentifier(storage) }

  /// Whether `other` is a copy of this very book. A ``QuoteSession`` keeps
  /// the book that prepared it, so the book stays alive and no book loaded
  /// later can be taken for it.
  func isSameBook(as other: RateBook) -> Bool { storage === other.storage }

  /// The countries where some rule (a zone, a tax area, a payment area, a
  /// service area, a surcharge or an exclusion) names a postcode: there, a
  /// contact without one cannot be priced.
  var postcodeCountries: Set<CountryCode> { storage.postcodeCountries }

  /// The countries where some rule names a region (a Canadian province's
  /// tax area): there, a contact with neither a region nor a postcode,
  /// which gives its region, cannot be priced.
  var regionCountries: Set<CountryCode> { storage.regionCountries }

  private final class Storage: Sendable {
    let merchant: Merchant
    let zones: ZoneIndex
    let shipping: ShippingTables
    let tax: TaxTables
    let discounts: DiscountTables
    let payments: PaymentTables
    let categories: CategoryTable
    let warnings: [Diagnostic]
    let postcodeCountries: Set<CountryCode>
    let regionCountries: Set<CountryCode>
    /// The jurisdiction of the merchant's origin, when it is marked
    /// `sourcing: origin`.
    let originTax: (jurisdiction: TaxJurisdiction, match: LocationMatch<IDKind.TaxArea>)?
    /// The jurisdiction whose VAT a sale to another EU member state is
    /// charged when the manifest's `euDistanceSales` is `origin`: the
    /// origin's. `nil` otherwise, so a merchant without the rule pays one
    /// branch for it.
    let euOriginTax: TaxJurisdiction?
    /// Whether the manifest sets `euDistanceSales` at all.
    let hasEUDistanceSales: Bool

    init(
      merchant: Merchant, zones: ZoneIndex, shipping: ShippingTables, tax: TaxTables,
      discounts: DiscountTables, payments: PaymentTables, categories: CategoryTable, warnings: [Diagnostic]
    ) {
      self.merchant = merchant
      self.zones = zones
      self.shipping = shipping
      self.tax = tax
      self.discounts = discounts
      self.payments = payments
      self.categories = categories
      self.warnings = warnings
      // Read in place: joining the rule arrays would copy every rule of a
      // large book (22 MB for 200,000 rules) at the peak of its load.
      var countries = Set<CountryCode>()
      var regionCountries = Set<CountryCode>()
      func note(_ rules: some Sequence<LocationRule>) {
        for rule in rules {
          guard let country = rule.country else { continue }
          if rule.postcode != nil { countries.insert(country) }
          if rule.region != nil { regionCountries.insert(country) }
        }
      }
      note(zones.rules)
      note(tax.areas.rules)
      note(payments.areas.rules)
      for plan in shipping.plans {
        note(plan.areas ?? [])
        for exclusion in plan.exclusions {
          if case .place(let rule) = exclusion.condition { note(CollectionOfOne(rule)) }
        }
      }
      note(shipping.surcharges.lazy.map(\.place))
      postcodeCountries = countries
      self.regionCountries = regionCountries
      if let match = tax.areas.match(merchant.origin),
        let jurisdiction = tax.jurisdictionOfArea[match.areaID], jurisdiction.sourcing == .origin
      {
        originTax = (jurisdiction, match)
      } else {
        originTax = nil
      }
      hasEUDistanceSales = merchant.euDistanceSales != nil
      euOriginTax =
        merchant.euDistanceSales == .origin
        ? tax.areas.match(merchant.origin).flatMap { tax.jurisdictionOfArea[$0.areaID] } : nil
    }
  }

  init(
    merchant: Merchant, zones: ZoneIndex, shipping: ShippingTables, tax: TaxTables,
    discounts: DiscountTables, payments: PaymentTables, categories: CategoryTable, warnings: [Diagnostic]
  ) {
    storage = Storage(
      merchant: merchant, zones: zones, shipping: shipping, tax: tax, discounts: discounts, payments: payments,
      categories: categories, warnings: warnings)
  }

  /// The shipping zone of a destination.
  package func zone(for destination: Destination) -> LocationMatch<IDKind.Zone>? {
    zones.match(destination)
  }

  /// The tax jurisdiction of a destination, with the match that chose it.
  package func taxJurisdiction(for destination: Destination) -> (
    jurisdiction: TaxJurisdiction, match: LocationMatch<IDKind.TaxArea>
  )? {
    guard let match = tax.areas.match(destination), let jurisdiction = tax.jurisdictionOfArea[match.areaID]
    else {
      return nil
    }
    return (jurisdiction, match)
  }

  /// The tax jurisdiction of a sale to `destination`, and the address it
  /// was found at: the merchant's origin when the origin's jurisdiction is
  /// marked `sourcing: origin` and the destination is in the origin's
  /// state (``TaxSourcing/origin``), else the destination's.
  package func taxJurisdiction(forSaleTo destination: Destination) -> (
    jurisdiction: TaxJurisdiction, dependsOnFullPostcode: Bool, address: TaxAddress
  )? {
    if storage.hasEUDistanceSales, destination.country != merchant.origin.country,
      EUDistanceSales.isMemberState(destination.country)
    {
      return euDistanceSaleJurisdiction(forSaleTo: destination)
    }
    if let origin = storage.originTax, destination.country == merchant.origin.country,
      let region = destination.region, region == merchant.origin.region
    {
      // The state alone decides, and a redacted address has it.
      return (origin.jurisdiction, false, .origin)
    }
    return taxJurisdiction(for: destination).map { ($0.jurisdiction, $0.match.dependsOnFullPostcode, .destination) }
  }

  /// The jurisdiction of a sale to another EU member state under the
  /// manifest's `euDistanceSales` (Council Directive 2006/112/EC, Articles
  /// 33(a) and 59c): the origin's with `origin`, the destination's with
  /// `destination`; the address says which.
  private func euDistanceSaleJurisdiction(forSaleTo destination: Destination) -> (
    jurisdiction: TaxJurisdiction, dependsOnFullPostcode: Bool, address: TaxAddress
  )? {
    if let origin = storage.euOriginTax { return (origin, false, .euDistanceSaleOrigin) }
    return taxJurisdiction(for: destination).map {
      ($0.jurisdiction, $0.match.dependsOnFullPostcode, .euDistanceSaleDestination)
    }
  }

  /// A count of what the book holds, for `checkout-pricing validate`. The
  /// merchant's name is shown with control characters escaped (`\u{1B}`),
  /// so a name cannot forge a line of output.
  public var summary: String {
    let zoneCount = zones.areaNames.count
    let rateCount = shipping.rateCount
    let couponCount = discounts.coupons.count + discounts.automatic.count
    func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
    let name = Diagnostic.escapingControlCharacters(merchant.name)
    return "\(name) (\(merchant.currency.code)): \(counted(zoneCount, "zone")) from "
      + "\(counted(zones.rules.count, "rule")), \(counted(shipping.plans.count, "service")), "
      + "\(counted(rateCount, "rate")), \(counted(tax.jurisdictions.count, "tax jurisdiction")) from "
      + "\(counted(tax.areas.rules.count, "rule")), \(counted(couponCount, "coupon"))"
  }
}

extension RateBook {
  /// The last day `holidays.csv` lists, or `nil` when the merchant lists
  /// none. A delivery window that reaches past it is given in business
  /// days, without dates, since a holiday after it cannot be known.
  public var holidaysThrough: CalendarDate? { shipping.holidaysThrough.flatMap(CalendarDate.init(dayNumber:)) }

  /// A warning when the listed holidays end within a year of `instant`
  /// (the tool passes today; the library never reads the clock): windows
  /// will soon be given without dates until next year's holidays are added.
  public func holidayWarning(asOf instant: Date) -> Diagnostic? {
    guard let through = shipping.holidaysThrough, let today = shipping.localTime(at: instant)?.dayNumber,
      through < today + 365
    else { return nil }
    let last = CalendarDate(dayNumber: through).map { "\($0)" } ?? "day \(through)"
    return Diagnostic(
      .warning, at: TableLocation(file: "holidays.csv"),
      "holidays are listed only through \(last), within a year; delivery windows after it are given in business days without dates until the next year's holidays are added"
    )
  }
}
