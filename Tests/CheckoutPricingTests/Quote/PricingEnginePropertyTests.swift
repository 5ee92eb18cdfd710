import DecimalReference
import Foundation
import SampleMerchants
import SeededRandom
import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("Pricing engine properties")
struct PricingEnginePropertyTests {
  static let contacts: [SampleMerchant: [ContactFields]] = [
    .usOutfitters: [
      ContactFields(locality: "Atlanta", administrativeArea: "GA", postalCode: "30303", countryCode: "US"),
      ContactFields(locality: "New York", administrativeArea: "NY", postalCode: "10001", countryCode: "US"),
      // Rates that change on a date: Louisiana's state rate, Texas's holiday.
      ContactFields(locality: "New Orleans", administrativeArea: "LA", postalCode: "70112", countryCode: "US"),
      ContactFields(locality: "Houston", administrativeArea: "TX", postalCode: "77002", countryCode: "US"),
      ContactFields(administrativeArea: "AK", postalCode: "99501", countryCode: "US"),
      ContactFields(administrativeArea: "CO", postalCode: "80202", countryCode: "US"),
      ContactFields(administrativeArea: "QC", postalCode: "H2X", countryCode: "CA"),
      ContactFields(postalCode: "IV2", countryCode: "GB"), ContactFields(postalCode: "10115", countryCode: "DE"),
      ContactFields(postalCode: "01310-100", countryCode: "BR"),
      ContactFields(administrativeArea: "TX", postalCode: "30303", countryCode: "US"),
      // South Dakota: the merchant is not registered there.
      ContactFields(locality: "Sioux Falls", administrativeArea: "SD", postalCode: "57104", countryCode: "US"),
    ],
    .ukTeahouse: [
      ContactFields(postalCode: "BN1", countryCode: "GB"), ContactFields(postalCode: "IV2 3AA", countryCode: "GB"),
      ContactFields(postalCode: "SW1A", countryCode: "GB"), ContactFields(postalCode: "D02 X285", countryCode: "IE"),
    ],
    .jpStationery: [
      ContactFields(postalCode: "100-0005", countryCode: "JP"),
      ContactFields(postalCode: "900-0001", countryCode: "JP"),
      ContactFields(postalCode: "060-0001", countryCode: "JP"),
    ],
    .deBookshop: [
      ContactFields(locality: "Leipzig", postalCode: "04109", countryCode: "DE"),
      ContactFields(locality: "Berlin", postalCode: "10115", countryCode: "DE"),
      ContactFields(locality: "Paris", postalCode: "75008", countryCode: "FR"),
      ContactFields(locality: "Amsterdam", postalCode: "1017 CT", countryCode: "NL"),
      ContactFields(locality: "Milano", postalCode: "20121", countryCode: "IT"),
      ContactFields(locality: "Wien", postalCode: "1010", countryCode: "AT"),
      // Switzerland: an export; Spain: a country the shop does not ship to.
      ContactFields(locality: "Zürich", postalCode: "8001", countryCode: "CH"),
      ContactFields(locality: "Madrid", postalCode: "28013", countryCode: "ES"),
    ],
    .txLeatherworks: [
      // Austin, the origin; Houston and El Paso, sourced at the origin; Oklahoma City, no tax; Anchorage, not served.
      ContactFields(locality: "Austin", administrativeArea: "TX", postalCode: "78704", countryCode: "US"),
      ContactFields(locality: "Houston", administrativeArea: "TX", postalCode: "77002", countryCode: "US"),
      ContactFields(locality: "El Paso", administrativeArea: "TX", postalCode: "79901", countryCode: "US"),
      ContactFields(locality: "Oklahoma City", administrativeArea: "OK", postalCode: "73102", countryCode: "US"),
      ContactFields(locality: "Anchorage", administrativeArea: "AK", postalCode: "99501", countryCode: "US"),
    ],
  ]
  static let categories: [SampleMerchant: [String]] = [
    .usOutfitters: ["standard", "groceries", "clothing"], .ukTeahouse: ["standard", "zero", "reduced"],
    .jpStationery: ["standard", "reduced"], .deBookshop: ["standard", "books"],
    .txLeatherworks: ["standard"],
  ]

  /// Runs `body` on `count` seeded random requests for `merchant` (see
  /// `forAllSeededCases`), with the merchant's sample engine and the
  /// generator for any further draws.
  static func forAllRandomRequests(
    _ merchant: SampleMerchant, count: Int, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (PricingEngine, QuoteRequest, inout SeededGenerator) throws -> Void
  ) throws {
    let engine = try #require(ExampleRequests.engines[merchant], sourceLocation: sourceLocation)
    forAllSeededCases(count: count, sourceLocation: sourceLocation) { rng in
      try body(engine, randomRequest(merchant, book: engine.book, &rng), &rng)
    }
  }

