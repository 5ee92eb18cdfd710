import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

/// The method list: order, ties, pinning, the retained selection, and the
/// errors instead of an empty list.
@Suite("Method list")
struct MethodListTests {
  static let georgia = Ship.address("30303", "US")

  /// Four services: `b` and `c` cost the same; `c` arrives sooner. `a` and
  /// `d` cost the same and arrive the same day, so the identifier decides.
  static func book(order: String = "cheapest", positions: [String] = ["", "", "", ""]) throws -> RateBook {
    let services = zip(["a", "b", "c", "d"], positions).map { "\($0),Acme,Service \($0),shipping,\($1)" }
    return try Ship.merchant(
      services: "service,carrier,label,type,position\n" + services.joined(separator: "\n") + "\n",
      serviceZones: "service,zone,transitMin,transitMax\na,us,1,1\nb,us,2,5\nc,us,2,3\nd,us,1,1\n",
      rates: "service,zone,basis,price\na,us,flat,5.00\nb,us,flat,9.00\nc,us,flat,9.00\nd,us,flat,5.00\n",
      manifest: ["\"pricesIncludeTax\": false": "\"pricesIncludeTax\": false, \"methodOrder\": \"\(order)\""])
  }

  static func identifiers(_ book: RateBook, selected: String? = nil) throws -> [String] {
    try book.shippingOptions(
      for: Ship.request([Ship.line("x", "10.00")], to: georgia, selected: selected)
    ).options.map(\.identifier)
  }

  @Test("Cheapest first; ties go to the earlier latest date, then the identifier")
  func cheapest() throws {
    // a, d: 5.00 arriving the same day, by identifier; c before b: 9.00 each, c's window ends sooner.
    #expect(try Self.identifiers(Self.book()) == ["a", "d", "c", "b"])
  }

  @Test("Cheapest first orders any list as a sort by price, latest date, earliest date and identifier does")
  func cheapestAgreesWithSort() throws {
    let book = try Self.book()
    forAllSeededCases(count: 2_000) { rng in
      let options = (0..<Int.random(in: 0...12, using: &rng)).map { index -> ShippingMethod in
        let earliest = Int.random(in: 1...4, using: &rng)
        let window =
          Bool.random(using: &rng)
          ? DeliveryWindow(
            earliest: CalendarDate(year: 2026, month: 11, day: earliest)!,
            latest: CalendarDate(year: 2026, month: 11, day: earliest + Int.random(in: 0...2, using: &rng))!,
            minimumBusinessDays: 1, maximumBusinessDays: 3) : nil
        return ShippingMethod(
          identifier: "m\(index)", label: "M", type: .shipping,
          amount: Amount(uncheckedMinorUnits: Int64.random(in: 0...3, using: &rng) * 100, exponent: 2),
          service: ServiceID(0), detail: MethodDetail(window: window, style: .dates), isDated: true)
      }.shuffled(using: &rng)
      let expected = options.sorted { lhs, rhs in
        let left = (lhs.amount.minorUnits, lhs.window?.latest.dayNumber ?? .max, lhs.window?.earliest.dayNumber ?? .max)
        let right = (
          rhs.amount.minorUnits, rhs.window?.latest.dayNumber ?? .max, rhs.window?.earliest.dayNumber ?? .max
        )
        return left != right ? left < right : lhs.identifier < rhs.identifier
      }
      try #require(book.shipping.ordered(options, selecting: nil).map(\.identifier) == expected.map(\.identifier))
    }
  }

  @Test("A pinned order puts positioned services first, the rest cheapest first")
  func pinned() throws {
    let book = try Self.book(order: "pinned", positions: ["", "1", "", "2"])
    #expect(try Self.identifiers(book) == ["b", "d", "a", "c"])
  }

  @Test("A retained selection comes first; a selection no longer offered falls back to the policy")
  func retainedSelection() throws {
    let book = try Self.book()
    #expect(try Self.identifiers(book, selected: "b") == ["b", "a", "d", "c"])
    #expect(try Self.identifiers(book, selected: "gone") == ["a", "d", "c", "b"])
    let result = try book.shippingOptions(for: Ship.request([Ship.line("x", "10.00")], to: Self.georgia, selected: "c"))
    #expect(result.selected?.identifier == "c")
  }

