import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("Language tags")
struct LanguageTagTests {
  @Test(
    "A well-formed tag is read with its conventional case, '_' as '-'",
    arguments: [
      ("de", "de"), ("de-DE", "de-DE"), ("de_DE", "de-DE"), ("DE-de", "de-DE"), ("zh-hant-tw", "zh-Hant-TW"),
      ("sr-Latn-RS", "sr-Latn-RS"), ("es-419", "es-419"), ("en-US-x-twain", "en-US"), ("de-CH-1996", "de-CH"),
      ("zh-yue-HK", "zh-HK"), ("en-u-ca-gregory", "en"), ("x-private", "x"), ("pt_BR", "pt-BR"),
    ])
  func wellFormed(text: String, identifier: String) throws {
    let tag = try #require(LanguageTag(text))
    #expect(tag.identifier == identifier)
  }

  @Test(
    "A tag that is not well-formed is refused",
    arguments: [
      "", "-", "d", "de-", "-de", "de--DE", "de DE", "123", "de-DE-", "de\u{0}", "de-\u{1B}[31m", "ü", "de-ÄT",
      "en-u", "en-x", "en-US-abc", "toolongsubtag", String(repeating: "a", count: 10_000),
      "de-" + String(repeating: "abcdefgh-", count: 8),
    ])
  func malformed(text: String) {
    #expect(LanguageTag(text) == nil, "\(text.prefix(40))")
  }

  @Test(
    "A tag falls back to the catalog of its language, Chinese by script or region",
    arguments: [
      ("de-AT", CLDRLocale?.some(.de)), ("de-CH", .de), ("en", .en), ("en-US", .en), ("en-GB", .enGB), ("en-AU", .en),
      ("pt", .ptBR), ("pt-PT", .ptBR), ("zh", .zhHans), ("zh-CN", .zhHans), ("zh-TW", .zhHant), ("zh-HK", .zhHant),
      ("zh-Hant-CN", .zhHant), ("zh-Hans-TW", .zhHans), ("ja-JP", .ja), ("ko-KR", .ko), ("sw-KE", nil), ("x-a", nil),
    ])
  func fallback(text: String, catalog: CLDRLocale?) throws {
    #expect(ShopperText.catalogLocale(for: try #require(LanguageTag(text))) == catalog)
  }

  @Test("A request's locale chooses the words; an unknown language keeps the merchant's, a malformed one is refused")
  func requestLocale() throws {
    let us = try #require(ExampleRequests.engines[.usOutfitters])
    let de = try #require(ExampleRequests.engines[.deBookshop])
    var request = QuoteRequest(
      event: .initial, asOf: QuoteFixtures.asOf, cart: Cart(lines: [QuoteFixtures.line("tent", 12_000)]))
    request.locale = "de-AT"
    #expect(us.quote(request).summaryItems.first?.label == "Zwischensumme")
    request.locale = "sw-KE"
    #expect(us.quote(request).summaryItems.first?.label == "Subtotal")
    #expect(de.quote(request).summaryItems.first?.label == "Zwischensumme")
    request.locale = nil
    #expect(de.quote(request).summaryItems.first?.label == "Zwischensumme")
    request.locale = "en"
    #expect(de.quote(request).summaryItems.first?.label == "Subtotal")
    for bad in ["de DE", "de-\u{1B}[2J", String(repeating: "x", count: 10_000)] {
      request.locale = bad
      let quote = us.quote(request)
      let error = try #require(quote.errors.first)
      #expect(quote.status == .failure && error.path == "locale")
      // The tag is never repeated: it may be long or hold control characters.
      #expect(!error.message.contains(bad) && error.message.count < 200)
    }
  }

  @Test("The manifest's locale: a malformed one is an error at its cell, one without a catalog a warning")
  func manifestLocale() throws {
    var files = try TestBooks.minimalMerchant()
    let manifest = try #require(files["manifest.json"])
    files["manifest.json"] = manifest.replacingOccurrences(
      of: "\"currency\"", with: "\"locale\": \"de DE\", \"currency\"")
    let error = try #require(throws: RateTableError.self) { try RateBook.load(from: .files(files)) }
    let diagnostic = try #require(error.diagnostics.first { $0.message.contains("'locale'") })
    #expect(diagnostic.location.file == "manifest.json" && diagnostic.location.line == 1)
    files["manifest.json"] = manifest.replacingOccurrences(
      of: "\"currency\"", with: "\"locale\": \"sw-KE\", \"currency\"")
    let book = try RateBook.load(from: .files(files))
    #expect(book.merchant.locale == "sw-KE")
    #expect(book.warnings.contains { $0.message.contains("no built-in catalog is in 'sw-KE'") })
    let request = QuoteRequest(
      event: .initial, asOf: QuoteFixtures.asOf, cart: Cart(lines: [QuoteFixtures.line("tent", 12_000)]))
    #expect(PricingEngine(book: book).quote(request).summaryItems.first?.label == "Subtotal")
  }
}
