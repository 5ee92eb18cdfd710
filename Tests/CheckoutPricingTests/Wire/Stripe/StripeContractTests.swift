import TestSupport
import Testing

@testable import CheckoutPricing

/// The Stripe contract checker finds each way an answer can break Stripe's
/// typings, its amount rule or the quote's figures: every rule it checks,
/// seen failing on a hand-broken answer.
@Suite("The Stripe contract checker")
struct StripeContractTests {
  static let engine = PricingEngine(book: TestBooks.book(.usOutfitters))

  /// A quote and its `stripe` answer, as compact JSON.
  static func quoted(_ members: String) throws -> (quote: Quote, answer: String) {
    let text =
      #"{"asOf":"\#(BadInput.asOf)","lines":\#(StripeResponseTests.cart),"formats":["stripe"],\#(members)}"#
    let wire = try RequestReader.read(currency: engine.book.merchant.currency, Array(text.utf8))
      .request.get()
    let quote = engine.quote(wire.quote)
    let response = try JSONParser().parse(ResponseEncoder.encode(quote, context: wire.response))
    return (quote, try #require(response["stripe"]).serialized())
  }

  static let coupon =
    #""couponCode":"SAVE10","stripe":{"shippingAddress":\#(StripeResponseTests.atlanta),"shippingRate":{"id":"ups-ground"}}"#
  static let brazil =
    #""stripe":{"shippingAddress":{"address":{"city":"São Paulo","state":"SP","postal_code":"01310-100","country":"BR"}}}"#

  static func problems(_ answer: String, for quote: Quote) throws -> [String] {
    StripeContract.problems(
      in: try JSONParser().parse(answer), for: quote, context: ResponseContext(formats: .stripe, wallet: .stripe))
  }

  @Test("The writer's answers pass: figures, and a rejection")
  func rightAnswers() throws {
    for members in [Self.coupon, Self.brazil, #""event":"initial""#] {
      let (quote, answer) = try Self.quoted(members)
      #expect(try Self.problems(answer, for: quote) == [], "\(answer)")
    }
  }

  @Test("A same-day pickup states no bound of 0, which Stripe refuses: the answer passes the contract")
  func sameDayPickup() throws {
    let engine = PricingEngine(book: TestBooks.book(.jpStationery))
    // Ginza pickup: no handling days, no transit, ordered before its 18:00 cut-off.
    let text = #"""
      {"asOf":"2026-11-16T10:00:00+09:00","currency":"JPY",
       "lines":[{"id":"pen","label":"Pen","unitPrice":"3000","quantity":1,"weight":{"value":"0.5","unit":"kg"}}],
       "formats":["stripe"],"shippingType":"storePickup",
       "stripe":{"shippingAddress":{"address":{"city":"Chiyoda","state":"Tokyo","postal_code":"100-0005","country":"JP"}},
                 "shippingRate":{"id":"ginza-store-pickup/ginza"}}}
      """#
    let wire = try RequestReader.read(currency: engine.book.merchant.currency, Array(text.utf8))
      .request.get()
    let quote = engine.quote(wire.quote)
    let pickup = try #require(quote.shippingMethods.first { $0.identifier == "ginza-store-pickup/ginza" })
    try #require(pickup.deliveryDetail.window?.minimumBusinessDays == 0, "not a same-day pickup: \(pickup.detail)")
    let answer = try #require(try JSONParser().parse(ResponseEncoder.encode(quote, context: wire.response))["stripe"])
    #expect(
      StripeContract.problems(in: answer, for: quote, context: ResponseContext(formats: .stripe, wallet: .stripe))
        == [],
      "\(answer.serialized())")
  }

  @Test(
    "Each hand-broken answer is caught, with the rule it breaks",
    arguments: [
      (#""amount":-2885"#, #""amount":2885"#, "not negative"),
      (#"{"amount":30532"#, #"{"amount":30533"#, "not the line items plus the selected rate"),
      (#"{"amount":30532"#, #"{"amount":"30532""#, "amount \"30532\" is not an integer"),
      (#"{"amount":30532"#, #"{"amount":304.34"#, "is not an integer"),
      (#"{"amount":30532"#, #"{"amount":30532,"total":30532"#, "not amount, lineItems, shippingRates"),
      (#"{"name":"Tax","amount":2425}"#, #"{"name":"Tax","amount":2425,"type":"final"}"#, "lineItems[2] has"),
      (#"{"name":"Tax","amount":2425}"#, #"{"label":"Tax","amount":2425}"#, "lineItems[2].name is not a string"),
      (#""displayName":"UPS Ground","#, "", "shippingRates[0] has"),
      (#""id":"ups-ground""#, #""id":"""#, "shippingRates[0].id is not a non-empty string"),
      (#""id":"ups-2nd-day-air""#, #""id":"ups-ground""#, "shipping rate ids repeat"),
      (#""unit":"business_day""#, #""unit":"business_days""#, "is not a {unit, value} DeliveryEstimate"),
      (#""value":6}}"#, #""value":1}}"#, "minimum after its maximum"),
      (#""value":2}"#, #""value":0}"#, "is not a {unit, value} DeliveryEstimate"),
      (#""value":2}"#, #""value":1}"#, "rate ups-ground's delivery estimate minimum is not 2 business days"),
      (#""deliveryEstimate":{"#, #""deliveryEstimate":{"earliest":{},"#, "deliveryEstimate has"),
      (
        #""amount":2145,"displayName":"UPS Ground""#, #""amount":-1,"displayName":"UPS Ground""#,
        "amount is not a non-negative integer"
      ),
      (#""displayName":"UPS Ground""#, #""displayName":"UPS""#, "rate ups-ground's name differs"),
      (
        #"{"name":"Tax","amount":2425}"#, #"{"name":"Tax","amount":2425},{"name":"UPS Ground","amount":2145}"#,
        "not the quote's"
      ),
      (#"{"name":"Tax","amount":2425}"#, #"{"name":"Tax","amount":2426}"#, "no tax item"),
      (#"{"amount":30532,"#, #"{"amount":30532,"reject":true,"#, "a rejection has members"),
    ])
  func broken(original: String, replacement: String, fragment: String) throws {
    let (quote, answer) = try Self.quoted(Self.coupon)
    let broken = answer.replacingOccurrences(of: original, with: replacement)
    try #require(broken != answer, "\(original) is not in \(answer)")
    let problems = try Self.problems(broken, for: quote)
    #expect(problems.contains { $0.contains(fragment) }, "\(problems)")
  }

  @Test("Rates out of the quote's order, a rejection of a good quote and figures for a bad address are caught")
  func wrongKind() throws {
    let (quote, answer) = try Self.quoted(Self.coupon)
    let reordered = try JSONParser().parse(answer)
    guard case .object(var members) = reordered, case .array(let rates)? = reordered["shippingRates"] else {
      Issue.record("no rates in \(answer)")
      return
    }
    members[2] = JSONMember(key: "shippingRates", value: .array([rates[1], rates[0], rates[2]]))
    let problems = try Self.problems(JSONValue.object(members).serialized(), for: quote)
    #expect(problems.contains { $0.contains("not the quote's methods in order") }, "\(problems)")
    #expect(problems.contains { $0.contains("not the line items plus the selected rate") }, "\(problems)")

    let rejection = #"{"reject":true,"message":"No."}"#
    #expect(try Self.problems(rejection, for: quote).contains { $0.contains("rejects a quote") })
    #expect(try Self.problems(#"{"reject":false,"message":"No."}"#, for: quote).contains { $0.contains("not true") })

    let (unshippable, _) = try Self.quoted(Self.brazil)
    #expect(try Self.problems(answer, for: unshippable).contains { $0.contains("resolves a quote whose address") })
    #expect(try Self.problems(#"{"reject":true}"#, for: unshippable).contains { $0.contains("without a message") })
  }
}
