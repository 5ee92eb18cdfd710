import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

/// A session gives the quote the stateless call gives for the same request,
/// after any sequence of method and card choices.
@Suite("Quote sessions")
struct QuoteSessionTests {
  @Test(
    "Choosing methods and cards in a session quotes exactly as pricing each request afresh",
    arguments: SampleMerchant.allCases)
  func sessionEqualsFreshQuote(merchant: SampleMerchant) throws {
    let engine = try #require(ExampleRequests.engines[merchant])
    let cards: [PaymentMethod?] = [
      nil, PaymentMethod(type: .credit, network: "visa"), PaymentMethod(type: .debit),
      PaymentMethod(type: .credit, network: "amex"),
    ]
    var choicesMade = 0
    var methodsMoved = 0
    forAllSeededCases(count: 1_000) { rng in
      let request = PricingEnginePropertyTests.randomRequest(merchant, book: engine.book, &rng)
      var session = engine.session(for: request)
      try #require(engine.quote(session) == engine.quote(request), "\(request)")
      // Every offered method, an unknown one and none, in a random order,
      // with a card change now and then.
      var choices: [String?] = session.offeredMethods.map(\.identifier) + ["no-such-method", nil]
      choices.shuffle(using: &rng)
      // The breakdown lists every option the book offers (of any type) in
      // the merchant's order, the chosen one moved first.
      var unselected = request
      unselected.shippingMethod = nil
      let merchantOrder = engine.quote(unselected).breakdown.shipping?.options ?? []
      var expected = request
      for choice in choices {
        session.selectShippingMethod(choice)
        expected.event = .shippingMethodSelected
        expected.shippingMethod = choice
        if Int.random(in: 0..<3, using: &rng) == 0 {
          let card = cards.randomElement(using: &rng)!
          session.selectPaymentMethod(card)
          expected.event = .paymentMethodSelected
          expected.paymentMethod = card
        }
        let quote = engine.quote(session)
        try #require(quote == engine.quote(expected), "\(expected)")
        try #require(session.request == expected)
        var order = merchantOrder
        if let choice, let index = order.firstIndex(where: { $0.identifier == choice }) {
          order.insert(order.remove(at: index), at: 0)
        }
        try #require((quote.breakdown.shipping?.options ?? []) == order, "\(expected)")
        choicesMade += 1
        if let choice, quote.selectedShippingMethod == choice, session.offeredMethods.first?.identifier != choice {
          methodsMoved += 1
        }
      }
    }
    // The sessions did choose, and a choice did move a method first.
    #expect(choicesMade > 2_000)
    if merchant != .jpStationery { #expect(methodsMoved > 100) }
  }

  @Test("A session from another book is priced afresh by this engine's book")
  func otherBook() throws {
    let us = try #require(ExampleRequests.engines[.usOutfitters])
    let reloaded = PricingEngine(book: try SampleMerchant.usOutfitters.rateBook())
    let uk = try #require(ExampleRequests.engines[.ukTeahouse])
    let request = QuoteRequest(
      event: .shippingContactSelected, asOf: Date(timeIntervalSince1970: 1_795_291_445),
      cart: Cart(lines: [
        CartLine(
          id: "tea", label: "Tea", unitPrice: Amount(uncheckedMinorUnits: 1_250, exponent: 2), quantity: 2)
      ]),
      shippingContact: ContactFields(administrativeArea: "GA", postalCode: "30303", countryCode: "US"))
    let session = us.session(for: request)
    #expect(reloaded.quote(session) == reloaded.quote(request))
    #expect(uk.quote(session) == uk.quote(request))
    #expect(uk.quote(session) != us.quote(session))
  }

  /// A small merchant whose one service costs `price`, loaded fresh.
  static func smallBook(shipping price: String) throws -> RateBook {
    var files = try TestBooks.minimalMerchant()
    files["rates.csv"] = "service,zone,basis,price\nground,us,flat,\(price)\n"
    return try RateBook.load(from: .files(files))
  }

  /// A session on a book that nothing else holds any more.
  static func orphanedSession() throws -> (session: QuoteSession, identity: ObjectIdentifier) {
    let book = try smallBook(shipping: "7.95")
    let request = QuoteRequest(
      event: .shippingContactSelected, asOf: Date(timeIntervalSince1970: 1_795_291_445),
      cart: Cart(lines: [
        CartLine(id: "a", label: "A", unitPrice: Amount(uncheckedMinorUnits: 1_000, exponent: 2), quantity: 1)
      ]),
      shippingContact: ContactFields(administrativeArea: "GA", postalCode: "30303", countryCode: "US"))
    return (PricingEngine(book: book).session(for: request), book.identity)
  }

  @Test("A session keeps its book alive, so a new book can never be taken for it and finish its stale stages")
  func bookOutlivedBySession() throws {
    let (session, oldIdentity) = try Self.orphanedSession()
    // Books loaded after the session's book lost its other owners: were it
    // freed, the allocator would hand its address to one of them, and that
    // book would finish the session's stages (7.95 shipping) as its own.
    for _ in 0..<200 {
      let book = try Self.smallBook(shipping: "9.95")
      let engine = PricingEngine(book: book)
      let quote = engine.quote(session)
      try #require(quote.shippingMethods.first?.amount.description == "9.95", "stale stages finished")
      try #require(quote == engine.quote(session.request))
      try #require(book.identity != oldIdentity, "a new book took the address of the session's book")
    }
  }
}
