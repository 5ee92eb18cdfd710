import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

/// The answer to PayPal's shipping callback, written from the quote: hand
/// examples with their exact figures, each decline, and PayPal's limits.
@Suite("PayPal callback answer")
struct PayPalWriterTests {
  static let engine = PricingEngine(book: TestBooks.book(.usOutfitters))

  static let lines = """
    [{"id":"tent-2p","label":"Ridgeline 2-Person Tent","unitPrice":"249.00","quantity":1,"weight":{"value":"4.6","unit":"lb"}},
     {"id":"wax","label":"Mustache Wax","unitPrice":"10.00","quantity":2,"weight":{"value":"0.25","unit":"lb"}},
     {"id":"trail-mix","label":"Trail Mix, 12 oz","unitPrice":"6.49","quantity":3,"weight":{"value":"12","unit":"oz"},"category":"groceries"}]
    """

  /// The `payPal` answer to a callback `body`, with extra request members.
  static func answer(_ body: String, _ members: String = "", engine: PricingEngine = engine) throws -> JSONValue {
    let text =
      #"{"asOf":"2026-11-21T15:04:05-05:00","lines":\#(lines),"formats":["payPal"],"payPal":\#(body)\#(members.isEmpty ? "" : ",")\#(members)}"#
    let response = try JSONParser().parse(engine.respond(toJSON: Array(text.utf8)).text)
    return try #require(response["payPal"], "\(response)")
  }

  static func address(_ country: String, _ state: String, _ city: String, _ zip: String) -> String {
    #""shipping_address":{"country_code":"\#(country)","admin_area_1":"\#(state)","admin_area_2":"\#(city)","postal_code":"\#(zip)"}"#
  }

