import TestSupport
import Testing

@testable import CheckoutPricing

/// The `googlePay` answer for hand-made requests: which members each
/// callback gets, the error and its intent, the offers, and the figures.
@Suite("Writing a Google Pay answer")
struct GooglePayWriterTests {
  static let engine = PricingEngine(book: TestBooks.book(.usOutfitters))
  static let newYork = #"{"administrativeArea":"NY","countryCode":"US","postalCode":"10001","locality":"New York"}"#
  static let brazil = #"{"administrativeArea":"SP","countryCode":"BR","postalCode":"01310","locality":"Sao Paulo"}"#
  static let lines =
    #"[{"id":"tent","label":"Ridgeline 2-Person Tent","unitPrice":"249.00","quantity":1,"weight":{"value":"4.6","unit":"lb"}}]"#

  /// The `googlePay` answer to a request in Google's form.
  static func answer(_ data: String, intents: String) throws -> JSONValue {
    let request =
      #"{"asOf":"2026-11-21T15:04:05-05:00","lines":\#(lines),"formats":["googlePay"],"googlePay":{"intermediatePaymentData":{\#(data)},"callbackIntents":\#(intents)}}"#
    let response = try JSONParser().parse(engine.respond(toJSON: Array(request.utf8)).text)
    return try #require(response["googlePay"], "no googlePay in \(response)")
  }

  static func members(_ value: JSONValue) -> [String] {
    guard case .object(let members) = value else { return [] }
    return members.map(\.key)
  }

