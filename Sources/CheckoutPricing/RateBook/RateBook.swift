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
  var zones: ZoneIndex { storage.shipping.zones }
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
  /// The merchant's labels in other languages (`labels.csv`); `nil`
  /// without the file, so a book without it pays nothing per quote.
  var labels: MerchantLabels? { storage.labels }
  /// Duties, import regimes, import VAT, fees and exchange rates; `nil`
  /// without any of their files, so a book without them pays nothing per
  /// quote (`RateTables/README.md`, "Landed cost").
  var landedCost: LandedCostTables? { storage.landedCost }

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

  /// The rules of every stage whose postcode is finer than a postcode that
  /// covers finer ones can be (a ZIP+4, a UK sector or full postcode, a
  /// Canadian full code, a range over those): only these can cover part of
  /// a destination (``PostcodePattern/canCoverPart(country:)``).
  var finerRules: [LocationRule] { storage.finerRules }

  private final class Storage: Sendable {
    let merchant: Merchant
    let shipping: ShippingTables
    let tax: TaxTables
    let discounts: DiscountTables
    let payments: PaymentTables
    let categories: CategoryTable
    let labels: MerchantLabels?
    let landedCost: LandedCostTables?
    let warnings: [Diagnostic]
    let postcodeCountries: Set<CountryCode>
    let regionCountries: Set<CountryCode>
    let finerRules: [LocationRule]

    init(
      merchant: Merchant, shipping: ShippingTables, tax: TaxTables, discounts: DiscountTables,
      payments: PaymentTables, categories: CategoryTable, labels: MerchantLabels?, landedCost: LandedCostTables?,
      warnings: [Diagnostic]
    ) {
      self.landedCost = landedCost
      self.merchant = merchant
      self.shipping = shipping
      self.tax = tax
      self.discounts = discounts
      self.payments = payments
      self.categories = categories
      self.labels = labels
      self.warnings = warnings
      // Read in place: joining the rule arrays would copy every rule of a
      // large book (22 MB for 200,000 rules) at the peak of its load.
      var countries = Set<CountryCode>()
      var regionCountries = Set<CountryCode>()
      var finerRules: [LocationRule] = []
      func note(_ rules: some Sequence<LocationRule>) {
        for rule in rules {
          guard let country = rule.country else { continue }
          if let postcode = rule.postcode {
            countries.insert(country)
            if postcode.canCoverPart(country: country) { finerRules.append(rule) }
          }
          if rule.region != nil { regionCountries.insert(country) }
        }
      }
      note(shipping.zones.rules)
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
      self.finerRules = finerRules
    }
  }

  init(
    merchant: Merchant, shipping: ShippingTables, tax: TaxTables, discounts: DiscountTables,
    payments: PaymentTables, categories: CategoryTable, labels: MerchantLabels? = nil,
    landedCost: LandedCostTables? = nil, warnings: [Diagnostic]
  ) {
    storage = Storage(
      merchant: merchant, shipping: shipping, tax: tax, discounts: discounts, payments: payments,
      categories: categories, labels: labels, landedCost: landedCost, warnings: warnings)
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
