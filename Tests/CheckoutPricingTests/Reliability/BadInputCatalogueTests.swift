import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("A catalogue of bad input")
struct BadInputCatalogueTests {
  static let engine = PricingEngine(book: TestBooks.book(.usOutfitters))

  @Test("The catalogue holds at least 80 distinct requests, and the tables at least 20 defects")
  func size() {
    #expect(BadInput.catalogue.count >= 80)
    #expect(Set(BadInput.catalogue.map(\.name)).count == BadInput.catalogue.count)
    #expect(Set(BadInput.catalogue.map(\.bytes)).count == BadInput.catalogue.count)
    #expect(TableDefect.catalogue.count >= 20)
  }

  @Test("RELIABILITY.md gives the catalogues' true sizes")
  func documentedSizes() throws {
    let text = try String(
      contentsOf: Fixtures.repository.appendingPathComponent("RELIABILITY.md"), encoding: .utf8)
    func number(before words: String) -> Int? {
      guard let range = text.range(of: " " + words) else { return nil }
      return Int(text[..<range.lowerBound].reversed().prefix { $0.isNumber }.reversed().map(String.init).joined())
    }
    #expect(number(before: "malformed or unusable requests") == BadInput.catalogue.count)
    #expect(number(before: "defects and checks for an error") == TableDefect.catalogue.count)
  }

  @Test("Each bad request gets its error code, path and contact field, never a crash", arguments: BadInput.catalogue)
  func badRequest(_ input: BadInput) throws {
    let response = Self.engine.respond(toJSON: input.bytes)
    let errors = try response.failureErrors()
    let matching = errors.filter { $0["code"] == .string(input.code.rawValue) }
    let error = try #require(matching.first, "\(input.name): \(response.text.prefix(500))")
    #expect(error["path"] == input.path.map(JSONValue.string), "\(input.name): \(error)")
    #expect(error["contactField"] == input.contactField.map(JSONValue.string), "\(input.name): \(error)")
    if let fragment = input.fragment {
      guard case .string(let message)? = error["message"] else {
        Issue.record("\(input.name): no message in \(error)")
        return
      }
      #expect(message.contains(fragment), "\(input.name): \(message)")
    }
    if let reason = input.reason {
      let request = try RequestReader.readQuoteRequest(currency: Self.engine.book.merchant.currency, input.bytes)
      let quote = Self.engine.quote(request)
      #expect(quote.errors.map(\.reason) == [reason], "\(input.name): \(quote.errors)")
      #expect(quote.errors.first?.path == input.path, "\(input.name): \(quote.errors)")
    }
  }

  @Test(
    "Awkward but valid text is priced and kept exactly",
    arguments: [
      #"Tent "Ridgeline" 2P"#, "Tent\nline two", "Tent\tand\\backslash", "Zelt für zwei 🏕️", "\u{2028}separator",
      "", String(repeating: "é", count: 200),
    ])
  func awkwardLabel(label: String) throws {
    let text = BadInput.line(["label": JSONValue.string(label).serialized()])
    let response = Self.engine.respond(toJSON: Array(text.utf8))
    #expect(response.status == .success, "\(response.text.prefix(300))")
    let request = try RequestReader.readQuoteRequest(currency: Self.engine.book.merchant.currency, Array(text.utf8))
    #expect(request.cart.lines.first?.label == label)
  }

  @Test("A unit price with 30 decimals that are zeros is a whole number of cents")
  func zeroDecimals() throws {
    let text = BadInput.line(["unitPrice": "\"10." + String(repeating: "0", count: 30) + "\""])
    let response = Self.engine.respond(toJSON: Array(text.utf8))
    #expect(response.status == .success)
    #expect(response.text.contains(#""amount":"10.00""#))
  }

