import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

/// Every rate kind on small fixture merchants, hand-computed.
@Suite("Rate kinds")
struct RateKindTests {
  static let georgia = Ship.address("30303", "US")

  /// One service `s` in zone `us` with the given services.csv cells and rates.
  static func book(_ serviceColumns: String, _ serviceCells: String, rates: String, extra: [String: String] = [:])
    throws -> RateBook
  {
    try Ship.merchant(
      services: "service,carrier,label,type\(serviceColumns)\ns,Acme,Acme,shipping\(serviceCells)\n",
      serviceZones: "service,zone,transitMin,transitMax\ns,us,1,2\n", rates: rates, extra: extra)
  }

  static func price(_ book: RateBook, _ lines: [CartLine], before: String? = nil, after: String? = nil) throws
    -> String?
  {
    try book.shippingOptions(
      for: Ship.request(
        lines, to: georgia, before: before.map { Ship.money($0) }, after: after.map { Ship.money($0) })
    ).options.first?.amount.description
  }

  @Test("Flat: one price per order")
  func flat() throws {
    let book = try Self.book("", "", rates: "service,zone,basis,price\ns,us,flat,7.95\n")
    #expect(try Self.price(book, [Ship.line("a", "1.00", quantity: 9)]) == "7.95")
  }

  @Test("Per item: the first item, then each additional one")
  func perItem() throws {
    let book = try Self.book(
      "", "", rates: "service,zone,basis,price,additionalPrice\ns,us,item,5.00,1.25\n")
    // 3 + 2 = 5 units: 5.00 + 4 x 1.25 = 10.00.
    #expect(
      try Self.price(book, [Ship.line("a", "1.00", quantity: 3), Ship.line("b", "1.00", quantity: 2)]) == "10.00")
    #expect(try Self.price(book, [Ship.line("a", "1.00")]) == "5.00")
  }

  static let tiers = """
    service,zone,basis,min,max,price,additionalPrice,additionalPer
    s,us,weight,0,1,5.00,,
    s,us,weight,1,5,8.00,,
    s,us,weight,5,,12.00,0.75,2

    """

  @Test(
    "Weight tiers in pounds, rounded up to whole pounds, with a price per started 2 lb above the top tier",
    arguments: [
      // 0 lb is in the lowest tier, which includes its lower bound.
      ("0", "5.00"),
      // 0.4 lb bills as 1 lb: 0 < 1 <= 1.
      ("0.4", "5.00"), ("1", "5.00"),
      // 1.01 lb bills as 2 lb: 1 < 2 <= 5.
      ("1.01", "8.00"), ("5", "8.00"),
      // 5.2 lb bills as 6: 12.00 + 1 started 2 lb (6 - 5 = 1) x 0.75 = 12.75.
      ("5.2", "12.75"),
      // 9 lb: 4 lb above 5 is 2 steps of 2 lb: 12.00 + 1.50 = 13.50; 9.5 bills 10: 5 lb, 3 steps: 14.25.
      ("9", "13.50"), ("9.5", "14.25"),
    ])
  func weightTiers(pounds: String, expected: String) throws {
    let book = try Self.book(",weightUnit", ",lb", rates: Self.tiers)
    #expect(try Self.price(book, [Ship.line("a", "1.00", weight: pounds)]) == expected)
  }

  @Test("Weights convert exactly between units: 16 oz is 1 lb, 454 g is just over")
  func weightUnits() throws {
    let book = try Self.book(",weightUnit", ",lb", rates: Self.tiers)
    #expect(try Self.price(book, [Ship.line("a", "1.00", weight: "16", unit: .ounce)]) == "5.00")
    // 454 g = 1.000899 lb, billed 2 lb.
    #expect(try Self.price(book, [Ship.line("a", "1.00", weight: "454", unit: .gram)]) == "8.00")
    // 0.45359237 kg is exactly 1 lb.
    #expect(try Self.price(book, [Ship.line("a", "1.00", weight: "0.45359237", unit: .kilogram)]) == "5.00")
  }

  @Test(
    "Fractional ounces and pounds with up to four decimals are accepted and compared exactly",
    arguments: [
      // Tiers in ounces without rounding: 0 <= w <= 8 oz, 8 < w <= 16 oz, above.
      ("0.5", "3.00"), ("0.25", "3.00"), ("0.1", "3.00"), ("2.3", "3.00"), ("7.9999", "3.00"), ("8", "3.00"),
      ("8.0001", "4.00"), ("15.9999", "4.00"), ("16", "4.00"), ("16.0001", "6.00"),
    ])
  func fractionalOunces(ounces: String, expected: String) throws {
    let book = try Self.book(
      ",weightUnit,weightRounding", ",oz,none",
      rates: "service,zone,basis,min,max,price\ns,us,weight,0,8,3.00\ns,us,weight,8,16,4.00\ns,us,weight,16,,6.00\n")
    #expect(try Self.price(book, [Ship.line("a", "1.00", weight: ounces, unit: .ounce)]) == expected)
    // The same weights in pounds (1 lb = 16 oz) meet the ounce tiers exactly:
    // 0.5 lb is 8 oz, and 0.0001 lb above it is past the tier.
    #expect(try Self.price(book, [Ship.line("a", "1.00", weight: "0.5", unit: .pound)]) == "3.00")
    #expect(try Self.price(book, [Ship.line("a", "1.00", weight: "0.5001", unit: .pound)]) == "4.00")
  }

  @Test("Without rounding, tiers compare the exact weight")
  func noRounding() throws {
    let book = try Self.book(",weightUnit,weightRounding", ",lb,none", rates: Self.tiers)
    // 1.01 lb stays 1.01: 1 < 1.01 <= 5 = 8.00; 0.99 lb: 5.00; 5.2 lb: 0.2 above 5 is 1 started step: 12.75.
    #expect(try Self.price(book, [Ship.line("a", "1.00", weight: "0.99")]) == "5.00")
    #expect(try Self.price(book, [Ship.line("a", "1.00", weight: "1.01")]) == "8.00")
    #expect(try Self.price(book, [Ship.line("a", "1.00", weight: "5.2")]) == "12.75")
  }

  @Test("Above a closed top tier, or below a lowest tier that starts above 0, the service is not offered")
  func outsideTiers() throws {
    let book = try Self.book(
      ",weightUnit", ",lb",
      rates: "service,zone,basis,min,max,price\ns,us,weight,2,5,8.00\n")
    #expect(try Self.price(book, [Ship.line("a", "1.00", weight: "2")]) == "8.00")
    let error = try #require(
      book.unserviceable(Ship.request([Ship.line("a", "1.00", weight: "5.5")], to: Self.georgia)))
    #expect(error.explanations.first?.exclusion == "Acme has no weight tier for 6 lb in zone 'us'")
    #expect(book.unserviceable(Ship.request([Ship.line("a", "1.00", weight: "1")], to: Self.georgia)) != nil)
  }

  @Test("Subtotal tiers: min <= subtotal < max")
  func subtotalTiers() throws {
    let book = try Self.book(
      "", "", rates: "service,zone,basis,min,max,price\ns,us,subtotal,0,50,9.00\ns,us,subtotal,50,,4.00\n")
    #expect(try Self.price(book, [Ship.line("a", "49.99")]) == "9.00")
    #expect(try Self.price(book, [Ship.line("a", "50.00")]) == "4.00")
  }

  @Test("Unit-count tiers: min <= units < max, explained, and no tier below the lowest")
  func unitsTiers() throws {
    let book = try Self.book(
      "", "",
      rates: "service,zone,basis,min,max,price\ns,us,units,1,3,6.00\ns,us,units,3,10,9.50\ns,us,units,10,,0.00\n")
    // 2 units: 1 <= 2 < 3; 2 + 1 = 3 units: the next tier; 10 units: the open top tier.
    #expect(try Self.price(book, [Ship.line("a", "1.00", quantity: 2)]) == "6.00")
    #expect(
      try Self.price(book, [Ship.line("a", "1.00", quantity: 2), Ship.line("b", "1.00")]) == "9.50")
    #expect(try Self.price(book, [Ship.line("a", "1.00", quantity: 10)]) == "0.00")
    let result = try book.shippingOptions(
      for: Ship.request([Ship.line("a", "1.00", quantity: 4)], to: Self.georgia))
    #expect(result.steps(for: "s").contains("4 item(s): tier 3 <= n < 10 at 9.50 (rates.csv:3)"))
    // A tier set that starts at 1 has no rate for a cart of 0 units.
    let empty = try #require(book.unserviceable(Ship.request([], to: Self.georgia)))
    #expect(empty.explanations.first?.exclusion == "Acme has no tier for 0 items")
  }

  @Test("Unit-count tiers are whole numbers that do not overlap")
  func unitsTierErrors() throws {
    for (rates, message) in [
      ("s,us,units,1.5,3,6.00", "rates.csv:2:12: error: '1.5' is not a whole number"),
      ("s,us,units,3,3,6.00", "max 3 must be greater than min 3"),
      ("s,us,units,0,5,6.00\ns,us,units,4,,2.00", "tier overlaps the tier on line 2"),
    ] {
      let error = try #require(throws: RateTableError.self) {
        try Self.book("", "", rates: "service,zone,basis,min,max,price\n\(rates)\n")
      }
      #expect(error.description.contains(message), "\(rates): \(error.description)")
    }
  }

  @Test("A percentage of the subtotal, rounded once, raised to the minimum and lowered to the maximum")
  func percent() throws {
    let book = try Self.book(
      "", "",
      rates: "service,zone,basis,price,percent,minimumPrice,maximumPrice\ns,us,percent,,12.5,4.00,20.00\n")
    // 12.5% of 33.33 = 4.16625, half away from zero 4.17.
    #expect(try Self.price(book, [Ship.line("a", "33.33")]) == "4.17")
    // 12.5% of 20.00 = 2.50 -> 4.00; of 200.00 = 25.00 -> 20.00.
    #expect(try Self.price(book, [Ship.line("a", "20.00")]) == "4.00")
    #expect(try Self.price(book, [Ship.line("a", "200.00")]) == "20.00")
    // The after-discount subtotal by default: 12.5% of 100.00 = 12.50.
    #expect(try Self.price(book, [Ship.line("a", "200.00")], before: "200.00", after: "100.00") == "12.50")
  }

  // The fixture merchant is in New York: 10:00 in Denver is 12:00 there.
  @Test("The order of operations: rate, handling, maximum, free threshold, surcharges")
  func orderOfOperations() throws {
    let book = try Self.book(
      ",handlingPerOrder,handlingPerItem,maxCost,freeAbove,subtotalBasis", ",2.00,0.50,12.00,100.00,beforeDiscounts",
      rates: "service,zone,basis,price,additionalPrice\ns,us,item,5.00,1.00\n",
      extra: ["surcharges.csv": "service,country,region,amount,reason\ns,US,GA,3.00,Georgia fee\n*,US,,1.00,Fuel\n"])
    // 3 items: 5.00 + 2 x 1.00 = 7.00; + 2.00 + 3 x 0.50 handling = 10.50; under 12.00; + 3.00 + 1.00 = 14.50.
    #expect(try Self.price(book, [Ship.line("a", "10.00", quantity: 3)]) == "14.50")
    // 8 items: 12.00 + 2.00 + 4.00 = 18.00, capped at 12.00, + 4.00 surcharges = 16.00.
    #expect(try Self.price(book, [Ship.line("a", "10.00", quantity: 8)]) == "16.00")
    // 10 items, subtotal 100.00 before discounts: rate and handling waived, surcharges still apply: 4.00.
    let result = try book.shippingOptions(
      for: Ship.request([Ship.line("a", "10.00", quantity: 10)], to: Self.georgia, after: Ship.money("80.00")))
    #expect(result.options.first?.amount == Ship.money("4.00"))
    #expect(
      result.steps(for: try #require(result.options.first).identifier) == [
        "zone us (zones.csv:2); transit 1-2 business days (service_zones.csv:2)",
        "10 item(s): 5.00 + 9 x 1.00 = 14.00 (rates.csv:2)",
        "handling 2.00 per order + 0.50 x 10 item(s): 21.00 (services.csv:2)",
        "capped at the maximum 12.00 (services.csv:2)",
        "free: subtotal before discounts 100.00 >= 100.00 (services.csv:2)",
        "surcharge 3.00: Georgia fee (surcharges.csv:2)",
        "surcharge 1.00: Fuel (surcharges.csv:3)",
        "total 4.00",
        "ordered 12:00 local: counts on 2026-11-16; dispatch 2026-11-16 after 0 handling day(s); arrives 2026-11-17 to 2026-11-18",
      ])
  }

  @Test("Dimensional weight: the larger of actual and volume / divisor, per service unit")
  func dimensionalWeight() throws {
    let pounds = try Self.book(",weightUnit,dimDivisor", ",lb,139", rates: Self.tiers)
    // 12 x 12 x 12 in = 1728 in3 / 139 = 12.43 lb > 2 lb actual, billed 13 lb: 12.00 + 4 steps (8 lb) x 0.75 = 15.00.
    let cube = Ship.line("cube", "1.00", weight: "2", size: ("12", "12", "12", .inch))
    #expect(try Self.price(pounds, [cube]) == "15.00")
    // Two of them: 3456 / 139 = 24.86 lb, billed 25: 12.00 + 10 x 0.75 = 19.50.
    var two = cube
    two.quantity = 2
    #expect(try Self.price(pounds, [two]) == "19.50")
    // Heavier than its volume: 20 lb actual beats 12.43 lb: 12.00 + 8 x 0.75 = 18.00.
    var dense = cube
    dense.weight = try Weight(parsing: "20", unit: .pound)
    #expect(try Self.price(pounds, [dense]) == "18.00")
    // Kilograms: 50 x 40 x 30 cm = 60000 cm3 / 5000 = 12 kg exactly, billed 12 kg: 12.00 + 4 x 0.75 = 15.00.
    let kilograms = try Self.book(",weightUnit,dimDivisor", ",kg,5000", rates: Self.tiers)
    let box = Ship.line("box", "1.00", weight: "1", unit: .kilogram, size: ("50", "40", "30", .centimetre))
    #expect(try Self.price(kilograms, [box]) == "15.00")
  }
}
