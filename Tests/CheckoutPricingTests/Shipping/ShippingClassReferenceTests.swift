import DecimalReference
import Foundation
import SampleMerchants
import SeededRandom
import TestSupport
import Testing

@testable import CheckoutPricing

/// Shipping classes priced every way `classPricing` allows
/// (`RateTables/README.md`, "Shipping classes"), against the `Decimal`
/// reference: the UK sample's `royal-mail-international`, whose rows price
/// `standard` apart from every other class, with its `highest` swapped for
/// each of the others.
@Suite("Shipping class reference")
struct ShippingClassReferenceTests {
  /// The UK sample with `royal-mail-international` pricing shipping classes
  /// by `pricing` instead of `highest`.
  static func teahouse(classPricing pricing: String) throws -> RateBook {
    try TestBooks.book(
      .ukTeahouse,
      editing: ["services.csv": { $0.replacingOccurrences(of: ",15:00,highest", with: ",15:00,\(pricing)") }])
  }

  /// A cart light enough for the international tiers (up to 2 kg): 1 to 4
  /// lines of 0 to 0.6 kg a unit, of categories the book names.
  static func lightCart(_ rng: inout SeededGenerator) -> [CartLine] {
    (0..<Int.random(in: 1...4, using: &rng)).map { index in
      CartLine(
        id: "line-\(index)", label: "line \(index)",
        unitPrice: Amount(minorUnits: Int64.random(in: 1...5_000, using: &rng), currency: Ship.gbp),
        quantity: Int64.random(in: 1...3, using: &rng),
        weight: Int.random(in: 0..<5, using: &rng) == 0
          ? nil : Weight(quanta: Int64.random(in: 0...(WeightUnit.gram.quanta * 600), using: &rng)),
        category: ["standard", "zero", "reduced"].randomElement(using: &rng)!)
    }
  }

  /// The engine's price of `royal-mail-international` for `lines` to
  /// `destination`, and the reference's; `nil` when it is not offered.
  static func prices(_ book: RateBook, _ lines: [CartLine], to destination: Destination, asOf: Date) throws
    -> (engine: Decimal, reference: Decimal?)?
  {
    let subtotal = try Cart(lines: lines).subtotal(exponent: 2)
    let request = ShippingRequest(
      cart: Cart(lines: lines), destination: destination, subtotalBeforeDiscounts: subtotal,
      subtotalAfterDiscounts: subtotal, asOf: asOf)
    let options = try ShippingPropertyTests.rate(book, request)
    guard let option = options.first(where: { $0.identifier == "royal-mail-international" }) else { return nil }
    let zone = try #require(book.zone(for: destination)?.area)
    let reference = DecimalReference.shippingPrice(
      method: option.identifier, zone: zone, cart: request.cart, destination: destination,
      merchandiseBeforeDiscounts: subtotal.decimal, merchandiseAfterDiscounts: subtotal.decimal, book: book)
    return (option.amount.decimal, reference)
  }

  @Test(
    "Shipping classes priced highest, sum, perClass or perItem cost what the Decimal reference builds",
    arguments: ["highest", "sum", "perClass", "perItem"])
  func classPricesEqualDecimalReference(pricing: String) throws {
    let book = try Self.teahouse(classPricing: pricing)
    var compared = 0
    forAllSeededCases(count: 2_000) { rng in
      let lines = ShippingReferencePropertyTests.withGiftCard(
        Self.lightCart(&rng), currency: Ship.gbp, weighed: true, &rng)
      let destination = [Ship.address("D02 X285", "IE"), Ship.address("75008", "FR")].randomElement(using: &rng)!
      guard
        let (engine, reference) = try Self.prices(
          book, lines, to: destination, asOf: ShippingPropertyTests.instant(&rng))
      else { return }
      let described = lines.map { "\($0.category) \($0.quantity) x \($0.weight.map { "\($0)" } ?? "no weight")" }
      let price = try #require(reference, "offered at \(engine) but the reference gives no price: \(described)")
      try #require(engine == price, "\(pricing): engine \(engine), Decimal \(price): \(described)")
      compared += 1
    }
    #expect(compared > 500, "compared \(compared) prices")
  }

  /// Carts where the engine's class pricing departs from
  /// `RateTables/README.md`: the README's price, worked by hand from the
  /// Ireland rows (no class: 9.95 to 0.5 kg; `standard`: 12.95 to 0.5 kg).
  static let departures: [(pricing: String, lines: [CartLine], readme: String)] = {
    func line(_ id: String, _ category: String, quantity: Int64 = 1, grams: Int64?) -> CartLine {
      CartLine(
        id: id, label: id, unitPrice: Ship.money("10.00", Ship.gbp), quantity: quantity,
        weight: grams.map { Weight(quanta: WeightUnit.gram.quanta * $0) }, category: category)
    }
    // Two categories no table names are two classes ("A shipping class is
    // a cart line's category"): each 9.95, on the whole 0.4 kg or on its
    // own 0.2 kg.
    let unnamed = [line("stove", "hazmat", grams: 200), line("ink", "ink-bottle", grams: 200)]
    // A gift card without a weight is not shipped ("Selling a gift card"):
    // no class of its own, no unit priced; the teapot's standard 12.95.
    let card = [line("teapot", "standard", grams: 300), line("card", "giftCard", quantity: 2, grams: nil)]
    return [
      ("sum", unnamed, "19.90"), ("perClass", unnamed, "19.90"),
      ("sum", card, "12.95"), ("perClass", card, "12.95"), ("perItem", card, "12.95"),
    ]
  }()

  @Test(
    "Categories no table names are classes each, and a gift card sold is none: engine and reference at the README's price"
  )
  func departuresFromTheReadme() throws {
    for (pricing, lines, readme) in Self.departures {
      let book = try Self.teahouse(classPricing: pricing)
      let asOf = Date(timeIntervalSince1970: 1_780_000_000)
      let (engine, reference) = try #require(
        try Self.prices(book, lines, to: Ship.address("D02 X285", "IE"), asOf: asOf))
      let expected = Ship.money(readme, Ship.gbp).decimal
      #expect(reference == expected, "\(pricing) \(lines.map(\.category))")
      #expect(engine == expected, "\(pricing) \(lines.map(\.category)): engine \(engine), README \(expected)")
    }
  }
}
