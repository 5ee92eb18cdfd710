import Foundation
import SampleMerchants
import SeededRandom
import TestSupport
import Testing

@testable import CheckoutPricing

/// A free-shipping coupon limited to services covers a method by its
/// service, whatever the method's identifier: a pickup method is
/// `service/store`, and its service is the part `services.csv` names.
@Suite("Free shipping by service")
struct FreeShippingServiceTests {
  /// A sample merchant whose pickup stores charge (every sample store is
  /// free, and a grant takes nothing off a free method), with one
  /// free-shipping coupon per service: `SHIP0`, `SHIP1`, ... in
  /// `services.csv` order, capped now and then, plus `SHIPALL` for every
  /// service.
  static func chargingBook(_ merchant: SampleMerchant) throws -> (book: RateBook, codes: [String]) {
    let major = merchant == .jpStationery ? "350" : "3.50"
    let services =
      merchant.files["services.csv"].map(dataRows)?.dropFirst().map { String($0.prefix { $0 != "," }) } ?? []
    var codes: [String] = []
    let book = try TestBooks.book(
      merchant,
      editing: [
        "stores.csv": { text in
          // The last column is the store's price; an empty one uses the rate.
          text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix(",") && !line.hasPrefix("#") ? line + major : String(line)
          }.joined(separator: "\n")
        },
        "coupons.csv": { text in
          let header = dataRows(text)[0].split(separator: ",").map(String.init)
          func row(_ cells: [String: String]) -> String { header.map { cells[$0] ?? "" }.joined(separator: ",") }
          var rows: [String] = []
          for (index, service) in services.enumerated() {
            let cap = index % 3 == 1 ? (merchant == .jpStationery ? "200" : "2.00") : ""
            rows.append(
              row([
                "code": "SHIP\(index)", "label": "Free \(service)", "kind": "freeShipping", "value": cap,
                "services": service, "combinable": "yes",
              ]))
          }
          rows.append(row(["code": "SHIPALL", "label": "Free shipping", "kind": "freeShipping", "combinable": "yes"]))
          return text + (text.hasSuffix("\n") ? "" : "\n") + rows.joined(separator: "\n") + "\n"
        },
      ])
    codes = services.indices.map { "SHIP\($0)" } + ["SHIPALL"]
    return (book, codes)
  }

  /// The lines of a CSV text that are neither comments nor blank, the
  /// header first.
  static func dataRows(_ text: String) -> [String] {
    text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
  }

  @Test("A free-collection coupon for shop-collection takes the collection's price off at The Lanes")
  func pickupCoupon() throws {
    let (book, _) = try Self.chargingBook(.ukTeahouse)
    let engine = PricingEngine(book: book)
    let request = QuoteRequest(
      event: .shippingContactSelected, asOf: Date(timeIntervalSince1970: 1_795_291_445),
      cart: Cart(lines: [
        CartLine(
          id: "tea", label: "Tea", unitPrice: try Amount(parsing: "12.50", currency: book.merchant.currency),
          quantity: 2)
      ]),
      shippingContact: ContactFields(postalCode: "BN1 1HB", countryCode: "GB"), shippingType: .storePickup,
      couponCode: "SHIP5")
    #expect(book.discounts.coupons["SHIP5"]?.services == ["shop-collection"])
    let quote = engine.quote(request)
    let method = try #require(quote.shippingMethods.first)
    #expect(method.identifier == "shop-collection/the-lanes")
    #expect(method.amount.formatted() == "3.50")
    #expect(quote.errors.isEmpty)
    #expect(quote.breakdown.shippingDiscount.formatted() == "3.50")
    #expect(quote.summaryItems.map(\.label) == ["Subtotal", "Free shop-collection", "Collect from our shop in The Lanes"])
    #expect(quote.total?.amount.formatted() == "25.00")
  }

  @Test(
    "A covering free-shipping grant takes min(price, cap) off every service's methods, pickups included, and any other grant nothing",
    arguments: SampleMerchant.allCases)
  func coveringGrantTakesPriceOrCap(merchant: SampleMerchant) throws {
    let (book, codes) = try Self.chargingBook(merchant)
    let engine = PricingEngine(book: book)
    // The sample contacts, and each store's own address, where pickups reach.
    var contacts = try #require(PricingEnginePropertyTests.contacts[merchant])
    for store in book.shipping.plans.flatMap({ $0.stores.map(\.store) }) {
      contacts.append(ContactFields(postalCode: store.postcode, countryCode: store.country.rawValue))
    }
    let exponent = book.merchant.currency.minorUnits
    var discounted: Set<String> = []
    var priced: Set<String> = []
    forAllSeededCases(count: 1_000) { rng in
      var request = PricingEnginePropertyTests.randomRequest(merchant, book: book, &rng)
      request.shippingContact = contacts.randomElement(using: &rng)
      request.shippingType = ShippingType.allCases.randomElement(using: &rng)!
      request.couponCode = codes.randomElement(using: &rng)
      // Half the time, the coupon of an offered method's service.
      if Bool.random(using: &rng), let method = engine.session(for: request).offeredMethods.randomElement(using: &rng) {
        let service = String(method.identifier.prefix { $0 != "/" })
        // One the test added: a sample's own code may have a minimum.
        request.couponCode =
          book.discounts.coupons.values.first { $0.services == [service] && $0.code.map(codes.contains) == true }?.code
      }
      var session = engine.session(for: request)
      for method in session.offeredMethods {
        session.selectShippingMethod(method.identifier)
        let quote = engine.quote(session)
        guard quote.total != nil else { continue }
        let grant = try #require(quote.breakdown.discounts?.freeShipping, "\(request): \(quote.errors)")
        // The method's service by the identifier's documented form.
        let service = String(method.identifier.prefix { $0 != "/" })
        let price = method.amount.minorUnits
        if price > 0 { priced.insert(service) }
        let expected =
          grant.services.isEmpty || grant.services.contains(service)
          ? min(price, grant.cap?.minorUnits ?? price) : 0
        try #require(
          quote.breakdown.shippingDiscount == Amount(uncheckedMinorUnits: expected, exponent: exponent),
          "\(request) on \(method.identifier): took \(quote.breakdown.shippingDiscount), expected \(expected)")
        if expected > 0 && !grant.services.isEmpty { discounted.insert(service) }
      }
    }
    // Every service offered at a price, pickups among them, had its own
    // coupon take something off.
    #expect(discounted == priced)
    let pickups = book.shipping.plans.map(\.service).filter { $0.type == .storePickup }.map(\.id)
    #expect(!pickups.isEmpty && pickups.allSatisfy(discounted.contains), "\(pickups)")
  }
}
