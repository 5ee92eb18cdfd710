package import CheckoutPricing
import Foundation
import Synchronization

extension DecimalReference {
  /// What the discount rule of `RateTables/README.md` gives, computed in
  /// `Decimal` from the rate book's public tables.
  package struct DiscountOutcome: Equatable, Sendable {
    /// One applied discount.
    public struct Item: Equatable, Sendable {
      public var label: String
      public var code: String?
      public var amount: Decimal
      public var allocations: [Decimal]
    }

    /// Each line after discounts, in cart order.
    public var lines: [Decimal]
    /// Each line after discounts with every order discount shared out
    /// exactly, in proportion to what is left of each eligible line, rather
    /// than in minor units: `numerator / denominator`. What a `discounted`
    /// price threshold compares (RateTables/README.md, "Price thresholds
    /// and tax holidays").
    public var exactLines: [(numerator: Decimal, denominator: Decimal)] = []
    public var items: [Item]
    /// The free-shipping cap (`nil` inside for no cap) and services, if won.
    public var freeShipping: (cap: Decimal?, services: [String])?
    /// Why the typed code was refused, if it was.
    public var errors: [QuoteError.CouponReason]

    public static func == (lhs: DiscountOutcome, rhs: DiscountOutcome) -> Bool {
      lhs.lines == rhs.lines && lhs.items == rhs.items && lhs.errors == rhs.errors
        && lhs.freeShipping?.cap == rhs.freeShipping?.cap && lhs.freeShipping?.services == rhs.freeShipping?.services
    }
  }

  /// The discount stage in `Decimal`: choose, apply kind by kind, cap,
  /// allocate order discounts by largest remainder.
  ///
  /// Validity days are checked by converting `asOf` to a calendar day in the
  /// merchant's time zone, independently of the engine's precomputed
  /// instants.
  package static func discounts(cart: Cart, couponCode: String?, asOf: Date, book: RateBook)
    -> DiscountOutcome
  {
    let scale = book.merchant.currency.minorUnits
    let mode = book.merchant.roundingMode
    let lines = cart.lines
    let prices = lines.map { $0.unitPrice.decimal * Decimal($0.quantity) }
    let subtotal = prices.reduce(Decimal(0), +)
    let parts = calendar(in: book.merchant.timeZone).dateComponents([.year, .month, .day], from: asOf)
    let today = CalendarDate(year: parts.year!, month: parts.month!, day: parts.day!)!

    // A gift card is sold at its face value: no discount lowers it, and its
    // price is not part of a coupon's minimum (RateTables/README.md,
    // "Selling a gift card").
    func isGiftCard(_ line: CartLine) -> Bool { line.category == "giftCard" }
    let giftCards = lines.indices.filter { isGiftCard(lines[$0]) }.reduce(Decimal(0)) { $0 + prices[$1] }
    func eligible(_ coupon: Coupon, _ line: CartLine) -> Bool {
      guard !isGiftCard(line) else { return false }
      return (coupon.categories.isEmpty && coupon.items.isEmpty) || coupon.categories.contains(line.category)
        || coupon.items.contains(line.id)
    }
    func refusal(_ coupon: Coupon) -> QuoteError.CouponReason? {
      if let until = coupon.validUntil, today > until { return .expired }
      if let from = coupon.validFrom, today < from { return .notYetValid }
      if let minimum = coupon.minimumSubtotal, subtotal - giftCards < minimum.decimal { return .belowMinimum }
      let eligibleLines = lines.filter { eligible(coupon, $0) }
      if eligibleLines.isEmpty { return .noEligibleItems }
      if case .buyGet(let buy, let get, _) = coupon.value,
        eligibleLines.reduce(Decimal(0), { $0 + Decimal($1.quantity) }) < Decimal(buy + get)
      {
        return .notEnoughItems
      }
      return nil
    }
    var chosen: [Coupon] = []
    func conflicts(_ coupon: Coupon) -> Bool {
      if coupon.kind == .freeShipping && chosen.contains(where: { $0.kind == .freeShipping }) { return true }
      return !chosen.isEmpty && (!coupon.isCombinable || chosen.contains { !$0.isCombinable })
    }
    for coupon in book.discounts.automatic where refusal(coupon) == nil && !conflicts(coupon) {
      chosen.append(coupon)
    }
    var errors: [QuoteError.CouponReason] = []
    let typed = couponCode?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    if !typed.isEmpty {
      if let coupon = book.discounts.coupons[typed.uppercased()] {
        if let reason = refusal(coupon) {
          errors.append(reason)
        } else if conflicts(coupon) {
          errors.append(.notCombinable)
        } else {
          chosen.append(coupon)
        }
      } else {
        errors.append(.unknown)
      }
    }

    var remaining = prices
    // What is left of each line exactly, over one common denominator.
    var exactNumerators: [Decimal] = []
    var exactDenominator = Decimal(1)
    var items: [DiscountOutcome.Item] = []
    var freeShipping: (cap: Decimal?, services: [String])?
    for kind in Coupon.Kind.applicationOrder {
      for coupon in chosen where coupon.kind == kind {
        var taken = [Decimal](repeating: 0, count: lines.count)
        let eligibleIndices = lines.indices.filter { eligible(coupon, lines[$0]) }
        switch coupon.value {
        case .shippingCap(let cap):
          freeShipping = (cap?.decimal, coupon.services)
          continue
        case .buyGet(let buy, let get, let percentOff):
          let units = eligibleIndices.reduce(Decimal(0)) { $0 + Decimal(lines[$1].quantity) }
          var free = round(units / Decimal(buy + get), scale: 0, .towardZero) * Decimal(get)
          let order = eligibleIndices.sorted {
            lines[$0].unitPrice.decimal != lines[$1].unitPrice.decimal
              ? lines[$0].unitPrice.decimal < lines[$1].unitPrice.decimal : lines[$0].id < lines[$1].id
          }
          for index in order where free > 0 {
            let count = min(free, Decimal(lines[index].quantity))
            free -= count
            let off = apply(rate: percentOff.decimal, to: count * lines[index].unitPrice.decimal, scale: scale, mode)
            taken[index] = min(off, remaining[index])
          }
        case .percent(let rate) where kind == .percentOffLine:
          for index in eligibleIndices {
            taken[index] = min(apply(rate: rate.decimal, to: remaining[index], scale: scale, mode), remaining[index])
          }
        case .amount(let value) where kind == .fixedOffUnit:
          for index in eligibleIndices {
            taken[index] = min(value.decimal * Decimal(lines[index].quantity), remaining[index])
          }
        case .amount(let value) where kind == .fixedOffLine:
          for index in eligibleIndices { taken[index] = min(value.decimal, remaining[index]) }
        case .percent, .amount:
          let base = eligibleIndices.reduce(Decimal(0)) { $0 + remaining[$1] }
          var total: Decimal
          if case .percent(let rate) = coupon.value {
            total = apply(rate: rate.decimal, to: base, scale: scale, mode)
          } else if case .amount(let value) = coupon.value {
            total = value.decimal
          } else {
            total = 0
          }
          total = min(total, base)
          if total > 0 {
            let weights = lines.indices.map { eligibleIndices.contains($0) ? remaining[$0] : Decimal(0) }
            taken = allocate(total, scale: scale, weights: weights, keys: lines.map(\.id))
            // Exactly: line i's share is total × e_i / E, with e_i what is
            // left of it and E the eligible lines' sum; it keeps
            // e_i × (E - total) / E.
            if exactNumerators.isEmpty { exactNumerators = remaining }
            let sum = eligibleIndices.reduce(Decimal(0)) { $0 + exactNumerators[$1] }
            let kept = sum - total * exactDenominator
            for index in lines.indices {
              exactNumerators[index] *= eligibleIndices.contains(index) ? kept : sum
            }
            exactDenominator *= sum
          }
        }
        let amount = taken.reduce(Decimal(0), +)
        for index in lines.indices { remaining[index] -= taken[index] }
        if amount > 0 {
          items.append(DiscountOutcome.Item(label: coupon.label, code: coupon.code, amount: amount, allocations: taken))
        }
      }
    }
    var outcome = DiscountOutcome(lines: remaining, items: items, freeShipping: freeShipping, errors: errors)
    outcome.exactLines =
      exactNumerators.isEmpty
      ? remaining.map { ($0, 1) } : exactNumerators.map { ($0, exactDenominator) }
    return outcome
  }

