import DecimalReference
import Foundation
import SampleMerchants
import SeededRandom
import TestSupport
import Testing

@testable import CheckoutPricing

/// Invariants of shipping rating over seeded random carts, addresses and
/// instants on the sample merchants.
@Suite("Shipping properties")
struct ShippingPropertyTests {
  static let books: [SampleMerchant: RateBook] = Dictionary(
    uniqueKeysWithValues: SampleMerchant.allCases.map { ($0, try! $0.rateBook()) })

  /// Addresses each sample merchant serves in some way, and a few it does not.
  static let addresses: [SampleMerchant: [Destination]] = [
    .usOutfitters: [
      Ship.address("30303", "US"), Ship.address("80202", "US"), Ship.address("80249", "US"),
      Ship.address("99501", "US"), Ship.address("96813", "US"), Ship.address("00901", "US", region: "PR"),
      Ship.address("09001", "US", region: "AE"), Ship.address("HS1", "GB"), Ship.address("ZE1 0AA", "GB"),
      Ship.address("SW1A", "GB"), Ship.address("K1A", "CA", region: "ON"), Ship.address("0800", "AU", region: "NT"),
      Ship.address("10115", "DE"), Ship.address("100-0005", "JP"), Ship.address("01000", "MX"),
    ],
    .ukTeahouse: [
      Ship.address("BN1 1AA", "GB"), Ship.address("BN2", "GB"), Ship.address("SW1A 1AA", "GB"),
      Ship.address("BT1", "GB"), Ship.address("HS1 2AA", "GB"), Ship.address("KW15", "GB"),
      Ship.address("D02 X285", "IE"), Ship.address("75008", "FR"), Ship.address("30303", "US"),
    ],
    .jpStationery: [
      Ship.address("100-0005", "JP"), Ship.address("060-0001", "JP"), Ship.address("900-0001", "JP"),
      Ship.address("907-0004", "JP"), Ship.address("530-0001", "JP"), Ship.address("30303", "US"),
    ],
    .deBookshop: [
      Ship.address("04109", "DE"), Ship.address("04357", "DE"), Ship.address("10115", "DE"),
      Ship.address("75008", "FR"), Ship.address("1017 CT", "NL"), Ship.address("20121", "IT"),
      Ship.address("1010", "AT"), Ship.address("8001", "CH"), Ship.address("28013", "ES"),
    ],
    .txLeatherworks: [
      Ship.address("78704", "US", region: "TX"), Ship.address("77002", "US", region: "TX"),
      Ship.address("73102", "US", region: "OK"), Ship.address("99501", "US", region: "AK"),
      Ship.address("10115", "DE"),
    ],
  ]

  static func currency(_ merchant: SampleMerchant) -> Currency {
    books[merchant]!.merchant.currency
  }

  /// A random cart in the merchant's currency: 1-4 lines, sometimes weightless,
  /// sometimes with dimensions, sometimes hazardous or fragile.
  static func cart(_ rng: inout SeededGenerator, currency: Currency) -> [CartLine] {
    (0..<Int.random(in: 1...4, using: &rng)).map { index in
      let scale = Int64.powerOfTen(currency.minorUnits)
      let price = Amount(minorUnits: Int64.random(in: 1...200 * scale, using: &rng), currency: currency)
      let unit = WeightUnit.allCases.randomElement(using: &rng)!
      let weight: Weight? =
        Int.random(in: 0..<5, using: &rng) == 0
        ? nil : Weight(quanta: Int64.random(in: 0...(unit.quanta * 30), using: &rng))
      let size: Dimensions? =
        Bool.random(using: &rng)
        ? Dimensions(
          micrometres: (
            Int64.random(in: 10_000...1_200_000, using: &rng), Int64.random(in: 10_000...600_000, using: &rng),
            Int64.random(in: 1_000...400_000, using: &rng)
          )) : nil
      let category = ["standard", "standard", "standard", "hazmat", "fragile", "ink-bottle"].randomElement(using: &rng)!
      return CartLine(
        id: "line-\(index)", label: "line \(index)", unitPrice: price, quantity: Int64.random(in: 1...5, using: &rng),
        weight: weight, dimensions: size, category: category)
    }
  }

