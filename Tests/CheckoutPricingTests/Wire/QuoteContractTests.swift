import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("The JSON contract")
struct QuoteContractTests {
  @Test(
    "Every example's applePay and paymentRequest objects follow the reference sheet",
    arguments: try ExampleRequests.all())
  func examplesFollowTheContract(example: ExampleRequests.Example) throws {
    let engine = try #require(ExampleRequests.engines[example.merchant])
    let response = try JSONParser().parse(engine.respond(toJSON: example.bytes).text)
    let request = try RequestReader.readQuoteRequest(currency: engine.book.merchant.currency, example.bytes)
    // A request that names only other formats gets neither sheet's answer;
    // those formats have their own checkers (`WalletContract`).
    if response["applePay"] == nil && response["paymentRequest"] == nil && response["total"] != nil {
      let formats = try JSONParser().parse(String(decoding: example.bytes, as: UTF8.self))["formats"]
      guard case .array(let named)? = formats else {
        Issue.record("\(example) has no sheet answer")
        return
      }
      #expect(!named.contains(.string("applePay")) && !named.contains(.string("paymentRequest")), "\(example)")
      #expect(response["total"]?["label"] == .string(engine.book.merchant.name))
      return
    }
    let problems = ContractChecker.problems(in: response, event: request.event, currency: engine.book.merchant.currency)
    #expect(problems.isEmpty, "\(example): \(problems)")
    // An address refused at authorization is not priced: no total.
    let unpriced = response["authorization"]?["reason"] == .string("shippingContactInvalid")
    #expect(unpriced != (response["total"]?["label"] == .string(engine.book.merchant.name)), "\(example)")
  }

  @Test("Every example's wallet answers follow their wallet's contract and are the quote's figures")
  func examplesFollowTheWalletContracts() throws {
    var checked: Set<String> = []
    for example in try ExampleRequests.all() {
      let engine = try #require(ExampleRequests.engines[example.merchant])
      let response = try JSONParser().parse(engine.respond(toJSON: example.bytes).text)
      let decoded = RequestReader.read(currency: engine.book.merchant.currency, example.bytes)
      guard case .success(let request) = decoded.request else { continue }
      let quote = engine.quote(request.quote)
      for contract in WalletContracts.all {
        guard let answer = response[contract.member] else { continue }
        let problems = contract.problems(in: answer, for: quote, context: request.response)
        #expect(problems.isEmpty, "\(example) \(contract.member): \(problems)")
        checked.insert("\(example.merchant.rawValue) \(contract.member)")
      }
    }
    // Every sample merchant has an example answered in every wallet's format.
    #expect(checked.count == SampleMerchant.allCases.count * WalletContracts.all.count, "\(checked.sorted())")
  }

  @Test("The checker catches broken shapes")
  func checkerCatchesBreakage() throws {
    let usd = try CurrencyTable.iso4217.currency(for: "USD")
    let broken = try JSONParser().parse(
      """
      {"applePay": {"newTotal": {"label": "X", "amount": "-1.5", "type": "final"}, "newLineItems": [],
                    "errors": [{"code": "teapot"}]},
       "paymentRequest": {"total": {"label": "X", "amount": {"currency": "EUR", "value": "1.00"}}, "displayItems": [],
                          "shippingOptions": [{"id": "a", "label": "A", "amount": {"currency": "USD", "value": "1.00"}, "selected": false}],
                          "shippingAddressErrors": {"zip": "bad"}}}
      """)
    let problems = ContractChecker.problems(in: broken, event: .paymentMethodSelected, currency: usd)
    #expect(problems.contains { $0.contains("newTotal.amount") })
    #expect(problems.contains { $0.contains("errors[0].code") })
    #expect(problems.contains { $0.contains("total.amount.currency") })
    #expect(problems.contains { $0.contains("selected shipping options") })
    #expect(problems.contains { $0.contains("shippingAddressErrors") })
  }

