import Foundation
import SampleMerchants
import SeededRandom
import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("Where the merchant is registered to collect tax")
struct TaxRegistrationTests {
  static func request(_ region: String, _ postcode: String) -> String {
    #"{"event":"shippingContactSelected","asOf":"2026-06-15T12:00:00-06:00","lines":[{"id":"tent","unitPrice":"100.00","quantity":1}],"shippingContact":{"administrativeArea":"\#(region)","postalCode":"\#(postcode)","countryCode":"US"}}"#
  }

  /// A sample's tables with every jurisdiction's `registered` set to
  /// `value` (`yes` or `no`), the column added when the file has none.
  static func files(_ merchant: SampleMerchant, registered value: String) -> [String: String] {
    var files = merchant.files
    let lines = files["tax_jurisdictions.csv"]!.split(separator: "\n", omittingEmptySubsequences: false)
    let hasColumn = lines.contains { $0.hasPrefix("jurisdiction,") && $0.hasSuffix(",registered") }
    files["tax_jurisdictions.csv"] = lines.map { line -> String in
      if line.hasPrefix("#") || line.isEmpty { return String(line) }
      if line.hasPrefix("jurisdiction,") { return hasColumn ? String(line) : line + ",registered" }
      // `registered` is the last column when the file has it.
      return (hasColumn ? String(line[..<line.lastIndex(of: ",")!]) : String(line)) + "," + value
    }.joined(separator: "\n")
    return files
  }

