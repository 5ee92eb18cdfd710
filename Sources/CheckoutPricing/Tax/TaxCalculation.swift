/// The tax stage's working state for one request: the taxable items (lines
/// and shipping parts), their rounded tax, and the sums per rate set.
///
/// Pricing runs on every sheet event, so the state is two small arrays of
/// plain values, indexed in loops, and nothing is looked up twice.
struct TaxCalculation: Sendable {
  /// A line or a part of the shipping, taxed at one rate set.
  struct Item: Sendable {
    /// The rate set in the schedule.
    var set: Int
    /// The set's position in ``slots``, or -1 for an exempt line.
    var slot: Int
    /// The amount taxed, in minor units.
    var amount: Int64
    /// The rounded tax, in minor units.
    var tax: Int64 = 0
  }

  /// The items of one rate set.
  struct Slot: Sendable {
    var set: Int
    var amount: Int64
    /// The tax of the set, all groups together.
    var tax: Int64 = 0
  }

  /// Orders items for allocation ties, independently of request order:
  /// lines by id first, then shipping parts by category. Made only where
  /// a rounded sum is shared out, so items hold no strings.
  struct ItemKey: Comparable, Sendable {
    var isShipping: Bool
    /// The line's id, or the shipping part's category.
    var id: String

    static func < (lhs: ItemKey, rhs: ItemKey) -> Bool {
      lhs.isShipping != rhs.isShipping ? !lhs.isShipping : lhs.id < rhs.id
    }
  }

  let jurisdiction: TaxJurisdiction
  let schedule: TaxSchedule
  let lines: [LineAmount]
  /// Each line's category.
  let categories: [CategoryID]
  let shipping: Amount
  let level: TaxRoundingLevel
  /// How each figure is rounded: read by the mutating steps without a copy.
  let rounding: TaxRounding
  var exponent: Int { rounding.exponent }
  var inclusive: Bool { rounding.inclusive }
  /// Whether each component is its own rounding group (separate
  /// components, exclusive prices, more than one component).
  let isSeparateGroups: Bool
  /// One group when combined, one per component when separate.
  let groupCount: Int

  /// One item per request line, in order (exempt lines included, never
  /// taxed), then the shipping parts.
  private(set) var items: [Item] = []
  /// The rate sets present, in first-seen order.
  private(set) var slots: [Slot] = []
  /// With separate groups, each slot's tax per component:
  /// `groupTax[slot * groupCount + component]`.
  private(set) var groupTax: [Int64] = []
  /// The sum of every item's amount, checked so that any partial sum fits.
  private var totalAmount: Int64 = 0

  init(
    jurisdiction: TaxJurisdiction, lines: [LineAmount], categories: [CategoryID], shipping: Amount, exponent: Int,
    inclusive: Bool, level: TaxRoundingLevel, mode: RoundingMode
  ) {
    self.jurisdiction = jurisdiction
    self.schedule = jurisdiction.schedule
    self.lines = lines
    self.categories = categories
    self.shipping = shipping
    self.level = level
    rounding = TaxRounding(
      denominator: jurisdiction.schedule.denominator, inclusive: inclusive, mode: mode, exponent: exponent)
    let components = jurisdiction.components.count
    isSeparateGroups = !inclusive && jurisdiction.componentRounding == .separate && components > 1
    groupCount = isSeparateGroups ? components : 1
  }

  /// The rate of `set` in rounding group `group`, in units of `10^-scale`.
  private func rate(of set: Int, group: Int) -> Int64 {
    isSeparateGroups ? schedule.shareUnits[set * schedule.componentCount + group] : schedule.combinedUnits[set]
  }

  // MARK: - Running

  /// Collects the items and rounds their tax; the result is then
  /// ``TaxResult/init(_:dependsOnFullPostcode:)``, which keeps the
  /// calculation.
  mutating func run() throws(MoneyError) {
    try collectItems()
    if isSeparateGroups { groupTax = [Int64](repeating: 0, count: slots.count * groupCount) }
    for group in 0..<groupCount { try roundGroup(group) }
  }

