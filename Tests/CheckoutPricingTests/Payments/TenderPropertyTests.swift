import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

/// Gift cards and store credit over seeded random carts of every sample
/// merchant: a tender is a payment after tax, so it moves nothing before it.
@Suite("Tender properties")
struct TenderPropertyTests {
  @Test(
    "A tender changes no tax figure and no item before it, and the total is what is left after the tenders used in order",
    arguments: SampleMerchant.allCases)
  func tenderIsAPaymentAfterTax(merchant: SampleMerchant) throws {
    var paid = 0
    try PricingEnginePropertyTests.forAllRandomRequests(merchant, count: 1_000) { engine, request, rng in
      let exponent = engine.book.merchant.currency.minorUnits
      var plainRequest = request
      plainRequest.tenders = []
      var tendered = request
      tendered.tenders = (0..<Int.random(in: 1...3, using: &rng)).map { index in
        let amount = Amount(uncheckedMinorUnits: Int64.random(in: 1...100_000, using: &rng), exponent: exponent)
        return Bool.random(using: &rng)
          ? .giftCard(id: "GC-\(index)", amount: amount) : .storeCredit(id: "SC-\(index)", amount: amount)
      }
      let plain = engine.quote(plainRequest)
      let quote = engine.quote(tendered)
      guard let before = plain.total else {
        try #require(quote.total == nil, "\(tendered)")
        return
      }
      let total = try #require(quote.total, "\(tendered): \(quote.errors)")
      // Nothing before the tenders moves: the items, the tax, the later payments.
      try #require(Array(quote.summaryItems.prefix(plain.summaryItems.count)) == plain.summaryItems, "\(tendered)")
      try #require(quote.summaryItems.dropFirst(plain.summaryItems.count).allSatisfy { $0.kind == .tender }, "\(tendered)")
      try #require(quote.breakdown.tax == plain.breakdown.tax, "\(tendered)")
      try #require(quote.breakdown.exemptedTax == plain.breakdown.exemptedTax, "\(tendered)")
      try #require(quote.laterPayments == plain.laterPayments, "\(tendered)")
      // Each tender pays what is left, in order, up to its amount: in
      // Decimal, independently of the engine's minor units.
      var left = max(before.amount.decimal, 0)
      let used = quote.breakdown.tendersUsed
      try #require(used.count == tendered.tenders.count, "\(tendered)")
      for (tender, use) in zip(tendered.tenders, used) {
        let expected = min(tender.amount.decimal, left)
        try #require(use.decimal == expected, "\(tender): used \(use), expected \(expected) in \(tendered)")
        try #require(!use.isNegative && use <= tender.amount, "\(tendered)")
        left -= expected
      }
      // total = max(0, before − used), and never below 0.
      try #require(total.amount.decimal == left, "total \(total.amount), expected \(left): \(tendered)")
      try #require(!total.amount.isNegative)
      try #require(total.type == before.type, "\(tendered)")
      // The items still add up to the total, with one item per tender that paid.
      let sum = try Amount.sum(quote.summaryItems.map(\.amount), exponent: exponent)
      try #require(sum == total.amount, "\(tendered)")
      try #require(
        quote.summaryItems.filter { $0.kind == .tender }.map(\.amount.decimal)
          == used.filter { $0.minorUnits > 0 }
          .map { -$0.decimal }, "\(tendered)")
      // What the breakdown writes: used + remaining = the tender's amount.
      let json = try JSONParser().parse(String(decoding: ResponseEncoder.encode(quote), as: UTF8.self))
      guard case .array(let written)? = json["breakdown"]?["tenders"] else {
        Issue.record("no tenders in the breakdown for \(tendered)")
        return
      }
      for (tender, member) in zip(tendered.tenders, written) {
        let usedText = try #require(member["used"]?.stringValue)
        let remainingText = try #require(member["remaining"]?.stringValue)
        let sumOfBoth =
          try Amount(parsing: usedText, exponent: exponent).decimal
          + Amount(parsing: remainingText, exponent: exponent).decimal
        try #require(sumOfBoth == tender.amount.decimal, "\(member.serialized()) for \(tender)")
      }
      if used.contains(where: { $0.minorUnits > 0 }) { paid += 1 }
    }
    #expect(paid >= 300, "only \(paid) quotes had a tender that paid")
  }
}
