import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

/// The rules of the JSON contract article, "Payments later", by hand on the US sample
/// (Denver, prices exclusive of tax) and the UK one (prices inclusive).
@Suite("Payments later")
struct LaterPaymentTests {
  static let brighton = ContactFields(postalCode: "BN1", countryCode: "GB")

  static func day(_ text: String) throws -> CalendarDate { try #require(CalendarDate(iso: text)) }
  static func instant(_ text: String) throws -> Date { try #require(Instant.parse(text)) }

  static func request(_ lines: [CartLine], at asOf: String = "2026-11-21T15:04:05-05:00") throws -> QuoteRequest {
    QuoteRequest(
      event: .shippingContactSelected, asOf: try instant(asOf), cart: Cart(lines: lines),
      shippingContact: QuoteFixtures.atlantaWithCity)
  }

  static func tent() throws -> CartLine {
    CartLine(
      id: "tent", label: "Tent", unitPrice: usd("249.00"), quantity: 1,
      weight: try Weight(parsing: "4", unit: .pound))
  }

  static func box(_ timing: PaymentTiming) throws -> CartLine {
    CartLine(
      id: "box", label: "Snack Box", unitPrice: usd("29.00"), quantity: 2,
      weight: try Weight(parsing: "3", unit: .pound),
      paymentTiming: timing)
  }

  let us: PricingEngine
  let uk: PricingEngine

  init() throws {
    us = PricingEngine(book: try SampleMerchant.usOutfitters.rateBook())
    uk = PricingEngine(book: try SampleMerchant.ukTeahouse.rateBook())
  }

  @Test("A subscription that starts today is charged now and again each interval, at the price and its tax")
  func startsToday() throws {
    let quote = us.quote(try Self.request([try Self.tent(), try Self.box(.recurring(.init(.month)))]))
    // Atlanta: 8.9%, Georgia 4% and 4.9% of county, city and transit taxes (us-ga-atlanta).
    #expect(quote.summaryItems.first { $0.kind == .subtotal }?.amount == usd("307.00"))
    let payment = try #require(quote.laterPayments.first)
    #expect(quote.laterPayments.count == 1)
    #expect(payment.item == SummaryItem(label: "Snack Box", amount: usd("63.16")))  // 58.00 + 5.162
    #expect(payment.schedule == .recurring(.month, count: 1, start: try Self.day("2026-11-21"), end: nil))
    #expect(payment.managementURL == "https://sierra-trail.example/account/payments")
  }

  @Test("A subscription that starts later, and a deferred line, charge nothing now; their weight still ships now")
  func startsLater() throws {
    for timing in [
      PaymentTiming.recurring(.init(.month, startDate: try Self.day("2026-12-01"))),
      .deferred(on: try Self.day("2026-12-15")),
    ] {
      let quote = us.quote(try Self.request([try Self.tent(), try Self.box(timing)]))
      var now = try Self.box(.immediate)
      now.unitPrice = usd("0.00")
      let nowQuote = us.quote(try Self.request([try Self.tent(), now]))
      #expect(quote.summaryItems == nowQuote.summaryItems && quote.total == nowQuote.total)
      #expect(quote.summaryItems.first?.amount == usd("249.00"))
      #expect(quote.laterPayments.first?.item.amount == usd("63.16"))
    }
  }

  @Test("The day is the merchant's: 01:30 UTC on the 22nd is still the 21st in Denver")
  func merchantsDay() throws {
    let box = try Self.box(.recurring(.init(.month, startDate: try Self.day("2026-11-21"))))
    let evening = us.quote(try Self.request([box], at: "2026-11-22T01:30:00Z"))
    let charged = usd("58.00")
    #expect(evening.errors.isEmpty && evening.summaryItems.first?.amount == charged)
    let next = us.quote(try Self.request([box], at: "2026-11-22T07:30:00Z"))
    #expect(next.total == nil && next.errors.first?.path == "lines[0].paymentTiming.startDate")
  }

  @Test("A coupon lowers what is charged now, not the later charges")
  func couponNowOnly() throws {
    var request = try Self.request([try Self.tent(), try Self.box(.recurring(.init(.month)))])
    let plain = us.quote(request)
    request.couponCode = "SAVE10"
    let coupon = us.quote(request)
    #expect(coupon.summaryItems.contains { $0.amount == usd("-30.70") })
    #expect(coupon.laterPayments == plain.laterPayments)
  }

  @Test("A trial: its price now, the regular price from its end")
  func trial() throws {
    let timing = PaymentTiming.recurring(
      .init(
        every: 3, .month, endDate: try Self.day("2027-12-01"),
        trial: .init(unitPrice: usd("1.00"), endDate: try Self.day("2026-12-21"))))
    let quote = us.quote(try Self.request([try Self.box(timing)]))
    #expect(quote.summaryItems.first?.amount == usd("2.00"))
    #expect(quote.laterPayments.map(\.isTrial) == [false, true])
    #expect(
      quote.laterPayments[0].schedule
        == .recurring(.month, count: 3, start: try Self.day("2026-12-21"), end: try Self.day("2027-12-01")))
    #expect(
      quote.laterPayments[1].schedule
        == .recurring(.month, count: 3, start: try Self.day("2026-11-21"), end: try Self.day("2026-12-21")))
    #expect(quote.laterPayments[1].item == SummaryItem(label: "Snack Box (trial)", amount: usd("2.18")))
  }