  /// A random request for `merchant`: 1 to 8 lines, any event, any contact
  /// (including unusable ones), sometimes a coupon, a method, a card.
  /// The events before the shopper authorizes: the authorization's own
  /// properties are in `AuthorizationTests`.
  static let sheetEvents = QuoteRequest.Event.allCases.filter { $0 != .paymentAuthorized }

  static func randomRequest(_ merchant: SampleMerchant, book: RateBook, _ rng: inout SeededGenerator) -> QuoteRequest {
    let exponent = book.merchant.currency.minorUnits
    let lines = (0..<Int.random(in: 1...8, using: &rng)).map { index in
      CartLine(
        id: "line-\(index)", label: "Item \(index)",
        unitPrice: Amount(
          uncheckedMinorUnits: Int64.random(in: 0...50_000, using: &rng) * (exponent == 0 ? 1 : 1), exponent: exponent),
        quantity: Int64.random(in: 1...5, using: &rng),
        weight: Bool.random(using: &rng)
          ? Weight(quanta: 16 * Int64.random(in: 0...5_000_000_000_000, using: &rng)) : nil,
        category: categories[merchant]!.randomElement(using: &rng)!)
    }
    let codes = [nil, nil] + book.discounts.coupons.values.compactMap(\.code).sorted() + ["NOPE"]
    let services = [nil] + book.shipping.serviceIDs
    let cards: [PaymentMethod?] = [
      nil, PaymentMethod(type: .credit, network: "visa"), PaymentMethod(type: .debit), PaymentMethod(type: .store),
    ]
    var request = QuoteRequest(
      event: sheetEvents.randomElement(using: &rng)!,
      asOf: Date(timeIntervalSince1970: TimeInterval(Int.random(in: 1_767_225_600...1_798_761_600, using: &rng))),
      cart: Cart(lines: lines),
      shippingContact: Int.random(in: 0..<6, using: &rng) == 0 ? nil : contacts[merchant]!.randomElement(using: &rng),
      shippingMethod: services.randomElement(using: &rng)!,
      paymentMethod: cards.randomElement(using: &rng)!,
      couponCode: codes.randomElement(using: &rng)!)
    // Sometimes a gift card or store credit or both, from a few units to
    // more than the cart: drawn from a copy of the generator, so that a
    // caller's further draws are what they were without tenders.
    var tenderDraws = rng
    if Int.random(in: 0..<4, using: &tenderDraws) == 0 {
      request.tenders = (0..<Int.random(in: 1...3, using: &tenderDraws)).map { index in
        let amount = Amount(
          uncheckedMinorUnits: Int64.random(in: 1...200_000, using: &tenderDraws), exponent: exponent)
        return Bool.random(using: &tenderDraws)
          ? .giftCard(id: "6006-4910-0000-\(1000 + index)", amount: amount)
          : .storeCredit(id: "credit-\(index)", amount: amount)
      }
    }
    return request
  }

