import Foundation
import SeededRandom
import TestSupport
import Testing

@testable import CheckoutPricing

/// Shipping classes priced four ways, each worked by hand on one cart:
/// two 10 lb `bulky` units, one 1 lb `standard` unit, three 2 lb `fragile`
/// units; 27 lb in all.
@Suite("Shipping classes")
struct ShippingClassTests {
  static func files(rates: String? = nil) throws -> [String: String] {
    var files = try TestBooks.minimalMerchant()
    let pricings = ["highest", "sum", "perClass", "perItem"]
    files["services.csv"] =
      "service,carrier,label,type,weightUnit,weightRounding,classPricing\n"
      + pricings.map { "\($0),UPS,\($0),shipping,lb,none,\($0)\n" }.joined()
    files["service_zones.csv"] =
      "service,zone,transitMin,transitMax\n" + pricings.map { "\($0),us,1,5\n" }.joined()
    // bulky: (0, 15] 20.00, above 15 30.00; fragile: 12.00 flat; any other
    // class: (0, 5] 5.00, (5, 25] 9.00, above 25 15.00.
    files["rates.csv"] =
      rates
      ?? "service,zone,basis,min,max,price,class\n"
      + pricings.map { service in
        """
        \(service),us,weight,0,15,20.00,bulky
        \(service),us,weight,15,,30.00,bulky
        \(service),us,flat,,,12.00,fragile
        \(service),us,weight,0,5,5.00,
        \(service),us,weight,5,25,9.00,
        \(service),us,weight,25,,15.00,

        """
      }.joined()
    return files
  }

  static func line(_ id: String, pounds: String, quantity: Int64, category: String) -> CartLine {
    CartLine(
      id: id, label: id, unitPrice: usd("10.00"), quantity: quantity,
      weight: try! Weight(parsing: pounds, unit: .pound),
      category: category)
  }

  static let cart = Cart(lines: [
    line("crate", pounds: "10", quantity: 2, category: "bulky"),
    line("mug", pounds: "1", quantity: 1, category: "standard"),
    line("vase", pounds: "2", quantity: 3, category: "fragile"),
  ])

  static func prices(_ book: RateBook, cart: Cart = cart) -> [String: String] {
    let quote = PricingEngine(book: book).quote(
      QuoteRequest(
        event: .shippingContactSelected, asOf: instant("2026-06-15T12:00:00-04:00"), cart: cart,
        shippingContact: ContactFields(administrativeArea: "GA", postalCode: "30303", countryCode: "US")))
    return Dictionary(uniqueKeysWithValues: quote.shippingMethods.map { ($0.identifier, "\($0.amount)") })
  }

  @Test("Each calculation, by hand")
  func byHand() throws {
    let prices = Self.prices(try RateBook.load(from: .files(try Self.files())))
    // highest: each class on the whole 27 lb: bulky 30.00, standard (no rows of its own) 15.00, fragile 12.00.
    #expect(prices["highest"] == "30.00")
    // sum: 30.00 + 15.00 + 12.00.
    #expect(prices["sum"] == "57.00")
    // perClass: bulky's 20 lb 30.00, standard's 1 lb 5.00, fragile 12.00.
    #expect(prices["perClass"] == "47.00")
    // perItem: bulky 2 x 20.00 (10 lb each), standard 1 x 5.00, fragile 3 x 12.00.
    #expect(prices["perItem"] == "81.00")
  }

  @Test("A cart of one class prices as its rows would alone; line order does not matter")
  func oneClassAndOrder() throws {
    let book = try RateBook.load(from: .files(try Self.files()))
    let bulky = Cart(lines: [Self.line("crate", pounds: "10", quantity: 2, category: "bulky")])
    #expect(
      Self.prices(book, cart: bulky) == ["highest": "30.00", "sum": "30.00", "perClass": "30.00", "perItem": "40.00"])
    var reversed = Self.cart
    reversed.lines.reverse()
    #expect(Self.prices(book, cart: reversed) == Self.prices(book))
  }

  @Test("A class with neither rows of its own nor rows without a class is not priced, and explain says why")
  func classWithoutRows() throws {
    let rates =
      "service,zone,basis,price,class\nhighest,us,flat,12.00,fragile\nsum,us,flat,1,\nperClass,us,flat,1,\nperItem,us,flat,1,\n"
    let book = try RateBook.load(from: .files(try Self.files(rates: rates)))
    let engine = PricingEngine(book: book)
    let request = QuoteRequest(
      event: .shippingContactSelected, asOf: instant("2026-06-15T12:00:00-04:00"), cart: Self.cart,
      shippingContact: ContactFields(administrativeArea: "GA", postalCode: "30303", countryCode: "US"))
    #expect(!engine.quote(request).shippingMethods.contains { $0.identifier == "highest" })
    let text = engine.explain(request).text
    #expect(text.contains("highest has no rate here for shipping class bulky"))
    #expect(text.contains("class bulky (sum): priced on the whole order"))
    #expect(text.contains("classes 2.00 + 1.00 + 3.00 = 6.00"))
  }

  @Test(
    "Classes the tables cannot price are errors at their row",
    arguments: [
      (
        "service,zone,basis,price,class\nhighest,us,flat,1,\nsum,us,flat,1,\nperClass,us,flat,1,\nperItem,us,flat,1,\nground,us,flat,1,bulky\n",
        "prices no shipping classes"
      ),
      (
        "service,zone,basis,min,max,price,class\nhighest,us,flat,,,1,\nsum,us,flat,,,1,\nperClass,us,subtotal,0,,1,\nperItem,us,flat,,,1,\n",
        "its rows are flat, item, units or weight"
      ),
    ])
  func loadErrors(rates: String, fragment: String) throws {
    var files = try Self.files(rates: rates)
    files["services.csv"]! += "ground,UPS,Ground,shipping,lb,none,\n"
    files["service_zones.csv"]! += "ground,us,1,5\n"
    #expect(
      TestBooks.loadingDiagnostics(files).contains { $0.location.file == "rates.csv" && $0.message.contains(fragment) })
  }

  @Test("On random carts of the four calculations: items add up, and line order does not change any method's price")
  func randomCarts() throws {
    let engine = PricingEngine(book: try RateBook.load(from: .files(try Self.files())))
    forAllSeededCases(count: 300) { rng in
      let classes = ["bulky", "standard", "fragile", "other"]
      let lines = (0..<Int.random(in: 1...6, using: &rng)).map { index in
        Self.line(
          "l\(index)", pounds: "\(Int.random(in: 0...40, using: &rng))", quantity: Int64.random(in: 1...4, using: &rng),
          category: classes.randomElement(using: &rng)!)
      }
      var request = QuoteRequest(
        event: .shippingContactSelected, asOf: instant("2026-06-15T12:00:00-04:00"), cart: Cart(lines: lines),
        shippingContact: ContactFields(administrativeArea: "GA", postalCode: "30303", countryCode: "US"))
      let quote = engine.quote(request)
      let total = try #require(quote.total)
      try #require(try Amount.sum(quote.summaryItems.map(\.amount), exponent: 2) == total.amount)
      request.cart.lines.shuffle(using: &rng)
      let shuffled = engine.quote(request)
      try #require(
        Set(shuffled.shippingMethods.map { "\($0.identifier) \($0.amount)" })
          == Set(quote.shippingMethods.map { "\($0.identifier) \($0.amount)" }), "\(request)")
    }
  }
}
