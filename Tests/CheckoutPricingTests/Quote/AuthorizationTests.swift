import Foundation
import SampleMerchants
import SeededRandom
import TestSupport
import Testing

@testable import CheckoutPricing

/// The `paymentAuthorized` event: the full address priced, the authorized
/// total accepted or refused, and an address that is not full refused at
/// its field before any price.
@Suite("Authorizing the payment")
struct AuthorizationTests {
  static let engine = ExampleRequests.engines[.usOutfitters]!
  static let atlanta = ContactFields(
    locality: "Atlanta", administrativeArea: "GA", postalCode: "30303", countryCode: "US")
  static let fullAtlanta = ContactFields(
    addressLines: ["55 Trinity Ave SW"], locality: "Atlanta", administrativeArea: "GA", postalCode: "30303-3520",
    countryCode: "US")

  static func request(_ contact: ContactFields? = atlanta) -> QuoteRequest {
    QuoteRequest(
      event: .shippingContactSelected, asOf: QuoteFixtures.asOf,
      cart: Cart(lines: [QuoteFixtures.line("tent", 24_900, weight: Weight(quanta: 16 * 2_000_000_000_000))]),
      shippingContact: contact)
  }

  static func cents(_ minorUnits: Int64) -> Amount { Amount(uncheckedMinorUnits: minorUnits, exponent: 2) }

  /// The total the sheet showed at the redacted contact.
  static func shownTotal(_ engine: PricingEngine = engine) throws -> Amount {
    let quote = engine.quote(request())
    let total = try #require(quote.total)
    #expect(total.type == .final)
    return total.amount
  }

  // MARK: - The decision

  @Test("The final total equal to or below the authorized total is accepted, capturing the final total")
  func acceptsAtOrBelow() throws {
    let shown = try Self.shownTotal()
    for authorized in [shown, Self.cents(shown.minorUnits + 1), Self.cents(shown.minorUnits + 10_000)] {
      let quote = Self.engine.paymentAuthorized(Self.fullAtlanta, authorizedTotal: authorized, in: Self.request())
      let decision = try #require(quote.authorization)
      #expect(decision.isAccepted && quote.status == .success)
      #expect(decision.finalTotal == shown && decision.captureAmount == shown && decision.absorbedAmount == nil)
      #expect(decision.authorizedTotal == authorized)
    }
  }

  @Test("A final total one minor unit above the authorized total is refused, capturing nothing")
  func refusesOneUnitAbove() throws {
    let shown = try Self.shownTotal()
    let quote = Self.engine.paymentAuthorized(
      Self.fullAtlanta, authorizedTotal: Self.cents(shown.minorUnits - 1), in: Self.request())
    let decision = try #require(quote.authorization)
    #expect(decision.refusal == .totalRose && decision.captureAmount == nil && decision.finalTotal == shown)
    #expect(quote.status == .failure && quote.errors.isEmpty)
  }

