import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

/// `labels.csv`: the merchant's own labels per language, checked at their
/// cells, looked up along the catalogs' chain, and never a figure.
@Suite("Merchant labels")
struct MerchantLabelTests {
  /// The German sample's tables, with `labels` in place of its `labels.csv`
  /// (none when `nil`).
  static func germanShop(labels: String?) -> [String: String] {
    var files = SampleMerchant.deBookshop.files
    files["labels.csv"] = labels
    return files
  }

  static let header = "table,id,locale,label\n"

  @Test(
    "Each bad row of labels.csv is an error at its cell",
    arguments: [
      ("bogus,dhl-paket,de,X\n", "labels.csv:2:1: error: unknown table 'bogus'"),
      ("services,nope,de,X\n", "labels.csv:2:10: error: unknown service 'nope'; it is not in services.csv"),
      ("coupons,NOPE10,de,X\n", "labels.csv:2:9: error: unknown coupon 'NOPE10'; it is not in coupons.csv"),
      ("zones,mars,de,X\n", "labels.csv:2:7: error: unknown zone 'mars'; it is not in zones.csv"),
      ("components,de-vat,de,X\n", "labels.csv:2:12: error: unknown tax component 'de-vat'"),
      ("services,dhl-paket,d_e!,X\n", "labels.csv:2:20: error: 'd_e!' is not a language tag"),
      ("services,dhl-paket,de,\n", "labels.csv:2:23: error: missing value for 'label'"),
      (
        "services,dhl-paket,de-DE,X\nservices,dhl-paket,DE_de,Y\n",
        "labels.csv:3:10: error: service 'dhl-paket' already has a label in de-DE on line 2"
      ),
      (
        "services,dhl-paket,de,\(String(repeating: "x", count: 201))\n",
        "labels.csv:2:23: error: the label is 201 characters long"
      ),
    ])
  func badRows(rows: String, expected: String) throws {
    let files = Self.germanShop(labels: Self.header + rows)
    #expect(TestBooks.loadingDiagnostics(files).contains { $0.description.hasPrefix(expected) })
  }

  @Test("A code is matched as a shopper types it, an automatic discount by its label")
  func couponIDs() throws {
    var files = try TestBooks.minimalMerchant()
    files["coupons.csv"] =
      "code,label,kind,value\nSAVE5,5 off,fixedOffOrder,5\n,Autumn sale,percentOffOrder,10\n"
    files["labels.csv"] = Self.header + "coupons,save5,de,5 Rabatt\ncoupons,Autumn sale,de,Herbstverkauf\n"
    let book = try RateBook.load(from: .files(files))
    let words = try #require(book.labels?.locales["de"])
    #expect(words.label(.coupons, "SAVE5") == "5 Rabatt")
    #expect(words.label(.coupons, "Autumn sale") == "Herbstverkauf")
  }

  /// The German sample's request `example` with `locale` and `changes` made.
  static func request(
    _ example: String, locale: String?, _ changes: (inout [String: Any]) -> Void = { _ in }
  ) throws -> [UInt8] {
    let url = URL(fileURLWithPath: Fixtures.merchant("de-bookshop")).appendingPathComponent("examples/\(example)")
    var request = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    request["locale"] = locale
    changes(&request)
    return Array(try JSONSerialization.data(withJSONObject: request))
  }

  /// The response to the German sample's `example` with `locale` added.
  static func respond(_ files: [String: String], _ example: String, locale: String?) throws -> String {
    PricingEngine(book: try RateBook.load(from: .files(files))).respond(
      toJSON: try request(example, locale: locale)
    ).text
  }