  @Test("An unknown shipping method is not an error: the policy's first method is selected, as after an address change")
  func unknownShippingMethod() throws {
    let contact = #""shippingContact":{"administrativeArea":"GA","postalCode":"30303","countryCode":"US"}"#
    let unknown = BadInput.request(#"\#(contact),"shippingMethod":"teleport""#, event: "shippingMethodSelected")
    let none = BadInput.request(contact, event: "shippingMethodSelected")
    let answer = Self.engine.respond(toJSON: Array(unknown.utf8))
    #expect(answer.status == .success)
    #expect(answer.text == Self.engine.respond(toJSON: Array(none.utf8)).text)
    #expect(!answer.text.contains("teleport"))
  }

  @Test("Every limit is enforced exactly at its edge")
  func limitsAtTheirEdges() {
    let atLimits = BadInput.request(
      lines: BadInput.lines(QuoteLimits.lines, unitPrice: "1000000000.00", quantity: "1").replacingFirst(
        #""quantity":1"#, with: #""quantity":\#(QuoteLimits.quantity)"#))
    // Every request limit holds at its edge; the quote then fails only
    // because its total is more than a payment sheet accepts.
    let response = Self.engine.respond(toJSON: Array(atLimits.utf8))
    #expect(response.text.contains("the largest a payment sheet accepts"), "\(response.text.prefix(300))")
    // A total of exactly 100,000,000 is shown; a cent more is not.
    let atSheetLimit = BadInput.request(lines: BadInput.lines(1, unitPrice: "100000000.00"))
    let sheetResponse = Self.engine.respond(toJSON: Array(atSheetLimit.utf8))
    #expect(sheetResponse.status == .success, "\(sheetResponse.text.prefix(300))")
    #expect(sheetResponse.text.contains(#""total":{"label":"Sierra Trail Outfitters","amount":"100000000.00""#))
    let label = BadInput.line(["label": "\"" + String(repeating: "x", count: QuoteLimits.textLength) + "\""])
    #expect(Self.engine.respond(toJSON: Array(label.utf8)).status == .success)
  }
}

/// A defect in a merchant's tables and where the loader must report it.
struct TableDefect: CustomStringConvertible, Sendable {
  var name: String
  var file: String
  /// Rewrites the sample merchant's files.
  var edit: @Sendable (inout [String: String]) -> Void
  /// The line of the error: `nil` for the line appended by ``appending(_:to:_:)``.
  var line: Int?
  /// For the JSON manifest, whose errors name the key rather than a line:
  /// the key path the message must name.
  var key: String?
  /// The column of the error, where the defect names one.
  var column: Int? = nil
  /// Text the error's message must contain, where the defect names one.
  var message: String? = nil
  var description: String { name }

  /// A defect made by appending one row to a file; the error is on that row.
  static func appending(_ name: String, to file: String, _ row: String) -> TableDefect {
    TableDefect(name: name, file: file, edit: { $0[file, default: ""] += row + "\n" }, line: nil)
  }

  /// A defect made by rewriting a file; the error is on `line`.
  static func rewriting(_ name: String, _ file: String, key: String, _ body: @escaping @Sendable (String) -> String)
    -> TableDefect
  {
    TableDefect(name: name, file: file, edit: { $0[file] = body($0[file] ?? "") }, line: nil, key: key)
  }

  static let catalogue: [TableDefect] = shapesAndValues + landedCost

  static let shapesAndValues: [TableDefect] = [
    appending("a price that is not a number", to: "rates.csv", "usps-ground-advantage,denver-metro,weight,1,2,abc,,"),
    appending("a negative price", to: "rates.csv", "usps-ground-advantage,denver-metro,weight,1,2,-5.00,,"),
    appending(
      "a price with too many decimals", to: "rates.csv", "usps-ground-advantage,denver-metro,weight,1,2,5.001,,"),
    appending(
      "a price of 400 digits", to: "rates.csv", "usps-ground-advantage,denver-metro,weight,1,2,\(BadInput.digits400),,"),
    appending("a rate for an unknown service", to: "rates.csv", "teleport,denver-metro,weight,1,2,5.00,,"),
    appending("a rate for an unknown zone", to: "rates.csv", "usps-ground-advantage,atlantis,weight,1,2,5.00,,"),
    appending("an unknown basis", to: "rates.csv", "usps-ground-advantage,denver-metro,volume,1,2,5.00,,"),
    appending("a row with too few cells", to: "rates.csv", "usps-ground-advantage,denver-metro"),
    appending("a row with too many cells", to: "rates.csv", "usps-ground-advantage,denver-metro,weight,1,2,5.00,,,,x"),
    appending(
      "an automatic discount cut mid-row", to: "coupons.csv", ",$20 off orders of $200 or more,fixedOffOrder,2"),
    appending(
      "an automatic discount repeated", to: "coupons.csv",
      ",Black Friday: $20 off orders of $200 or more,fixedOffOrder,20.00,200.00,2026-11-27,2026-11-30,,,,,,yes"),
    appending("a zone rule missing a comma", to: "zones.csv", "denver-metro,include,US,CO,802*,"),
    TableDefect(
      name: "a last line that ends inside a quoted cell, without a newline", file: "coupons.csv",
      edit: { $0["coupons.csv", default: ""] += #"BAD4,"Half a label"# }, line: nil),
    appending("an unterminated quote", to: "rates.csv", #""usps-ground-advantage,denver-metro,weight,1,2,5.00,,"#),
    appending("a text after a closing quote", to: "rates.csv", #""usps"x,denver-metro,weight,1,2,5.00,,"#),
    appending("a service zone for an unknown zone", to: "service_zones.csv", "usps-ground-advantage,atlantis,1,2"),
    appending(
      "a transit time that is not a number", to: "service_zones.csv", "usps-ground-advantage,us-contiguous,one,2"),
    appending("a zone rule with an unknown country", to: "zones.csv", "atlantis,include,ZZ,,,,"),
    appending("a zone rule with a bad postcode prefix", to: "zones.csv", "atlantis,include,US,,,3A*,"),
    appending("a zone rule with an unknown rule kind", to: "zones.csv", "atlantis,maybe,US,,,,"),
    appending("a zone name of 65 characters", to: "zones.csv", String(repeating: "z", count: 65) + ",include,US,,,,"),
    appending("a zone name of 10 MB", to: "zones.csv", String(repeating: "z", count: 10 << 20) + ",include,US,,,,"),
    appending(
      "a service label of 201 characters", to: "services.csv",
      "drone,Acme,\(String(repeating: "d", count: 201)),shipping,lb,up,1,,,,,,,14:00,"),
    appending(
      "an exclusion reason of 1,001 bytes", to: "exclusions.csv",
      "ups-ground,maxWeight,150 lb,,,,\(String(repeating: "r", count: 1_001))"),
    appending("a coupon with a month 13", to: "coupons.csv", "BAD1,Bad,percentOffOrder,10,,2026-13-01,,,,,,,no"),
    appending("a coupon of an unknown kind", to: "coupons.csv", "BAD2,Bad,halfOff,10,,,,,,,,,no"),
    appending("a repeated coupon code", to: "coupons.csv", "SAVE10,Again,percentOffOrder,10,,,,,,,,,no"),
    appending("a coupon percentage that is not a number", to: "coupons.csv", "BAD3,Bad,percentOffOrder,ten,,,,,,,,,no"),
    appending("a tax rate that is not a number", to: "tax_rates.csv", "us-al,al-extra,Extra,state,standard,abc,no,,,,"),
    appending(
      "a tax rate for an unknown jurisdiction", to: "tax_rates.csv", "us-zz,zz-state,ZZ,state,standard,4,no,,,,"),
    appending(
      "a tax rate of 100000000000%", to: "tax_rates.csv", "us-al,al-extra,Extra,state,standard,100000000000,no,,,,"),
    appending(
      "a dated tax rate whose days overlap another row's", to: "tax_rates.csv",
      "us-al,al-state,Alabama state,state,standard,5,no,2027-01-01,,,"),
    appending(
      "a tax rate whose until is before its from", to: "tax_rates.csv",
      "us-al,al-extra,Extra,state,standard,4,no,2027-04-02,2027-04-01,,"),
    appending("a tax rate from no date", to: "tax_rates.csv", "us-al,al-extra,Extra,state,standard,4,no,2027-02-30,,,"),
    appending(
      "a tax threshold that is not an amount", to: "tax_rates.csv",
      "us-al,al-state,Alabama state,state,standard,0,no,,,one hundred,"),
    appending(
      "a tax threshold without a rate for units above it", to: "tax_rates.csv",
      "us-al,al-state,Alabama state,state,clothing,0,no,,,99.99,"),
    appending(
      "a card surcharge of 99999999%", to: "payment_adjustments.csv", "huge,Card fee,surcharge,credit,,99999999,,"),
    appending("a holiday on no date", to: "holidays.csv", "2026-02-30,Nonexistent Day"),
    appending(
      "a service with an unknown weight unit", to: "services.csv", "drone,Acme,Drone,shipping,stone,up,1,,,,,,,14:00,"),
    TableDefect(
      name: "a manifest that is not JSON", file: "manifest.json", edit: { $0["manifest.json"] = "{ merchant" },
      line: 1),
    rewriting("a manifest in an unknown currency", "manifest.json", key: "'currency'") {
      $0.replacingOccurrences(of: #""currency": "USD""#, with: #""currency": "XYZ""#)
    },
    rewriting("a manifest in an unknown time zone", "manifest.json", key: "'timeZone'") {
      $0.replacingOccurrences(of: "America/Denver", with: "Mars/Olympus")
    },
    rewriting("a manifest with an unknown rounding mode", "manifest.json", key: "'rounding.mode'") {
      $0.replacingOccurrences(of: #""mode": "halfAwayFromZero""#, with: #""mode": "sometimes""#)
    },
    TableDefect(name: "no services file", file: "services.csv", edit: { $0["services.csv"] = nil }, line: nil),
    TableDefect(name: "no manifest", file: "manifest.json", edit: { $0["manifest.json"] = nil }, line: nil),
  ]
}

@Suite("A catalogue of table defects")
struct TableDefectCatalogueTests {
  @Test("Each table defect is an error at its file and line, never a crash", arguments: TableDefect.catalogue)
  func defect(_ defect: TableDefect) throws {
    var files = SampleMerchant.usOutfitters.files
    let lineCount = (files[defect.file] ?? "").reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
    defect.edit(&files)
    let error = try #require(throws: RateTableError.self) { try RateBook.load(from: .files(files)) }
    let inFile = error.errors.filter { $0.location.file == defect.file }
    let expectedLine = defect.line ?? (files[defect.file] == nil || defect.key != nil ? nil : lineCount + 1)
    // A defect about something else must not be caught only because its row
    // has the wrong number of cells.
    let isAboutRowShape = ["cells", "cut mid-row", "missing a comma"].contains { defect.name.contains($0) }
    let hit = inFile.contains { diagnostic in
      (expectedLine == nil || diagnostic.location.line == expectedLine)
        && (defect.key.map(diagnostic.message.hasPrefix) ?? true)
        && (defect.column.map { $0 == diagnostic.location.column } ?? true)
        && (defect.message.map(diagnostic.message.contains) ?? true)
        && (isAboutRowShape || !diagnostic.message.hasPrefix("the row has"))
    }
    #expect(
      hit,
      "\(defect.name): expected an error at \(defect.file):\(expectedLine ?? 0):\(defect.column ?? 0) saying \(defect.message ?? "anything"); got \(error.errors)"
    )
  }
}