  @Test("registered reads yes or no, defaults to yes, and anything else is an error at its cell")
  func reads() throws {
    var files = try TestBooks.minimalMerchant()
    #expect(try RateBook.load(from: .files(files)).tax.jurisdictions.map(\.isRegistered) == [true])
    files["tax_jurisdictions.csv"] = "jurisdiction,label,shipping,registered\nus-ga,Georgia,taxable,no\n"
    #expect(try RateBook.load(from: .files(files)).tax.jurisdictions.map(\.isRegistered) == [false])
    files["tax_jurisdictions.csv"] = "jurisdiction,label,shipping,registered\nus-ga,Georgia,taxable,\n"
    #expect(try RateBook.load(from: .files(files)).tax.jurisdictions.map(\.isRegistered) == [true])
    files["tax_jurisdictions.csv"] = "jurisdiction,label,shipping,registered\nus-ga,Georgia,taxable,maybe\n"
    #expect(
      TestBooks.loadingDiagnostics(files).contains {
        $0.location.file == "tax_jurisdictions.csv" && $0.location.line == 2 && $0.location.column == 23
          && $0.message.contains("'maybe' is not 'yes' or 'no'")
      })
  }

  @Test(
    "A boolean cell in another case than yes or no is an error at its cell, as anything else is",
    arguments: ["YES", "Yes", "NO", "No"])
  func otherCase(value: String) throws {
    var files = try TestBooks.minimalMerchant()
    files["tax_jurisdictions.csv"] = "jurisdiction,label,shipping,registered\nus-ga,Georgia,taxable,\(value)\n"
    let error = try #require(throws: RateTableError.self) { try RateBook.load(from: .files(files)) }
    #expect(
      error.diagnostics.contains {
        $0.description.hasPrefix("tax_jurisdictions.csv:2:23: error:")
          && $0.message.contains("'\(value)' is not 'yes' or 'no'")
      }, "\(error.diagnostics)")
  }

  @Test(
    "The US sample is not registered in South Dakota: the tax item is 0, the breakdown shows what was not charged, explain says why"
  )
  func southDakota() throws {
    let engine = try #require(ExampleRequests.engines[.usOutfitters])
    let registered = PricingEngine(
      book: try RateBook.load(from: .files(Self.files(.usOutfitters, registered: "yes"))))
    let json = Array(Self.request("SD", "57104").utf8)
    let quote = engine.quote(try RequestReader.readQuoteRequest(currency: engine.book.merchant.currency, json))
    let plain = registered.quote(try RequestReader.readQuoteRequest(currency: engine.book.merchant.currency, json))
    // 100.00 at South Dakota's 4.2%; the shipping of the first method is free.
    let tax = try #require(plain.breakdown.tax?.total)
    #expect(tax == Amount(uncheckedMinorUnits: 420, exponent: 2))
    #expect(quote.breakdown.tax?.total == tax)
    #expect(quote.breakdown.exemptedTax == tax)
    #expect(quote.summaryItems.last == SummaryItem(label: "Tax", amount: .zero(exponent: 2), kind: .taxNotCharged))
    #expect(quote.summaryItems.last?.kind == .taxNotCharged)
    #expect(try quote.total?.amount == plain.total?.amount.subtracting(tax))
    #expect(quote.shippingMethods == plain.shippingMethods)
    let response = engine.respond(toJSON: json).text
    #expect(response.contains(#""notCharged":{"reason":"notRegistered","taxNotCharged":"\#(tax)"}"#))
    #expect(!registered.respond(toJSON: json).text.contains("notCharged"))
    #expect(
      engine.explain(json: json).text.contains(
        "tax: none charged: the merchant is not registered in us-sd; \(tax) not charged"))
    // A registered state next door is taxed as before.
    let northDakota = Array(Self.request("ND", "58102").utf8)
    #expect(engine.respond(toJSON: northDakota).text == registered.respond(toJSON: northDakota).text)
  }

  @Test("Prices inclusive of tax: where the merchant is not registered the price drops by the VAT it contains")
  func inclusive() throws {
    let engine = try #require(ExampleRequests.engines[.ukTeahouse])
    let unregistered = PricingEngine(
      book: try RateBook.load(from: .files(Self.files(.ukTeahouse, registered: "no"))))
    let example = try #require(
      try ExampleRequests.all().first { $0.merchant == .ukTeahouse && $0.name.hasPrefix("02") })
    let request = try RequestReader.readQuoteRequest(currency: engine.book.merchant.currency, example.bytes)
    let plain = engine.quote(request)
    let quote = unregistered.quote(request)
    let vat = try #require(plain.breakdown.tax?.total)
    #expect(vat.minorUnits > 0)
    #expect(
      quote.summaryItems.last == SummaryItem(label: "Tax not charged", amount: try vat.negated(), kind: .taxNotCharged))
    #expect(try quote.total?.amount == plain.total?.amount.subtracting(vat))
  }

  @Test("validate lists the jurisdictions where the merchant is not registered, as a note, and still exits 0")
  func validateLists() {
    let result = runTool(["validate", Fixtures.merchant("us-outfitters")])
    #expect(result.status == 0, "\(result.errors)")
    let line =
      "tax_jurisdictions.csv:50: note: not registered in 'us-sd' (South Dakota); its tax is computed and not charged"
    #expect(result.errors.contains(line), "\(result.errors)")
    #expect(result.output.hasSuffix("; 0 warnings\n"), "\(result.output)")
    #expect(!runTool(["validate", Fixtures.merchant("uk-teahouse")]).errors.contains("not registered"))
  }

  @Test(
    "On random carts, where the merchant is not registered only the tax changes: the total drops by exactly the tax, items add up, shipping and tax figures are unchanged",
    arguments: SampleMerchant.allCases)
  func onlyTheTaxChanges(merchant: SampleMerchant) throws {
    let registered = PricingEngine(book: try RateBook.load(from: .files(Self.files(merchant, registered: "yes"))))
    let unregistered = PricingEngine(book: try RateBook.load(from: .files(Self.files(merchant, registered: "no"))))
    let exponent = registered.book.merchant.currency.minorUnits
    forAllSeededCases(count: 500) { rng in
      var request = PricingEnginePropertyTests.randomRequest(merchant, book: registered.book, &rng)
      // A tender pays what is left and stops at 0, so with one the total
      // need not drop by the whole tax (`TenderPropertyTests` hold tenders).
      request.tenders = []
      let plain = registered.quote(request)
      let quote = unregistered.quote(request)
      guard let total = quote.total, let plainTotal = plain.total else {
        try #require(quote.errors == plain.errors, "\(request)")
        return
      }
      try #require(try Amount.sum(quote.summaryItems.map(\.amount), exponent: exponent) == total.amount, "\(request)")
      let tax = plain.breakdown.tax?.total ?? .zero(exponent: exponent)
      try #require(try plainTotal.amount.subtracting(tax) == total.amount, "\(request)")
      try #require(quote.breakdown.tax?.total == plain.breakdown.tax?.total, "\(request)")
      // Where no tax area covers the address there is no jurisdiction to
      // be registered in, and nothing is shown as not charged.
      let notCharged = plain.breakdown.tax?.jurisdiction == nil ? nil : plain.breakdown.tax?.total
      try #require(quote.breakdown.exemptedTax == notCharged, "\(request)")
      try #require(quote.shippingMethods == plain.shippingMethods, "\(request)")
      try #require(quote.laterPayments.count == plain.laterPayments.count, "\(request)")
    }
  }
}
