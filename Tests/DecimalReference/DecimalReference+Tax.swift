package import CheckoutPricing
import Foundation

extension DecimalReference {
  /// What the tax rule of `RateTables/README.md` gives, computed in
  /// `Decimal` from the jurisdiction's public rates.
  package struct TaxOutcome: Equatable, Sendable {
    /// One line of a breakdown.
    public struct Part: Equatable, Sendable {
      /// The component's id, or `""` in the per-rate breakdown.
      public var id: String
      public var rate: Decimal
      public var base: Decimal
      public var tax: Decimal
    }

    public var total: Decimal
    /// Per request line.
    public var lines: [Decimal]
    public var shipping: Decimal
    /// Per component and component rate: components in table order, higher
    /// rates first.
    public var components: [Part]
    /// Per combined rate, higher first.
    public var rates: [Part]
  }

  /// One line given to the tax stage.
  package struct TaxLine: Sendable {
    public var id: String
    public var category: String
    public var amount: Decimal
    /// The units the amount is for.
    public var quantity: Int
    /// A unit's price before discounts; `nil` for the amount's average.
    public var listedUnitPrice: Decimal?
    /// The line's amount with each order discount's exact share taken off,
    /// as a fraction (``DiscountOutcome/exactLines``); `nil` for the amount.
    public var exactAmount: (numerator: Decimal, denominator: Decimal)?

    public init(
      id: String, category: String, amount: Decimal, quantity: Int = 1, listedUnitPrice: Decimal? = nil,
      exactAmount: (numerator: Decimal, denominator: Decimal)? = nil
    ) {
      self.id = id
      self.category = category
      self.amount = amount
      self.quantity = quantity
      self.listedUnitPrice = listedUnitPrice
      self.exactAmount = exactAmount
    }
  }

  /// A component with the rates in force on one day: its rows without
  /// dates and the dated rows whose days hold it.
  package struct Component: Sendable {
    public var id: String
    public var isCompound: Bool
    public var rates: [String: Decimal]
    /// Its rates for units under a category's price threshold, from its
    /// rows with `maxUnitPrice`.
    public var underThreshold: [String: Decimal] = [:]
    /// The first line of `tax_rates.csv` among its rows in force.
    var line: Int
  }

  /// A category's price threshold (RateTables/README.md, "Price thresholds
  /// and tax holidays"): units priced at most `maxUnitPrice` take the
  /// components' `underThreshold` rates.
  package struct PriceThreshold: Sendable {
    public var maxUnitPrice: Decimal
    public var isListed: Bool
    /// One minor unit of the threshold's currency.
    public var minorUnit: Decimal
  }

  /// Whether a row of ``TaxJurisdiction/datedRates`` is in force on `day`;
  /// with no day, only a row without dates is.
  static func inForce(_ row: TaxDatedRate, on day: CalendarDate?) -> Bool {
    guard let day else { return row.from == nil && row.until == nil }
    return (row.from == nil || row.from! <= day) && (row.until == nil || day < row.until!)
  }

  /// The price thresholds of the rows in force on `day`, by category.
  package static func priceThresholds(of jurisdiction: TaxJurisdiction, on day: CalendarDate?)
    -> [String: PriceThreshold]
  {
    var thresholds: [String: PriceThreshold] = [:]
    for row in jurisdiction.datedRates where inForce(row, on: day) {
      guard let maxUnitPrice = row.maxUnitPrice else { continue }
      thresholds[row.category] = PriceThreshold(
        maxUnitPrice: maxUnitPrice.decimal, isListed: row.maxUnitPriceBasis == .listed,
        minorUnit: Decimal(sign: .plus, exponent: -maxUnitPrice.exponent, significand: 1))
    }
    return thresholds
  }

  /// The name of a category's rate set under its threshold, the name the
  /// engine orders shipping parts by.
  static func underThresholdSet(_ category: String) -> String { "\(category) under threshold" }

