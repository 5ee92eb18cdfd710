import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

/// The PayPal contract checker fails each rule it states: a hand-broken
/// copy of a right answer is caught, rule by rule.
@Suite("PayPal contract checker")
struct PayPalContractTests {
  static let engine = PricingEngine(book: TestBooks.book(.usOutfitters))
  static let context = PayPalContext(orderID: "5O19", referenceID: "d9f8")

  /// A priced quote (Dallas, three options, tax on top) and its right answer.
  static func quote(_ body: String = "") throws -> (Quote, ResponseContext, String) {
    let payPal =
      #"{"id":"5O19","shipping_address":{"country_code":"US","admin_area_1":"TX","admin_area_2":"Dallas","postal_code":"75001"}\#(body),"purchase_units":[{"reference_id":"d9f8"}]}"#
    let text =
      #"{"asOf":"2026-11-21T15:04:05-05:00","lines":[{"id":"tent","unitPrice":"249.00","quantity":1,"weight":{"value":"4.6","unit":"lb"}}],"formats":["payPal"],"payPal":\#(payPal)}"#
    let request = try RequestReader.read(currency: engine.book.merchant.currency, Array(text.utf8))
      .request.get()
    let quote = engine.quote(request.quote)
    var json = JSONWriter(reservingCapacity: 1_024)
    PayPalWriter.write(
      SheetView(quote, total: try #require(quote.total), wallet: request.response.wallet), to: &json)
    return (quote, request.response, json.text)
  }

  @Test("A right answer has no problems")
  func rightAnswer() throws {
    let (quote, context, text) = try Self.quote()
    #expect(text.contains(#""value":"264.56""#))
    #expect(PayPalContract.problems(in: try JSONParser().parse(text), for: quote, context: context) == [])
  }

  @Test(
    "Each broken rule is caught",
    arguments: [
      (#""value":"264.56""#, #""value":"264.57""#, "is not the quote's total"),
      (#""value":"264.56""#, #""value":"264.5""#, "not a money value"),
      (
        #""tax_total":{"currency_code":"USD","value":"15.56"}"#,
        #""tax_total":{"currency_code":"USD","value":"-15.56"}"#, "money value"
      ),
      (
        #""discount":{"currency_code":"USD","value":"0.00"}"#, #""discount":{"currency_code":"USD","value":"1.00"}"#,
        "AMOUNT_MISMATCH"
      ),
      (
        #""shipping_discount":"#, #""insurance":{"currency_code":"USD","value":"1.00"},"shipping_discount":"#,
        "AMOUNT_MISMATCH"
      ),
      (#""item_total":{"currency_code":"USD""#, #""item_total":{"currency_code":"EUR""#, "currency_code"),
      (#""id":"5O19""#, #""id":"5O20""#, "id is not the order's"),
      (#""reference_id":"d9f8""#, #""reference_id":"default""#, "reference_id"),
      (#""selected":false"#, #""selected":true"#, "exactly one"),
      (#""selected":true"#, #""selected":"yes""#, "not a boolean"),
      (#""type":"SHIPPING""#, #""type":"DRONE""#, "shipping_type"),
      (#""type":"SHIPPING""#, #""type":"PICKUP_IN_STORE""#, "pickup"),
      (#""label":"UPS Ground""#, #""label":"\#(String(repeating: "x", count: 128))""#, "1 to 127"),
      (#""id":"ups-ground""#, #""id":"ups-ground-2""#, "not a method of the quote"),
      (#""status":200"#, #""status":201"#, "neither 200 nor 422"),
      (#""purchase_units":[{"#, #""purchase_units":[{"invoice_id":"A","#, "purchase unit has keys"),
      (#""breakdown":{"#, #""breakdown":{"tip":{"currency_code":"USD","value":"0.00"},"#, "breakdown has keys"),
    ])
  func brokenRule(find: String, replace: String, problem: String) throws {
    let (quote, context, text) = try Self.quote()
    try #require(text.contains(find), "\(find) not in \(text)")
    let broken = text.replacing(find, with: replace, maxReplacements: 1)
    let problems = PayPalContract.problems(in: try JSONParser().parse(broken), for: quote, context: context)
    #expect(problems.contains { $0.contains(problem) }, "\(replace): \(problems)")
  }

  @Test("Items whose units or tax do not multiply back are ITEM_TOTAL_MISMATCH and TAX_TOTAL_MISMATCH")
  func items() throws {
    let (quote, context, text) = try Self.quote()
    let m = { (value: String) in #"{"currency_code":"USD","value":"\#(value)"}"# }
    func problems(_ items: String) throws -> [String] {
      let withItems = text.replacing(#""reference_id":"d9f8","#, with: #""reference_id":"d9f8","items":\#(items),"#)
      return PayPalContract.problems(in: try JSONParser().parse(withItems), for: quote, context: context)
    }
    #expect(try problems(#"[{"name":"Tent","unit_amount":\#(m("249.00")),"tax":\#(m("15.56")),"quantity":"1"}]"#) == [])
    #expect(
      try problems(#"[{"name":"Tent","unit_amount":\#(m("124.00")),"quantity":"2"}]"#)
        .contains { $0.contains("ITEM_TOTAL_MISMATCH") })
    #expect(
      try problems(#"[{"name":"Tent","unit_amount":\#(m("249.00")),"tax":\#(m("15.55")),"quantity":"1"}]"#)
        .contains { $0.contains("TAX_TOTAL_MISMATCH") })
  }

  @Test("A 422 must be PayPal's error model, with an issue the quote justifies")
  func declines() throws {
    let (quote, context, _) = try Self.quote()
    func problems(_ text: String, _ context: ResponseContext = context) throws -> [String] {
      PayPalContract.problems(in: try JSONParser().parse(text), for: quote, context: context)
    }
    let zip = #"{"status":422,"body":{"name":"UNPROCESSABLE_ENTITY","details":[{"issue":"ZIP_ERROR"}]}}"#
    #expect(try problems(zip).contains { $0.contains("no address error") })
    let teapot = #"{"status":422,"body":{"name":"UNPROCESSABLE_ENTITY","details":[{"issue":"TEAPOT"}]}}"#
    #expect(try problems(teapot).contains { $0.contains("not a shipping callback issue") })
    let named = #"{"status":422,"body":{"name":"BAD","details":[{"issue":"METHOD_UNAVAILABLE"}]}}"#
    #expect(try problems(named).contains { $0.contains("UNPROCESSABLE_ENTITY") })
    #expect(try problems(named).contains { $0.contains("is the selected one") })
    // The buyer chose a method no longer offered: a 200 hides it, and the
    // 422 must say which kind of choice is gone.
    var gone = context
    gone.wallet = .payPal(PayPalContext(orderID: "5O19", referenceID: "d9f8", requestedOptionID: "teleport"))
    let (_, _, text) = try Self.quote()
    #expect(try problems(text, gone).contains { $0.contains("not offered") })
    let store = #"{"status":422,"body":{"name":"UNPROCESSABLE_ENTITY","details":[{"issue":"STORE_UNAVAILABLE"}]}}"#
    #expect(try problems(store, gone).contains { $0.contains("expected METHOD_UNAVAILABLE") })
  }

  @Test("More than 10 options, or none for a quote with methods, is caught")
  func optionCount() throws {
    let (quote, context, text) = try Self.quote()
    let json = try JSONParser().parse(text)
    guard case .object(let members) = json, let body = json["body"], case .array(let units)? = body["purchase_units"],
      case .object(let unit) = units[0], case .array(let options)? = units[0]["shipping_options"]
    else {
      Issue.record("unexpected shape \(text)")
      return
    }
    func with(options: [JSONValue]) -> JSONValue {
      let newUnit = JSONValue.object(
        unit.map { $0.key == "shipping_options" ? JSONMember(key: $0.key, value: .array(options)) : $0 })
      let newBody = JSONValue.object([
        JSONMember(key: "id", value: body["id"]!), JSONMember(key: "purchase_units", value: .array([newUnit])),
      ])
      return .object(members.map { $0.key == "body" ? JSONMember(key: "body", value: newBody) : $0 })
    }
    let eleven = Array(repeating: options[1], count: 10) + [options[0]]
    #expect(
      PayPalContract.problems(in: with(options: eleven), for: quote, context: context).contains {
        $0.contains("at most 10")
      })
    #expect(
      PayPalContract.problems(in: with(options: []), for: quote, context: context).contains { $0.contains("empty") })
  }
}