  /// A random instant from 2026 to the end of 2027.
  static func instant(_ rng: inout SeededGenerator) -> Date {
    Date(timeIntervalSince1970: TimeInterval(Int.random(in: 1_767_225_600...1_830_297_600, using: &rng)))
  }

  static func request(_ rng: inout SeededGenerator, _ merchant: SampleMerchant, lines: [CartLine]? = nil)
    -> ShippingRequest
  {
    let currency = currency(merchant)
    let lines = lines ?? cart(&rng, currency: currency)
    let subtotal = try! Cart(lines: lines).subtotal(exponent: currency.minorUnits)
    let discount = Amount(
      minorUnits: Int64.random(in: 0...subtotal.minorUnits, using: &rng), currency: currency)
    return ShippingRequest(
      cart: Cart(lines: lines), destination: addresses[merchant]!.randomElement(using: &rng)!,
      subtotalBeforeDiscounts: subtotal, subtotalAfterDiscounts: try! subtotal.subtracting(discount),
      asOf: instant(&rng), explain: Bool.random(using: &rng))
  }

  /// Rates, treating an unserviceable address as no options.
  /// Runs `body` on one random request per seeded case (see
  /// `forAllSeededCases`): its sample merchant, that merchant's book, the
  /// request and the generator for any further draws.
  static func forAllSampleRequests(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (SampleMerchant, RateBook, ShippingRequest, inout SeededGenerator) throws -> Void
  ) {
    forAllSeededCases(sourceLocation: sourceLocation) { rng in
      let merchant = SampleMerchant.allCases.randomElement(using: &rng)!
      let request = request(&rng, merchant)
      try body(merchant, books[merchant]!, request, &rng)
    }
  }

  static func rate(_ book: RateBook, _ request: ShippingRequest) throws -> [ShippingMethod] {
    do {
      return try book.shippingOptions(for: request).options
    } catch  where error.code == .addressUnserviceable {
      return []
    }
  }

  @Test("Prices are never negative and have the currency's digits; every option has a window")
  func pricesAreWellFormed() {
    Self.forAllSampleRequests { _, book, request, _ in
      for option in try Self.rate(book, request) {
        try #require(!option.amount.isNegative, "\(option.identifier) costs \(option.amount)")
        try #require(option.amount.exponent == book.merchant.currency.minorUnits, "\(option.identifier)")
        try #require(option.window != nil && !option.detail.isEmpty, "\(option.identifier) has no window")
        try #require(option.window!.earliest <= option.window!.latest)
      }
    }
  }

  @Test("A free-shipping threshold is exact: one minor unit below pays, at the threshold is free")
  func freeThresholdBoundary() throws {
    let book = Self.books[.usOutfitters]!
    forAllSeededCases { rng in
      // Ground Advantage to Georgia is free from 99.00 after discounts, whatever the cart.
      var request = Self.request(
        &rng, .usOutfitters,
        lines: Self.cart(&rng, currency: Ship.usd).filter {
          ($0.weight?.quanta ?? 0) < WeightUnit.pound.quanta * 10
        })
      request.destination = Ship.address("30303", "US")
      request.subtotalAfterDiscounts = Ship.money("98.99")
      let below = try Self.rate(book, request).first { $0.identifier == "usps-ground-advantage" }
      request.subtotalAfterDiscounts = Ship.money("99.00")
      let at = try Self.rate(book, request).first { $0.identifier == "usps-ground-advantage" }
      try #require((below == nil) == (at == nil))
      if let below, let at {
        try #require(below.amount.minorUnits > 0 && at.amount.minorUnits == 0, "\(below.amount) / \(at.amount)")
      }
    }
    // Random thresholds and prices on a fixture (fewer cases: each builds a book).
    forAllSeededCases(count: 300) { rng in
      let threshold = Int64.random(in: 1...10_000_000, using: &rng)
      let price = Int64.random(in: 1...100_000, using: &rng)
      let basis = Bool.random(using: &rng) ? "beforeDiscounts" : "afterDiscounts"
      let fixture = try Ship.merchant(
        services:
          "service,carrier,label,type,freeAbove,subtotalBasis\ns,A,A,shipping,\(Amount(minorUnits: threshold, currency: Ship.usd)),\(basis)\n",
        serviceZones: "service,zone,transitMin,transitMax\ns,us,1,1\n",
        rates: "service,zone,basis,price\ns,us,flat,\(Amount(minorUnits: price, currency: Ship.usd))\n")
      let other = Amount(minorUnits: Int64.random(in: 0...20_000_000, using: &rng), currency: Ship.usd)
      for (subtotal, expected) in [(threshold - 1, price), (threshold, 0)] {
        let measured = Amount(minorUnits: subtotal, currency: Ship.usd)
        let request = Ship.request(
          [Ship.line("x", "1.00")], to: Ship.address("30303", "US"),
          before: basis == "beforeDiscounts" ? measured : other, after: basis == "afterDiscounts" ? measured : other)
        let amount = try fixture.shippingOptions(for: request).options.first?.amount.minorUnits
        try #require(amount == expected, "threshold \(threshold), subtotal \(subtotal) \(basis): \(amount ?? -1)")
      }
    }
  }