  /// The jurisdiction's components on `day`, read from its public rows:
  /// ``TaxJurisdiction/components`` (the rows without dates) and
  /// ``TaxJurisdiction/datedRates`` whose `from` is on or before the day
  /// and whose `until` is after it (RateTables/README.md, "Rates that
  /// change on a date"). `nil` takes the rows without dates only.
  package static func components(of jurisdiction: TaxJurisdiction, on day: CalendarDate?) -> [Component]
  {
    var list = jurisdiction.components.map {
      Component(
        id: $0.id, isCompound: $0.isCompound, rates: $0.rates.mapValues(\.decimal), line: $0.location.line)
    }
    for row in jurisdiction.datedRates where inForce(row, on: day) {
      let index: Int
      if let found = list.firstIndex(where: { $0.id == row.component }) {
        index = found
        list[index].line = min(list[index].line, row.line)
      } else {
        list.append(Component(id: row.component, isCompound: row.isCompound, rates: [:], line: row.line))
        index = list.count - 1
      }
      if row.maxUnitPrice == nil {
        list[index].rates[row.category] = row.rate.decimal
      } else {
        list[index].underThreshold[row.category] = row.rate.decimal
      }
    }
    // Table order: a component's place is its first row, in force or not.
    var first: [String: Int] = [:]
    for component in jurisdiction.components { first[component.id] = component.location.line }
    for row in jurisdiction.datedRates { first[row.component] = min(first[row.component] ?? row.line, row.line) }
    return list.sorted { first[$0.id, default: $0.line] < first[$1.id, default: $1.line] }
  }

  /// The day of `instant` in the merchant's time zone, by Foundation's
  /// calendar.
  package static func day(of instant: Date, in book: RateBook) -> CalendarDate? {
    var calendar = Calendar(identifier: .gregorian)
    guard let zone = TimeZone(identifier: book.merchant.timeZone) else { return nil }
    calendar.timeZone = zone
    let parts = calendar.dateComponents([.year, .month, .day], from: instant)
    let text = String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    return CalendarDate(iso: text)
  }

  /// The category whose rates a line of `category` takes: a category no
  /// component lists is taxed at the standard rates.
  package static func rateSetName(_ jurisdiction: TaxJurisdiction, _ category: String) -> String {
    rateSetName(components(of: jurisdiction, on: nil), category)
  }

  static func rateSetName(_ components: [Component], _ category: String) -> String {
    if category == "zero" || category == "exempt" { return category }
    // A multi-purpose voucher sold is not taxed (Directive 2006/112/EC,
    // Article 30b(2)), whatever the tables say.
    if category == "giftCard" { return "exempt" }
    return components.contains { $0.rates[category] != nil } ? category : "standard"
  }

  /// The rate set of `line` in `jurisdiction` on `day`: its category's,
  /// or the one under the category's price threshold when its price a
  /// unit, after discounts or as listed, is at most the threshold.
  package static func rateSetName(_ jurisdiction: TaxJurisdiction, line: TaxLine, on day: CalendarDate?)
    -> String
  {
    rateSetName(
      rateSetName(components(of: jurisdiction, on: day), line.category), priceThresholds(of: jurisdiction, on: day),
      line)
  }

  /// The documented rule: a unit qualifies when its price, truncated to
  /// the minor unit, is at most the threshold, that is when the price is
  /// below the threshold plus one minor unit. On the `discounted` basis a
  /// unit's price is its line's exact amount shared equally among the
  /// units, compared as a fraction without dividing.
  static func rateSetName(_ set: String, _ thresholds: [String: PriceThreshold], _ line: TaxLine) -> String {
    guard set == line.category, let threshold = thresholds[line.category] else { return set }
    let quantity = Decimal(max(line.quantity, 1))
    let limit = threshold.maxUnitPrice + threshold.minorUnit
    let isUnder: Bool
    if threshold.isListed, let listed = line.listedUnitPrice {
      isUnder = listed < limit
    } else {
      let (numerator, denominator) = line.exactAmount ?? (line.amount, 1)
      isUnder = numerator < limit * quantity * denominator
    }
    return isUnder ? underThresholdSet(line.category) : set
  }