  @Test(
    "An automatic reload is charged now and on each reload; before an address its tax, and so the charge, is pending")
  func automaticReload() throws {
    var request = try Self.request([try Self.box(.automaticReload(threshold: usd("5.00")))])
    request.shippingContact = nil
    request.event = .initial
    let quote = us.quote(request)
    #expect(quote.summaryItems.first?.amount == usd("58.00"))
    let reload = try #require(quote.laterPayments.first)
    #expect(reload.item.type == .pending && reload.item.amount.minorUnits == 0)
    #expect(reload.schedule == .automaticReload(threshold: usd("5.00")))
  }

  @Test("An exemption charges no tax later either: exclusive prices add none, inclusive ones drop by the tax in them")
  func exemption() throws {
    var request = try Self.request([try Self.box(.deferred(on: try Self.day("2026-12-15")))])
    request.taxExemption = TaxExemption(kind: .exempt, id: "GA-RESALE-1")
    #expect(us.quote(request).laterPayments.first?.item.amount == usd("58.00"))

    let mug = CartLine(
      id: "mug", label: "Mug", unitPrice: try Amount(parsing: "12.00", exponent: 2), quantity: 1,
      paymentTiming: .deferred(on: try Self.day("2026-12-15")))
    var british = QuoteRequest(
      event: .shippingContactSelected, asOf: try Self.instant("2026-11-21T12:00:00Z"), cart: Cart(lines: [mug]),
      shippingContact: Self.brighton)
    #expect(uk.quote(british).laterPayments.first?.item.amount == (try Amount(parsing: "12.00", exponent: 2)))
    british.taxExemption = TaxExemption(kind: .reverseCharge, id: "FR40303265045")
    // 12.00 includes 2.00 of VAT at 20%.
    #expect(uk.quote(british).laterPayments.first?.item.amount == (try Amount(parsing: "10.00", exponent: 2)))
  }

  @Test("A coupon whose row says laterCharges lowers every charge of its line, now and later")
  func couponForEveryCharge() throws {
    let club = CartLine(
      id: "tea-club", label: "Tea of the Month Club", unitPrice: try Amount(parsing: "12.50", exponent: 2),
      quantity: 1, category: "zero", paymentTiming: .recurring(.init(.month)))
    var request = QuoteRequest(
      event: .couponCodeChanged, asOf: try Self.instant("2026-11-21T12:00:00Z"), cart: Cart(lines: [club]),
      shippingContact: Self.brighton, couponCode: "CLUB20")
    let quote = uk.quote(request)
    #expect(quote.errors.isEmpty)
    #expect(
      quote.summaryItems.contains(
        SummaryItem(label: "20% off the Tea of the Month Club", amount: try Amount(parsing: "-2.50", exponent: 2))))
    #expect(quote.laterPayments.first?.item.amount == (try Amount(parsing: "10.00", exponent: 2)))
    // Without the code, the club costs its price every month.
    request.couponCode = nil
    #expect(uk.quote(request).laterPayments.first?.item.amount == (try Amount(parsing: "12.50", exponent: 2)))
  }

  @Test("Only a percentage can lower later charges: laterCharges on a fixed amount is an error at its cell")
  func laterChargesNeedsAPercentage() throws {
    var files = try TestBooks.minimalMerchant()
    files["coupons.csv"] = "code,label,kind,value,laterCharges\nTRAIL5,$5 off,fixedOffOrder,5.00,yes\n"
    let error = try #require(throws: RateTableError.self) { try RateBook.load(from: .files(files)) }
    #expect(
      error.diagnostics.contains {
        $0.location.file == "coupons.csv" && $0.location.line == 2
          && $0.message.hasPrefix("'laterCharges' applies only to kinds percentOffLine and percentOffOrder")
      }, "\(error)")
  }

  @Test("A merchant without a managementURL cannot take a payment later: Apple Pay requires one")
  func managementURLRequired() throws {
    let book = try RateBook.load(from: .files(try TestBooks.minimalMerchant()))
    let line = CartLine(
      id: "a", label: "A", unitPrice: usd("1.00"), quantity: 1,
      paymentTiming: .deferred(on: try Self.day("2026-12-15")))
    let quote = PricingEngine(book: book).quote(
      QuoteRequest(event: .initial, asOf: try Self.instant("2026-11-21T12:00:00Z"), cart: Cart(lines: [line])))
    #expect(quote.total == nil)
    #expect(quote.errors.first?.path == "lines[0].paymentTiming" && quote.errors.first?.reason == .invalidRequest)
    #expect(quote.errors.first?.message.contains("no managementURL") == true)
  }

  @Test("A typed trial price in another currency is an error at its path, not a price")
  func trialCurrency() throws {
    let timing = PaymentTiming.recurring(
      .init(.month, trial: .init(unitPrice: try Amount(parsing: "1", exponent: 0), endDate: try Self.day("2026-12-21")))
    )
    let quote = us.quote(try Self.request([try Self.box(timing)]))
    #expect(quote.total == nil && quote.errors.first?.path == "lines[0].paymentTiming.trial.unitPrice")
  }
}