  /// The sample merchant's tables with the data rows of every shipping file shuffled.
  static func shuffled(_ merchant: SampleMerchant, seed: UInt64) throws -> RateBook {
    var rng = SeededGenerator(seed: seed)
    var files = merchant.files
    for name in [
      "services.csv", "service_zones.csv", "rates.csv", "stores.csv", "surcharges.csv", "exclusions.csv",
      "service_areas.csv", "holidays.csv",
    ] {
      guard let text = files[name] else { continue }
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      guard let header = lines.firstIndex(where: { !$0.hasPrefix("#") }) else { continue }
      let rows = lines[(header + 1)...].filter { !$0.isEmpty }.shuffled(using: &rng)
      files[name] = (lines[...header] + rows).joined(separator: "\n") + "\n"
    }
    return try RateBook.load(from: .files(files))
  }

  @Test("The order is deterministic and independent of the order of rows in the files")
  func orderIsIndependentOfFiles() throws {
    var variants: [SampleMerchant: [RateBook]] = [:]
    for merchant in SampleMerchant.allCases {
      variants[merchant] = try (0..<6).map { try Self.shuffled(merchant, seed: 0x5EED + $0) }
    }
    Self.forAllSampleRequests { merchant, _, request, rng in
      var request = request
      request.explain = false
      let key = { (options: [ShippingMethod]) in
        options.map { "\($0.identifier) \($0.amount) \($0.detail) \($0.label) \($0.type)" }
      }
      let original = try key(Self.rate(Self.books[merchant]!, request))
      let again = try key(Self.rate(Self.books[merchant]!, request))
      try #require(original == again, "not deterministic")
      let variant = variants[merchant]!.randomElement(using: &rng)!
      let reordered = try key(Self.rate(variant, request))
      try #require(original == reordered, "\(original) != \(reordered)")
    }
  }

  @Test("A retained selection stays first and the rest keep their order")
  func retainedSelectionStaysFirst() {
    Self.forAllSampleRequests { _, book, request, rng in
      var request = request
      let plain = try Self.rate(book, request).map(\.identifier)
      guard let chosen = plain.randomElement(using: &rng) else { return }
      request.selectedMethod = chosen
      let selected = try Self.rate(book, request).map(\.identifier)
      try #require(selected.first == chosen, "\(chosen) not first in \(selected)")
      try #require(Array(selected.dropFirst()) == plain.filter { $0 != chosen })
    }
  }