  /// Each component's effective rate for rate set `set` on `day`.
  package static func effectiveRates(
    _ jurisdiction: TaxJurisdiction, _ set: String, on day: CalendarDate?
  )
    -> [Decimal]
  {
    effectiveRates(components(of: jurisdiction, on: day), set)
  }

  /// A component's own rate for a rate set: `zero` and `exempt` are 0%.
  static func nominalRate(_ component: Component, _ set: String) -> Decimal {
    if set == "zero" || set == "exempt" { return 0 }
    for (category, rate) in component.underThreshold where set == underThresholdSet(category) {
      return rate
    }
    if set.hasSuffix(" under threshold") {
      let category = String(set.dropLast(" under threshold".count))
      return component.rates[category] ?? component.rates["standard"] ?? 0
    }
    return component.rates[set] ?? component.rates["standard"] ?? 0
  }

  /// Each component's effective rate on the net price for a rate set: a
  /// compound one is charged on the price plus the non-compound ones.
  package static func effectiveRates(_ jurisdiction: TaxJurisdiction, _ set: String) -> [Decimal] {
    effectiveRates(components(of: jurisdiction, on: nil), set)
  }

  static func effectiveRates(_ components: [Component], _ set: String) -> [Decimal] {
    let simple = components.filter { !$0.isCompound }.reduce(Decimal(0)) { $0 + nominalRate($1, set) }
    return components.map { $0.isCompound ? nominalRate($0, set) * (1 + simple) : nominalRate($0, set) }
  }

  /// The combined rate of a line of `category`, compound components at
  /// their effective rate.
  package static func combinedRate(_ jurisdiction: TaxJurisdiction, category: String) -> Decimal {
    effectiveRates(jurisdiction, rateSetName(jurisdiction, category)).reduce(Decimal(0), +)
  }

  /// The jurisdiction that taxes a sale to `destination`, by the rule of
  /// `tax_jurisdictions.csv`'s `sourcing`: the origin's jurisdiction when it
  /// is marked `origin` and the destination is in the origin's state, else
  /// the destination's.
  package static func jurisdiction(forSaleTo destination: Destination, book: RateBook)
    -> TaxJurisdiction?
  {
    let origin = book.merchant.origin
    if destination.country == origin.country, let region = destination.region, region == origin.region,
      let atOrigin = book.taxJurisdiction(for: origin)?.jurisdiction, atOrigin.sourcing == .origin
    {
      return atOrigin
    }
    return book.taxJurisdiction(for: destination)?.jurisdiction
  }

