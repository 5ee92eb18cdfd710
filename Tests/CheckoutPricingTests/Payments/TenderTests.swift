import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

/// Gift cards and store credit (the JSON contract article, "Gift cards and
/// store credit") by hand, on the US sample's Atlanta example: a tent, wax
/// and trail mix by UPS 2nd Day Air, 288.47 + 49.45 shipping + 29.15 tax
/// = 367.07.
@Suite("Tenders")
struct TenderTests {
  static func request(tenders: [Tender] = [], card: PaymentMethod? = nil) throws -> QuoteRequest {
    var request = QuoteFixtures.atlantaByUPS2ndDayAir([
      try QuoteFixtures.tent(),
      CartLine(
        id: "wax", label: "Mustache Wax", unitPrice: usd("10.00"), quantity: 2,
        weight: try Weight(parsing: "0.25", unit: .pound)),
      CartLine(
        id: "trail-mix", label: "Trail Mix, 12 oz", unitPrice: usd("6.49"), quantity: 3,
        weight: try Weight(parsing: "12", unit: .ounce), category: "groceries"),
    ])
    request.paymentMethod = card
    request.tenders = tenders
    return request
  }

  let engine = try! #require(ExampleRequests.engines[.usOutfitters])

  @Test("A gift card pays part of the order after tax: the items before it are unchanged, the total is what is left")
  func giftCardPaysPart() throws {
    let plain = engine.quote(try Self.request())
    #expect(plain.total?.amount == usd("367.07"))
    let quote = engine.quote(
      try Self.request(tenders: [.giftCard(id: "6006-4910-0000-1234", amount: usd("100.00"))]))
    try #require(quote.errors.isEmpty, "\(quote.errors)")
    #expect(Array(quote.summaryItems.dropLast()) == plain.summaryItems)
    #expect(quote.summaryItems.last == SummaryItem(label: "Gift card ····1234", amount: usd("-100.00")))
    #expect(quote.summaryItems.last?.kind == .tender)
    // 367.07 - 100.00: the tax is still 29.15, on the full price.
    #expect(quote.total?.amount == usd("267.07"))
    #expect(quote.breakdown.tax?.total == usd("29.15"))
    #expect(quote.breakdown.tax == plain.breakdown.tax)
    #expect(quote.breakdown.tendersUsed == [usd("100.00")])
  }

