import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

/// Google Pay's, Stripe's and PayPal's answers to a `paymentAuthorized`
/// request, for the tent order at a full Atlanta address: what each says
/// for an acceptance, a capture below the authorized total, a total that
/// rose and an address without a street, and each contract rule caught on
/// a hand-broken answer.
@Suite("The wallets' authorization answers")
struct WalletAuthorizationAnswerTests {
  static let engine = PricingEngine(book: TestBooks.book(.usOutfitters))
  static let usd = TestBooks.book(.usOutfitters).merchant.currency

  /// The answer of `member` when the sheet showed `authorized` for the
  /// tent order at a full Atlanta address (`street` its line), shipped by
  /// `method`.
  static func answer(
    _ member: String, authorized: String, street: String = "55 Trinity Ave SW",
    method: String = "usps-ground-advantage"
  ) throws -> (answer: JSONValue, quote: Quote, context: ResponseContext) {
    let contract = try #require(WalletContracts.all.first { $0.member == member })
    let request = QuoteRequest(
      event: .paymentAuthorized, asOf: Date(timeIntervalSince1970: 1_795_291_445),
      cart: Cart(lines: [CartLine(id: "tent", label: "Tent", unitPrice: try Amount(parsing: "249.00", currency: Self.usd), quantity: 1)]),
      shippingContact: ContactFields(
        addressLines: [street], locality: "Atlanta", administrativeArea: "GA", postalCode: "30303-3520",
        countryCode: "US"),
      shippingMethod: method,
      authorization: AuthorizationRequest(authorizedTotal: try Amount(parsing: authorized, currency: Self.usd)))
    let quote = engine.quote(request)
    let context = ResponseContext(
      formats: ResponseFormats(try #require(ResponseFormat(rawValue: member))), wallet: contract.authorizationContext)
    let response = try JSONParser().parse(
      String(decoding: ResponseEncoder.encode(quote, context: context), as: UTF8.self))
    return (try #require(response[member], "\(response)"), quote, context)
  }

  static func problems(_ member: String, _ answer: JSONValue, _ quote: Quote, _ context: ResponseContext) throws
    -> [String]
  {
    let contract = try #require(WalletContracts.all.first { $0.member == member })
    return contract.problems(in: answer, for: quote, context: context)
  }

  /// The final total of the tent at the Atlanta address by `method`.
  static func finalTotal(_ method: String = "usps-ground-advantage") throws -> String {
    let answer = try answer("googlePay", authorized: "100000.00", method: method)
    return try #require(answer.quote.authorization?.finalTotal).formatted()
  }

  @Test("Google Pay: SUCCESS when accepted; ERROR for the callback's intent, by what the refusal is about")
  func googlePay() throws {
    let final = try Self.finalTotal()
    let accepted = try Self.answer("googlePay", authorized: final)
    #expect(accepted.answer == .object([JSONMember(key: "transactionState", value: .string("SUCCESS"))]))
    let rose = try Self.answer("googlePay", authorized: final, method: "ups-ground")
    #expect(rose.answer["transactionState"] == .string("ERROR"))
    #expect(rose.answer["error"]?["reason"] == .string("OTHER_ERROR"))
    #expect(rose.answer["error"]?["intent"] == .string("PAYMENT_AUTHORIZATION"))
    let noStreet = try Self.answer("googlePay", authorized: final, street: " ")
    #expect(noStreet.answer["error"]?["reason"] == .string("SHIPPING_ADDRESS_INVALID"))
    for written in [accepted, rose, noStreet] {
      #expect(try Self.problems("googlePay", written.answer, written.quote, written.context) == [])
    }
  }

  @Test("Stripe: a hold for the authorized total and a capture of the final one, or paymentFailed with a reason")
  func stripe() throws {
    let final = try Self.finalTotal()
    let less = try Self.answer("stripe", authorized: "400.00")
    let cents = try #require(Int64(final.replacingOccurrences(of: ".", with: "")))
    #expect(
      less.answer.serialized()
        == #"{"paymentIntent":{"amount":40000,"currency":"usd","capture_method":"manual"},"capture":{"amount_to_capture":\#(cents)}}"#
    )
    let rose = try Self.answer("stripe", authorized: final, method: "ups-ground")
    #expect(rose.answer["paymentFailed"]?["reason"] == .string("fail"))
    let noStreet = try Self.answer("stripe", authorized: final, street: "")
    #expect(noStreet.answer["paymentFailed"]?["reason"] == .string("invalid_shipping_address"))
    for written in [less, rose, noStreet] {
      #expect(try Self.problems("stripe", written.answer, written.quote, written.context) == [])
    }
  }

  @Test("PayPal: the order's amount replaced by the capture before it is captured, or no capture")
  func payPal() throws {
    let final = try Self.finalTotal()
    let less = try Self.answer("payPal", authorized: "400.00")
    #expect(less.answer["capture"] == .bool(true))
    guard case .array(let operations)? = less.answer["patch"], operations.count == 1 else {
      return #expect(Bool(false), "\(less.answer)")
    }
    let operation = operations[0]
    #expect(operation["op"] == .string("replace"))
    #expect(operation["path"] == .string("/purchase_units/@reference_id=='d9f80740-38f0-11e8-b467-0ed5f89f718b'/amount"))
    #expect(operation["value"]?["value"] == .string(final))
    let rose = try Self.answer("payPal", authorized: final, method: "ups-ground")
    #expect(rose.answer["capture"] == .bool(false))
    #expect(rose.answer["message"]?.stringValue?.isEmpty == false)
    for written in [less, rose] {
      #expect(try Self.problems("payPal", written.answer, written.quote, written.context) == [])
    }
  }

  @Test(
    "Each authorization rule is caught on a hand-broken answer",
    arguments: [
      ("googlePay", "accept", #""SUCCESS""#, #""DONE""#, "is not a TransactionState"),
      ("googlePay", "accept", #""SUCCESS""#, #""ERROR""#, "for an authorization accepted"),
      ("googlePay", "rose", #""PAYMENT_AUTHORIZATION""#, #""SHIPPING_ADDRESS""#, "is not PAYMENT_AUTHORIZATION"),
      ("googlePay", "rose", #""OTHER_ERROR""#, #""SHIPPING_ADDRESS_INVALID""#, "not about the address"),
      ("googlePay", "street", #""SHIPPING_ADDRESS_INVALID""#, #""OTHER_ERROR""#, "for a refused address"),
      ("googlePay", "rose", #""reason""#, #""cause""#, "error has members"),
      ("stripe", "less", #""amount":40000"#, #""amount":40001"#, "is not the authorized total"),
      ("stripe", "less", #""usd""#, #""USD""#, "lowercase ISO code"),
      ("stripe", "less", #""manual""#, #""automatic""#, "capture_method is not manual"),
      ("stripe", "less", #""amount_to_capture":"#, #""amount_to_capture":9"#, "amount_to_capture is"),
      ("stripe", "rose", #""fail""#, #""declined""#, "is not one of stripe-js's"),
      ("stripe", "rose", #""fail""#, #""invalid_shipping_address""#, "not about the address"),
      ("stripe", "street", #""invalid_shipping_address""#, #""fail""#, "of the address"),
      ("payPal", "less", #""replace""#, #""add""#, "is not a replace"),
      ("payPal", "less", #""capture":true"#, #""capture":false"#, "does not say capture: true"),
      ("payPal", "less", #"'/amount""#, #"'/amount/value""#, "not the purchase unit's amount"),
      ("payPal", "less", #""5O190127TN364715T""#, #""5O19""#, "id is not the order's"),
      ("payPal", "less", #""discount":{"currency_code":"USD","value":"0.00"}"#, #""discount":{"currency_code":"USD","value":"1.00"}"#, "AMOUNT_MISMATCH"),
      ("payPal", "rose", #""capture":false"#, #""capture":true"#, "does not say capture: false"),
    ] as [(String, String, String, String, String)])
  func brokenAnswer(member: String, answer kind: String, original: String, replacement: String, problem: String) throws {
    let final = try Self.finalTotal()
    let written =
      switch kind {
      case "accept": try Self.answer(member, authorized: final)
      case "less": try Self.answer(member, authorized: "400.00")
      case "rose": try Self.answer(member, authorized: final, method: "ups-ground")
      default: try Self.answer(member, authorized: final, street: "")
      }
    let text = written.answer.serialized()
    try #require(text.contains(original), "\(text) has no \(original)")
    let broken = try JSONParser().parse(text.replacingOccurrences(of: original, with: replacement))
    let problems = try Self.problems(member, broken, written.quote, written.context)
    #expect(problems.contains { $0.contains(problem) }, "\(problems)")
  }
}
