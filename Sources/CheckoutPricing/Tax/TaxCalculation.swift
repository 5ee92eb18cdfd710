/// The tax stage's working state for one request: the taxable items (lines
/// and shipping parts), their rounded tax, and the sums per rate set.
struct TaxCalculation {
  /// A line or a part of the shipping, taxed at one rate set.
  struct Item {
    /// The rate set in the schedule.
    var set: Int
    /// The amount taxed, in minor units.
    var amount: Int64
    /// The request line's index, or `nil` for shipping.
    var line: Int?
    /// Orders items for allocation ties, independently of request order.
    var key: ItemKey
  }

  /// Lines by id first, then shipping parts by rate set.
  struct ItemKey: Comparable {
    var isShipping: Bool
    var id: String
    var set: Int

    static func < (lhs: ItemKey, rhs: ItemKey) -> Bool {
      if lhs.isShipping != rhs.isShipping { return !lhs.isShipping }
      return lhs.id != rhs.id ? lhs.id < rhs.id : lhs.set < rhs.set
    }
  }

  let jurisdiction: TaxJurisdiction
  let schedule: TaxSchedule
  let lines: [LineAmount]
  let shipping: Amount
  let exponent: Int
  let inclusive: Bool
  let level: TaxRoundingLevel
  let mode: RoundingMode

  private(set) var items: [Item] = []
  /// The rounded tax of each item, in minor units.
  private(set) var itemTax: [Int64] = []
  /// The rate sets present, in first-seen order, and per set: the amount
  /// taxed and the tax per rounding group (one group when combined, one
  /// per component when separate).
  private(set) var usedSets: [Int] = []
  private(set) var setAmount: [Int64] = []
  private(set) var setTax: [[Int64]] = []
  /// The sum of every item's amount, checked so that any partial sum fits.
  private var totalAmount: Int64 = 0

  init(
    jurisdiction: TaxJurisdiction, lines: [LineAmount], shipping: Amount, exponent: Int, inclusive: Bool,
    level: TaxRoundingLevel, mode: RoundingMode
  ) {
    self.jurisdiction = jurisdiction
    self.schedule = jurisdiction.schedule
    self.lines = lines
    self.shipping = shipping
    self.exponent = exponent
    self.inclusive = inclusive
    self.level = level
    self.mode = mode
  }

  /// Whether each component is its own rounding group.
  var isSeparateGroups: Bool {
    !inclusive && jurisdiction.componentRounding == .separate && schedule.sets[schedule.standard].shares.count > 1
  }

  private var groupCount: Int { isSeparateGroups ? schedule.sets[schedule.standard].shares.count : 1 }

  /// The rate of `set` in rounding group `group`, in units of `10^-scale`.
  private func rate(of set: Int, group: Int) -> Int64 {
    isSeparateGroups ? schedule.sets[set].shares[group] : schedule.sets[set].combined
  }

  // MARK: - Running

  mutating func run(dependsOnFullPostcode: Bool) throws(MoneyError) -> TaxResult {
    try collectItems()
    itemTax = [Int64](repeating: 0, count: items.count)
    setTax = [[Int64]](repeating: [Int64](repeating: 0, count: groupCount), count: usedSets.count)
    for group in 0..<groupCount { try roundGroup(group) }
    return try result(dependsOnFullPostcode: dependsOnFullPostcode)
  }

  private mutating func collectItems() throws(MoneyError) {
    items.reserveCapacity(lines.count + 2)
    var lineSets: [Int] = []
    lineSets.reserveCapacity(lines.count)
    for (index, line) in lines.enumerated() {
      let set = schedule.set(for: line.category)
      lineSets.append(set)
      if !schedule.sets[set].isExempt {
        try add(
          Item(
            set: set, amount: line.amount.minorUnits, line: index,
            key: ItemKey(isShipping: false, id: line.id, set: set)))
      }
    }
    guard shipping.minorUnits > 0 else { return }
    switch jurisdiction.shipping {
    case .exempt:
      return
    case .taxable:
      try addShipping(shipping.minorUnits, set: schedule.standard)
    case .proportional:
      // The categories' shares of the goods, as weights.
      var sets: [Int] = []
      var weights: [Int64] = []
      for (index, line) in lines.enumerated() {
        if let position = sets.firstIndex(of: lineSets[index]) {
          weights[position] += line.amount.minorUnits
        } else {
          sets.append(lineSets[index])
          weights.append(line.amount.minorUnits)
        }
      }
      guard weights.contains(where: { $0 > 0 }) else {
        try addShipping(shipping.minorUnits, set: schedule.standard)
        return
      }
      let parts = try shipping.allocated(proportionalTo: weights, tieBreakKeys: sets)
      for (position, set) in sets.enumerated() where !schedule.sets[set].isExempt && parts[position].minorUnits > 0 {
        try addShipping(parts[position].minorUnits, set: set)
      }
    }
  }

  private mutating func addShipping(_ amount: Int64, set: Int) throws(MoneyError) {
    try add(Item(set: set, amount: amount, line: nil, key: ItemKey(isShipping: true, id: "", set: set)))
  }

  private mutating func add(_ item: Item) throws(MoneyError) {
    let (total, totalOverflow) = totalAmount.addingReportingOverflow(item.amount)
    guard !totalOverflow else { throw MoneyError(.overflow, "the taxable amounts overflow the amount range") }
    totalAmount = total
    items.append(item)
    if let position = usedSets.firstIndex(of: item.set) {
      let (sum, overflow) = setAmount[position].addingReportingOverflow(item.amount)
      guard !overflow else { throw MoneyError(.overflow, "the taxable amounts overflow the amount range") }
      setAmount[position] = sum
    } else {
      usedSets.append(item.set)
      setAmount.append(item.amount)
    }
  }

  /// Rounds one group's tax at the level in force and gives each item its
  /// share.
  private mutating func roundGroup(_ group: Int) throws(MoneyError) {
    switch level {
    case .line:
      for index in items.indices { try roundBucket([index], group: group) }
    case .invoice where !inclusive:
      try roundBucket(Array(items.indices), group: group)
    case .invoice, .invoicePerRate:
      var rates: [Int64] = []
      var buckets: [[Int]] = []
      for index in items.indices {
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

  /// Rounds the tax of the items in `bucket` once, and splits it across them
  /// in proportion to their exact tax.
  private mutating func roundBucket(_ bucket: [Int], group: Int) throws(MoneyError) {
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
    guard numerator > 0 else { return }
    // Inclusive buckets have one rate: tax = amount × r / (1 + r).
    var denominator = Int128(schedule.denominator)
    if inclusive { denominator += Int128(firstRate) }
    let rounded = try Amount(
      checkedMinorUnits: mode.divide(numerator, by: denominator), exponent: exponent,
      operation: "the tax at \(jurisdiction.id)")
    guard rounded.minorUnits > 0 else { return }
    if bucket.count == 1 {
      credit(bucket[0], rounded.minorUnits, group: group)
      return
    }
    let weights: [Int64] =
      sameRate
      ? bucket.map { items[$0].amount }
      : TaxCalculation.narrowed(bucket.map { Int128(items[$0].amount) * Int128(rate(of: items[$0].set, group: group)) })
    let parts = try rounded.allocated(proportionalTo: weights, tieBreakKeys: bucket.map { items[$0].key })
    for (position, index) in bucket.enumerated() { credit(index, parts[position].minorUnits, group: group) }
  }

  private mutating func credit(_ index: Int, _ tax: Int64, group: Int) {
    itemTax[index] += tax
    if let position = usedSets.firstIndex(of: items[index].set) { setTax[position][group] += tax }
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
