/// The discount stage's working state for one cart: which discounts were
/// chosen, and what is left of each line as they apply.
struct DiscountWorksheet {
  let cart: CheckedCart
  private var lines: [CartLine] { cart.lines }
  /// What is left of each line, in minor units; starts at the extended price.
  var remaining: [Int64]
  let exponent: Int
  let mode: RoundingMode
  let asOf: Date
  /// Discounts chosen so far, in the order chosen.
  private(set) var chosen: [Coupon] = []
  /// Whether a chosen discount is free shipping, and whether one does not
  /// combine: kept as they are chosen, so that checking the next discount
  /// is constant work however many are chosen.
  private var hasFreeShipping = false
  private var hasExclusive = false
  /// Free shipping from the chosen discounts.
  private(set) var freeShipping: FreeShippingGrant?
  /// Whether order discounts are also shared out exactly, for a price
  /// threshold on the `discounted` basis.
  let sharesExactly: Bool
  /// With ``sharesExactly``, once an order discount applied: what is left
  /// of each line exactly, `exactNumerators[i] / exactDenominator` minor
  /// units, each order discount shared among its eligible lines in exact
  /// proportion to what is left of them (RateTables/README.md, "Price
  /// thresholds and tax holidays"). Empty before: what is left is then
  /// ``remaining``, exactly. Order discounts apply last, so nothing in
  /// cents is taken after these start.
  private(set) var exactNumerators: [Int128] = []
  /// The denominator common to ``exactNumerators``.
  private(set) var exactDenominator: Int128 = 1

  init(cart: CheckedCart, exponent: Int, mode: RoundingMode, asOf: Date, sharesExactly: Bool = false) {
    self.cart = cart
    self.remaining = cart.lines.indices.map(cart.extendedPrice)
    self.exponent = exponent
    self.mode = mode
    self.asOf = asOf
    self.sharesExactly = sharesExactly
  }

  // MARK: - Choosing

  /// Why `coupon` cannot apply to this cart now, or `nil` when it can.
  /// Cheap: automatic discounts are checked on every quote.
  func ineligibility(of coupon: Coupon) -> QuoteError.CouponReason? {
    switch coupon.validity(at: asOf) {
    case .valid: break
    case .expired: return .expired
    case .notYetValid: return .notYetValid
    }
    // A minimum is of the goods: a gift card sold is not one of them.
    if let minimum = coupon.minimumSubtotal, cart.merchandiseSubtotal < minimum.minorUnits {
      return .belowMinimum
    }
    guard coupon.isRestricted || coupon.kind == .buyXGetY || cart.hasGiftCards else {
      return lines.isEmpty ? .noEligibleItems : nil
    }
    let units = eligibleUnits(for: coupon)
    guard units > 0 else { return .noEligibleItems }
    if case .buyGet(let buy, let get, _) = coupon.value, units < buy + get { return .notEnoughItems }
    return nil
  }

  /// Why `coupon` cannot join the discounts chosen so far, if it cannot.
  func conflict(of coupon: Coupon) -> QuoteError.CouponReason? {
    if coupon.kind == .freeShipping && hasFreeShipping { return .notCombinable }
    return !chosen.isEmpty && (!coupon.isCombinable || hasExclusive) ? .notCombinable : nil
  }

  /// Adds `coupon` to the chosen discounts; ``conflict(of:)`` said it may join.
  mutating func choose(_ coupon: Coupon) {
    chosen.append(coupon)
    hasFreeShipping = hasFreeShipping || coupon.kind == .freeShipping
    hasExclusive = hasExclusive || !coupon.isCombinable
  }

  /// What is wrong with a typed code refused for `reason`, with the
  /// figures the shopper's sentence gives.
  func problem(for reason: QuoteError.CouponReason, _ coupon: Coupon) -> CouponProblem {
    let detail: CouponProblem.Detail
    switch reason {
    case .unknown:
      detail = .unknown
    case .expired:
      detail = .expired(lastDay: coupon.validUntil)
    case .notYetValid:
      detail = .notYetValid(firstDay: coupon.validFrom)
    case .belowMinimum:
      detail = .belowMinimum(
        minimum: coupon.minimumSubtotal, giftCardsNotCounted: cart.hasGiftCards,
        subtotal: amount(cart.merchandiseSubtotal))
    case .noEligibleItems:
      detail = .noEligibleItems(appliesTo: coupon.isRestricted ? coupon.categories + coupon.items : [])
    case .notEnoughItems:
      var needed: Int64 = 0
      if case .buyGet(let buy, let get, _) = coupon.value { needed = buy + get }
      detail = .notEnoughItems(needed: needed, eligible: eligibleUnits(for: coupon))
    case .notCombinable:
      if coupon.kind == .freeShipping, let other = chosen.first(where: { $0.kind == .freeShipping }) {
        detail = .freeShippingAlreadyApplies(other.label)
      } else {
        detail = .notCombinable(with: chosen.first { !coupon.isCombinable || !$0.isCombinable }?.label)
      }
    }
    return CouponProblem(name: coupon.code ?? coupon.label, detail: detail)
  }