  @Test("An offer callback lists the code priced, its discount negative and the items adding up to totalPrice")
  func offerApplied() throws {
    let answer = try Self.answer(
      #""callbackTrigger":"OFFER","shippingAddress":\#(Self.newYork),"shippingOptionData":{"id":"ups-ground"},"offerData":{"redemptionCodes":["save10"]}"#,
      intents: #"["SHIPPING_ADDRESS","SHIPPING_OPTION","OFFER"]"#)
    #expect(Self.members(answer) == ["newTransactionInfo", "newOfferInfo"])
    #expect(
      answer["newOfferInfo"]?.serialized()
        == #"{"offers":[{"redemptionCode":"save10","description":"10% off your order"}]}"#)
    let info = try #require(answer["newTransactionInfo"])
    #expect(info["totalPriceStatus"] == .string("FINAL"))
    #expect(info["totalPriceLabel"] == .string("Total"))
    guard case .array(let items)? = info["displayItems"] else { throw Failure.notAnArray }
    #expect(items.map { $0["type"]?.stringValue ?? "" } == ["SUBTOTAL", "DISCOUNT", "SHIPPING_OPTION", "TAX"])
    #expect(items[0]["price"] == .string("249.00"))
    #expect(items[1]["price"] == .string("-24.90"))
    let sum = items.compactMap {
      GooglePayContract.minorUnits($0["price"]?.stringValue ?? "", exponent: 2, negative: true)
    }
    .reduce(0, +)
    #expect(GooglePayContract.minorUnits(info["totalPrice"]?.stringValue ?? "", exponent: 2, negative: false) == sum)
  }

  @Test("A refused code is OFFER_INVALID for the OFFER intent, and the offers are emptied so the sheet drops it")
  func offerRefused() throws {
    let answer = try Self.answer(
      #""callbackTrigger":"OFFER","shippingAddress":\#(Self.newYork),"offerData":{"redemptionCodes":["NOPE"]}"#,
      intents: #"["SHIPPING_ADDRESS","OFFER"]"#)
    #expect(answer["newOfferInfo"]?.serialized() == #"{"offers":[]}"#)
    #expect(answer["error"]?["reason"] == .string("OFFER_INVALID"))
    #expect(answer["error"]?["intent"] == .string("OFFER"))
  }

  @Test("An unserviceable address is SHIPPING_ADDRESS_UNSERVICEABLE, with no option list and an ESTIMATED total")
  func unserviceable() throws {
    let answer = try Self.answer(
      #""callbackTrigger":"SHIPPING_ADDRESS","shippingAddress":\#(Self.brazil)"#,
      intents: #"["SHIPPING_ADDRESS","SHIPPING_OPTION"]"#)
    #expect(Self.members(answer) == ["newTransactionInfo", "error"])
    #expect(answer["newTransactionInfo"]?["totalPriceStatus"] == .string("ESTIMATED"))
    #expect(answer["error"]?["reason"] == .string("SHIPPING_ADDRESS_UNSERVICEABLE"))
    #expect(answer["error"]?["intent"] == .string("SHIPPING_ADDRESS"))
  }

  @Test("An error whose intent the page did not declare is not written: Google would throw")
  func undeclaredIntent() throws {
    let answer = try Self.answer(
      #""callbackTrigger":"INITIALIZE","shippingAddress":\#(Self.newYork),"offerData":{"redemptionCodes":["NOPE"]}"#,
      intents: #"["SHIPPING_ADDRESS","SHIPPING_OPTION"]"#)
    #expect(answer["error"] == nil)
    #expect(Self.members(answer) == ["newTransactionInfo", "newShippingOptionParameters"])
  }

  @Test("Without a Google input no error is written, since no declared intent is known")
  func noGoogleInput() throws {
    let request =
      #"{"event":"shippingContactSelected","asOf":"2026-11-21T15:04:05-05:00","lines":\#(Self.lines),"formats":["googlePay"],"shippingAddress":{"country":"BR","region":"SP","city":"Sao Paulo","postalCode":"01310"}}"#
    let response = try JSONParser().parse(Self.engine.respond(toJSON: Array(request.utf8)).text)
    let answer = try #require(response["googlePay"])
    #expect(response["errors"] != .array([]))
    #expect(Self.members(answer) == ["newTransactionInfo"])
  }

  @Test("An option that does not reach the address is SHIPPING_OPTION_INVALID, and only the totals change")
  func optionInvalid() throws {
    let answer = try Self.answer(
      #""callbackTrigger":"SHIPPING_OPTION","shippingAddress":\#(Self.newYork),"shippingOptionData":{"id":"pickup-denver"}"#,
      intents: #"["SHIPPING_ADDRESS","SHIPPING_OPTION"]"#)
    #expect(Self.members(answer) == ["newTransactionInfo", "error"])
    #expect(answer["error"]?["reason"] == .string("SHIPPING_OPTION_INVALID"))
    #expect(answer["error"]?["intent"] == .string("SHIPPING_OPTION"))
  }

  @Test("A card change prices the network without a card type: no credit surcharge applies to a card that may be debit")
  func cardNetworkOnly() throws {
    let answer = try Self.answer(
      #""callbackTrigger":"PAYMENT_METHOD","shippingAddress":{"administrativeArea":"IL","countryCode":"US","postalCode":"60601","locality":"Chicago"},"paymentMethodData":{"type":"CARD","info":{"cardNetwork":"VISA"}}"#,
      intents: #"["SHIPPING_ADDRESS","PAYMENT_METHOD"]"#)
    #expect(Self.members(answer) == ["newTransactionInfo"])
    guard case .array(let items)? = answer["newTransactionInfo"]?["displayItems"] else { throw Failure.notAnArray }
    #expect(!items.contains { $0["type"] == .string("LINE_ITEM") })
  }

  @Test("The new shipping options are every method, the selected one first and default")
  func shippingOptions() throws {
    let answer = try Self.answer(
      #""callbackTrigger":"INITIALIZE","shippingAddress":\#(Self.newYork),"shippingOptionData":{"id":"shipping_option_unselected"}"#,
      intents: #"["SHIPPING_ADDRESS","SHIPPING_OPTION","OFFER"]"#)
    let options = try #require(answer["newShippingOptionParameters"])
    guard case .array(let list)? = options["shippingOptions"] else { throw Failure.notAnArray }
    #expect(list.count >= 2)
    #expect(options["defaultSelectedOptionId"] == list[0]["id"])
    #expect(Self.members(list[0]) == ["id", "label", "description"])
    // No code was sent: the page's own offers are left as they are.
    #expect(answer["newOfferInfo"] == nil)
  }

  enum Failure: Error { case notAnArray }
}