  /// A Gregorian calendar in an IANA time zone, made once per zone.
  private static func calendar(in identifier: String) -> Calendar {
    calendars.withLock { cache in
      if let calendar = cache[identifier] { return calendar }
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = TimeZone(identifier: identifier)!
      cache[identifier] = calendar
      return calendar
    }
  }

  private static let calendars = Mutex<[String: Calendar]>([:])

  /// What a free-shipping grant takes off a method's price, in `Decimal`.
  package static func shippingDiscount(
    _ grant: (cap: Decimal?, services: [String])?, shipping: Decimal, service: String?
  ) -> Decimal {
    guard let grant, grant.services.isEmpty || grant.services.contains(service ?? "") else { return 0 }
    return min(grant.cap ?? shipping, shipping)
  }

  /// The signed payment adjustment of `RateTables/README.md`, in `Decimal`.
  package static func paymentAdjustment(
    book: RateBook, method: PaymentMethod, merchandise: Decimal, destination: Destination?
  ) -> Decimal {
    let area = destination.flatMap { book.paymentArea(for: $0) }
    var best: PaymentAdjustmentRule?
    for rule in book.paymentAdjustments where rule.paymentType == method.type {
      if let network = rule.network, network != method.network?.lowercased() { continue }
      if rule.kind == .surcharge && (method.type == .debit || method.type == .prepaid) { continue }
      if !rule.areas.isEmpty && !rule.areas.contains(area ?? "") { continue }
      if best == nil || (best?.network == nil && rule.network != nil) { best = rule }
    }
    guard let rule = best else { return 0 }
    var magnitude = apply(
      rate: rule.rate.decimal, to: merchandise, scale: book.merchant.currency.minorUnits, book.merchant.roundingMode)
    if let maximum = rule.maximum { magnitude = min(magnitude, maximum.decimal) }
    if rule.kind == .discount { return -min(magnitude, merchandise) }
    return magnitude
  }
}