  @Test("With monotone tables the price never falls as weight rises")
  func priceNeverFallsWithWeight() {
    Self.forAllSampleRequests { _, book, request, rng in
      var request = request
      let before = try Self.rate(book, request)
      var lines = request.cart.lines
      let index = Int.random(in: 0..<lines.count, using: &rng)
      let extra = Int64.random(in: 1...WeightUnit.kilogram.quanta * 20, using: &rng)
      lines[index].weight = Weight(quanta: (lines[index].weight?.quanta ?? 0) + extra)
      request.cart = Cart(lines: lines)
      let after = Dictionary(uniqueKeysWithValues: try Self.rate(book, request).map { ($0.identifier, $0.amount) })
      for option in before {
        guard let heavier = after[option.identifier] else { continue }
        try #require(
          heavier.minorUnits >= option.amount.minorUnits,
          "\(option.identifier): \(option.amount) fell to \(heavier) with \(extra) ng more")
      }
    }
  }

  @Test("Weight tiers and percentages agree with a Decimal computation")
  func agreesWithDecimal() throws {
    let tiers = try RateKindTests.book(",weightUnit", ",lb", rates: RateKindTests.tiers)
    let percent = try RateKindTests.book(
      "", "", rates: "service,zone,basis,price,percent,minimumPrice,maximumPrice\ns,us,percent,,12.5,4.00,20.00\n")
    forAllSeededCases { rng in
      // Weight in hundredths of a pound, an exact number of quanta.
      let hundredths = Int64.random(in: 0...20_000, using: &rng)
      let line = CartLine(
        id: "x", label: "x", unitPrice: Ship.money("1.00"), quantity: 1,
        weight: Weight(quanta: hundredths * 72_574_779_200))
      let engine = try Self.rate(tiers, Ship.request([line], to: RateKindTests.georgia)).first?.amount.decimal
      let pounds = Decimal(hundredths) / 100
      var billed = Decimal()
      var exact = pounds
      NSDecimalRound(&billed, &exact, 0, .up)
      let expected: Decimal =
        billed <= 1
        ? 5
        : billed <= 5
          ? 8
          : 12 + DecimalReference.round((billed - 5) / 2, scale: 0, .towardPositiveInfinity) * Decimal(string: "0.75")!
      try #require(engine == expected, "\(pounds) lb: engine \(engine ?? -1), Decimal \(expected)")

      let subtotal = Amount(minorUnits: Int64.random(in: 0...50_000, using: &rng), currency: Ship.usd)
      let percentPrice = try Self.rate(
        percent, Ship.request([Ship.line("x", "1.00")], to: RateKindTests.georgia, before: subtotal)
      ).first?.amount.decimal
      let raw = DecimalReference.round(subtotal.decimal * Decimal(string: "0.125")!, scale: 2, .halfAwayFromZero)
      let clamped = min(max(raw, 4), 20)
      try #require(percentPrice == clamped, "12.5% of \(subtotal): engine \(percentPrice ?? -1), Decimal \(clamped)")
    }
  }

  /// Grams in one unit, as an exact `Decimal`: the independent side.
  static let grams: [WeightUnit: Decimal] = [
    .kilogram: 1_000, .gram: 1, .pound: Decimal(string: "453.59237")!, .ounce: Decimal(string: "28.349523125")!,
  ]

  @Test("Weights of up to four decimals in any unit parse, add and compare exactly as Decimal grams do")
  func weightsCompareAsDecimal() throws {
    forAllSeededCases { rng in
      // Two weights, often near each other across units: n / 10^4 units.
      func random() -> (text: String, unit: WeightUnit, grams: Decimal) {
        let unit = WeightUnit.allCases.randomElement(using: &rng)!
        let tenThousandths = Int64.random(in: 0...2_000_000, using: &rng)
        let text = "\(tenThousandths / 10_000).\(String(10_000 + tenThousandths % 10_000).dropFirst())"
        return (text, unit, Decimal(tenThousandths) / 10_000 * Self.grams[unit]!)
      }
      let (a, b) = (random(), random())
      let left = try Weight(parsing: a.text, unit: a.unit)
      let right = try Weight(parsing: b.text, unit: b.unit)
      let context = "\(a.text) \(a.unit.rawValue) vs \(b.text) \(b.unit.rawValue)"
      try #require((left < right) == (a.grams < b.grams), "\(context)")
      try #require((left == right) == (a.grams == b.grams), "\(context)")
      // The sum is exact too: its description, in grams, is the Decimal sum.
      try #require(
        Decimal(string: "\(try left.adding(right))".dropLast(2).description) == a.grams + b.grams, "\(context)")
    }
  }
}
