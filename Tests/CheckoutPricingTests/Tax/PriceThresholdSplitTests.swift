import DecimalReference
import Foundation
import SampleMerchants
import SeededRandom
import TestSupport
import Testing

@testable import CheckoutPricing

/// A price threshold is per item (RateTables/README.md, "Price thresholds
/// and tax holidays"): identical units get the identical exact price,
/// whatever lines the cart puts them in, so the lines they are in do not
/// change whether they qualify.
@Suite("Price thresholds across line splits")
struct PriceThresholdSplitTests {
  static let newYorkCity = ContactFields(
    locality: "New York", administrativeArea: "NY", postalCode: "10001", countryCode: "US")
  static let asOf = Instant.parse("2026-11-21T15:04:05-05:00")!

  static func boots(_ id: String, _ minorUnits: Int64, quantity: Int64) -> CartLine {
    CartLine(
      id: id, label: "Boots", unitPrice: Amount(uncheckedMinorUnits: minorUnits, exponent: 2), quantity: quantity,
      weight: try! Weight(parsing: "2.8", unit: .pound), category: "clothing")
  }

  static func request(_ lines: [CartLine], coupon: String?, at asOf: Date = asOf) -> QuoteRequest {
    QuoteRequest(
      event: .shippingContactSelected, asOf: asOf, cart: Cart(lines: lines), shippingContact: newYorkCity,
      couponCode: coupon)
  }

  @Test("Three boots at 111.66 with $5 off the order pay no New York City tax, in one line of three or three of one")
  func threeBootsWithTrail5() throws {
    let engine = PricingEngine(book: try SampleMerchant.usOutfitters.rateBook())
    // 334.98 - 5.00 = 329.98: each unit 109.99⅓, under $110. In cents the
    // three lines get 1.67, 1.67 and 1.66 off, one of them 110.00.
    let one = engine.quote(Self.request([Self.boots("boots", 11_166, quantity: 3)], coupon: "TRAIL5"))
    let three = engine.quote(
      Self.request((1...3).map { Self.boots("boots-\($0)", 11_166, quantity: 1) }, coupon: "TRAIL5"))
    #expect(one.errors.isEmpty && three.errors.isEmpty, "\(one.errors) \(three.errors)")
    #expect(one.breakdown.tax?.total == usd("0.00"))
    #expect(three.breakdown.tax?.total == usd("0.00"))
  }

  /// Each case: the unit price and quantity, the order discount in cents,
  /// and the tax at New York City's 8.5%-shaped test rates
  /// (``PriceThresholdTests/newYorkRates(basis:)``).
  static let edgeCases: [(price: Int64, quantity: Int64, off: String?, tax: String)] = [
    // 330.00 less 0.01: each unit 109.99⅔, truncated 109.99: under.
    (11_000, 3, "0.01", "0.00"),
    // 330.00 with nothing off: each unit 110.00: over, 330.00 × 8.5%.
    (11_000, 3, nil, "28.05"),
    // 110.01 less 0.01: 110.00, over: 110.00 × 8.5% = 9.35.
    (11_001, 1, "0.01", "9.35"),
  ]

  @Test(
    "A unit qualifies when its exact price is below the threshold plus one minor unit",
    arguments: edgeCases.indices)
  func exactPriceAgainstThreshold(_ index: Int) throws {
    let (price, quantity, off, expected) = Self.edgeCases[index]
    var files = try PriceThresholdTests.files(rates: PriceThresholdTests.newYorkRates())
    files["coupons.csv", default: ""] += "CENT,A cent off,fixedOffOrder,\(off ?? "0.01"),\n"
    let engine = PricingEngine(book: try RateBook.load(from: .files(files)))
    let tax = PriceThresholdTests.tax(
      engine, [PriceThresholdTests.clothing(price, quantity: quantity)], coupon: off == nil ? nil : "CENT")
    #expect(tax == usd(expected), "\(price) × \(quantity) less \(off ?? "nothing")")
  }

  @Test("A later charge above a listed-basis threshold is taxed above it", arguments: ["listed", "discounted"])
  func laterChargeAboveListedThreshold(basis: String) throws {
    var files = try PriceThresholdTests.files(rates: PriceThresholdTests.newYorkRates(basis: basis))
    files["manifest.json"] = files["manifest.json"]?.replacingOccurrences(
      of: "\"pricesIncludeTax\": false,",
      with: "\"pricesIncludeTax\": false, \"managementURL\": \"https://example.com/payments\",")
    let engine = PricingEngine(book: try RateBook.load(from: .files(files)))
    let later = try #require(CalendarDate(iso: "2026-12-15"))
    for timing in [PaymentTiming.deferred(on: later), .recurring(.init(.month, startDate: later))] {
      var boots = PriceThresholdTests.clothing(12_000)
      boots.paymentTiming = timing
      let quote = engine.quote(
        QuoteRequest(
          event: .shippingContactSelected, asOf: QuoteFixtures.asOf, cart: Cart(lines: [boots]),
          shippingContact: QuoteFixtures.atlanta))
      // 120.00 × 8.5% = 10.20: above the threshold on either basis.
      #expect(quote.laterPayments.first?.item.amount == usd("130.20"), "\(basis) \(timing) \(quote.errors)")
    }
  }