  private mutating func collectItems() throws(MoneyError) {
    // Each array in one allocation: a slot per rate set present, and no
    // more sets than the schedule has or items there are.
    items.reserveCapacity(lines.count + 2)
    slots.reserveCapacity(min(schedule.names.count, lines.count + 2))
    var anyWeight = false
    // A price threshold picks a line's rate set by its price
    // (RateTables/README.md, "Price thresholds and tax holidays"); a
    // jurisdiction without one checks so once, here, not per line.
    // The lines are read in place, by index: a line holds strings, which
    // a copy of it would retain.
    if schedule.thresholds.isEmpty {
      for index in lines.indices {
        let category = categories[index]
        try addLine(
          lines[index].amount.minorUnits, category: category, set: schedule.set(for: category), anyWeight: &anyWeight)
      }
    } else {
      for index in lines.indices {
        let category = categories[index]
        let set = schedule.set(for: category, line: lines[index])
        try addLine(lines[index].amount.minorUnits, category: category, set: set, anyWeight: &anyWeight)
      }
    }
    guard shipping.minorUnits > 0 else { return }
    switch jurisdiction.shipping {
    case .exempt:
      return
    case .taxable:
      try addShipping(shipping.minorUnits, set: schedule.standard)
    case .proportional:
      guard anyWeight else { return try addShipping(shipping.minorUnits, set: schedule.standard) }
      // The categories' shares of the goods, as weights.
      var sets: [Int] = []
      var weights: [Int64] = []
      for index in lines.indices where categories[index] != CategoryTable.giftCard {
        let set = items[index].set
        if let position = sets.firstIndex(of: set) {
          weights[position] += items[index].amount
        } else {
          sets.append(set)
          weights.append(items[index].amount)
        }
      }
      if sets.count == 1 {
        if !schedule.isExempt[sets[0]] { try addShipping(shipping.minorUnits, set: sets[0]) }
        return
      }
      // Ties go by category name, compared as the names' ranks.
      let ranks = schedule.nameRanks
      let parts = try shipping.allocated(proportionalTo: weights, tieBreakKeys: sets.map { ranks[$0] })
      for position in sets.indices where !schedule.isExempt[sets[position]] && parts[position].minorUnits > 0 {
        try addShipping(parts[position].minorUnits, set: sets[position])
      }
    }
  }

  /// Adds a request line of `amount` minor units taxed at `set`, noting in
  /// `anyWeight` whether it takes a share of the shipping.
  private mutating func addLine(
    _ amount: Int64, category: CategoryID, set: Int, anyWeight: inout Bool
  ) throws(MoneyError) {
    // A gift card is not shipped: it takes no share of the shipping.
    anyWeight = anyWeight || (amount > 0 && category != CategoryTable.giftCard)
    if schedule.isExempt[set] {
      items.append(Item(set: set, slot: -1, amount: amount))
    } else {
      try add(set: set, amount: amount)
    }
  }

  private mutating func addShipping(_ amount: Int64, set: Int) throws(MoneyError) {
    try add(set: set, amount: amount)
  }

  private mutating func add(set: Int, amount: Int64) throws(MoneyError) {
    let (total, totalOverflow) = totalAmount.addingReportingOverflow(amount)
    guard !totalOverflow else { throw MoneyError(.overflow, "the taxable amounts overflow the amount range") }
    totalAmount = total
    var slot = 0
    while slot < slots.count && slots[slot].set != set { slot += 1 }
    if slot == slots.count {
      slots.append(Slot(set: set, amount: amount))
    } else {
      // At most the total, which fits.
      slots[slot].amount += amount
    }
    items.append(Item(set: set, slot: slot, amount: amount))
  }

  /// Rounds one group's tax at the level in force and gives each item its
  /// share.
  private mutating func roundGroup(_ group: Int) throws(MoneyError) {
    switch level {
    case .line:
      for index in items.indices where items[index].slot >= 0 { try roundItem(index, group: group) }
    case .unit:
      for index in items.indices where items[index].slot >= 0 { try roundUnits(index, group: group) }
    case .invoice where !inclusive:
      try roundBucket(items.indices.filter { items[$0].slot >= 0 }, group: group)
    case .invoice, .invoicePerRate:
      var rates: [Int64] = []
      var buckets: [[Int]] = []
      for index in items.indices where items[index].slot >= 0 {
        let rate = rate(of: items[index].set, group: group)
        if let position = rates.firstIndex(of: rate) {
          buckets[position].append(index)
        } else {
          rates.append(rate)
          buckets.append([index])
        }
      }
      for bucket in buckets { try roundBucket(bucket, group: group) }
    }
  }

  /// Rounds one item's tax once.
  private mutating func roundItem(_ index: Int, group: Int) throws(MoneyError) {
    let tax = try rounding.tax(
      of: items[index].amount, rate: rate(of: items[index].set, group: group), at: jurisdiction)
    try credit(index, tax, group: group)
  }