  static func money(_ value: String) -> String { #"{"currency_code":"USD","value":"\#(value)"}"# }

  @Test("An address callback is a 200 with the order id, the unit's reference, the breakdown and every option")
  func addressCallback() throws {
    let answer = try Self.answer(
      #"{"id":"5O190127TN364715T",\#(Self.address("US", "TX", "Dallas", "75001")),"purchase_units":[{"reference_id":"d9f8"}]}"#
    )
    let m = Self.money
    let expected = try JSONParser().parse(
      #"""
      {"status":200,"body":{"id":"5O190127TN364715T","purchase_units":[{"reference_id":"d9f8",
       "amount":{"currency_code":"USD","value":"305.28","breakdown":{"item_total":\#(m("288.47")),
        "tax_total":\#(m("16.81")),"shipping":\#(m("0.00")),"shipping_discount":\#(m("0.00")),"discount":\#(m("0.00"))}},
       "shipping_options":[
        {"id":"usps-ground-advantage","label":"USPS Ground Advantage","type":"SHIPPING","amount":\#(m("0.00")),"selected":true},
        {"id":"ups-ground","label":"UPS Ground","type":"SHIPPING","amount":\#(m("21.45")),"selected":false},
        {"id":"ups-2nd-day-air","label":"UPS 2nd Day Air","type":"SHIPPING","amount":\#(m("49.45")),"selected":false}]}]}}
      """#)
    #expect(answer == expected)
  }

  @Test("Each sample merchant has a PayPal example")
  func examplesForEveryMerchant() throws {
    let merchants = Set(try ExampleRequests.all().filter { $0.name.contains("-paypal-") }.map(\.merchant))
    #expect(merchants == Set(SampleMerchant.allCases))
  }

  @Test("A chosen option is selected and first, and a credit card's surcharge is handling")
  func optionAndSurcharge() throws {
    let answer = try Self.answer(
      #"{"id":"5O19",\#(Self.address("US", "IL", "Chicago", "60601")),"shipping_option":{"id":"ups-ground","type":"SHIPPING"}}"#,
      #""paymentMethod":{"type":"credit"}"#)
    let unit = answer["body"]?["purchase_units"].flatMap { if case .array(let units) = $0 { units.first } else { nil } }
    #expect(unit?["reference_id"] == .string("default"))
    #expect(unit?["amount"]?["value"] == .string("348.53"))
    let breakdown = unit?["amount"]?["breakdown"]
    #expect(breakdown?["shipping"]?["value"] == .string("21.45"))
    #expect(breakdown?["tax_total"]?["value"] == .string("29.96"))
    #expect(breakdown?["handling"]?["value"] == .string("8.65"))
    guard case .array(let options)? = unit?["shipping_options"] else {
      Issue.record("no shipping_options in \(answer)")
      return
    }
    #expect(options.first?["id"] == .string("ups-ground"))
    #expect(options.map { $0["selected"] } == [.bool(true), .bool(false), .bool(false)])
  }

  @Test("A free-shipping coupon is shipping_discount and an order discount is discount, both positive")
  func discounts() throws {
    // us-outfitters' coupons.csv: SAVE10 takes 10% off an order of 25.00 or more.
    let answer = try Self.answer(
      #"{"id":"5O19",\#(Self.address("US", "NY", "New York", "10001"))}"#, #""couponCode":"SAVE10""#)
    let breakdown = answer["body"]?["purchase_units"]
      .flatMap { if case .array(let units) = $0 { units.first } else { nil } }?["amount"]?["breakdown"]
    #expect(breakdown?["discount"]?["value"] == .string("28.85"))
    #expect(breakdown?["shipping_discount"]?["value"] == .string("0.00"))
  }

  @Test(
    "An address the quote cannot ship to is a 422 with the most specific issue",
    arguments: [
      (address("BR", "SP", "Sao Paulo", "01310-100"), "COUNTRY_ERROR"),
      (address("US", "TX", "Atlanta", "30303"), "ZIP_ERROR"),
    ])
  func addressDeclines(address: String, issue: String) throws {
    let answer = try Self.answer(#"{"id":"5O19",\#(address)}"#)
    #expect(answer["status"] == .number("422"))
    #expect(answer["body"]?["name"] == .string("UNPROCESSABLE_ENTITY"))
    guard case .array(let details)? = answer["body"]?["details"] else {
      Issue.record("no details in \(answer)")
      return
    }
    #expect(details.map { $0["issue"] } == [.string(issue)])
  }

  @Test(
    "An option no longer offered is METHOD_UNAVAILABLE, or STORE_UNAVAILABLE when the buyer chose a pickup",
    arguments: [("SHIPPING", "METHOD_UNAVAILABLE"), ("PICKUP_IN_STORE", "STORE_UNAVAILABLE")])
  func optionDeclines(type: String, issue: String) throws {
    let answer = try Self.answer(
      #"{"id":"5O19",\#(Self.address("US", "GA", "Atlanta", "30303")),"shipping_option":{"id":"teleport","type":"\#(type)"}}"#
    )
    #expect(answer["status"] == .number("422"))
    #expect(
      answer["body"]?["details"]
        == .array([
          .object([
            JSONMember(key: "issue", value: .string(issue)),
            JSONMember(key: "description", value: answer["body"]?["details"]?.firstElement?["description"] ?? .null),
          ])
        ]))
  }

  @Test("A label longer than PayPal's 127 characters is cut at a character with an ellipsis; a short one is kept")
  func labels() {
    #expect(PayPalWriter.text("UPS Ground") == "UPS Ground")
    let long = String(repeating: "é", count: 120) + String(repeating: "🏕️", count: 10)
    let cut = PayPalWriter.text(long)
    #expect(cut.utf16.count <= 127)
    #expect(cut.hasSuffix("\u{2026}"))
    #expect(long.hasPrefix(cut.dropLast()))
    let exact = String(repeating: "a", count: 127)
    #expect(PayPalWriter.text(exact) == exact)
  }

  @Test(
    "At most 10 options are offered, the first ones in the merchant's order, and an id PayPal cannot take is left out")
  func optionLimits() {
    func option(_ id: String) -> ShippingMethod {
      ShippingMethod(
        identifier: id, label: id, type: .shipping, amount: Amount(uncheckedMinorUnits: 100, exponent: 2),
        service: ServiceID(0), detail: MethodDetail(window: nil, style: .dates), isDated: false)
    }
    let twelve = (0..<12).map { option("m\($0)") }
    #expect(PayPalWriter.options(twelve).map(\.identifier) == (0..<10).map { "m\($0)" })
    let longID = String(repeating: "x", count: 128)
    #expect(
      PayPalWriter.options([option("a"), option(longID), option("b")]).map(\.identifier) == ["a", "b"])
    #expect(PayPalWriter.options([option("a"), option("b")]).map(\.identifier) == ["a", "b"])
  }

  @Test(
    "Every PayPal example keeps PayPal's contract",
    arguments: try ExampleRequests.all().filter { $0.name.contains("-paypal-") })
  func examplesKeepTheContract(example: ExampleRequests.Example) throws {
    let engine = try #require(ExampleRequests.engines[example.merchant])
    let decoded = try RequestReader.read(currency: engine.book.merchant.currency, example.bytes).request
      .get()
    try #require(decoded.response.formats.contains(.payPal))
    let response = try example.answer()
    let answer = try #require(response["payPal"])
    let problems = PayPalContract.problems(in: answer, for: engine.quote(decoded.quote), context: decoded.response)
    #expect(problems.isEmpty, "\(example): \(problems)")
  }
}

extension JSONValue {
  fileprivate var firstElement: JSONValue? {
    if case .array(let items) = self { return items.first }
    return nil
  }
}