  @Test(
    "Items add up to the total, the first method is selected, every amount has the currency's digits, and the same request gives the same bytes",
    arguments: SampleMerchant.allCases)
  func invariants(merchant: SampleMerchant) throws {
    try Self.forAllRandomRequests(merchant, count: 2_000) { engine, request, _ in
      let currency = engine.book.merchant.currency
      let quote = engine.quote(request)
      let sum = try Amount.sum(quote.summaryItems.map(\.amount), exponent: currency.minorUnits)
      let total = try #require(quote.total, "\(request): \(quote.errors)")
      try #require(sum == total.amount, "\(request)")
      try #require(!total.amount.isNegative)
      // Pending while an amount in it is.
      try #require((total.type == .pending) == quote.summaryItems.contains { $0.type == .pending }, "\(request)")
      try #require(quote.selectedShippingMethod == quote.shippingMethods.first?.identifier)
      if let chosen = request.shippingMethod, quote.shippingMethods.contains(where: { $0.identifier == chosen }) {
        try #require(quote.selectedShippingMethod == chosen, "the shopper's choice stays selected")
      }
      for amount in quote.summaryItems.map(\.amount) + quote.shippingMethods.map(\.amount) + [total.amount] {
        try #require(amount.exponent == currency.minorUnits)
      }
      let json = String(decoding: ResponseEncoder.encode(quote), as: UTF8.self)
      try #require(Array(json.utf8) == ResponseEncoder.encode(engine.quote(request)), "same request, same bytes")
      try #require(json == TreeResponseEncoder.encode(quote).serialized(), "the same bytes as the JSONValue tree")
      try #require(
        ContractChecker.problems(in: try JSONParser().parse(json), event: request.event, currency: currency).isEmpty)
    }
  }

  @Test(
    "Each card type's total (the W3C modifiers) is what a paymentMethodSelected quote for that card charges",
    arguments: SampleMerchant.allCases)
  func cardTotalsAreQuotes(merchant: SampleMerchant) throws {
    var modified = 0
    try Self.forAllRandomRequests(merchant, count: 1_000) { engine, request, _ in
      let currency = engine.book.merchant.currency
      let quote = engine.quote(request)
      guard quote.total != nil else { return }
      var withoutCard = request
      withoutCard.paymentMethod = nil
      let plainQuote = engine.quote(withoutCard)
      let plain = try #require(plainQuote.total)
      let cardTotals = engine.cardTotals(for: quote)
      try #require(cardTotals == engine.cardTotals(for: plainQuote), "whichever card the quote has: \(request)")
      // Priced in the pipeline with the quote, as a response asks: the same
      // totals, and none for a quote with a card.
      let priced = engine.quote(withoutCard, explaining: false, pricingCardTypes: true)
      try #require(priced.cardTotals == cardTotals, "priced with the quote: \(request)")
      try #require(priced.summaryItems == plainQuote.summaryItems && priced.total == plainQuote.total)
      if request.paymentMethod != nil {
        try #require(engine.quote(request, explaining: false, pricingCardTypes: true).cardTotals.isEmpty)
      }
      // The W3C modifiers as written, against the tree encoder and the published shapes.
      let json = String(decoding: ResponseEncoder.encode(plainQuote, cardTotals: cardTotals), as: UTF8.self)
      try #require(json == TreeResponseEncoder.encode(plainQuote, cardTotals: cardTotals).serialized())
      try #require(
        ContractChecker.problems(in: try JSONParser().parse(json), event: request.event, currency: currency).isEmpty)
      for type in PaymentMethodType.applePayTypes {
        var picked = request
        picked.event = .paymentMethodSelected
        picked.paymentMethod = PaymentMethod(type: type)
        let card = engine.quote(picked)
        let modifier = cardTotals.first { $0.type == type }
        if let modifier {
          modified += 1
          try #require(card.total == modifier.total, "\(type): \(request)")
          // The adjustment is the card's item: after it come only tenders.
          try #require(
            card.summaryItems.last { $0.kind != .tender } == modifier.adjustment, "\(type): \(request)")
        } else {
          // No modifier: the card changes nothing.
          try #require(card.total == plain, "\(type) has no modifier but changes the total: \(request)")
        }
      }
    }
    // The US and Japanese samples have card adjustments; the UK's and the
    // EU's none (surcharges on consumer cards are banned there).
    let adjusts = !TestBooks.book(merchant).payments.adjustments.isEmpty
    #expect((modified > 0) == adjusts, "\(modified) modifiers")
  }

  @Test("The sheet-event entry points agree with quote(_:)", arguments: SampleMerchant.allCases)
  func entryPointsAgree(merchant: SampleMerchant) throws {
    let engine = try #require(ExampleRequests.engines[merchant])
    forAllSeededCases(count: 500) { rng in
      var request = Self.randomRequest(merchant, book: engine.book, &rng)
      request.event = .initial
      try #require(engine.initialQuote(for: request) == engine.quote(request))
      if let contact = request.shippingContact {
        var expected = request
        expected.event = .shippingContactSelected
        try #require(engine.shippingContactSelected(contact, in: request) == engine.quote(expected))
      }
      if let method = request.shippingMethod {
        var expected = request
        expected.event = .shippingMethodSelected
        try #require(engine.shippingMethodSelected(method, in: request) == engine.quote(expected))
      }
      if let card = request.paymentMethod {
        var expected = request
        expected.event = .paymentMethodSelected
        try #require(engine.paymentMethodSelected(card, in: request) == engine.quote(expected))
      }
      var expected = request
      expected.event = .couponCodeChanged
      try #require(engine.couponCodeChanged(request.couponCode, in: request) == engine.quote(expected))
    }
  }

  // Invariant 1 against an independent computation: the engine's total
  // equals the same pipeline done in Foundation Decimal.
  @Test("The total equals the Decimal reference's total", arguments: SampleMerchant.allCases)
  func totalEqualsDecimalReference(merchant: SampleMerchant) throws {
    try Self.forAllRandomRequests(merchant, count: 2_000) { engine, request, _ in
      let quote = engine.quote(request)
      guard quote.summaryItems.isEmpty == false else { return }
      let reference = try #require(DecimalReference.quoteTotal(request, book: engine.book))
      let total = try #require(quote.total?.amount, "\(request): \(quote.errors)")
      try #require(total.decimal == reference, "\(request): engine \(total), Decimal \(reference)")
    }
  }
}