  /// The US sample with `invoice` tax rounding, New York City's clothing
  /// threshold, its order discounts, and carts of boots near $110 beside a
  /// standard line.
  ///
  /// Scope: splitting a line of *q* units into *q* lines of one, or merging
  /// them back, moves no unit across a threshold. It can still change the
  /// tax legitimately in two ways the property leaves out: `line` and
  /// `unit` tax rounding round per line (hence `invoice` here), and an
  /// order discount's cents, dealt out by largest remainder, can move a
  /// cent between lines, and so between a unit under the threshold and
  /// one above it; a case whose split changes the total before tax of the
  /// units of any merged line is skipped and counted. The sample has no
  /// `percentOffLine` discount on clothing, which rounds per line.
  @Test("Splitting a line into lines of one, or merging equal lines, changes no tax; the total is the reference's")
  func splitChangesNoTax() throws {
    let book = TestBooks.variant(.usOutfitters, pricesIncludeTax: false, taxLevel: .invoice)
    let engine = PricingEngine(book: book)
    let blackFriday = try #require(Instant.parse("2026-11-28T12:00:00-05:00"))
    var compared = 0
    var skipped = 0
    forAllSeededCases(count: 2_000) { rng in
      let coupon = [nil, "TRAIL5", "SAVE10"].randomElement(using: &rng)!
      // Listed prices that the coupon brings near $110 a unit, where the
      // split used to matter: $5 off spreads under a dollar or two a unit,
      // 10% off takes 12.22 from 122.20.
      let prices: ClosedRange<Int64> =
        switch coupon {
        case "TRAIL5": 11_000...11_250
        case "SAVE10": 12_210...12_230
        default: 10_990...11_010
        }
      var merged: [CartLine] = []
      for index in 0..<Int.random(in: 1...3, using: &rng) {
        let price = Int64.random(in: prices, using: &rng)
        merged.append(Self.boots("boots-\(index)", price, quantity: Int64.random(in: 1...4, using: &rng)))
      }
      if Bool.random(using: &rng) {
        merged.append(
          CartLine(
            id: "stove", label: "Stove", unitPrice: Amount(uncheckedMinorUnits: 4_999, exponent: 2),
            quantity: Int64.random(in: 1...2, using: &rng), weight: try Weight(parsing: "1", unit: .pound)))
      }
      var split: [CartLine] = []
      var origin: [String: String] = [:]
      for line in merged {
        origin[line.id] = line.id
        guard line.category == "clothing" else {
          split.append(line)
          continue
        }
        for unit in 1...line.quantity {
          var one = line
          one.id = "\(line.id)-\(unit)"
          one.quantity = 1
          origin[one.id] = line.id
          split.append(one)
        }
      }
      let asOf = Bool.random(using: &rng) ? blackFriday : Self.asOf
      let requests = [Self.request(merged, coupon: coupon, at: asOf), Self.request(split, coupon: coupon, at: asOf)]
      // Before tax, the units of each merged line must keep their amount
      // in total.
      var totals: [[String: Int64]] = []
      for request in requests {
        let result = try book.discounts(for: DiscountRequest(cart: request.cart, couponCode: coupon, asOf: asOf))
        totals.append(
          Dictionary(
            zip(result.discountedLines.map { origin[$0.id]! }, result.discountedLines.map(\.amount.minorUnits)),
            uniquingKeysWith: +))
      }
      guard totals[0] == totals[1] else {
        skipped += 1
        return
      }
      let quotes = requests.map(engine.quote)
      let taxes = quotes.map { $0.breakdown.tax?.total }
      try #require(taxes[0] != nil && taxes[0] == taxes[1], "\(coupon ?? "-") \(merged): \(taxes)")
      for (request, quote) in zip(requests, quotes) {
        let reference = try #require(DecimalReference.quoteTotal(request, book: book))
        let total = try #require(quote.total?.amount, "\(quote.errors)")
        try #require(total.decimal == reference, "\(request.cart.lines): engine \(total), Decimal \(reference)")
      }
      compared += 1
    }
    #expect(compared > skipped, "compared \(compared), skipped \(skipped)")
  }
}