  @Test(
    "Within the tolerance a rise is accepted, capturing the authorized total and absorbing the rest; beyond it, refused",
    arguments: [(rise: 49, accepted: true), (rise: 50, accepted: true), (rise: 51, accepted: false)])
  func tolerance(rise: Int64, accepted: Bool) throws {
    let book = try TestBooks.book(
      .usOutfitters,
      editing: [
        "manifest.json": {
          $0.replacingOccurrences(
            of: "\"locale\": \"en-US\",", with: "\"locale\": \"en-US\", \"authorizationTolerance\": \"0.50\",")
        }
      ])
    #expect(book.merchant.authorizationTolerance == Self.cents(50))
    let engine = PricingEngine(book: book)
    let shown = try Self.shownTotal(engine)
    let authorized = Self.cents(shown.minorUnits - rise)
    let decision = try #require(
      engine.paymentAuthorized(Self.fullAtlanta, authorizedTotal: authorized, in: Self.request()).authorization)
    if accepted {
      #expect(decision.isAccepted && decision.captureAmount == authorized)
      #expect(decision.absorbedAmount == Self.cents(rise) && decision.finalTotal == shown)
    } else {
      #expect(decision.refusal == .totalRose && decision.captureAmount == nil && decision.absorbedAmount == nil)
    }
  }

  @Test(
    "A bad authorizationTolerance is an error at its line and column",
    arguments: ["\"0.005\"", "\"-1.00\"", "\"ten\"", "true", "{}"])
  func badTolerance(value: String) throws {
    let files = try TestBooks.minimalMerchant(
      replacingInManifest: "\"merchant\": \"Example\"",
      with: "\"merchant\": \"Example\",\n  \"authorizationTolerance\": \(value)")
    let error = try #require(throws: RateTableError.self) { try RateBook.load(from: .files(files)) }
    let diagnostic = try #require(error.diagnostics.first { $0.message.contains("authorizationTolerance") }, "\(error)")
    let lines = try #require(files["manifest.json"]).split(separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(lines.firstIndex { $0.contains("authorizationTolerance") }) + 1
    #expect(diagnostic.location.file == "manifest.json" && diagnostic.location.line == line, "\(diagnostic)")
    #expect(diagnostic.location.column == 3, "\(diagnostic)")
  }

  // MARK: - Addresses that are not full

  @Test(
    "A full address that is not full is refused at its field and not priced",
    arguments: [
      (
        ContactFields(locality: "Atlanta", administrativeArea: "GA", postalCode: "30303-3520", countryCode: "US"),
        ContactField.addressLines
      ),
      (
        ContactFields(addressLines: ["", "  "], administrativeArea: "GA", postalCode: "30303", countryCode: "US"),
        .addressLines
      ),
      (
        ContactFields(
          addressLines: ["1 Main St"], administrativeArea: "GA", postalCode: "30305-1234", countryCode: "US"),
        .postalCode
      ),
      (
        ContactFields(
          addressLines: ["1 Main St"], administrativeArea: "TX", postalCode: "30303-1234", countryCode: "US"),
        .postalCode
      ),
      (ContactFields(addressLines: ["1 Main St"], administrativeArea: "GA", countryCode: "US"), .postalCode),
      (
        ContactFields(addressLines: ["1 Rue"], administrativeArea: "QC", postalCode: "H2X", countryCode: "CA"),
        .postalCode
      ),
      (
        ContactFields(addressLines: ["1 Rue"], administrativeArea: "QC", postalCode: "H2X 1Y4", countryCode: "CA"),
        .countryCode
      ),
      (
        ContactFields(addressLines: ["1 Main St"], administrativeArea: "GA", postalCode: "3030", countryCode: "US"),
        .postalCode
      ),
    ])
  func refusesWhatIsNotFull(contact: ContactFields, field: ContactField) throws {
    let shown = try Self.shownTotal()
    let quote = Self.engine.paymentAuthorized(contact, authorizedTotal: shown, in: Self.request())
    let decision = try #require(quote.authorization)
    #expect(decision.refusal == .shippingContactInvalid(field), "\(decision)")
    #expect(quote.total == nil && quote.summaryItems.isEmpty && decision.finalTotal == nil)
    #expect(quote.errors.map(\.contactField) == [field] && quote.errors.first?.code == .shippingContactInvalid)
  }

  @Test("A UK outward code alone is refused; the full postcode inside the priced one is priced")
  func britishOutwardCode() throws {
    let engine = try #require(ExampleRequests.engines[.ukTeahouse])
    let redacted = ContactFields(locality: "Brighton", postalCode: "BN1", countryCode: "GB")
    var request = Self.request(redacted)
    request.cart = Cart(lines: [QuoteFixtures.line("tea", 1_250)])
    let shown = try #require(engine.quote(request).total).amount
    let outward = ContactFields(addressLines: ["Bartholomew Square"], postalCode: "BN1", countryCode: "GB")
    #expect(
      engine.paymentAuthorized(outward, authorizedTotal: shown, in: request).authorization?.refusal
        == .shippingContactInvalid(.postalCode))
    let full = ContactFields(addressLines: ["Bartholomew Square"], postalCode: "BN1 1JA", countryCode: "GB")
    #expect(engine.paymentAuthorized(full, authorizedTotal: shown, in: request).authorization?.captureAmount == shown)
    let elsewhere = ContactFields(addressLines: ["1 High St"], postalCode: "BN2 1AA", countryCode: "GB")
    #expect(
      engine.paymentAuthorized(elsewhere, authorizedTotal: shown, in: request).authorization?.refusal
        == .shippingContactInvalid(.postalCode))
  }

  @Test("A US ZIP5 without its +4 is a full postcode (USPS makes the +4 optional)")
  func zipFiveIsFull() throws {
    let shown = try Self.shownTotal()
    var contact = Self.fullAtlanta
    contact.postalCode = "30303"
    let decision = try #require(
      Self.engine.paymentAuthorized(contact, authorizedTotal: shown, in: Self.request()).authorization)
    #expect(decision.captureAmount == shown)
  }

  @Test("A session's authorization takes the contact it priced as the place the full address must lie in")
  func sessionFillsThePricedContact() throws {
    let session = Self.engine.session(for: Self.request())
    let shown = try #require(Self.engine.quote(session).total).amount
    let authorized = session.authorizing(Self.fullAtlanta, authorizedTotal: shown)
    #expect(authorized.event == .paymentAuthorized && authorized.authorization?.pricedContact == Self.atlanta)
    #expect(authorized.shippingContact == Self.fullAtlanta)
    #expect(Self.engine.quote(authorized).authorization?.captureAmount == shown)
    var outside = Self.fullAtlanta
    outside.postalCode = "30305-0001"
    let refused = Self.engine.quote(session.authorizing(outside, authorizedTotal: shown))
    #expect(refused.authorization?.refusal == .shippingContactInvalid(.postalCode))
  }

  // MARK: - The authorized total

  @Test("An authorized total in another currency or with other decimals is an error at authorizedTotal")
  func authorizedTotalErrors() throws {
    let euros = Amount(minorUnits: 1_000, currency: try CurrencyTable.iso4217.currency(for: "EUR"))
    for total in [euros, Amount(uncheckedMinorUnits: 1_000, exponent: 3), Self.cents(-1)] {
      let quote = Self.engine.paymentAuthorized(Self.fullAtlanta, authorizedTotal: total, in: Self.request())
      #expect(quote.authorization == nil && quote.total == nil, "\(total)")
      #expect(quote.errors.map(\.path) == ["authorizedTotal"], "\(total): \(quote.errors)")
    }
  }

  @Test(
    "A JSON authorizedTotal that is not an amount, has too many decimals, is negative or in another currency is an error at its path",
    arguments: [
      (#""authorizedTotal":"twelve""#, "authorizedTotal"), (#""authorizedTotal":12.345"#, "authorizedTotal"),
      (#""authorizedTotal":"-1.00""#, "authorizedTotal"), (#""authorizedTotal":true"#, "authorizedTotal"),
      (#""authorizedTotal":{"currency":"EUR","value":"1.00"}"#, "authorizedTotal.currency"),
      (#""authorizedTotal":{"currency":"USD","value":1e3}"#, "authorizedTotal.value"),
      (#""authorizedTotal":{"currency":"USD"}"#, "authorizedTotal.value"),
      (#""authorizedTotal":null"#, "authorizedTotal"),
    ])
  func jsonAuthorizedTotalErrors(member: String, path: String) throws {
    let json = Self.json(member: member)
    let response = try JSONParser().parse(Self.engine.respond(toJSON: Array(json.utf8)).text)
    #expect(response["status"] == .string("failure"))
    let errors = response["errors"]
    guard case .array(let list)? = errors, let first = list.first else {
      Issue.record("\(response)")
      return
    }
    #expect(first["path"] == .string(path), "\(response.serialized())")
  }

  @Test("The JSON authorized total is read from its text, as a string, a number or a W3C amount")
  func jsonAuthorizedTotalForms() throws {
    let shown = try Self.shownTotal()
    for member in [
      #""authorizedTotal":"\#(shown)""#, #""authorizedTotal":\#(shown)"#,
      #""authorizedTotal":{"currency":"USD","value":"\#(shown)"}"#,
    ] {
      let response = try JSONParser().parse(Self.engine.respond(toJSON: Array(Self.json(member: member).utf8)).text)
      #expect(response["authorization"]?["captureAmount"] == .string("\(shown)"), "\(member)")
    }
  }

  @Test("authorizedTotal and pricedContact on another event are errors at their paths")
  func authorizationMembersElsewhere() throws {
    let json = Self.json(member: #""authorizedTotal":"1.00""#).replacingOccurrences(
      of: "paymentAuthorized", with: "shippingContactSelected")
    let response = try JSONParser().parse(Self.engine.respond(toJSON: Array(json.utf8)).text)
    guard case .array(let errors)? = response["errors"] else {
      Issue.record("\(response)")
      return
    }
    #expect(errors.first?["path"] == .string("authorizedTotal"))
  }

  /// A `paymentAuthorized` request for a tent to Atlanta's full address,
  /// with `member` and the shopper's names, phone and email.
  static func json(member: String) -> String {
    #"""
    {"event":"paymentAuthorized","asOf":"2026-11-21T15:04:05-05:00","currency":"USD",
     "lines":[{"id":"tent","unitPrice":"249.00","quantity":1,"weight":{"value":"4.6","unit":"lb"}}],
     "shippingContact":{"addressLines":["55 Trinity Ave SW"],"locality":"Atlanta","administrativeArea":"GA",
       "postalCode":"30303-3520","countryCode":"US","givenName":"Jane","familyName":"Appleseed"},
     "pricedContact":{"locality":"Atlanta","administrativeArea":"GA","postalCode":"30303","countryCode":"US"},
     "formats":["applePay","paymentRequest"],\#(member)}
    """#
  }

  @Test("A JSON total below the final total is refused as a total that rose")
  func jsonTotalRose() throws {
    let response = try JSONParser().parse(
      Self.engine.respond(toJSON: Array(Self.json(member: #""authorizedTotal":"0.00""#).utf8)).text)
    #expect(response["authorization"]?["reason"] == .string("totalRose"))
  }

  // MARK: - Each format's answer

  @Test("Apple Pay and the W3C answer each decision in their own shapes")
  func formatsAnswer() throws {
    let shown = try Self.shownTotal()
    func answer(_ member: String) throws -> JSONValue {
      try JSONParser().parse(Self.engine.respond(toJSON: Array(Self.json(member: member).utf8)).text)
    }
    let accepted = try answer(#""authorizedTotal":"\#(shown)""#)
    #expect(accepted["applePay"]?.serialized() == #"{"status":"STATUS_SUCCESS","errors":[]}"#)
    #expect(accepted["paymentRequest"]?.serialized() == #"{"complete":"success"}"#)
    let rose = try answer(#""authorizedTotal":"0.01""#)
    #expect(rose["applePay"]?["status"] == .string("STATUS_FAILURE"))
    guard case .array(let errors)? = rose["applePay"]?["errors"] else {
      Issue.record("\(rose)")
      return
    }
    #expect(errors.count == 1 && errors[0]["code"] == .string("unknown") && errors[0]["contactField"] == nil)
    #expect(keys(rose["paymentRequest"]?["retry"]) == ["error"])
    let noStreet = try JSONParser().parse(
      Self.engine.respond(
        toJSON: Array(
          Self.json(member: #""authorizedTotal":"\#(shown)""#).replacingOccurrences(
            of: #""addressLines":["55 Trinity Ave SW"],"#, with: ""
          ).utf8)
      ).text)
    guard case .array(let streetErrors)? = noStreet["applePay"]?["errors"] else {
      Issue.record("\(noStreet)")
      return
    }
    #expect(streetErrors.first?["code"] == .string("shippingContactInvalid"))
    #expect(streetErrors.first?["contactField"] == .string("addressLines"))
    #expect(keys(noStreet["paymentRequest"]?["retry"]?["shippingAddress"]) == ["addressLine"])
    for response in [accepted, rose, noStreet] {
      let problems = ContractChecker.authorizationProblems(in: response, currency: Self.engine.book.merchant.currency)
      #expect(problems.isEmpty, "\(problems)")
    }
  }

  // MARK: - The examples that capture less

  @Test(
    "An example authorized at its sheet example's total, inside its redacted place, captures the full address's lower total",
    arguments: [
      (
        SampleMerchant.usOutfitters, "85-redacted-zip-priced-at-its-seattle-part",
        "88-authorized-at-zip4-outside-seattle-captures-less"
      ),
      (
        .ukTeahouse, "89-redacted-oban-priced-with-its-ferry-sector",
        "91-authorized-outside-the-ferry-sector-captures-less"
      ),
    ])
  func examplesCaptureLess(merchant: SampleMerchant, sheet: String, authorization: String) throws {
    let sheetExample = try ExampleRequests.example(merchant, sheet)
    let authorizationExample = try ExampleRequests.example(merchant, authorization)
    let sheetRequest = try JSONParser().parse(String(decoding: sheetExample.bytes, as: UTF8.self))
    let authorizationRequest = try JSONParser().parse(String(decoding: authorizationExample.bytes, as: UTF8.self))
    // The same cart and method, priced at the redacted contact the sheet sent.
    for member in ["lines", "shippingMethod", "couponCode", "asOf"] {
      #expect(sheetRequest[member] == authorizationRequest[member], "\(member)")
    }
    #expect(authorizationRequest["pricedContact"] == sheetRequest["shippingContact"])
    let shown = try #require(try sheetExample.answer()["total"]?["amount"]?.stringValue)
    let answer = try authorizationExample.answer()
    let decision = try #require(answer["authorization"])
    let exponent = try #require(ExampleRequests.engines[merchant]).book.merchant.currency.minorUnits
    let authorized = try Amount(parsing: try #require(decision["authorizedTotal"]?.stringValue), exponent: exponent)
    let captured = try Amount(parsing: try #require(decision["captureAmount"]?.stringValue), exponent: exponent)
    #expect(decision["decision"]?.stringValue == "accept")
    #expect(authorized == (try Amount(parsing: shown, exponent: exponent)), "the sheet showed \(shown)")
    #expect(
      decision["captureAmount"] == answer["total"]?["amount"] && decision["finalTotal"] == decision["captureAmount"])
    #expect(captured < authorized)
  }

  // MARK: - Properties

  @Test(
    "An accepted authorization captures exactly the final total; a refused one names a field or the total",
    arguments: SampleMerchant.allCases)
  func acceptedCapturesTheFinalTotal(merchant: SampleMerchant) throws {
    try PricingEnginePropertyTests.forAllRandomRequests(merchant, count: 1_000) { engine, request, rng in
      guard let contact = request.shippingContact, let shown = engine.quote(request).total, shown.type == .final
      else { return }
      var full = Self.full(contact)
      if Int.random(in: 0..<8, using: &rng) == 0 { full.addressLines = [] }
      let authorized = Amount(
        uncheckedMinorUnits: max(0, shown.amount.minorUnits + Int64.random(in: -3...3, using: &rng)),
        exponent: shown.amount.exponent)
      var pricedRequest = request
      pricedRequest.event = .shippingContactSelected
      let quote = engine.paymentAuthorized(full, authorizedTotal: authorized, in: pricedRequest)
      let decision = try #require(quote.authorization, "\(request): \(quote.errors)")
      let final = quote.total?.amount
      if decision.isAccepted {
        try #require(final != nil && decision.captureAmount == final && final! <= authorized, "\(full) \(decision)")
      } else {
        switch decision.refusal {
        case .totalRose?: try #require(final.map { $0 > authorized } == true, "\(decision)")
        case .shippingContactInvalid?: try #require(decision.contactField != nil)
        case .addressUnserviceable?: try #require(quote.errors.contains { $0.reason == .unserviceable })
        case nil: Issue.record("unreachable")
        }
      }
      let response = try JSONParser().parse(
        String(decoding: ResponseEncoder.encode(quote), as: UTF8.self))
      let problems = ContractChecker.authorizationProblems(in: response, currency: engine.book.merchant.currency)
      try #require(problems.isEmpty, "\(full) \(decision): \(problems)")
    }
  }

  /// The full address of a redacted contact: a street, and a full
  /// postcode where the redacted one is an outward code or an FSA.
  static func full(_ contact: ContactFields) -> ContactFields {
    var full = contact
    full.addressLines = ["1 Example Street"]
    if let code = contact.postalCode {
      let compact = code.filter { !$0.isWhitespace }
      switch contact.countryCode {
      case "GB" where compact.count <= 4: full.postalCode = code + " 1AA"
      case "CA" where compact.count == 3: full.postalCode = code + " 1A1"
      default: break
      }
    }
    return full
  }
}