  @Test("A label follows the request's tag, then its language, then the merchant's; else the table's own")
  func fallbackChain() throws {
    let files = Self.germanShop(
      labels: Self.header + "services,dhl-paket-international,de,Paket ins Ausland\n"
        + "services,dhl-paket-international,de-AT,Paket nach Österreich\ncoupons,PAPIER10,de,Hefte minus 10 %\n")
    let example = "40-paypal-vienna.json"
    // de-AT: its own row, then de's.
    let austrian = try Self.respond(files, example, locale: "de-AT")
    #expect(austrian.contains("\"Paket nach Österreich\"") && austrian.contains("\"Hefte minus 10 %\""))
    // de-CH: de's.
    let swiss = try Self.respond(files, example, locale: "de-CH")
    #expect(swiss.contains("\"Paket ins Ausland\"") && !swiss.contains("Österreich"))
    // No locale: the merchant's (de-DE, then de).
    let merchant = try Self.respond(files, example, locale: nil)
    #expect(merchant.contains("\"Paket ins Ausland\"") && merchant.contains("Zwischensumme"))
    // French has a catalog: its sentences, and the tables' own labels.
    let french = try Self.respond(files, example, locale: "fr")
    #expect(french.contains("Sous-total") && french.contains("\"DHL Paket International\""))
    #expect(french.contains("\"10% off notebooks and pens\"") && !french.contains("Paket ins Ausland"))
    // Swedish has none: the merchant's sentences and the merchant's labels.
    let swedish = try Self.respond(files, example, locale: "sv-SE")
    #expect(swedish.contains("Zwischensumme") && swedish.contains("\"Paket ins Ausland\""))
  }

  /// The keys whose strings are a shopper's text: the only ones a label may change.
  static let textKeys: Set<String> = ["label", "displayName", "description", "message", "name"]

  /// The paths where `left` and `right` differ other than in a shopper's text.
  static func figureDifferences(_ left: Any, _ right: Any, at path: String = "$") -> [String] {
    switch (left, right) {
    case (let left as [String: Any], let right as [String: Any]):
      guard left.keys.sorted() == right.keys.sorted() else { return [path] }
      return left.keys.sorted().flatMap { key -> [String] in
        if textKeys.contains(key), left[key] is String, right[key] is String { return [] }
        return figureDifferences(left[key]!, right[key]!, at: "\(path).\(key)")
      }
    case (let left as [Any], let right as [Any]):
      guard left.count == right.count else { return [path] }
      return zip(left, right).enumerated().flatMap { figureDifferences($1.0, $1.1, at: "\(path)[\($0)]") }
    case (let left as String, let right as String): return left == right ? [] : [path]
    case (let left as Bool, let right as Bool): return left == right ? [] : [path]
    case (let left as NSNumber, let right as NSNumber): return left == right ? [] : [path]
    default: return left is NSNull && right is NSNull ? [] : [path]
    }
  }

  @Test(
    "Every example answers with the same figures, identifiers, order and status with labels as without",
    arguments: [SampleMerchant.deBookshop, .jpStationery], [nil, "de", "de-AT", "ja", "fr", "en"])
  func figuresUnchanged(merchant: SampleMerchant, locale: String?) throws {
    var files = merchant.files
    let labelled = PricingEngine(book: try RateBook.load(from: .files(files)))
    files["labels.csv"] = nil
    let plain = PricingEngine(book: try RateBook.load(from: .files(files)))
    var translated = 0
    for example in try ExampleRequests.all() where example.merchant == merchant {
      var request = try #require(try JSONSerialization.jsonObject(with: Data(example.bytes)) as? [String: Any])
      request["locale"] = locale
      let bytes = Array(try JSONSerialization.data(withJSONObject: request))
      let (left, right) = (labelled.respond(toJSON: bytes), plain.respond(toJSON: bytes))
      try #require(left.status == right.status, "\(example)")
      let differences = Self.figureDifferences(
        try JSONSerialization.jsonObject(with: Data(left.text.utf8)),
        try JSONSerialization.jsonObject(with: Data(right.text.utf8)))
      try #require(differences.isEmpty, "\(example) in \(locale ?? "no locale"): \(differences)")
      if left.text != right.text { translated += 1 }
    }
    // The comparison says something only where the labels were used: in
    // the merchant's language, which a request without locale gets.
    let ownLanguage = merchant == .deBookshop ? ["de", "de-AT"] : ["ja"]
    #expect((locale == nil || ownLanguage.contains(locale!)) == (translated > 0))
  }