  /// The units of the lines `coupon` applies to, saturating at `Int64.max`.
  private func eligibleUnits(for coupon: Coupon) -> Int64 {
    var units: Int64 = 0
    for index in lines.indices where isEligible(index, for: coupon) {
      let (sum, overflow) = units.addingReportingOverflow(lines[index].quantity)
      units = overflow ? .max : sum
    }
    return units
  }

  // MARK: - Applying

  /// Applies the chosen discounts in the documented order and returns one
  /// item per discount that took something off.
  mutating func apply() throws(MoneyError) -> [DiscountItem] {
    guard !chosen.isEmpty else { return [] }
    // A stable sort: within a kind, the order chosen (automatic first).
    var order = Array(chosen.indices)
    if chosen.count > 1 {
      let steps = chosen.map(\.kind.step)
      order.sort { (steps[$0], $0) < (steps[$1], $1) }
    }
    var items: [DiscountItem] = []
    for index in order {
      let coupon = chosen[index]
      if coupon.kind == .freeShipping {
        if case .shippingCap(let cap) = coupon.value {
          freeShipping = FreeShippingGrant(
            label: coupon.label, code: coupon.code, cap: cap, services: coupon.services, serviceIDs: coupon.serviceIDs)
        }
        continue
      }
      let taken = try take(coupon)
      var total: Int64 = 0
      for (index, amount) in taken.enumerated() {
        remaining[index] -= amount
        total += amount
      }
      guard total > 0 else { continue }
      items.append(
        DiscountItem(
          label: coupon.label, code: coupon.code, kind: coupon.kind,
          amount: Amount(uncheckedMinorUnits: total, exponent: exponent),
          allocations: taken.map { Amount(uncheckedMinorUnits: $0, exponent: exponent) }))
    }
    return items
  }

  /// What `coupon` takes from each line, each at most what is left of it.
  private mutating func take(_ coupon: Coupon) throws(MoneyError) -> [Int64] {
    var taken = [Int64](repeating: 0, count: lines.count)
    switch (coupon.kind, coupon.value) {
    case (.buyXGetY, .buyGet(let buy, let get, let percentOff)):
      try takeBuyGet(coupon, buy: buy, get: get, percentOff: percentOff, into: &taken)
    case (.percentOffLine, .percent(let rate)):
      for index in lines.indices where isEligible(index, for: coupon) && remaining[index] > 0 {
        let off = try rate.applied(to: amount(remaining[index]), rounding: mode).minorUnits
        taken[index] = min(max(off, 0), remaining[index])
      }
    case (.fixedOffUnit, .amount(let value)):
      for index in lines.indices where isEligible(index, for: coupon) {
        let (off, overflow) = value.minorUnits.multipliedReportingOverflow(by: lines[index].quantity)
        taken[index] = overflow ? remaining[index] : min(off, remaining[index])
      }
    case (.fixedOffLine, .amount(let value)):
      for index in lines.indices where isEligible(index, for: coupon) {
        taken[index] = min(value.minorUnits, remaining[index])
      }
    case (.percentOffOrder, .percent(let rate)):
      let base = eligibleRemaining(for: coupon)
      let off = try rate.applied(to: amount(base), rounding: mode).minorUnits
      try allocate(min(max(off, 0), base), for: coupon, into: &taken)
    case (.fixedOffOrder, .amount(let value)):
      try allocate(min(value.minorUnits, eligibleRemaining(for: coupon)), for: coupon, into: &taken)
    default:
      // The loader pairs every kind with its value; nothing else reaches here.
      break
    }
    return taken
  }