  /// Rounds each unit's tax of a line, then multiplies by the units: the
  /// line's amount after discounts is split across its units by largest
  /// remainder (equal weights: each unit gets `amount / quantity`, and
  /// `amount mod quantity` of them one minor unit more), so the units add
  /// up to the line. Shipping parts are one unit.
  private mutating func roundUnits(_ index: Int, group: Int) throws(MoneyError) {
    let quantity = index < lines.count ? lines[index].quantity : 1
    guard quantity > 1 else { return try roundItem(index, group: group) }
    let rate = rate(of: items[index].set, group: group)
    let amount = items[index].amount
    let (share, larger) = amount.quotientAndRemainder(dividingBy: quantity)
    let smallTax = try rounding.tax(of: share, rate: rate, at: jurisdiction)
    let largeTax = larger > 0 ? try rounding.tax(of: share + 1, rate: rate, at: jurisdiction) : 0
    let (small, smallOverflow) = smallTax.multipliedReportingOverflow(by: quantity - larger)
    let (large, largeOverflow) = largeTax.multipliedReportingOverflow(by: larger)
    let (tax, sumOverflow) = small.addingReportingOverflow(large)
    guard !smallOverflow && !largeOverflow && !sumOverflow else {
      throw MoneyError(.overflow, "the tax at \(jurisdiction.id) overflows the amount range")
    }
    try credit(index, tax, group: group)
  }

  /// Rounds the tax of the items in `bucket` once, and splits it across them
  /// in proportion to their exact tax.
  private mutating func roundBucket(_ bucket: [Int], group: Int) throws(MoneyError) {
    guard !bucket.isEmpty else { return }
    if bucket.count == 1 { return try roundItem(bucket[0], group: group) }
    var numerator: Int128 = 0
    var sameRate = true
    let firstRate = rate(of: items[bucket[0]].set, group: group)
    for index in bucket {
      let rate = rate(of: items[index].set, group: group)
      sameRate = sameRate && rate == firstRate
      let (sum, overflow) = numerator.addingReportingOverflow(Int128(items[index].amount) * Int128(rate))
      guard !overflow else { throw MoneyError(.overflow, "the tax on the quote overflows") }
      numerator = sum
    }
    // Inclusive buckets have one rate: tax = amount × r / (1 + r).
    let tax = try rounding.tax(ofProduct: numerator, rate: firstRate, at: jurisdiction)
    guard tax > 0 else { return }
    let rounded = Amount(uncheckedMinorUnits: tax, exponent: exponent)
    var weights: [Int64] = []
    var keys: [ItemKey] = []
    weights.reserveCapacity(bucket.count)
    keys.reserveCapacity(bucket.count)
    if sameRate {
      for index in bucket { weights.append(items[index].amount) }
    } else {
      var exact: [Int128] = []
      exact.reserveCapacity(bucket.count)
      for index in bucket {
        exact.append(Int128(items[index].amount) * Int128(rate(of: items[index].set, group: group)))
      }
      weights = TaxCalculation.narrowed(exact)
    }
    // Items begin with one per line, in order; then the shipping parts.
    for index in bucket {
      keys.append(
        index < lines.count
          ? ItemKey(isShipping: false, id: lines[index].id)
          : ItemKey(isShipping: true, id: schedule.names[items[index].set]))
    }
    let parts = try rounded.allocated(proportionalTo: weights, tieBreakKeys: keys)
    for position in bucket.indices { try credit(bucket[position], parts[position].minorUnits, group: group) }
  }

  private mutating func credit(_ index: Int, _ tax: Int64, group: Int) throws(MoneyError) {
    guard tax != 0 else { return }
    let slot = items[index].slot
    let (itemSum, itemOverflow) = items[index].tax.addingReportingOverflow(tax)
    let (slotSum, slotOverflow) = slots[slot].tax.addingReportingOverflow(tax)
    guard !itemOverflow && !slotOverflow else { throw MoneyError(.overflow, "the tax overflows the amount range") }
    items[index].tax = itemSum
    slots[slot].tax = slotSum
    // At most the slot's tax, which fits.
    if isSeparateGroups { groupTax[slot * groupCount + group] += tax }
  }

  /// Exact weights that do not fit an `Int64` are scaled down together by a
  /// power of ten (rounded toward zero); the parts still add up exactly,
  /// and only proportions beyond 18 significant digits are lost.
  static func narrowed(_ weights: [Int128]) -> [Int64] {
    let largest = weights.max() ?? 0
    var divisor: Int128 = 1
    while largest / divisor > Int128(Int64.max) { divisor *= 10 }
    return weights.map { Int64(divisor == 1 ? $0 : RoundingMode.towardZero.divide($0, by: divisor)) }
  }
}