  @Test("No zone for the address is addressUnserviceable with a message, not an empty success")
  func noZone() throws {
    let request = Ship.request([Ship.line("x", "10.00")], to: Ship.address("K1A 0B1", "CA"))
    #expect { try Self.book().shippingOptions(for: request) } throws: {
      ($0 as? QuoteError)?.reason == .unserviceable && ($0 as? QuoteError)?.code == .addressUnserviceable
    }
    let error = try #require(try Self.book().unserviceable(request))
    #expect(error.message == "We don't ship to this address in Canada.")
    #expect(error.explanations.map(\.service) == ["a", "b", "c", "d"])
  }

  @Test("Every service excluded is addressUnserviceable with the reasons")
  func everythingExcluded() throws {
    let book = try Ship.merchant(
      services: "service,carrier,label,type\nair,Acme,Air,shipping\n",
      serviceZones: "service,zone,transitMin,transitMax\nair,us,1,1\n",
      rates: "service,zone,basis,price\nair,us,flat,5.00\n",
      extra: ["exclusions.csv": "service,kind,value,reason\nair,category,hazmat,No hazardous goods by air\n"])
    let error = try #require(
      book.unserviceable(Ship.request([Ship.line("fuel", "10.00", category: "hazmat")], to: Self.georgia)))
    // The shopper reads one reason in their words; the table's reason stays
    // in the explanation.
    #expect(error.message == "We can't ship fuel to this address.")
    #expect(error.explanations.map(\.exclusion) == ["No hazardous goods by air"])
    #expect(error.zone?.area == "us")
  }

  @Test(
    "The shopper's message gives the one reason they can act on first, in their words",
    arguments: [
      (
        [ExclusionCause.place, .overWeight(limit: Weight(quanta: 70 * WeightUnit.pound.quanta), unit: .pound)],
        "APO/FPO addresses", "We can't ship orders over 70 lb to APO/FPO addresses."
      ),
      (
        [.overWeight(limit: Weight(quanta: 70 * WeightUnit.pound.quanta), unit: .pound), .category(line: 1)],
        nil, "We can't ship Camp Stove Fuel to this address."
      ),
      (
        [
          .overWeight(limit: Weight(quanta: 70 * WeightUnit.pound.quanta), unit: .pound),
          .overWeight(limit: Weight(quanta: 40 * WeightUnit.kilogram.quanta), unit: .kilogram),
        ],
        "Canada", "We can't ship orders over 40 kg to Canada."
      ),
      ([.place, .overLength(micrometres: 108 * 25_400)], nil, "We can't ship items over 108 in long to this address."),
      ([.overLength(micrometres: 1_500_000)], nil, "We can't ship items over 150 cm long to this address."),
      ([.place, .noRate], "Alaska and Hawaii", "We can't ship an order of this size to Alaska and Hawaii."),
      ([.place, .place], "Okinawa", "We don't ship to Okinawa."),
    ] as [([ExclusionCause], String?, String)])
  func shopperMessage(causes: [ExclusionCause], place: String?, message: String) {
    let cart = Cart(
      lines: [Ship.line("tent", "100.00"), Ship.line("fuel", "5.00", category: "hazmat")].enumerated().map {
        var line = $0.element
        line.label = $0.offset == 0 ? "Tent" : "Camp Stove Fuel"
        return line
      })
    let problem = Unserviceable.excluded(by: causes, in: cart.lines, zone: place)
    #expect(ShopperText.english.message(for: .unserviceable(problem, zone: nil, explanations: [])) == message)
  }

  @Test("Past the weight every service to APO/FPO addresses takes, the sheet says so in one sentence")
  func militaryOverweight() throws {
    let book = try SampleMerchant.usOutfitters.rateBook()
    let error = try #require(
      book.unserviceable(
        Ship.request(
          [Ship.line("anvil", "10.00", weight: "80", unit: .pound)], to: Ship.address("09001", "US", region: "AE"))))
    #expect(error.message == "We can't ship orders over 70 lb to APO/FPO addresses.")
    // No table identifiers: no zone or service id reaches the shopper.
    for id in ["us-military"] + book.shipping.serviceIDs { #expect(!error.message.contains(id)) }
  }

  @Test("Bad requests are errors, never traps")
  func badRequests() throws {
    let book = try Self.book()
    var zero = Ship.line("x", "10.00")
    zero.quantity = 0
    #expect { try book.shippingOptions(for: Ship.request([zero], to: Self.georgia)) } throws: {
      ($0 as? QuoteError)?.reason == .invalidLine && ($0 as? QuoteError)?.path == "lines[0]"
    }
    #expect {
      try book.shippingOptions(
        for: Ship.request([Ship.line("x", "10.00")], to: Self.georgia, before: Ship.money("-1.00")))
    } throws: { ($0 as? QuoteError)?.reason == .invalidRequest }
    let yen = Ship.money("10", Ship.jpy)
    #expect {
      try book.shippingOptions(for: Ship.request([Ship.line("x", "10.00")], to: Self.georgia, before: yen))
    } throws: { ($0 as? QuoteError)?.reason == .invalidRequest }
    // Per-item pricing of Int64.max units overflows: an error.
    let perItem = try Ship.merchant(
      services: "service,carrier,label,type\ns,Acme,Acme,shipping\n",
      serviceZones: "service,zone,transitMin,transitMax\ns,us,1,1\n",
      rates: "service,zone,basis,price,additionalPrice\ns,us,item,5.00,1.00\n")
    var many = Ship.line("x", "0.00")
    many.quantity = .max
    #expect { try perItem.shippingOptions(for: Ship.request([many], to: Self.georgia)) } throws: {
      ($0 as? QuoteError)?.reason == .amountOutOfRange(.overflow)
    }
    var heavy = Ship.line("x", "0.00", weight: "1000000")
    heavy.quantity = .max
    #expect { try perItem.shippingOptions(for: Ship.request([heavy], to: Self.georgia)) } throws: {
      ($0 as? QuoteError)?.reason == .amountOutOfRange(.overflow)
    }
  }

  @Test("Negative or enormous measures from the unchecked initializers are errors, never traps")
  func uncheckedMeasures() throws {
    let book = try Ship.merchant(
      services: "service,carrier,label,type,weightUnit,dimDivisor\ns,Acme,Acme,shipping,lb,139\n",
      serviceZones: "service,zone,transitMin,transitMax\ns,us,1,1\n",
      rates: "service,zone,basis,min,max,price\ns,us,weight,0,,5.00\n")
    var negative = Ship.line("x", "1.00")
    negative.weight = Weight(quanta: -1)
    var huge = Ship.line("y", "1.00", weight: "1")
    huge.dimensions = Dimensions(micrometres: (.max, .max, .max))
    var flat = Ship.line("z", "1.00", weight: "1")
    flat.dimensions = Dimensions(micrometres: (10, 10, -10))
    for (line, reason) in [
      (negative, QuoteError.Reason.invalidLine), (huge, .amountOutOfRange(.overflow)), (flat, .invalidLine),
    ] {
      #expect { try book.shippingOptions(for: Ship.request([line], to: Self.georgia)) } throws: {
        ($0 as? QuoteError)?.reason == reason
      }
    }
  }

  @Test("Without explain, steps are left out but exclusion reasons stay")
  func withoutExplain() throws {
    let book = try Self.book()
    let result = try book.shippingOptions(
      for: Ship.request([Ship.line("x", "10.00")], to: Self.georgia, explain: false))
    #expect(result.explanations.allSatisfy { $0.steps.isEmpty })
    #expect(result.explanations.map(\.service) == ["a", "b", "c", "d"])
    #expect(result.options.map(\.identifier) == ["a", "d", "c", "b"])
  }
}