  @Test(
    "A malformed request is a failure naming the JSON path, never a crash",
    arguments: [
      ("{", "$"), ("[]", "$"), ("{\"event\": \"initial\"}", "asOf"),
      ("{\"event\": \"teleport\", \"asOf\": \"2026-11-21T15:04:05Z\", \"lines\": []}", "event"),
      ("{\"event\": \"initial\", \"asOf\": \"yesterday\", \"lines\": []}", "asOf"),
      (
        "{\"event\": \"initial\", \"asOf\": \"2026-11-21T15:04:05Z\", \"lines\": [{\"id\": \"a\", \"unitPrice\": \"1.005\", \"quantity\": 1}]}",
        "lines[0].unitPrice"
      ),
      (
        "{\"event\": \"initial\", \"asOf\": \"2026-11-21T15:04:05Z\", \"lines\": [{\"id\": \"a\", \"unitPrice\": 1e3, \"quantity\": 1}]}",
        "lines[0].unitPrice"
      ),
      (
        "{\"event\": \"initial\", \"asOf\": \"2026-11-21T15:04:05Z\", \"lines\": [{\"id\": \"a\", \"unitPrice\": \"1.00\", \"quantity\": 0}]}",
        "lines[0].quantity"
      ),
      (
        "{\"event\": \"initial\", \"asOf\": \"2026-11-21T15:04:05Z\", \"lines\": [{\"id\": \"a\", \"unitPrice\": \"1.00\", \"quantity\": 1.5}]}",
        "lines[0].quantity"
      ),
      (
        "{\"event\": \"initial\", \"asOf\": \"2026-11-21T15:04:05Z\", \"lines\": [{\"id\": \"a\", \"unitPrice\": \"1.00\", \"quantity\": 1}, {\"id\": \"a\", \"unitPrice\": \"1.00\", \"quantity\": 1}]}",
        "lines[1].id"
      ),
      ("{\"event\": \"initial\", \"asOf\": \"2026-11-21T15:04:05Z\", \"lines\": [], \"colour\": 1}", "colour"),
      (
        "{\"event\": \"initial\", \"asOf\": \"2026-11-21T15:04:05Z\", \"lines\": [{\"id\": \"a\", \"unitPrice\": \"1.00\", \"quantity\": 1}], \"shippingContact\": {\"postalCode\": 30303}}",
        "shippingContact.postalCode"
      ),
    ])
  func malformed(text: String, path: String) throws {
    let engine = try #require(ExampleRequests.engines[.usOutfitters])
    let response = engine.respond(toJSON: Array(text.utf8))
    #expect(response.status == .failure)
    let json = try JSONParser().parse(response.text)
    #expect(json["status"] == .string("failure"))
    guard case .array(let errors)? = json["errors"] else {
      Issue.record("no errors in \(response.text)")
      return
    }
    #expect(errors.first?["path"] == .string(path), "\(response.text)")
  }

  @Test("A currency other than the merchant's is an error, never a conversion")
  func currencyMismatch() throws {
    let engine = try #require(ExampleRequests.engines[.usOutfitters])
    let text =
      "{\"event\": \"initial\", \"asOf\": \"2026-11-21T15:04:05Z\", \"currency\": \"EUR\", \"lines\": [{\"id\": \"a\", \"unitPrice\": \"1.00\", \"quantity\": 1}]}"
    let response = engine.respond(toJSON: Array(text.utf8))
    #expect(response.status == .failure)
    #expect(response.text.contains("\"path\":\"currency\""))
    // Nothing a sheet could show: no total of 0.00, no update objects.
    let json = try JSONParser().parse(response.text)
    #expect(json["total"] == nil && json["applePay"] == nil && json["paymentRequest"] == nil, "\(response.text)")
    #expect(ContractChecker.problems(in: json, event: .initial, currency: engine.book.merchant.currency).isEmpty)
  }

  @Test(
    "A coupon's error stays out of a W3C sheet that has shipping options; an unserviceable address's is its error",
    arguments: [("07-expired-coupon.json", false), ("08-unserviceable-brazil.json", true)])
  func w3cError(example: String, hasError: Bool) throws {
    let request = try #require(ExampleRequests.all().first { $0.merchant == .usOutfitters && $0.name == example })
    let engine = try #require(ExampleRequests.engines[.usOutfitters])
    let details = try JSONParser().parse(engine.respond(toJSON: request.bytes).text)["paymentRequest"]
    #expect((details?["error"] != nil) == hasError)
    guard case .array(let options)? = details?["shippingOptions"] else { return #expect(Bool(false)) }
    #expect(options.isEmpty == hasError)
  }

  @Test("The total is pending while shipping and tax are, in both sheets")
  func pendingTotal() throws {
    let request = try #require(
      ExampleRequests.all().first { $0.merchant == .usOutfitters && $0.name == "01-initial.json" })
    let engine = try #require(ExampleRequests.engines[.usOutfitters])
    let json = try JSONParser().parse(engine.respond(toJSON: request.bytes).text)
    #expect(json["applePay"]?["total"]?["type"] == .string("pending"))
    #expect(json["paymentRequest"]?["total"]?["pending"] == .bool(true))
  }
}
