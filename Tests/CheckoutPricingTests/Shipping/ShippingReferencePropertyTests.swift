import DecimalReference
import Foundation
import SampleMerchants
import SeededRandom
import TestSupport
import Testing

@testable import CheckoutPricing

/// The engine's shipping prices against the `Decimal` reference, which
/// builds each price from the rate book's rows on its own
/// (`RateTables/README.md`, "How a price is built"), over seeded random
/// carts and addresses of every sample merchant.
@Suite("Shipping reference properties")
struct ShippingReferencePropertyTests {
  /// `lines` with, one time in three, a gift card sold put among them:
  /// without a weight (not shipped) or with one (a card in a box).
  /// With `weighed`, the card always has a weight.
  static func withGiftCard(
    _ lines: [CartLine], currency: Currency, weighed: Bool = false, _ rng: inout SeededGenerator
  ) -> [CartLine] {
    guard Int.random(in: 0..<3, using: &rng) == 0 else { return lines }
    let scale = Int64.powerOfTen(currency.minorUnits)
    let card = CartLine(
      id: "gift-card", label: "Gift card",
      unitPrice: Amount(minorUnits: Int64.random(in: 0...150 * scale, using: &rng), currency: currency),
      quantity: Int64.random(in: 1...3, using: &rng),
      weight: Bool.random(using: &rng) || weighed ? Weight(quanta: WeightUnit.gram.quanta * 50) : nil,
      category: CartLine.giftCardCategory)
    var lines = lines
    lines.insert(card, at: Int.random(in: 0...lines.count, using: &rng))
    return lines
  }