  /// In every `buy + get` eligible units, the `get` cheapest are discounted:
  /// units are taken from the cheapest lines first, ties by line id, and
  /// each line's discount is rounded once.
  private func takeBuyGet(
    _ coupon: Coupon, buy: Int64, get: Int64, percentOff: Rate, into taken: inout [Int64]
  ) throws(MoneyError) {
    let eligible = lines.indices.filter { isEligible($0, for: coupon) }
    var units: Int64 = 0
    for index in eligible {
      let (sum, overflow) = units.addingReportingOverflow(lines[index].quantity)
      guard !overflow else { throw MoneyError(.overflow, "the cart holds too many units") }
      units = sum
    }
    // groups * get <= units, so it fits.
    var free = units / (buy + get) * get
    let cheapestFirst = eligible.sorted {
      let (a, b) = (lines[$0], lines[$1])
      return a.unitPrice.minorUnits != b.unitPrice.minorUnits
        ? a.unitPrice.minorUnits < b.unitPrice.minorUnits : a.id < b.id
    }
    for index in cheapestFirst where free > 0 {
      let count = min(free, lines[index].quantity)
      free -= count
      // count <= quantity, so count x price <= the extended price, which fits.
      let price = try lines[index].unitPrice.multiplied(by: count)
      let off = try percentOff.applied(to: price, rounding: mode).minorUnits
      taken[index] = min(max(off, 0), remaining[index])
    }
  }

  /// A gift card is never discounted: a voucher is sold at its face value
  /// (RateTables/README.md, "Selling a gift card").
  private func isEligible(_ index: Int, for coupon: Coupon) -> Bool {
    !cart.isGiftCard(index) && coupon.isEligible(id: lines[index].id, category: cart.categories[index])
  }

  private func eligibleRemaining(for coupon: Coupon) -> Int64 {
    // At most the subtotal, so the sum fits.
    lines.indices.reduce(0) { isEligible($1, for: coupon) ? $0 + remaining[$1] : $0 }
  }

  /// Splits an order discount across the eligible lines in proportion to
  /// what is left of each, by largest remainder, ties by line id.
  private mutating func allocate(_ total: Int64, for coupon: Coupon, into taken: inout [Int64]) throws(MoneyError) {
    guard total > 0 else { return }
    let weights = lines.indices.map { isEligible($0, for: coupon) ? remaining[$0] : 0 }
    let parts = try amount(total).allocated(proportionalTo: weights, tieBreakKeys: lines.map(\.id))
    for index in parts.indices { taken[index] = parts[index].minorUnits }
    if sharesExactly { try shareExactly(total, for: coupon) }
  }

  /// Takes `total` off the eligible lines' exact amounts in exact
  /// proportion to them: with `N` the eligible numerators' sum over the
  /// common denominator `D`, each eligible line keeps `(N - total × D) / N`
  /// of itself. Every line is brought to the new denominator `D × N`, and
  /// the fractions are then reduced by their greatest common divisor.
  ///
  /// - Throws: ``MoneyError`` `overflow` when a numerator does not fit an
  ///   `Int128`, which takes more order discounts on one cart than the
  ///   tables can give.
  private mutating func shareExactly(_ total: Int64, for coupon: Coupon) throws(MoneyError) {
    let overflow = MoneyError(.overflow, "the order discounts' exact shares overflow")
    if exactNumerators.isEmpty { exactNumerators = remaining.map { Int128($0) } }
    var eligibleSum: Int128 = 0
    for index in lines.indices where isEligible(index, for: coupon) {
      let (sum, sumOverflow) = eligibleSum.addingReportingOverflow(exactNumerators[index])
      guard !sumOverflow else { throw overflow }
      eligibleSum = sum
    }
    guard eligibleSum > 0 else { return }
    let (taken, takenOverflow) = Int128(total).multipliedReportingOverflow(by: exactDenominator)
    guard !takenOverflow else { throw overflow }
    let kept = eligibleSum - taken
    var divisor: Int128 = 0
    for index in lines.indices {
      let factor = isEligible(index, for: coupon) ? kept : eligibleSum
      let (product, productOverflow) = exactNumerators[index].multipliedReportingOverflow(by: factor)
      guard !productOverflow else { throw overflow }
      exactNumerators[index] = product
      divisor = Self.greatestCommonDivisor(divisor, product)
    }
    let (denominator, denominatorOverflow) = exactDenominator.multipliedReportingOverflow(by: eligibleSum)
    guard !denominatorOverflow else { throw overflow }
    divisor = Self.greatestCommonDivisor(divisor, denominator)
    exactDenominator = denominator / divisor
    for index in lines.indices { exactNumerators[index] /= divisor }
  }

  /// The greatest common divisor of two numbers at least 0 (`b` when `a` is 0).
  static func greatestCommonDivisor(_ a: Int128, _ b: Int128) -> Int128 {
    var (a, b) = (a, b)
    while b != 0 { (a, b) = (b, a % b) }
    return a
  }

  private func amount(_ minorUnits: Int64) -> Amount { Amount(uncheckedMinorUnits: minorUnits, exponent: exponent) }
}