  @Test("Store credit larger than what is left pays only that, keeps the rest, and leaves a total of 0")
  func storeCreditCoversAll() throws {
    let quote = engine.quote(
      try Self.request(tenders: [
        .giftCard(id: "6006-4910-0000-1234", amount: usd("100.00")),
        .storeCredit(id: "SC-77", amount: usd("500.00")),
      ]))
    try #require(quote.errors.isEmpty, "\(quote.errors)")
    // 367.07 - 100.00 = 267.07 from the credit; 500.00 - 267.07 = 232.93 remains.
    #expect(
      quote.summaryItems.suffix(2) == [
        SummaryItem(label: "Gift card ····1234", amount: usd("-100.00")),
        SummaryItem(label: "Store credit", amount: usd("-267.07")),
      ])
    #expect(quote.total == SummaryItem(label: "Sierra Trail Outfitters", amount: usd("0.00")))
    #expect(quote.breakdown.tendersUsed == [usd("100.00"), usd("267.07")])
    // Nothing is left for a card to pay, so no card has a total of its own.
    #expect(engine.cardTotals(for: quote).isEmpty)
    let json = try JSONParser().parse(String(decoding: ResponseEncoder.encode(quote), as: UTF8.self))
    guard case .array(let tenders)? = json["breakdown"]?["tenders"], tenders.count == 2 else {
      Issue.record("no two tenders in the breakdown: \(json["breakdown"]?.serialized() ?? "")")
      return
    }
    #expect(tenders[1]["used"] == .string("267.07"))
    #expect(tenders[1]["remaining"] == .string("232.93"))
  }

  @Test("A tender sent after the order is paid uses nothing and shows no item")
  func tenderAfterPaid() throws {
    let quote = engine.quote(
      try Self.request(tenders: [
        .storeCredit(id: "SC-77", amount: usd("400.00")),
        .giftCard(id: "6006-4910-0000-1234", amount: usd("25.00")),
      ]))
    #expect(quote.summaryItems.last == SummaryItem(label: "Store credit", amount: usd("-367.07")))
    #expect(quote.summaryItems.last?.kind == .tender)
    #expect(quote.breakdown.tendersUsed == [usd("367.07"), usd("0.00")])
    #expect(quote.total?.amount == usd("0.00"))
  }

  @Test("A tender comes after the card's adjustment, and pays the total with it")
  func afterCardAdjustment() throws {
    let card = PaymentMethod(type: .credit, network: "visa")
    let plain = engine.quote(try Self.request(card: card))
    let adjustment = try #require(plain.summaryItems.last)
    try #require(adjustment.kind == .cardAdjustment, "the US sample surcharges credit cards")
    let quote = engine.quote(
      try Self.request(tenders: [.giftCard(id: "GC-9876", amount: usd("50.00"))], card: card))
    #expect(quote.summaryItems.map(\.kind).suffix(2) == [.cardAdjustment, .tender])
    #expect(quote.summaryItems[quote.summaryItems.count - 2] == adjustment)
    let total = try #require(try plain.total?.amount.subtracting(usd("50.00")))
    #expect(quote.total?.amount == total)
  }

  @Test(
    "A tender in another currency, of zero, with an empty or a repeated id, is refused at its path",
    arguments: [
      (
        Tender.giftCard(
          id: "GC-1", amount: try! Amount(parsing: "5.00", currency: CurrencyTable.iso4217.currency(for: "EUR"))),
        "tenders[1].amount"
      ),
      (.giftCard(id: "GC-1", amount: try! Amount(parsing: "0.00", exponent: 2)), "tenders[1].amount"),
      (.storeCredit(id: "SC-1", amount: try! Amount(parsing: "5.000", exponent: 3)), "tenders[1].amount"),
      (.storeCredit(id: "", amount: try! Amount(parsing: "5.00", exponent: 2)), "tenders[1].id"),
      (.storeCredit(id: "GC-0", amount: try! Amount(parsing: "5.00", exponent: 2)), "tenders[1].id"),
    ])
  func refused(tender: Tender, path: String) throws {
    let quote = engine.quote(
      try Self.request(tenders: [.giftCard(id: "GC-0", amount: usd("1.00")), tender]))
    #expect(quote.total == nil)
    #expect(quote.errors.first?.path == path, "\(quote.errors)")
  }

  static let sameCardPairs = [
    ("6006-4910-0000-1234", "6006491000001234"),
    ("gc-abc", "GC-ABC"),
    (" GC-9876", "GC-9876"),
  ]

  @Test(
    "One card written two ways (hyphens, capitals, a leading space) is refused the second time at its id",
    arguments: sameCardPairs)
  func sameCardTwice(first: String, second: String) throws {
    let quote = engine.quote(
      try Self.request(tenders: [
        .giftCard(id: first, amount: usd("10.00")), .giftCard(id: second, amount: usd("10.00")),
      ]))
    #expect(quote.total == nil)
    #expect(quote.errors.map(\.path) == ["tenders[1].id"], "\(quote.errors)")
  }

  @Test(
    "Through the JSON contract, one card written two ways is refused the second time at its id",
    arguments: sameCardPairs)
  func sameCardTwiceJSON(first: String, second: String) throws {
    let json = #"""
      {"event":"shippingMethodSelected","asOf":"2026-11-21T15:04:05-05:00","currency":"USD",
       "lines":[{"id":"tent-2p","label":"Tent","unitPrice":"249.00","quantity":1,"weight":{"value":"4.6","unit":"lb"}}],
       "shippingContact":{"locality":"Atlanta","administrativeArea":"GA","postalCode":"30303","countryCode":"US"},
       "shippingMethod":"ups-2nd-day-air",
       "tenders":[{"kind":"giftCard","id":"FIRST","amount":"10.00"},{"kind":"storeCredit","id":"SECOND","amount":"10.00"}]}
      """#
      .replacingOccurrences(of: "FIRST", with: first).replacingOccurrences(of: "SECOND", with: second)
    let response = engine.respond(toJSON: Array(json.utf8))
    #expect(response.status == .failure, "\(response.text)")
    let parsed = try JSONParser().parse(response.text)
    guard case .array(let errors)? = parsed["errors"] else {
      Issue.record("no errors: \(response.text)")
      return
    }
    #expect(errors.map { $0["path"] } == [.string("tenders[1].id")], "\(response.text)")
  }
}