  @Test("validate lists each language's missing labels once per table, as a warning")
  func missingTranslations() throws {
    let files = Self.germanShop(
      labels: Self.header + "services,dhl-paket,de,DHL Paket\nservices,dhl-express,de-AT,DHL Express\n"
        + "zones,germany,fr,Allemagne\n")
    let book = try RateBook.load(from: .files(files))
    let warnings = book.warnings.map(\.description)
    #expect(
      warnings.contains(
        "labels.csv: warning: de has no label for 4 services: 'abholung', 'dhl-express', 'dhl-packstation', "
          + "'dhl-paket-international'; they show their own table's label"), "\(warnings)")
    // de-AT falls back on de: only what neither has.
    #expect(
      warnings.contains(
        "labels.csv: warning: de-AT has no label for 3 services: 'abholung', 'dhl-packstation', "
          + "'dhl-paket-international'; they show their own table's label"), "\(warnings)")
    #expect(warnings.contains { $0.hasPrefix("labels.csv: warning: fr has no label for 5 zones: ") })
    #expect(warnings.contains { $0.hasPrefix("labels.csv: warning: de has no label for 7 tax components: ") })
    #expect(warnings.contains { $0.hasPrefix("labels.csv: warning: de has no label for 2 coupons: ") })
    // The samples translate every row they show.
    #expect(try SampleMerchant.deBookshop.rateBook().warnings.isEmpty)
  }

  @Test("A translated label longer than a wallet allows is cut as the table's own would be")
  func longTranslationsAreCut() throws {
    let long = "Zehn Prozent Rabatt auf alle Hefte, Notizbücher, Füller und Stifte aus unserem Leipziger Laden"
    let longer = String(String(repeating: "Paketversand ins europäische Ausland ", count: 4).dropLast())
    let files = Self.germanShop(
      labels: Self.header + "coupons,PAPIER10,de,\"\(long)\"\nservices,dhl-paket-international,de,\(longer)\n")
    // Google's offer description: 59 characters.
    let google = try Self.respond(files, "20-google-pay-offer-milan.json", locale: "de")
    #expect(google.contains("\"description\":\"\(long.prefix(GooglePayWriter.offerDescriptionLength))\""))
    // PayPal's option label: 126 UTF-16 code units and an ellipsis.
    let payPal = try Self.respond(files, "40-paypal-vienna.json", locale: "de")
    #expect(payPal.contains("\"label\":\"\(PayPalWriter.text(longer))\""))
    #expect(PayPalWriter.text(longer).utf16.count == PayPalWriter.textLength)
  }

  @Test("An unserviceable zone, the free-shipping note's services and a session's quote take the labels too")
  func sentencesAndSessions() throws {
    let files = Self.germanShop(
      labels: Self.header + "zones,germany,de,der Bundesrepublik\nservices,dhl-paket,de,DHL Paket (Standard)\n")
    let engine = PricingEngine(book: try RateBook.load(from: .files(files)))
    // Over every service's 31.5 kg, to Munich: the zone's label names the place.
    let heavy = try Self.request("90-ios-app-contact-munich.json", locale: "de") { request in
      request["lines"] = [
        [
          "id": "crate", "label": "Crate", "unitPrice": "10.00", "quantity": 1,
          "weight": ["value": "40", "unit": "kg"],
        ]
      ]
    }
    #expect(engine.respond(toJSON: heavy).text.contains("nach der Bundesrepublik"))
    // VERSANDFREI covers DHL Paket only: the note names it in German.
    let express = try Self.request("02-shipping-method-leipzig.json", locale: nil) { request in
      request["shippingMethod"] = "dhl-express"
    }
    #expect(engine.respond(toJSON: express).text.contains("\"VERSANDFREI: nur mit DHL Paket (Standard)\""))
    // A code that does not combine names the applied discount in German.
    var sale = files
    sale["coupons.csv"]! += ",Autumn sale,percentOffOrder,5,,,,,,,,,no\n"
    sale["labels.csv"]! += "coupons,Autumn sale,de,Herbstaktion\n"
    let refused = try PricingEngine(book: RateBook.load(from: .files(sale))).respond(
      toJSON: Self.request("40-paypal-vienna.json", locale: nil)
    ).text
    #expect(refused.contains("mit Herbstaktion kombiniert") && !refused.contains("Autumn sale"), "\(refused)")
    // A session prepared and finished in de-AT gives the stateless quote.
    let request = try RequestReader.readQuoteRequest(
      currency: engine.book.merchant.currency, Self.request("02-shipping-method-leipzig.json", locale: "de-AT"))
    let quote = engine.quote(request)
    #expect(quote.shippingMethods.contains { $0.label == "DHL Paket (Standard)" })
    #expect(engine.quote(engine.session(for: request)) == quote)
  }
}
