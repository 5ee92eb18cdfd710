import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

/// Hand-computed prices on the three sample merchants. Each test's comment
/// holds the arithmetic from the tables in RateTables/.
@Suite("Shipping on the sample merchants")
struct SampleShippingTests {
  static let us = try! SampleMerchant.usOutfitters.rateBook()
  static let uk = try! SampleMerchant.ukTeahouse.rateBook()
  static let jp = try! SampleMerchant.jpStationery.rateBook()

  /// A 1.2 lb jacket, $80.00, in a 14 x 10 x 3 in box.
  static let jacket = Ship.line("jacket", "80.00", weight: "1.2", size: ("14", "10", "3", .inch))

  @Test("Atlanta: weight tiers, dimensional weight, handling per order and per item, windows")
  func atlanta() throws {
    let result = try Self.us.shippingOptions(for: Ship.request([Self.jacket], to: Ship.address("30303", "US")))
    // Ground Advantage: 1.2 lb rounded up to 2 lb, tier 1 < w <= 5 = 11.45; $80 < $99, not free.
    // UPS Ground: dimensional 14 x 10 x 3 = 420 in3 / 139 = 3.02 lb > 1.2 lb, billed 4 lb,
    //   tier 1 < w <= 5 = 14.95, + 1.50 handling per order = 16.45.
    // UPS 2nd Day Air: 4 lb, tier 1 < w <= 5 = 32.95, + 1.50 + 0.50 x 1 item = 34.95.
    #expect(
      Ship.summary(result) == ["usps-ground-advantage 11.45", "ups-ground 16.45", "ups-2nd-day-air 34.95"])
    #expect(result.zone?.area == "us-contiguous")
    let ground = try #require(result.options.first)
    // Monday 10:00 before the 14:00 cut-off: counts Monday Nov 16, dispatched Tuesday Nov 17 (1 handling day),
    // transit 2-5 business days: Thu Nov 19 to Tue Nov 24 (over the weekend).
    #expect(
      ground.window
        == DeliveryWindow(
          earliest: CalendarDate(year: 2026, month: 11, day: 19)!,
          latest: CalendarDate(year: 2026, month: 11, day: 24)!,
          minimumBusinessDays: 3, maximumBusinessDays: 6))
    #expect(ground.detail == "Arrives Thu Nov 19 - Tue Nov 24")
    #expect(ground.type == .shipping)
    #expect(result.options[2].detail == "Arrives Thu Nov 19")
    let ups = result.steps(for: "ups-ground")
    #expect(
      ups.contains("weight ~3.022 lb billed as 4 lb: tier 1 lb < w <= 5 lb at 14.95 (rates.csv:35)"), "\(ups)")
    #expect(ups.contains { $0.hasPrefix("actual 1.2 lb, dimensional ~3.022 lb (volume / 139 in3/lb") })
    #expect(ups.contains("handling 1.50 per order + 0.00 x 1 item(s): 16.45 (services.csv:8)"))
    // One explanation per service, sorted, with the reason for each service not offered.
    #expect(result.explanations.map(\.service) == Self.us.shipping.serviceIDs)
    let local = try #require(result.explanations.first { $0.service == "local-delivery" })
    #expect(local.exclusion == "Local delivery (Denver metro) does not serve zone 'us-contiguous'")
  }

  @Test("Free shipping above $99 after discounts is exact at the boundary")
  func freeThreshold() throws {
    let georgia = Ship.address("30303", "US")
    let price = { (after: String) throws -> Amount? in
      try Self.us.shippingOptions(
        for: Ship.request([Self.jacket], to: georgia, before: Ship.money("120.00"), after: Ship.money(after))
      ).options.first { $0.identifier == "usps-ground-advantage" }?.amount
    }
    // 98.99 < 99.00 pays the 11.45 tier; 99.00 is free. The before-discount subtotal (120.00) does not count.
    #expect(try price("98.99") == Ship.money("11.45"))
    #expect(try price("99.00") == Ship.money("0.00"))
  }

  @Test("A maximum cost caps the rate; a weight limit excludes; the open top tier adds per started pound")
  func heavyCarts() throws {
    let georgia = Ship.address("30303", "US")
    // 60 lb: Ground Advantage tier 20 < w <= 70 is 44.95, capped at the 39.95 maximum.
    let sixty = try Self.us.shippingOptions(
      for: Ship.request([Ship.line("weights", "50.00", weight: "60")], to: georgia))
    #expect(sixty.options.first { $0.identifier == "usps-ground-advantage" }?.amount == Ship.money("39.95"))
    // 80 lb: over Ground Advantage's 70 lb limit. UPS Ground: tier w > 10 at 24.95 + 70 started lb x 1.35 = 119.45,
    // + 1.50 handling = 120.95. 2nd Day Air: 54.95 + 70 x 3.25 = 282.45, + 1.50 + 0.50 = 284.45.
    let eighty = try Self.us.shippingOptions(
      for: Ship.request([Ship.line("anvil", "50.00", weight: "80")], to: georgia))
    #expect(Ship.summary(eighty) == ["ups-ground 120.95", "ups-2nd-day-air 284.45"])
    let usps = try #require(eighty.explanations.first { $0.service == "usps-ground-advantage" })
    #expect(usps.exclusion == "USPS Ground Advantage takes parcels up to 70 lb")
    #expect(usps.steps.contains("excluded by exclusions.csv:7: weight 80 lb is over 70 lb"))
  }

  @Test("A hazardous item cannot fly; a long item cannot go by UPS Ground")
  func categoryAndLengthExclusions() throws {
    let georgia = Ship.address("30303", "US")
    let fuel = Ship.line("fuel", "8.00", weight: "0.5", category: "hazmat")
    let result = try Self.us.shippingOptions(for: Ship.request([Self.jacket, fuel], to: georgia))
    #expect(!result.options.contains { $0.identifier == "ups-2nd-day-air" })
    let air = try #require(result.explanations.first { $0.service == "ups-2nd-day-air" })
    #expect(air.exclusion == "Hazardous goods such as fuel canisters cannot travel by air")
    #expect(air.steps.contains("excluded by exclusions.csv:4: line 'fuel' is of category hazmat"))
    // A 110 in kayak is longer than UPS Ground's 108 in.
    let kayak = Ship.line("kayak", "900.00", weight: "45", size: ("110", "24", "14", .inch))
    let long = try Self.us.shippingOptions(for: Ship.request([kayak], to: georgia))
    #expect(
      long.explanations.first { $0.service == "ups-ground" }?.exclusion == "UPS Ground takes items up to 108 in long")
  }

  @Test("Alaska: a remote-area surcharge inside the price, explained")
  func alaska() throws {
    let result = try Self.us.shippingOptions(for: Ship.request([Self.jacket], to: Ship.address("99501", "US")))
    // Ground Advantage, us-alaska-hawaii: 2 lb, tier 1 < w <= 5 = 17.95.
    // 2nd Day Air: 4 lb dimensional, tier 64.95 + 1.50 + 0.50 handling + 20.00 Alaska surcharge = 86.95.
    #expect(Ship.summary(result) == ["usps-ground-advantage 17.95", "ups-2nd-day-air 86.95"])
    let air = try #require(result.options.last)
    #expect(
      result.steps(for: air.identifier).contains("surcharge 20.00: Alaska remote-area surcharge (surcharges.csv:5)"))
  }

  @Test("Puerto Rico, as a US state or as a country, pays the territory surcharge")
  func puertoRico() throws {
    // Ground Advantage, us-territories: 2 lb, tier 1 < w <= 5 = 16.95 + 5.00 = 21.95.
    for destination in [Ship.address("00901", "US", region: "PR"), Ship.address("00901", "PR")] {
      let result = try Self.us.shippingOptions(for: Ship.request([Self.jacket], to: destination))
      #expect(Ship.summary(result) == ["usps-ground-advantage 21.95"])
    }
  }

  @Test("Denver: stores for pickup, local delivery by subtotal tier, and the cheapest first")
  func denver() throws {
    let result = try Self.us.shippingOptions(for: Ship.request([Self.jacket], to: Ship.address("80202", "US")))
    // Pickup is flat 0.00 at both stores, ready the same day or the next (transit 0-1, no handling).
    // Ground Advantage denver-metro 2 lb = 8.45; local delivery subtotal 80.00 in 0 <= s < 100 = 9.99;
    // UPS Ground 4 lb = 10.95 + 1.50 = 12.45; 2nd Day Air 24.95 + 2.00 = 26.95.
    #expect(
      Ship.summary(result) == [
        "store-pickup-denver/cherry-creek 0.00", "store-pickup-denver/lodo 0.00", "usps-ground-advantage 8.45",
        "local-delivery 9.99", "ups-ground 12.45", "ups-2nd-day-air 26.95",
      ])
    let lodo = try #require(result.options.first { $0.identifier == "store-pickup-denver/lodo" })
    #expect(lodo.type == .storePickup)
    #expect(lodo.label == "Pick up at our LoDo store")
    #expect(lodo.detail == "1600 Wynkoop St, Denver. Ready Mon Nov 16 - Tue Nov 17")
    #expect(result.options.first { $0.identifier == "local-delivery" }?.type == .delivery)
    // $100 or more: local delivery is free by its second subtotal tier.
    let big = try Self.us.shippingOptions(
      for: Ship.request([Self.jacket], to: Ship.address("80202", "US"), before: Ship.money("100.00")))
    #expect(big.options.first { $0.identifier == "local-delivery" }?.amount == Ship.money("0.00"))
  }

  @Test(
    "Local delivery reaches only its service area",
    arguments: [("80202", true), ("80112", true), ("80249", false), ("80005", false)])
  func serviceArea(zip: String, offered: Bool) throws {
    let result = try Self.us.shippingOptions(for: Ship.request([Self.jacket], to: Ship.address(zip, "US")))
    #expect(result.zone?.area == "denver-metro")
    #expect(result.options.contains { $0.identifier == "local-delivery" } == offered)
  }

  @Test("Scottish islands: a postcode surcharge, a postcode exclusion, and dimensional weight in kilograms")
  func scottishIslands() throws {
    let stornoway = try Self.us.shippingOptions(for: Ship.request([Self.jacket], to: Ship.address("HS1", "GB")))
    // FedEx: 14 x 10 x 3 in = 35.56 x 25.4 x 7.62 cm = 6882.6 cm3 / 5000 = 1.377 kg > 0.544 kg actual;
    // not rounded; tier 1 < w <= 2 in uk-highlands = 94.95 + 15.00 Outer Hebrides = 109.95.
    // USPS International, item basis: 54.95 for the first item.
    #expect(
      Ship.summary(stornoway) == ["usps-priority-mail-international 54.95", "fedex-international-priority 109.95"])
    let lerwick = try Self.us.shippingOptions(for: Ship.request([Self.jacket], to: Ship.address("ZE1", "GB")))
    #expect(Ship.summary(lerwick) == ["usps-priority-mail-international 54.95"])
    #expect(
      lerwick.explanations.first { $0.service == "fedex-international-priority" }?.exclusion
        == "FedEx International Priority does not deliver to the Shetland Islands")
  }

  @Test("A region exclusion: FedEx does not reach the Northern Territory")
  func regionExclusion() throws {
    let darwin = try Self.us.shippingOptions(
      for: Ship.request([Self.jacket], to: Ship.address("0800", "AU", region: "NT")))
    #expect(Ship.summary(darwin) == ["usps-priority-mail-international 56.95"])
    let sydney = try Self.us.shippingOptions(
      for: Ship.request([Self.jacket], to: Ship.address("2000", "AU", region: "NSW")))
    #expect(sydney.options.count == 2)
  }

  @Test("Brighton: a percentage rate with a minimum and a maximum, free above £40 before discounts")
  func brighton() throws {
    let tea = Ship.line("tea", "25.00", weight: "0.3", unit: .kilogram, currency: Ship.gbp)
    let brighton = Ship.address("BN1 1AA", "GB")
    let asOf = Ship.instant(2026, 11, 16, 10, 0, in: "Europe/London")
    func prices(_ before: String, _ after: String) throws -> [String: String] {
      let result = try Self.uk.shippingOptions(
        for: Ship.request(
          [tea], to: brighton, asOf: asOf, before: Ship.money(before, Ship.gbp), after: Ship.money(after, Ship.gbp)))
      return Dictionary(uniqueKeysWithValues: result.options.map { ($0.identifier, $0.amount.description) })
    }
    // Courier: 10% of 25.00 = 2.50, raised to the 3.50 minimum; of 50.00 = 5.00; of 100.00 = 10.00, lowered to 7.50.
    #expect(try prices("25.00", "25.00")["local-courier"] == "3.50")
    #expect(try prices("50.00", "50.00")["local-courier"] == "5.00")
    #expect(try prices("100.00", "100.00")["local-courier"] == "7.50")
    // Tracked 48 (1 kg tier 3.69) is free from 40.00 before discounts, whatever the discounted subtotal.
    #expect(try prices("39.99", "39.99")["royal-mail-tracked-48"] == "3.69")
    #expect(try prices("40.00", "30.00")["royal-mail-tracked-48"] == "0.00")
    let all = try Self.uk.shippingOptions(for: Ship.request([tea], to: brighton, asOf: asOf))
    // Business-day details (the teahouse's manifest): the shop is ready in 0-1 days, Tracked 24 in 1 + 1 = 2.
    let shop = try #require(all.options.first { $0.identifier == "shop-collection/the-lanes" })
    #expect(shop.detail == "12 Meeting House Lane, Brighton. 0-1 business days")
    #expect(all.options.first { $0.identifier == "royal-mail-tracked-24" }?.detail == "2 business days")
  }

  @Test("Scottish islands by DPD: handling and a ferry surcharge; Evri capped; fragile goods excluded")
  func teahouseHighlands() throws {
    let asOf = Ship.instant(2026, 11, 16, 10, 0, in: "Europe/London")
    let heavy = Ship.line("hamper", "30.00", weight: "8", unit: .kilogram, currency: Ship.gbp)
    let result = try Self.uk.shippingOptions(for: Ship.request([heavy], to: Ship.address("HS1 2AA", "GB"), asOf: asOf))
    let prices = Dictionary(uniqueKeysWithValues: result.options.map { ($0.identifier, $0.amount.description) })
    // DPD uk-highlands: 8 kg, tier 5 < w <= 10 = 16.99 + 0.50 handling + 4.00 Outer Hebrides = 21.49.
    #expect(prices["dpd-next-day"] == "21.49")
    // Evri uk-highlands: tier 5 < w <= 15 = 10.99, capped at 6.50.
    #expect(prices["evri-standard"] == "6.50")
    let teapot = Ship.line("teapot", "45.00", weight: "1", unit: .kilogram, category: "fragile", currency: Ship.gbp)
    let fragile = try Self.uk.shippingOptions(
      for: Ship.request([teapot], to: Ship.address("SW1A 1AA", "GB"), asOf: asOf))
    #expect(
      fragile.explanations.first { $0.service == "evri-standard" }?.exclusion == "Evri does not carry fragile teaware")
  }

  @Test("Tokyo: the merchant's pinned order, handling per item, free from 5,000 yen, weightless carts")
  func tokyo() throws {
    let pen = Ship.line("pen", "3000", weight: "0.5", unit: .kilogram, currency: Ship.jpy)
    let asOf = Ship.instant(2026, 11, 16, 10, 0, in: "Asia/Tokyo")
    let chiyoda = Ship.address("100-0005", "JP")
    let result = try Self.jp.shippingOptions(for: Ship.request([pen], to: chiyoda, asOf: asOf, exponent: 0))
    // Pinned 1-4 whatever the price. TA-Q-BIN 0.5 kg -> 1 kg, tier 0 < w <= 2 = 940; Yu-Pack tier 0-5 = 870;
    // Nekopos 385 for one item + 50 handling = 435; Ginza pickup flat 0.
    #expect(
      Ship.summary(result) == [
        "yamato-takkyubin 940", "japan-post-yu-pack 870", "nekopos 435", "ginza-store-pickup/ginza 0",
      ])
    let free = try Self.jp.shippingOptions(
      for: Ship.request([pen], to: chiyoda, asOf: asOf, before: Ship.money("5000", Ship.jpy), exponent: 0))
    #expect(free.options.first?.amount == Ship.money("0", Ship.jpy))
    // A cart with no weight is priced at the lowest tier, which includes its lower bound 0.
    let card = Ship.line("card", "300", currency: Ship.jpy)
    let weightless = try Self.jp.shippingOptions(for: Ship.request([card], to: chiyoda, asOf: asOf, exponent: 0))
    #expect(weightless.options.first?.amount == Ship.money("940", Ship.jpy))
    let steps = weightless.steps(for: try #require(weightless.options.first).identifier)
    #expect(steps.contains("weight 0 kg billed as 0 kg: tier 0 kg <= w <= 2 kg at 940 (rates.csv:4)"), "\(steps)")
  }

  @Test("Ishigaki: a remote-island surcharge on every service; Nekopos size and category limits")
  func okinawaIslands() throws {
    let asOf = Ship.instant(2026, 11, 16, 10, 0, in: "Asia/Tokyo")
    let pen = Ship.line("pen", "3000", weight: "0.5", unit: .kilogram, currency: Ship.jpy)
    let result = try Self.jp.shippingOptions(
      for: Ship.request([pen], to: Ship.address("907-0004", "JP"), asOf: asOf, exponent: 0))
    // jp-okinawa: TA-Q-BIN 1600 + 500 = 2100; Yu-Pack 1500 + 500 = 2000; Nekopos 385 + 50 + 500 = 935.
    #expect(Ship.summary(result) == ["yamato-takkyubin 2100", "japan-post-yu-pack 2000", "nekopos 935"])
    let ruler = Ship.line(
      "ruler", "800", weight: "0.1", unit: .kilogram, size: ("40", "4", "0.5", .centimetre),
      currency: Ship.jpy)
    let ink = Ship.line("ink", "1200", weight: "0.2", unit: .kilogram, category: "ink-bottle", currency: Ship.jpy)
    for (cart, reason) in [
      ([ruler], "Nekopos takes items up to 31.2 cm long"), ([ink], "Bottled ink cannot go in a Nekopos envelope"),
      (
        [Ship.line("paper", "900", weight: "1.2", unit: .kilogram, currency: Ship.jpy)],
        "Nekopos takes items up to 1 kg"
      ),
    ] {
      let rated = try Self.jp.shippingOptions(
        for: Ship.request(cart, to: Ship.address("100-0005", "JP"), asOf: asOf, exponent: 0))
      #expect(rated.explanations.first { $0.service == "nekopos" }?.exclusion == reason)
    }
  }
}
