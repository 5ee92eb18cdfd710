import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

/// A free-shipping code that does not cover the selected method stays
/// applied and takes nothing off, and every format tells the shopper which
/// methods it covers: a summary item of zero in the discounts' place, the
/// Google Pay offer's description, and a line of `explain`. PayPal's
/// breakdown has figures and no labels, so it cannot carry the note.
@Suite("A free-shipping code that does not cover the method")
struct UncoveredFreeShippingTests {
  static let engine = PricingEngine(book: TestBooks.book(.usOutfitters))

  /// The note: `GROUND10` covers USPS Ground Advantage and UPS Ground
  /// (`coupons.csv`), by their labels in `services.csv`.
  static let note = "GROUND10: only with USPS Ground Advantage or UPS Ground"

  /// A tent to Atlanta with `GROUND10`, the method `method` selected, in
  /// every format.
  static func request(_ method: String) -> String {
    #"""
    {"event":"couponCodeChanged","asOf":"2026-11-21T15:04:05-05:00","currency":"USD",
     "lines":[{"id":"tent-2p","label":"Ridgeline 2-Person Tent","unitPrice":"249.00","quantity":1,
               "weight":{"value":"4.6","unit":"lb"},"category":"standard"}],
     "shippingContact":{"locality":"Atlanta","administrativeArea":"GA","postalCode":"30303","countryCode":"US"},
     "shippingMethod":"\#(method)","couponCode":"GROUND10",
     "formats":["applePay","paymentRequest","googlePay","stripe"]}
    """#
  }

  /// The same, as PayPal's shipping callback for the option `method`.
  static func payPalRequest(_ method: String) -> String {
    #"""
    {"asOf":"2026-11-21T15:04:05-05:00","currency":"USD",
     "lines":[{"id":"tent-2p","label":"Ridgeline 2-Person Tent","unitPrice":"249.00","quantity":1,
               "weight":{"value":"4.6","unit":"lb"},"category":"standard"}],
     "couponCode":"GROUND10","formats":["payPal"],
     "payPal":{"id":"5O190127TN364715T",
               "shipping_address":{"country_code":"US","admin_area_1":"GA","admin_area_2":"Atlanta","postal_code":"30303"},
               "shipping_option":{"id":"\#(method)","type":"SHIPPING","selected":true},
               "purchase_units":[{"reference_id":"default","amount":{"currency_code":"USD","value":"249.00"}}]}}
    """#
  }

  /// The quote, its answer in every format, and its explanation; every
  /// format's contract checked.
  static func answer(_ method: String) throws -> (quote: Quote, response: JSONValue, explain: String) {
    let text = request(method)
    let (quote, response) = try answer(text)
    // PayPal answers its own callback: the same cart and method.
    let (payPalQuote, payPal) = try answer(payPalRequest(method))
    #expect(payPalQuote.summaryItems == quote.summaryItems && payPalQuote.selectedShippingMethod == method)
    guard case .object(let members) = response else { return (quote, response, "") }
    let both = JSONValue.object(members + [JSONMember(key: "payPal", value: payPal["payPal"] ?? .null)])
    return (quote, both, engine.explain(json: Array(text.utf8)).text)
  }

  /// The quote of a request and its answer, every format's contract checked.
  static func answer(_ text: String) throws -> (quote: Quote, response: JSONValue) {
    let wire = try RequestReader.read(currency: engine.book.merchant.currency, Array(text.utf8))
      .request.get()
    let quote = engine.quote(wire.quote)
    let response = try JSONParser().parse(ResponseEncoder.encode(quote, context: wire.response))
    if response["applePay"] != nil {
      #expect(ContractChecker.problems(in: response, event: quote.event, currency: quote.currency) == [])
    }
    for contract in WalletContracts.all {
      guard let answer = response[contract.member] else { continue }
      #expect(contract.problems(in: answer, for: quote, context: wire.response) == [], "\(contract.member)")
    }
    return (quote, response)
  }

  /// The objects of a JSON array.
  static func objects(_ value: JSONValue?) -> [JSONValue] {
    if case .array(let items)? = value { return items }
    return []
  }

  @Test("With UPS 2nd Day Air, the code stays applied, takes nothing off and every format names UPS Ground")
  func uncoveredMethod() throws {
    let (quote, response, explain) = try Self.answer("ups-2nd-day-air")
    #expect(quote.selectedShippingMethod == "ups-2nd-day-air")
    #expect(quote.errors.isEmpty)
    #expect(quote.breakdown.discounts?.appliedCouponCode == "GROUND10")
    #expect(quote.breakdown.shippingDiscount.formatted() == "0.00")
    #expect(quote.breakdown.uncoveredFreeShipping?.services == ["usps-ground-advantage", "ups-ground"])

    // Apple Pay JS (the response's own items and its `applePay` update) and W3C.
    let item = JSONValue.object([
      JSONMember(key: "label", value: .string(Self.note)), JSONMember(key: "amount", value: .string("0.00")),
      JSONMember(key: "type", value: .string("final")),
    ])
    let items = Self.objects(response["lineItems"])
    let update = Self.objects(response["applePay"]?["newLineItems"])
    #expect(items.contains(item), "\(response["lineItems"]?.serialized() ?? "")")
    #expect(update.contains(item), "\(response["applePay"]?.serialized() ?? "")")
    let display = Self.objects(response["paymentRequest"]?["displayItems"])
    #expect(
      display.contains { $0["label"]?.stringValue == Self.note && $0["amount"]?["value"]?.stringValue == "0.00" },
      "\(response["paymentRequest"]?.serialized() ?? "")")

    // Google Pay: a DISCOUNT display item of zero, and the offer says why.
    let google = try #require(response["googlePay"])
    #expect(
      Self.objects(google["newTransactionInfo"]?["displayItems"]).contains {
        $0["label"]?.stringValue == Self.note && $0["type"]?.stringValue == "DISCOUNT"
          && $0["price"]?.stringValue == "0.00"
      }, "\(google.serialized())")
    let offers = Self.objects(google["newOfferInfo"]?["offers"])
    #expect(offers.count == 1)
    #expect(offers.first?["redemptionCode"]?.stringValue == "GROUND10")
    #expect(offers.first?["description"]?.stringValue == Self.note)

    // Stripe: a line item of zero.
    #expect(
      Self.objects(response["stripe"]?["lineItems"]).contains {
        $0["name"]?.stringValue == Self.note && $0["amount"] == .number("0")
      }, "\(response["stripe"]?.serialized() ?? "")")

    // PayPal: figures only; nothing comes off the shipping.
    let breakdown = Self.objects(response["payPal"]?["body"]?["purchase_units"]).first?["amount"]?["breakdown"]
    #expect(breakdown?["shipping_discount"]?["value"]?.stringValue == "0.00")

    // explain: the note among the items, and why nothing came off.
    #expect(explain.contains("item: \(Self.note): 0.00"), "\(explain)")
    #expect(
      explain.contains(
        "discount: GROUND10: not applied to ups-2nd-day-air, which it does not cover; it covers usps-ground-advantage, ups-ground"
      ), "\(explain)")
  }

  @Test("With UPS Ground, the code takes the shipping off up to its cap, and no note shows")
  func coveredMethod() throws {
    let (quote, response, explain) = try Self.answer("ups-ground")
    #expect(quote.selectedShippingMethod == "ups-ground")
    #expect(quote.breakdown.shippingDiscount.formatted() == "10.00")
    #expect(quote.breakdown.uncoveredFreeShipping == nil)
    #expect(
      quote.summaryItems.contains { $0.label == "Up to $10 off ground shipping" && $0.amount.formatted() == "-10.00" })
    #expect(!response.serialized().contains("only with"))
    #expect(!explain.contains("only with") && !explain.contains("does not cover"))
    let offer = Self.objects(response["googlePay"]?["newOfferInfo"]?["offers"]).first
    #expect(offer?["description"]?.stringValue == "GROUND10")
  }

  @Test("Before an address no method is selected, and no note shows")
  func noMethod() throws {
    let text = Self.request("ups-2nd-day-air").replacingOccurrences(
      of:
        #""shippingContact":{"locality":"Atlanta","administrativeArea":"GA","postalCode":"30303","countryCode":"US"},"#,
      with: "")
    let wire = try RequestReader.read(currency: Self.engine.book.merchant.currency, Array(text.utf8))
      .request.get()
    let quote = Self.engine.quote(wire.quote)
    #expect(quote.shippingMethods.isEmpty && quote.breakdown.discounts?.appliedCouponCode == "GROUND10")
    #expect(quote.breakdown.uncoveredFreeShipping == nil)
    #expect(!quote.summaryItems.contains { $0.label.contains("only with") })
  }
}
