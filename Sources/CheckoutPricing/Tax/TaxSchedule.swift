/// A jurisdiction's rates per tax category, exact and at one decimal scale,
/// computed once when the tables load so that pricing does no rate
/// arithmetic beyond one multiplication and one rounding per figure.
///
/// Every rate is `units / 10^scale` with the same `scale`. A compound
/// component's rate is its effective rate on the net price,
/// `r × (1 + sum of the non-compound rates)`, so adding the components'
/// units gives the combined rate exactly.
///
/// A final class of constants, so that copying a jurisdiction on every
/// quote retains one reference instead of each table.
package final class TaxSchedule: Sendable, Hashable {
  /// The rates of one category.
  struct RateSet: Sendable, Hashable {
    /// Whether the category is `exempt`: never taxed, outside every base.
    let isExempt: Bool
    /// The combined rate, in units of `10^-scale`.
    let combined: Int64
    /// The combined rate as a ``Rate``.
    let combinedRate: Rate
    /// Each component's effective rate, in units of `10^-scale`.
    let shares: [Int64]
    /// Each component's own rate for the category, as written.
    let nominal: [Rate]
  }

  /// A row of `tax_rates.csv` with `maxUnitPrice`, as the loader gives it:
  /// component `component`'s rate for `category` on units priced at most
  /// `maxUnitPrice` (RateTables/README.md, "Price thresholds and tax
  /// holidays").
  struct Threshold: Sendable, Hashable {
    let category: String
    /// The component's index in the schedule's components.
    let component: Int
    let rate: Rate
    /// In minor units.
    let maxUnitPrice: Int64
    let isListedBasis: Bool
  }

  /// A category with a threshold: the rate set of its units under it.
  struct ThresholdSet: Sendable, Hashable {
    /// The category's rate set, for units above the threshold.
    let set: Int
    /// The rate set of units at most the threshold.
    let underSet: Int
    /// The most a unit may cost, in minor units.
    let maxUnitPrice: Int64
    /// Whether the threshold compares the listed price, before discounts.
    let isListedBasis: Bool
  }

  /// The categories every schedule knows without a row in `tax_rates.csv`.
  package static let exemptCategory = CategoryTable.exemptCategory
  static let zeroCategory = CategoryTable.zeroCategory

  /// The common scale of every rate.
  let scale: Int
  /// `10^scale`.
  let denominator: Int64
  /// The rate sets; `standard`, `zero` and `exempt` always among them.
  let sets: [RateSet]
  /// Each set's category name, which orders shipping parts in allocation
  /// ties.
  let names: [String]
  /// Each set's rank among ``names`` in byte order: the same tie-break as
  /// the names, as integers a quote compares without touching a string.
  let nameRanks: [Int]
  /// The set of each category of the book's ``CategoryTable`` when the
  /// schedule was built, by ``CategoryID``: a category the schedule's
  /// components do not list takes `standard`'s, as does any id given later.
  let setOfCategory: [Int]
  /// The set of any category without rates of its own: `standard`.
  let standard: Int
  /// The number of components.
  let componentCount: Int
  /// Each set's combined rate, flat for the pricing loop.
  let combinedUnits: [Int64]
  /// Each set's component shares, set by set: `shareUnits[set * componentCount + component]`.
  let shareUnits: [Int64]
  /// Whether each set is `exempt`.
  let isExempt: [Bool]
  /// The tie-break key of each component in a split across components: its
  /// rank by id (``tieBreakRank(of:in:)``).
  let componentKeys: [Int]
  /// The categories with a price threshold; empty, and checked once per
  /// quote, in a jurisdiction without one.
  let thresholds: [ThresholdSet]

  init(
    scale: Int, denominator: Int64, sets: [RateSet], names: [String], setOfCategory: [Int], standard: Int,
    componentCount: Int, combinedUnits: [Int64], shareUnits: [Int64], isExempt: [Bool], componentKeys: [Int],
    thresholds: [ThresholdSet] = []
  ) {
    self.scale = scale
    self.denominator = denominator
    self.sets = sets
    self.names = names
    nameRanks = names.map { name in names.count(where: { $0 < name }) }
    self.setOfCategory = setOfCategory
    self.standard = standard
    self.componentCount = componentCount
    self.combinedUnits = combinedUnits
    self.shareUnits = shareUnits
    self.isExempt = isExempt
    self.componentKeys = componentKeys
    self.thresholds = thresholds
  }

  /// The rank of a component's id among the jurisdiction's ids in byte
  /// order: its tie-break key in a split across components. A tie in the
  /// largest-remainder split (two components of one rate) goes to the
  /// smaller id, something the merchant chose, never to the order of the
  /// rows (`RateTables/README.md`, "Tax rounding"). Counted in place, as a
  /// jurisdiction has a handful of components and a book loads many.
  static func tieBreakRank(of index: Int, in components: [TaxComponent]) -> Int {
    let id = components[index].id.utf8
    return components.count(where: { $0.id.utf8.lexicographicallyPrecedes(id) })
  }

  /// Schedules are equal when they hold the same rates and break ties in
  /// the same order; they derive from the components, so this is rarely
  /// more than an identity check.
  package static func == (lhs: TaxSchedule, rhs: TaxSchedule) -> Bool {
    lhs === rhs
      || (lhs.scale == rhs.scale && lhs.sets == rhs.sets && lhs.setOfCategory == rhs.setOfCategory
        && lhs.componentKeys == rhs.componentKeys && lhs.thresholds == rhs.thresholds)
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(scale)
    hasher.combine(combinedUnits)
  }

  /// The rate set of a line's category: `standard`'s for a category the
  /// tax tables do not name.
  func set(for category: CategoryID) -> Int {
    Int(category.index) < setOfCategory.count ? setOfCategory[category] : standard
  }

  /// The rate set of `line`, of `category`: the category's
  /// under-threshold set when each of its units qualifies
  /// (RateTables/README.md, "Price thresholds and tax holidays"). A unit's
  /// price on the `listed` basis is its listed price; on the `discounted`
  /// basis it is the line's exact amount (``LineAmount/exactNumerator``
  /// over ``LineAmount/exactDenominator``) shared equally among its units,
  /// so identical units price alike however the cart splits them into
  /// lines. A unit qualifies when its price is below `maxUnitPrice` plus
  /// one minor unit, compared exactly: `numerator < (maxUnitPrice + 1) ×
  /// quantity × denominator`.
  ///
  /// - Complexity: O(*t*) for the *t* categories with a threshold.
  func set(for category: CategoryID, line: LineAmount) -> Int {
    let set = set(for: category)
    for threshold in thresholds where threshold.set == set {
      let isUnder =
        threshold.isListedBasis
        ? line.listedUnitPrice <= threshold.maxUnitPrice
        : Self.isBelow(line, limit: Int128(threshold.maxUnitPrice) + 1)
      return isUnder ? threshold.underSet : set
    }
    return set
  }

  /// Whether each unit of `line`, at its exact share of the line's exact
  /// amount, costs less than `limit` minor units. A bound that does not
  /// fit an `Int128` is above every numerator, so the unit is below it.
  static func isBelow(_ line: LineAmount, limit: Int128) -> Bool {
    let (perLine, lineOverflow) = limit.multipliedReportingOverflow(by: Int128(line.quantity))
    guard !lineOverflow else { return true }
    let (bound, boundOverflow) = perLine.multipliedReportingOverflow(by: line.exactDenominator)
    return boundOverflow || line.exactNumerator < bound
  }

  /// Builds the schedule of `components`, whose categories `categories`
  /// holds, with a rate set for the units under each threshold of
  /// `thresholds`: every component's rate for the category, a threshold
  /// row's in place of its component's own.
  ///
  /// - Returns: the schedule, or the category whose combined rate needs more
  ///   than 18 decimal places or does not fit.
  static func build(
    _ components: [TaxComponent], thresholds: [Threshold] = [], categories: CategoryTable
  ) -> Result<TaxSchedule, ScheduleError> {
    var names = [TaxComponent.standardCategory]
    for component in components {
      for category in component.rates.keys.sorted() where !names.contains(category) { names.append(category) }
    }
    for builtIn in [zeroCategory, exemptCategory] where !names.contains(builtIn) { names.append(builtIn) }
    let plainCount = names.count
    // The under-threshold sets follow, one per category with a threshold,
    // each named apart so that its shipping part has its own tie-break key.
    // The loader checked that one category's thresholds agree.
    var firstThresholds: [Threshold] = []
    for threshold in thresholds where !firstThresholds.contains(where: { $0.category == threshold.category }) {
      firstThresholds.append(threshold)
    }
    let thresholdCategories = firstThresholds.map(\.category)
    var nominals = names.map { name in components.map { nominalRate(of: $0, for: name) } }
    for category in thresholdCategories {
      var nominal = components.map { nominalRate(of: $0, for: category) }
      for threshold in thresholds where threshold.category == category { nominal[threshold.component] = threshold.rate }
      nominals.append(nominal)
      names.append("\(category) under threshold")
    }

    // Each category's effective component rates as exact fractions.
    var fractions: [[DecimalFraction]] = []
    var scale = 0
    for (name, nominal) in zip(names, nominals) {
      guard let effective = effectiveRates(nominal, compound: components.map(\.isCompound)) else {
        return .failure(ScheduleError(category: name))
      }
      scale = max(scale, effective.map(\.scale).max() ?? 0)
      fractions.append(effective)
    }
    guard scale <= Rate.maximumScale else { return .failure(ScheduleError(category: names[0])) }

    var sets: [RateSet] = []
    for (index, name) in names.enumerated() {
      var shares: [Int64] = []
      var combined: Int64 = 0
      for fraction in fractions[index] {
        guard let units = fraction.units(atScale: scale) else { return .failure(ScheduleError(category: name)) }
        let (sum, overflow) = combined.addingReportingOverflow(units)
        guard !overflow else { return .failure(ScheduleError(category: name)) }
        combined = sum
        shares.append(units)
      }
      guard let combinedRate = try? Rate(units: combined, scale: scale) else {
        return .failure(ScheduleError(category: name))
      }
      sets.append(
        RateSet(
          isExempt: index < plainCount && name == exemptCategory, combined: combined, combinedRate: combinedRate,
          shares: shares, nominal: nominals[index]))
    }
    let thresholdSets = firstThresholds.enumerated().map { position, threshold in
      ThresholdSet(
        set: names.firstIndex(of: threshold.category) ?? 0, underSet: plainCount + position,
        maxUnitPrice: threshold.maxUnitPrice, isListedBasis: threshold.isListedBasis)
    }
    return .success(
      TaxSchedule(
        scale: scale, denominator: Int64.powerOfTen(scale), sets: sets, names: names,
        // A gift card sold is not taxed (Directive 2006/112/EC, Article
        // 30b(2): a multi-purpose voucher's transfer "shall not be subject
        // to VAT"): it takes the exempt set, outside every base.
        setOfCategory: categories.names.map { name in
          names.firstIndex(of: name == CartLine.giftCardCategory ? exemptCategory : name) ?? 0
        }, standard: 0,
        componentCount: components.count, combinedUnits: sets.map(\.combined),
        shareUnits: sets.flatMap(\.shares), isExempt: sets.map(\.isExempt),
        componentKeys: components.indices.map { tieBreakRank(of: $0, in: components) }, thresholds: thresholdSets))
  }

  /// A component's rate for a category: `zero` and `exempt` are always 0%.
  private static func nominalRate(of component: TaxComponent, for category: String) -> Rate {
    category == zeroCategory || category == exemptCategory ? .zero : component.rate(for: category)
  }

  /// The effective rates on the net price: a compound component's rate
  /// times one plus the non-compound rates.
  private static func effectiveRates(_ rates: [Rate], compound: [Bool]) -> [DecimalFraction]? {
    var simple = DecimalFraction(numerator: 0, scale: 0)
    for (rate, isCompound) in zip(rates, compound) where !isCompound {
      guard let sum = simple.adding(DecimalFraction(rate)) else { return nil }
      simple = sum
    }
    guard let onePlusSimple = simple.adding(DecimalFraction(numerator: 1, scale: 0)) else { return nil }
    var result: [DecimalFraction] = []
    for (rate, isCompound) in zip(rates, compound) {
      if isCompound {
        guard let product = DecimalFraction(rate).multiplied(by: onePlusSimple) else { return nil }
        result.append(product)
      } else {
        result.append(DecimalFraction(rate))
      }
    }
    return result
  }

  /// A category whose rates cannot be brought to one exact scale.
  struct ScheduleError: Error {
    let category: String
  }
}
