import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

/// Each shipping type and each exclusion kind on one fixture merchant.
@Suite("Shipping types and exclusions")
struct ShippingTypeTests {
  static let book: RateBook = {
    try! Ship.merchant(
      services: """
        service,carrier,label,type,weightUnit
        ground,Acme,Ground,shipping,lb
        van,Acme,Our van,delivery,lb
        store,Acme,Store pickup,storePickup,lb
        locker,Parcel Co,Parcel locker,servicePickup,lb

        """,
      serviceZones: """
        service,zone,transitMin,transitMax
        ground,us,2,4
        ground,ga,1,2
        van,ga,1,1
        store,ga,0,0
        locker,ga,1,2

        """,
      rates: """
        service,zone,basis,price
        ground,us,flat,8.00
        ground,ga,flat,6.00
        van,ga,flat,4.00
        store,ga,flat,0.00
        locker,ga,flat,3.00

        """,
      zones: "zone,country,region,postcode\nus,US,,\nga,US,GA,\n",
      extra: [
        "stores.csv": """
        store,service,label,address,locality,postcode,country,zones,price
        midtown,store,Pick up in Midtown,1 Peachtree St,Atlanta,30303,US,ga,
        airport,store,Pick up at the airport,6000 N Terminal Pkwy,Atlanta,30320,US,ga,1.50
        five-points,locker,Locker at Five Points,30 Alabama St,Atlanta,30303,US,ga,

        """,
        "service_areas.csv": """
        service,rule,country,region,city,postcode
        van,include,US,GA,,303*
        van,exclude,US,GA,,30320
        locker,include,US,GA,,30303

        """,
        "exclusions.csv": """
        service,kind,value,country,region,postcode,reason
        ground,category,hazmat,,,,No hazardous goods
        ground,maxWeight,50 lb,,,,Up to 50 lb
        ground,maxLength,120 in,,,,Up to 120 in long
        van,maxLength,100 cm,,,,Up to 1 m long
        ground,region,,US,HI,,Not to Hawaii
        ground,postcode,,US,,9950*,Not to Anchorage

        """,
      ])
  }()

  static func options(
    _ zip: String, region: String? = nil, _ lines: [CartLine] = [Ship.line("x", "10.00", weight: "1")]
  )
    throws -> ShippingResult
  {
    try book.shippingOptions(for: Ship.request(lines, to: Ship.address(zip, "US", region: region)))
  }

  @Test("Shipping, delivery, store pickup and service pickup, each with its type, stores in the detail")
  func everyType() throws {
    let result = try Self.options("30303")
    // Store pickup 0.00 (Midtown at the rate) and 1.50 (airport's own price); locker 3.00; van 4.00; ground 6.00.
    #expect(
      Ship.summary(result) == [
        "store/midtown 0.00", "store/airport 1.50", "locker/five-points 3.00", "van 4.00", "ground 6.00",
      ])
    #expect(result.options.map(\.type) == [.storePickup, .storePickup, .servicePickup, .delivery, .shipping])
    #expect(result.options[1].detail == "6000 N Terminal Pkwy, Atlanta. Ready Mon Nov 16")
    #expect(result.options[2].detail == "30 Alabama St, Atlanta. Ready Tue Nov 17 - Wed Nov 18")
    #expect(result.steps(for: "store/airport").contains("airport: store price 1.50 replaces the rate (stores.csv:3)"))
    #expect(result.explanations.map(\.service) == ["ground", "locker", "store", "van"])
  }

  @Test("Delivery and service pickup reach only their service areas")
  func serviceAreas() throws {
    // 30320 is excluded from the van's area, and outside the locker's.
    let airport = try Self.options("30320")
    #expect(!airport.options.contains { $0.type == .delivery || $0.type == .servicePickup })
    #expect(
      airport.explanations.first { $0.service == "van" }?.exclusion
        == "Our van does not reach this address (service_areas.csv:3)")
    // 31401 (Savannah) is in zone ga but outside 303*.
    let savannah = try Self.options("31401")
    #expect(Ship.summary(savannah) == ["store/midtown 0.00", "store/airport 1.50", "ground 6.00"])
  }

  @Test("Stores serve only their zones")
  func storesByZone() throws {
    let result = try Self.options("10001")
    #expect(Ship.summary(result) == ["ground 8.00"])
    #expect(
      result.explanations.first { $0.service == "store" }?.exclusion
        == "Store pickup does not serve zone 'us'")
  }

  @Test(
    "Each exclusion kind names its reason",
    arguments: [
      ("30303", nil, Ship.line("fuel", "5.00", weight: "1", category: "hazmat"), "ground", "No hazardous goods"),
      ("30303", nil, Ship.line("anvil", "5.00", weight: "50.5"), "ground", "Up to 50 lb"),
      (
        "30303", nil, Ship.line("pole", "5.00", weight: "1", size: ("101", "2", "2", .centimetre)), "van",
        "Up to 1 m long"
      ),
      ("96813", "HI", Ship.line("x", "5.00", weight: "1"), "ground", "Not to Hawaii"),
      ("99501", "AK", Ship.line("x", "5.00", weight: "1"), "ground", "Not to Anchorage"),
    ] as [(String, String?, CartLine, String, String)])
  func exclusions(zip: String, region: String?, line: CartLine, service: String, reason: String) throws {
    do {
      let result = try Self.options(zip, region: region, [line])
      #expect(!result.options.contains { $0.identifier == service })
      #expect(result.explanations.first { $0.service == service }?.exclusion == reason)
    } catch let error as QuoteError {
      #expect(error.reason == .unserviceable)
      let request = Ship.request([line], to: Ship.address(zip, "US", region: region))
      let failure = try #require(Self.book.unserviceable(request))
      #expect(failure.explanations.first { $0.service == service }?.exclusion == reason)
    }
  }

  @Test("At the limits themselves a service is still offered")
  func limitsAreInclusive() throws {
    let exactly = try Self.options(
      "30303", [Ship.line("anvil", "5.00", weight: "50", size: ("100", "2", "2", .centimetre))])
    #expect(exactly.options.contains { $0.identifier == "ground" })
    #expect(exactly.options.contains { $0.identifier == "van" })
  }
}
