import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("Reading a request from the JSON tape")
struct RequestReaderTests {
  static let currency = TestBooks.book(.usOutfitters).merchant.currency

  static func failure(_ text: String) -> QuoteFailure? {
    do {
      _ = try RequestReader.readQuoteRequest(currency: currency, Array(text.utf8))
      return nil
    } catch {
      return error
    }
  }

  @Test(
    "Each wrong field gets its exact path and message",
    arguments: [
      (
        BadInput.request(#""zeta":1,"alpha":2"#), "alpha",
        "unknown field 'alpha'; expected one of asOf, authorizedTotal, couponCode, currency, event, formats, googlePay, id, lines, locale, payPal, paymentMethod, pricedContact, shippingAddress, shippingContact, shippingMethod, shippingType, stripe, taxExemption, tenders"
      ),
      (
        BadInput.line([#"\u0063olour"#: #""red""#]), "lines[0].colour",
        "unknown field 'colour'; expected one of category, dimensions, hsCode, id, label, originCountry, paymentTiming, quantity, unitPrice, weight"
      ),
      (
        BadInput.line(["Id": #""b""#]), "lines[0].Id",
        "unknown field 'Id'; expected one of category, dimensions, hsCode, id, label, originCountry, paymentTiming, quantity, unitPrice, weight"
      ),
      (
        BadInput.line(["hsCode": #""6109""#]), "lines[0].hsCode",
        "'6109' is not an HS code; expected 6 to 10 digits, dots and spaces allowed between them"
      ),
      (BadInput.line(["hsCode": "610910"]), "lines[0].hsCode", "expected a string, found number"),
      (
        BadInput.line(["originCountry": #""XX""#]), "lines[0].originCountry",
        "'XX' is not an ISO 3166-1 alpha-2 country code such as CN; expected two uppercase letters"
      ),
      (
        BadInput.line(["originCountry": #""cn""#]), "lines[0].originCountry",
        "'cn' is not an ISO 3166-1 alpha-2 country code such as CN; expected two uppercase letters"
      ),
      (BadInput.line(["quantity": "null"]), "lines[0].quantity", "expected a whole number, found null"),
      (BadInput.line(["quantity": nil]), "lines[0].quantity", "missing; expected a whole number"),
      (BadInput.line(["quantity": "1.0"]), "lines[0].quantity", "'1.0' is not a whole number from 1 to 1000000"),
      (BadInput.request(#""shippingContact":[]"#), "shippingContact", "expected an object, found array"),
      (BadInput.request(#""couponCode":7"#), "couponCode", "expected a string, found number"),
      (BadInput.request(event: ""), "event", "empty; expected a non-empty string"),
      (
        BadInput.line(["weight": #"{"unit":"kg"}"#]), "lines[0].weight.value",
        #"missing; expected a decimal string such as "0.25""#
      ),
      (
        BadInput.line(["weight": #"{"value":true,"unit":"kg"}"#]), "lines[0].weight.value",
        "expected a decimal string, found boolean"
      ),
      (BadInput.contact(#""postalCode":{}"#), "shippingContact.postalCode", "expected a string, found object"),
      (
        BadInput.line(["label": "\"" + String(repeating: "é", count: 201) + "\""]), "lines[0].label",
        "201 characters; at most 200"
      ),
      (
        BadInput.request(
          lines: #"[{"id":"a","unitPrice":"1.00","quantity":1},{"id":"\u0061","unitPrice":"1.00","quantity":1}]"#),
        "lines[1].id", "line id 'a' appears twice; ids must be unique"
      ),
    ])
  func exactFailure(request: String, path: String, message: String) {
    #expect(Self.failure(request) == QuoteFailure(path: path, message: message))
  }

  @Test(
    "Contact fields a price does not read are still checked: address lines an array of strings, the rest strings",
    arguments: [
      (#""addressLines":"1 Main St""#, "shippingContact.addressLines", "expected an array of strings, found string"),
      (#""addressLines":["1 Main St",2]"#, "shippingContact.addressLines[1]", "expected a string, found number"),
      (#""addressLines":[null]"#, "shippingContact.addressLines[0]", "expected a string, found null"),
      (
        #""addressLines":["\#(String(repeating: "a", count: 201))"]"#, "shippingContact.addressLines[0]",
        "201 characters; at most 200"
      ),
      (#""givenName":5"#, "shippingContact.givenName", "expected a string, found number"),
      (#""phoneNumber":["555"]"#, "shippingContact.phoneNumber", "expected a string, found array"),
      (#""emailAddress":{}"#, "shippingContact.emailAddress", "expected a string, found object"),
    ])
  func unreadContactFieldsChecked(field: String, path: String, message: String) {
    #expect(Self.failure(BadInput.contact(field)) == QuoteFailure(path: path, message: message))
  }

  @Test("A card's display name, which no price reads, must still be a string")
  func displayNameChecked() {
    #expect(
      Self.failure(BadInput.request(#""paymentMethod":{"type":"credit","displayName":1234}"#))
        == QuoteFailure(path: "paymentMethod.displayName", message: "expected a string, found number"))
    #expect(Self.failure(BadInput.request(#""paymentMethod":{"type":"credit","displayName":null}"#)) == nil)
    #expect(Self.failure(BadInput.request(#""paymentMethod":{"type":"credit","displayName":"Visa 1234"}"#)) == nil)
  }

  @Test("Contact fields a price does not read may be absent, null, empty or well formed")
  func unreadContactFieldsAccepted() throws {
    for field in [
      #""addressLines":null"#, #""addressLines":[]"#, #""addressLines":["1 Main St",""]"#, #""givenName":null"#,
      #""givenName":"","familyName":"Appleseed","phoneticGivenName":"j","phoneticFamilyName":"a""#,
      #""emailAddress":"j@example.com","phoneNumber":"+1 555 0100""#,
    ] {
      #expect(Self.failure(BadInput.contact(field)) == nil, "\(field)")
    }
  }

  @Test("Keys written with escapes are matched by their unescaped text")
  func escapedKeys() throws {
    let text =
      #"{"\u0065vent":"initial","asOf":"\#(BadInput.asOf)","lines":[{"\u0069d":"a","unit\u0050rice":"2.50","quantity":3}]}"#
    let request = try RequestReader.readQuoteRequest(currency: Self.currency, Array(text.utf8))
    let line = try #require(request.cart.lines.first)
    #expect(line.id == "a" && line.label == "a" && line.quantity == 3)
    #expect(line.unitPrice.minorUnits == 250)
  }

  @Test("A string of 200 characters in 400 bytes is within the limit")
  func characterLimit() throws {
    let label = String(repeating: "é", count: 200)
    let request = try RequestReader.readQuoteRequest(
      currency: Self.currency, Array(BadInput.line(["label": "\"\(label)\""]).utf8))
    #expect(request.cart.lines.first?.label == label)
  }

  // Keys are matched as bytes, which is string equality only for text that
  // no other text is canonically equivalent to (see JSONTape.bytes(_:equal:)).
  @Test("Every known key is ASCII letters without K, so bytes match exactly when strings do")
  func knownKeysMatchAsBytes() {
    let lists = [
      RequestReader.requestKeys, RequestReader.lineKeys, RequestReader.contactKeys, RequestReader.paymentMethodKeys,
      RequestReader.weightKeys, RequestReader.dimensionsKeys,
    ]
    for key in lists.joined().map(\.description) {
      let isLetters = key.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) && $0 != "K" }
      #expect(!key.isEmpty && isLetters, "\(key)")
    }
    #expect(lists.allSatisfy { $0.count == Set($0.map(\.description)).count })
  }

  @Test("Each key's enum case is the key at its position, and every list fits an object's fields")
  func keyEnumsMatchTheirLists() {
    func check<Key: ObjectKey>(_: Key.Type) {
      #expect(Key.names.count <= RequestReader.Fields<Key>.capacity, "\(Key.self)")
      for key in Key.allCases {
        #expect("\(key)" == Key.names[key.rawValue].description, "\(Key.self).\(key)")
      }
    }
    check(RequestReader.RequestKey.self)
    check(RequestReader.LineKey.self)
    check(RequestReader.ContactKey.self)
    check(RequestReader.PaymentMethodKey.self)
    check(RequestReader.WeightKey.self)
    check(RequestReader.DimensionsKey.self)
  }

  @Test("Every member is read into its own field, whatever the order of the keys")
  func everyMemberInReverseOrder() throws {
    let contact =
      #"{"phoneNumber":"1","emailAddress":"e","phoneticFamilyName":"pf","phoneticGivenName":"pg","familyName":"f","#
      + #""givenName":"g","addressLines":["x"],"countryCode":"US","country":"United States","postalCode":"98101","#
      + #""subAdministrativeArea":"King","administrativeArea":"WA","subLocality":"Belltown","locality":"Seattle"}"#
    let line =
      #"{"category":"groceries","dimensions":{"unit":"cm","height":"3","width":"2","length":"1"},"#
      + #""weight":{"unit":"g","value":"5"},"quantity":4,"unitPrice":"2.50","label":"Mix","id":"m"}"#
    let text =
      #"{"couponCode":"SAVE","paymentMethod":{"displayName":"Visa 1234","network":"visa","type":"credit"},"#
      + #""shippingMethod":"ground","shippingType":"delivery","shippingContact":\#(contact),"lines":[\#(line)],"#
      + #""currency":"USD","asOf":"\#(BadInput.asOf)","event":"couponCodeChanged"}"#
    let request = try RequestReader.readQuoteRequest(currency: Self.currency, Array(text.utf8))
    #expect(request.event == .couponCodeChanged && request.asOf == Instant.parse(BadInput.asOf))
    #expect(request.currency == "USD" && request.shippingType == .delivery && request.shippingMethod == "ground")
    #expect(request.paymentMethod == PaymentMethod(type: .credit, network: "visa") && request.couponCode == "SAVE")
    #expect(
      request.shippingContact
        == ContactFields(
          addressLines: ["x"], locality: "Seattle", subLocality: "Belltown", administrativeArea: "WA",
          subAdministrativeArea: "King",
          postalCode: "98101", country: "United States", countryCode: "US"))
    let read = try #require(request.cart.lines.first)
    #expect(read.id == "m" && read.label == "Mix" && read.unitPrice.minorUnits == 250 && read.quantity == 4)
    let weight = try Weight(parsing: "5", unit: .gram)
    let dimensions = try Dimensions(length: "1", width: "2", height: "3", unit: .centimetre)
    #expect(read.category == "groceries" && read.weight == weight && read.dimensions == dimensions)
  }

  @Test(
    "Amounts, quantities and choices read from bytes keep their exact messages",
    arguments: [
      (
        BadInput.line(["unitPrice": #""1.005""#]), "lines[0].unitPrice",
        "'1.005' is not an amount in USD: more than 2 decimal places"
      ),
      (
        BadInput.line(["unitPrice": #""1,00""#]), "lines[0].unitPrice",
        "'1,00' is not an amount in USD: expected digits with an optional '.' and fraction, such as 7.99"
      ),
      (
        BadInput.line(["unitPrice": BadInput.digits400]), "lines[0].unitPrice",
        "'\(BadInput.digits400.prefix(60))...' is 400 characters; an amount has at most 40"
      ),
      (BadInput.line(["unitPrice": #""-1.00""#]), "lines[0].unitPrice", "'-1.00' is negative"),
      (
        BadInput.line(["unitPrice": "1000000001"]), "lines[0].unitPrice",
        "'1000000001' is above the limit of 1000000000 USD"
      ),
      (
        BadInput.line(["quantity": "12345678901234567890"]), "lines[0].quantity",
        "'12345678901234567890' is not a whole number from 1 to 1000000"
      ),
      (BadInput.line(["quantity": "0"]), "lines[0].quantity", "'0' is not a whole number from 1 to 1000000"),
      (
        BadInput.line(["quantity": "1000001"]), "lines[0].quantity", "'1000001' is not a whole number from 1 to 1000000"
      ),
      (BadInput.line(["quantity": "2e0"]), "lines[0].quantity", "'2e0' is not a whole number from 1 to 1000000"),
      (
        BadInput.request(event: "refund"), "event",
        "'refund' is not one of initial, shippingContactSelected, shippingMethodSelected, paymentMethodSelected, couponCodeChanged, paymentAuthorized"
      ),
      (
        BadInput.request(event: "initia"), "event",
        "'initia' is not one of initial, shippingContactSelected, shippingMethodSelected, paymentMethodSelected, couponCodeChanged, paymentAuthorized"
      ),
      (
        BadInput.request(#""shippingType":"drone""#), "shippingType",
        "'drone' is not one of shipping, delivery, storePickup, servicePickup"
      ),
      (BadInput.request(#""shippingType":1"#), "shippingType", "expected a string, found number"),
      (
        BadInput.request(#""paymentMethod":{"type":"cash"}"#), "paymentMethod.type",
        "'cash' is not one of debit, credit, prepaid, store, eMoney, unknown"
      ),
      (BadInput.request(#""paymentMethod":{}"#), "paymentMethod.type", "missing; expected a string"),
      (
        BadInput.line(["weight": #"{"value":"1","unit":"KG"}"#]), "lines[0].weight.unit",
        "'KG' is not one of kg, g, lb, oz"
      ),
      (
        BadInput.line(["weight": #"{"value":"1","unit":5}"#]), "lines[0].weight.unit", "expected a string, found number"
      ),
      (
        BadInput.line(["dimensions": #"{"length":"1","width":"1","height":"1","unit":"mm"}"#]),
        "lines[0].dimensions.unit", "'mm' is not one of cm, in"
      ),
      (
        #"{"event":"initial","asOf":"2026-11-21","lines":[]}"#, "asOf",
        "'2026-11-21' is not an ISO 8601 instant with an offset, such as 2026-11-21T15:04:05-05:00"
      ),
      (#"{"event":"initial","asOf":5,"lines":[]}"#, "asOf", "expected a string, found number"),
    ])
  func exactValueFailure(request: String, path: String, message: String) {
    #expect(Self.failure(request) == QuoteFailure(path: path, message: message))
  }

  @Test("Choices, amounts and quantities that are right are read, escaped or not")
  func valuesFromBytes() throws {
    let text =
      #"{"event":"\u0069nitial","asOf":"2026-11-21T20:04:05Z","shippingType":"storePickup","#
      + #""paymentMethod":{"type":"eMoney"},"lines":[{"id":"a","unitPrice":1000000000,"quantity":1000000,"#
      + #""weight":{"value":"2","unit":"oz"},"dimensions":{"length":"1","width":"1","height":"1","unit":"in"}}]}"#
    let request = try RequestReader.readQuoteRequest(currency: Self.currency, Array(text.utf8))
    #expect(request.event == .initial && request.shippingType == .storePickup)
    #expect(request.asOf == Instant.date(epochSeconds: 1_795_291_445))
    #expect(request.paymentMethod?.type == .eMoney)
    let line = try #require(request.cart.lines.first)
    #expect(line.unitPrice.minorUnits == 100_000_000_000 && line.quantity == 1_000_000)
    #expect(line.weight == Weight(quanta: 2 * WeightUnit.ounce.quanta))
    #expect(line.dimensions == Dimensions(micrometres: (25_400, 25_400, 25_400)))
  }

  @Test("A line's hsCode is read as its digits and its originCountry as a country")
  func classification() throws {
    let text = BadInput.line(["hsCode": #""6109.10.00""#, "originCountry": #""CN""#])
    let request = try RequestReader.readQuoteRequest(currency: Self.currency, Array(text.utf8))
    #expect(request.cart.lines[0].hsCode == HSCode("61091000"))
    #expect(request.cart.lines[0].originCountry == CountryCode(rawValue: "CN"))
  }

}
