import DecimalReference
import Foundation
import SampleMerchants
import SeededRandom
import TestSupport
import Testing

@testable import CheckoutPricing

/// Lines paid later (the JSON contract article, "Payments later") on seeded random carts:
/// the quote is the quote of the cart at the prices charged now, and each
/// later payment is the line's price times its quantity plus the tax on it,
/// recomputed in `Decimal`.
@Suite("Payments later: properties")
struct LaterPaymentPropertyTests {
  /// The merchant's day of `instant`, from Foundation's calendar.
  static func day(of instant: Date, in book: RateBook) throws -> CalendarDate {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: book.merchant.timeZone))
    let parts = calendar.dateComponents([.year, .month, .day], from: instant)
    return try #require(CalendarDate(year: parts.year!, month: parts.month!, day: parts.day!))
  }

  static func day(_ day: CalendarDate, plus days: Int) throws -> CalendarDate {
    try #require(CalendarDate(dayNumber: day.dayNumber + days))
  }

  /// A random timing for a line on `today`, and what the line's unit
  /// price is charged now by the rule, worked out here on its own.
  static func randomTiming(
    unitPrice: Amount, today: CalendarDate, _ rng: inout SeededGenerator
  ) throws -> (timing: PaymentTiming, nowPrice: Amount, charges: Int) {
    let exponent = unitPrice.exponent
    let zero = Amount.zero(exponent: exponent)
    switch Int.random(in: 0..<3, using: &rng) {
    case 0:
      let start = try day(today, plus: Bool.random(using: &rng) ? 0 : Int.random(in: 1...40, using: &rng))
      let trial =
        Bool.random(using: &rng)
        ? PaymentTiming.Trial(
          unitPrice: Amount(uncheckedMinorUnits: Int64.random(in: 0...2_000, using: &rng), exponent: exponent),
          endDate: try day(start, plus: Int.random(in: 1...31, using: &rng))) : nil
      let regularStart = trial?.endDate ?? start
      let end = Bool.random(using: &rng) ? try day(regularStart, plus: Int.random(in: 1...400, using: &rng)) : nil
      let recurring = PaymentTiming.Recurring(
        every: Int.random(in: 1...12, using: &rng), PaymentTiming.IntervalUnit.allCases.randomElement(using: &rng)!,
        startDate: Bool.random(using: &rng) && start == today ? nil : start, endDate: end, trial: trial)
      let now = start == today ? (trial?.unitPrice ?? unitPrice) : zero
      return (.recurring(recurring), now, trial == nil ? 1 : 2)
    case 1:
      return (.deferred(on: try day(today, plus: Int.random(in: 1...90, using: &rng))), zero, 1)
    default:
      let threshold = Amount(uncheckedMinorUnits: Int64.random(in: 0...5_000, using: &rng), exponent: exponent)
      return (.automaticReload(threshold: threshold), unitPrice, 1)
    }
  }

  @Test(
    "A cart with a line paid later is quoted as the cart at the prices charged now, and each later charge is the line's price and its tax",
    arguments: SampleMerchant.allCases)
  func chargedNowAndLater(merchant: SampleMerchant) throws {
    let engine = try #require(ExampleRequests.engines[merchant])
    let book = engine.book
    let currency = book.merchant.currency
    var taxedLater = 0
    var discountedLater = 0
    forAllSeededCases(count: 1_000) { rng in
      var request = PricingEnginePropertyTests.randomRequest(merchant, book: book, &rng)
      let today = try Self.day(of: request.asOf, in: book)
      let index = Int.random(in: 0..<request.cart.lines.count, using: &rng)
      // Sometimes the line a sample's `laterCharges` coupon selects (the UK's CLUB20).
      if merchant == .ukTeahouse && Bool.random(using: &rng) {
        request.cart.lines[index].id = "tea-club"
        request.couponCode = "CLUB20"
      }
      let line = request.cart.lines[index]
      let (timing, nowPrice, charges) = try Self.randomTiming(unitPrice: line.unitPrice, today: today, &rng)
      request.cart.lines[index].paymentTiming = timing
      let quote = engine.quote(request)
      // A session prepares the schedule once and finishes it again alike.
      try #require(engine.quote(engine.session(for: request)) == quote, "\(request)")

      // What is charged now: the same quote as the cart at those prices.
      var now = request
      now.cart.lines[index].unitPrice = nowPrice
      now.cart.lines[index].paymentTiming = .immediate
      let nowQuote = engine.quote(now)
      try #require(quote.total == nowQuote.total, "\(request)")
      try #require(quote.summaryItems == nowQuote.summaryItems, "\(request)")
      try #require(quote.shippingMethods == nowQuote.shippingMethods, "\(request)")
      try #require(quote.errors == nowQuote.errors, "\(request)")
      guard quote.total != nil else { return try #require(quote.laterPayments.isEmpty) }

      // Later: the regular billing, then the trial.
      try #require(quote.laterPayments.count == charges, "\(request)")
      let regular = try #require(quote.laterPayments.first)
      try #require(!regular.isTrial && regular.lineID == line.id && regular.paymentDescription == line.label)
      for payment in quote.laterPayments {
        let price: Amount
        if payment.isTrial, case .recurring(let recurring) = timing, let trial = recurring.trial {
          price = trial.unitPrice
        } else {
          price = line.unitPrice
        }
        var base = price.decimal * Decimal(line.quantity)
        // A chosen coupon whose row says laterCharges takes its percentage
        // off, rounded once in the merchant's mode.
        if let code = quote.breakdown.discounts?.appliedCouponCode,
          let coupon = book.discounts.coupons[Coupon.matchingKey(code)], coupon.lowersLaterCharges,
          coupon.items.contains(line.id) || coupon.categories.contains(line.category)
            || (coupon.items.isEmpty && coupon.categories.isEmpty),
          case .percent(let rate) = coupon.value
        {
          let off = DecimalReference.apply(
            rate: rate.decimal, to: base, scale: currency.minorUnits, book.merchant.roundingMode)
          base -= min(off, base)
          discountedLater += 1
        }
        guard let destination = quote.breakdown.destination, quote.breakdown.tax != nil else {
          // Before an address, or when no method reaches it (the quote's
          // tax is pending), a charge with tax to add is pending.
          if book.merchant.pricesIncludeTax {
            try #require(payment.item == SummaryItem(label: payment.item.label, amount: payment.item.amount))
            try #require(payment.item.amount.decimal == base, "\(request)")
          } else {
            try #require(payment.item.type == .pending && payment.item.amount.minorUnits == 0, "\(request)")
          }
          continue
        }
        // Taxed where the quote is; the Decimal reference looks up the
        // destination's own jurisdiction, so only those cases compare.
        guard
          book.taxJurisdiction(for: destination)?.jurisdiction.id == quote.breakdown.tax?.jurisdiction?.id
        else { continue }
        // At the rates of the quote's day (RateTables/README.md, "Rates that
        // change on a date"), the day the sheet shows the charge.
        let tax = DecimalReference.tax(
          lines: [.init(id: line.id, category: line.category, amount: base, quantity: Int(line.quantity))], shipping: 0,
          destination: destination, book: book, asOf: request.asOf
        ).total
        // Where the merchant is not registered no tax is charged: none is
        // added, and inclusive prices drop by the tax inside them.
        let registered = book.taxJurisdiction(for: destination)?.jurisdiction.isRegistered ?? true
        let expected =
          book.merchant.pricesIncludeTax ? (registered ? base : base - tax) : (registered ? base + tax : base)
        try #require(payment.item.type == .final && payment.item.amount.decimal == expected, "\(request)")
        if tax != 0 { taxedLater += 1 }
      }

      // The response: the published shapes, and the same bytes as the tree encoder.
      let json = String(decoding: ResponseEncoder.encode(quote), as: UTF8.self)
      try #require(json == TreeResponseEncoder.encode(quote).serialized(), "the same bytes as the JSONValue tree")
      let problems = ContractChecker.problems(
        in: try JSONParser().parse(json), event: request.event, currency: currency)
      try #require(problems.isEmpty, "\(problems): \(request)")
    }
    // The comparison with tax ran, not only the untaxed cases.
    #expect(taxedLater > 100, "\(merchant): \(taxedLater) later charges with tax compared")
    if merchant == .ukTeahouse {
      #expect(discountedLater > 100, "\(discountedLater) later charges lowered by CLUB20 compared")
    }
  }
}