  /// Compares the price of every method `book` offers with the
  /// reference's over seeded random carts and addresses of `merchant`,
  /// stopping at the first difference with its seed; returns how many
  /// prices it compared, how many of them were 0, and how many each service
  /// gave.
  static func compareOfferedPrices(
    _ merchant: SampleMerchant, book: RateBook, sourceLocation: SourceLocation = #_sourceLocation
  ) -> (compared: Int, free: Int, services: [String: Int]) {
    let currency = book.merchant.currency
    var compared = 0
    var free = 0
    var services: [String: Int] = [:]
    forAllSeededCases(count: 2_000, sourceLocation: sourceLocation) { rng in
      let lines = Self.withGiftCard(ShippingPropertyTests.cart(&rng, currency: currency), currency: currency, &rng)
      var request = ShippingPropertyTests.request(&rng, merchant, lines: lines)
      // The stage measures the goods alone: a gift card sold counts toward
      // no merchandise threshold.
      let cards = lines.filter { $0.category == CartLine.giftCardCategory }
        .reduce(Int64(0)) { $0 + $1.unitPrice.minorUnits * $1.quantity }
      let before = request.subtotalBeforeDiscounts.minorUnits - cards
      let after = max(0, min(before, request.subtotalAfterDiscounts.minorUnits - cards))
      request.subtotalBeforeDiscounts = Amount(minorUnits: before, currency: currency)
      request.subtotalAfterDiscounts = Amount(minorUnits: after, currency: currency)
      let options = try ShippingPropertyTests.rate(book, request)
      guard !options.isEmpty else { return }
      let zone = try #require(book.zone(for: request.destination)?.area)
      for option in options {
        let reference = try #require(
          DecimalReference.shippingPrice(
            method: option.identifier, zone: zone, cart: request.cart, destination: request.destination,
            merchandiseBeforeDiscounts: request.subtotalBeforeDiscounts.decimal,
            merchandiseAfterDiscounts: request.subtotalAfterDiscounts.decimal, book: book),
          "\(option.identifier) is offered at \(option.amount) but the reference gives no price: \(request)")
        try #require(
          option.amount.decimal == reference,
          "\(option.identifier): engine \(option.amount), Decimal \(reference): \(request)")
        compared += 1
        if reference == 0 { free += 1 }
        services[String(option.identifier.prefix { $0 != "/" }), default: 0] += 1
      }
    }
    return (compared, free, services)
  }

  @Test(
    "Every offered method costs what the Decimal reference builds from the rate rows",
    arguments: SampleMerchant.allCases)
  func offeredPricesEqualDecimalReference(merchant: SampleMerchant) throws {
    let (compared, free, _) = Self.compareOfferedPrices(
      merchant, book: try #require(ShippingPropertyTests.books[merchant]))
    #expect(compared > 500 && free > 0 && free < compared, "compared \(compared) prices, \(free) of them 0")
  }

  @Test("A store's own price, handling and free threshold cost what the Decimal reference builds")
  func storePricesEqualDecimalReference() throws {
    // The US sample's Denver pickup with a price at one store, a handling
    // fee and a free threshold: the samples' stores all use the rate.
    let book = try TestBooks.book(
      .usOutfitters,
      editing: [
        "stores.csv": { $0.replacingOccurrences(of: "80206,US,denver-metro,", with: "80206,US,denver-metro,3.50") },
        "services.csv": {
          $0.replacingOccurrences(
            of: "storePickup,lb,none,0,,,,,,,16:00", with: "storePickup,lb,none,0,50.00,,1.00,,,,16:00")
        },
      ])
    // The edit holds: in Denver, LoDo costs its rate 0.00 and 1.00 of
    // handling, Cherry Creek its own 3.50 and the handling.
    let subtotal = Ship.money("20.00")
    let denver = try book.shippingOptions(
      for: ShippingRequest(
        cart: Cart(lines: [Ship.line("tent", "20.00")]), destination: Ship.address("80202", "US"),
        subtotalBeforeDiscounts: subtotal, subtotalAfterDiscounts: subtotal,
        asOf: Date(timeIntervalSince1970: 1_780_000_000)))
    let stores = Dictionary(uniqueKeysWithValues: denver.options.map { ($0.identifier, $0.amount) })
    #expect(
      stores["store-pickup-denver/lodo"] == Ship.money("1.00")
        && stores["store-pickup-denver/cherry-creek"] == Ship.money("4.50"), "\(stores)")
    let (compared, free, _) = Self.compareOfferedPrices(.usOutfitters, book: book)
    #expect(compared > 500 && free > 0, "compared \(compared) prices, \(free) of them 0")
  }

  /// Services of the samples moved to the weight units no sample uses
  /// (`oz`, `g`): their rows then read in that unit, and a dimensional
  /// weight divides cubic inches (`oz`) or cubic centimetres (`g`).
  static let otherUnits: [(merchant: SampleMerchant, row: String, edited: String)] = [
    (.usOutfitters, "ups-ground,UPS,UPS Ground,shipping,lb,up", "ups-ground,UPS,UPS Ground,shipping,oz,up"),
    (
      .usOutfitters, "fedex-international-priority,FedEx,FedEx International Priority,shipping,kg,none",
      "fedex-international-priority,FedEx,FedEx International Priority,shipping,g,none"
    ),
    (.deBookshop, "dhl-paket,DHL,DHL Paket,shipping,kg,up", "dhl-paket,DHL,DHL Paket,shipping,g,up"),
    (
      .txLeatherworks, "usps-ground-advantage,USPS,USPS Ground Advantage,shipping,lb,up",
      "usps-ground-advantage,USPS,USPS Ground Advantage,shipping,oz,up"
    ),
  ]

  @Test(
    "Services weighing in ounces or grams cost what the Decimal reference builds",
    arguments: otherUnits.indices)
  func otherUnitsEqualDecimalReference(edit: Int) throws {
    let (merchant, row, edited) = Self.otherUnits[edit]
    let book = try TestBooks.book(
      merchant, editing: ["services.csv": { $0.replacingOccurrences(of: row, with: edited) }])
    try #require(merchant.files["services.csv"]?.contains(row) == true, "\(merchant) has no row \(row)")
    // Services in grams price few of the random carts (their rows are read
    // in grams), so a few dozen comparisons is what the edit gives.
    let service = String(edited.prefix { $0 != "," })
    let (_, _, services) = Self.compareOfferedPrices(merchant, book: book)
    #expect(services[service, default: 0] > 10, "\(service) compared \(services[service, default: 0]) times")
  }
}