  /// The tax stage in `Decimal`.
  package static func tax(
    lines: [TaxLine], shipping: Decimal, destination: Destination, book: RateBook, asOf: Date? = nil
  ) -> TaxOutcome {
    let zeros = [Decimal](repeating: 0, count: lines.count)
    guard let jurisdiction = jurisdiction(forSaleTo: destination, book: book) else {
      return TaxOutcome(total: 0, lines: zeros, shipping: 0, components: [], rates: [])
    }
    let scale = book.merchant.currency.minorUnits
    let inclusive = book.merchant.pricesIncludeTax
    let level = jurisdiction.roundingLevel ?? book.merchant.taxRoundingLevel
    let mode = jurisdiction.roundingMode ?? book.merchant.roundingMode
    let quoteDay = asOf.flatMap { Self.day(of: $0, in: book) }
    let components = Self.components(of: jurisdiction, on: quoteDay)
    let thresholds = priceThresholds(of: jurisdiction, on: quoteDay)

    var setNames: [String: String] = [:]
    for line in lines where setNames[line.category] == nil {
      setNames[line.category] = rateSetName(components, line.category)
    }
    func setName(_ category: String) -> String { setNames[category] ?? rateSetName(components, category) }
    func setName(_ line: TaxLine) -> String { rateSetName(setName(line.category), thresholds, line) }
    func nominal(_ component: Component, _ set: String) -> Decimal { nominalRate(component, set) }
    var effectiveRates: [String: (shares: [Decimal], combined: Decimal)] = [:]
    for line in lines + [TaxLine(id: "", category: "standard", amount: 0)] where effectiveRates[setName(line)] == nil {
      let set = setName(line)
      let shares = DecimalReference.effectiveRates(components, set)
      effectiveRates[set] = (shares, shares.reduce(Decimal(0), +))
    }
    func effective(_ set: String) -> [Decimal] { effectiveRates[set]!.shares }
    func combined(_ set: String) -> Decimal { effectiveRates[set]!.combined }

    struct Item {
      var key: String
      var set: String
      var amount: Decimal
      var line: Int?
      var quantity = 1
    }
    var items: [Item] = []
    for (index, line) in lines.enumerated() {
      let set = setName(line)
      if set != "exempt" {
        items.append(Item(key: "0" + line.id, set: set, amount: line.amount, line: index, quantity: line.quantity))
      }
    }
    if shipping > 0 {
      switch jurisdiction.shipping {
      case .exempt: break
      case .taxable: items.append(Item(key: "1standard", set: "standard", amount: shipping, line: nil))
      case .proportional:
        var sets: [String] = []
        var weights: [Decimal] = []
        // A gift card is not shipped: it takes no share of the shipping.
        for line in lines where line.category != "giftCard" {
          let set = setName(line)
          if let position = sets.firstIndex(of: set) {
            weights[position] += line.amount
          } else {
            sets.append(set)
            weights.append(line.amount)
          }
        }
        if weights.allSatisfy({ $0 == 0 }) {
          items.append(Item(key: "1standard", set: "standard", amount: shipping, line: nil))
        } else {
          let parts = allocate(shipping, scale: scale, weights: weights, keys: sets)
          for (position, set) in sets.enumerated() where set != "exempt" && parts[position] > 0 {
            items.append(Item(key: "1" + set, set: set, amount: parts[position], line: nil))
          }
        }
      }
    }

    let separate = !inclusive && jurisdiction.componentRounding == .separate && components.count > 1
    let groups = separate ? components.count : 1
    // Each item's rate in each group, looked up once.
    let itemRates = (0..<groups).map { group in
      items.map { separate ? effective($0.set)[group] : combined($0.set) }
    }
    func rate(_ index: Int, _ group: Int) -> Decimal { itemRates[group][index] }
    var itemTax = [Decimal](repeating: 0, count: items.count)
    var setTax: [String: [Decimal]] = [:]
    for group in 0..<groups {
      var buckets: [[Int]]
      switch level {
      case .line:
        // One rounding per item: no split.
        for index in items.indices {
          let rate = rate(index, group)
          let tax =
            inclusive
            ? includedPortion(rate: rate, of: items[index].amount, scale: scale, mode)
            : round(items[index].amount * rate, scale: scale, mode)
          guard tax > 0 else { continue }
          itemTax[index] += tax
          setTax[items[index].set, default: [Decimal](repeating: 0, count: groups)][group] += tax
        }
        continue
      case .unit:
        // The line's units priced one by one: its amount dealt out across
        // them in equal shares by largest remainder, each unit's tax rounded
        // on its own, and the line's tax their sum.
        for index in items.indices {
          let rate = rate(index, group)
          let units = Array(0..<max(items[index].quantity, 1))
          let prices = allocate(
            items[index].amount, scale: scale, weights: units.map { _ in Decimal(1) }, keys: units)
          var tax = Decimal(0)
          for price in prices {
            tax +=
              inclusive
              ? includedPortion(rate: rate, of: price, scale: scale, mode)
              : round(price * rate, scale: scale, mode)
          }
          guard tax > 0 else { continue }
          itemTax[index] += tax
          setTax[items[index].set, default: [Decimal](repeating: 0, count: groups)][group] += tax
        }
        continue
      case .invoice where !inclusive: buckets = items.isEmpty ? [] : [Array(items.indices)]
      case .invoice, .invoicePerRate:
        let rates = itemRates[group]
        var distinct: [Decimal] = []
        for value in rates where !distinct.contains(value) { distinct.append(value) }
        buckets = distinct.map { value in items.indices.filter { rates[$0] == value } }
      }
      for bucket in buckets {
        let total: Decimal
        if inclusive {
          let gross = bucket.reduce(Decimal(0)) { $0 + items[$1].amount }
          total = includedPortion(rate: rate(bucket[0], group), of: gross, scale: scale, mode)
        } else {
          total = round(
            bucket.reduce(Decimal(0)) { $0 + items[$1].amount * rate($1, group) }, scale: scale, mode)
        }
        guard total > 0 else { continue }
        let parts =
          bucket.count == 1
          ? [total]
          : allocate(
            total, scale: scale, weights: bucket.map { items[$0].amount * rate($0, group) },
            keys: bucket.map { items[$0].key })
        for (position, index) in bucket.enumerated() {
          itemTax[index] += parts[position]
          setTax[items[index].set, default: [Decimal](repeating: 0, count: groups)][group] += parts[position]
        }
      }
    }

    var lineTax = zeros
    var shippingTax = Decimal(0)
    for (index, item) in items.enumerated() {
      if let line = item.line { lineTax[line] += itemTax[index] } else { shippingTax += itemTax[index] }
    }
    var componentParts: [(index: Int, part: TaxOutcome.Part)] = []
    var rateParts: [TaxOutcome.Part] = []
    var seen: [String] = []
    for item in items where !seen.contains(item.set) {
      seen.append(item.set)
      let amount = items.filter { $0.set == item.set }.reduce(Decimal(0)) { $0 + $1.amount }
      let taxes = setTax[item.set] ?? [Decimal](repeating: 0, count: groups)
      let total = taxes.reduce(Decimal(0), +)
      let net = inclusive ? amount - total : amount
      let perComponent: [Decimal]
      if separate {
        perComponent = taxes
      } else if components.count == 1 {
        perComponent = [total]
      } else if total == 0 || components.isEmpty {
        perComponent = [Decimal](repeating: 0, count: components.count)
      } else {
        perComponent = allocate(
          total, scale: scale, weights: effective(item.set), keys: components.map(\.id))
      }
      for (index, component) in components.enumerated() {
        let rate = nominal(component, item.set)
        if let position = componentParts.firstIndex(where: { $0.index == index && $0.part.rate == rate }) {
          componentParts[position].part.base += net
          componentParts[position].part.tax += perComponent[index]
        } else {
          componentParts.append(
            (index, TaxOutcome.Part(id: component.id, rate: rate, base: net, tax: perComponent[index])))
        }
      }
      let rate = combined(item.set)
      if let position = rateParts.firstIndex(where: { $0.rate == rate }) {
        rateParts[position].base += net
        rateParts[position].tax += total
      } else {
        rateParts.append(TaxOutcome.Part(id: "", rate: rate, base: net, tax: total))
      }
    }
    let sortedComponents =
      componentParts
      .filter { $0.part.base != 0 || $0.part.tax != 0 }
      .sorted { $0.index != $1.index ? $0.index < $1.index : $0.part.rate > $1.part.rate }
      .map(\.part)
    let sortedRates = rateParts.filter { $0.base != 0 || $0.tax != 0 }.sorted { $0.rate > $1.rate }
    return TaxOutcome(
      total: itemTax.reduce(Decimal(0), +), lines: lineTax, shipping: shippingTax, components: sortedComponents,
      rates: sortedRates)
  }
}
