import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

/// The Google Pay contract checker finds each rule broken in a hand-broken
/// answer, and nothing in the answers the writer gives.
@Suite("The Google Pay contract checker")
struct GooglePayContractTests {
  static let engine = PricingEngine(book: TestBooks.book(.usOutfitters))
  static let currency = TestBooks.book(.usOutfitters).merchant.currency
  static let lines =
    #"[{"id":"tent","label":"Ridgeline 2-Person Tent","unitPrice":"249.00","quantity":1,"weight":{"value":"4.6","unit":"lb"}}]"#
  static let newYork = #"{"administrativeArea":"NY","countryCode":"US","postalCode":"10001","locality":"New York"}"#

  /// A request's quote, context and `googlePay` answer.
  struct Written {
    var quote: Quote
    var context: ResponseContext
    var answer: JSONValue

    func problems(_ answer: JSONValue? = nil, context: ResponseContext? = nil) -> [String] {
      GooglePayContract.problems(in: answer ?? self.answer, for: quote, context: context ?? self.context)
    }
  }

  static func written(_ data: String, intents: String) throws -> Written {
    let text =
      #"{"asOf":"2026-11-21T15:04:05-05:00","lines":\#(lines),"formats":["googlePay"],"googlePay":{"intermediatePaymentData":{\#(data)},"callbackIntents":\#(intents)}}"#
    let request = try RequestReader.read(currency: currency, Array(text.utf8)).request.get()
    let quote = engine.quote(request.quote)
    let response = try JSONParser().parse(
      String(decoding: ResponseEncoder.encode(quote, context: request.response), as: UTF8.self))
    return Written(quote: quote, context: request.response, answer: try #require(response["googlePay"]))
  }

  static let offer = Result {
    try written(
      #""callbackTrigger":"OFFER","shippingAddress":\#(newYork),"shippingOptionData":{"id":"ups-ground"},"offerData":{"redemptionCodes":["SAVE10"]}"#,
      intents: #"["SHIPPING_ADDRESS","SHIPPING_OPTION","OFFER"]"#)
  }
  static let initialize = Result {
    try written(
      #""callbackTrigger":"INITIALIZE","shippingAddress":\#(newYork)"#,
      intents: #"["SHIPPING_ADDRESS","SHIPPING_OPTION","OFFER"]"#)
  }
  static let unserviceable = Result {
    try written(
      #""callbackTrigger":"SHIPPING_ADDRESS","shippingAddress":{"administrativeArea":"SP","countryCode":"BR","postalCode":"01310","locality":"Sao Paulo"}"#,
      intents: #"["SHIPPING_ADDRESS","SHIPPING_OPTION"]"#)
  }

  @Test("The writer's answers have no problems")
  func writtenAnswersPass() throws {
    for written in [try Self.offer.get(), try Self.initialize.get(), try Self.unserviceable.get()] {
      #expect(written.problems().isEmpty, "\(written.problems())")
    }
  }

  @Test("Every example's googlePay answer keeps the contract", arguments: try ExampleRequests.all())
  func examplesKeepTheContract(example: ExampleRequests.Example) throws {
    let engine = try #require(ExampleRequests.engines[example.merchant])
    let response = try example.answer()
    guard let answer = response["googlePay"] else { return }
    let currency = engine.book.merchant.currency
    let request = try RequestReader.read(currency: currency, example.bytes).request.get()
    let quote = engine.quote(request.quote)
    let problems = GooglePayContract.problems(in: answer, for: quote, context: request.response)
    #expect(problems.isEmpty, "\(example): \(problems)")
  }

  /// The path to member `member` of display item `index`.
  static func displayItem(_ index: Int, _ member: String) -> [Step] {
    [.key("newTransactionInfo"), .key("displayItems"), .index(index), .key(member)]
  }

  /// The path to member `member` of shipping option `index`.
  static func shippingOption(_ index: Int, _ member: String) -> [Step] {
    [.key("newShippingOptionParameters"), .key("shippingOptions"), .index(index), .key(member)]
  }

  /// A broken answer: which answer, the change, and a fragment of the
  /// problem the checker must report.
  typealias Breakage = (answer: String, path: [Step], value: JSONValue?, problem: String)

  @Test(
    "Each rule is caught on a hand-broken answer",
    arguments: [
      ("offer", [.key("newTotal")], .string("1"), "unknown members"),
      ("offer", [.key("newTransactionInfo")], nil, "newTransactionInfo missing"),
      ("offer", [.key("newTransactionInfo"), .key("currencyCode")], .string("EUR"), "currencyCode is not USD"),
      ("offer", [.key("newTransactionInfo"), .key("totalPriceStatus")], .string("DONE"), "is not a TotalPriceStatus"),
      ("offer", [.key("newTransactionInfo"), .key("totalPriceStatus")], .string("ESTIMATED"), "for a final total"),
      ("offer", [.key("newTransactionInfo"), .key("totalPrice")], .string("257.3"), "is not Google's"),
      ("offer", [.key("newTransactionInfo"), .key("totalPrice")], .number("257.30"), "is not Google's"),
      ("offer", [.key("newTransactionInfo"), .key("totalPriceLabel")], nil, "newTransactionInfo has members"),
      ("offer", [.key("newTransactionInfo"), .key("transactionNote")], .string("x"), "newTransactionInfo has members"),
      ("offer", [.key("newTransactionInfo"), .key("displayItems")], .object([]), "displayItems is not an array"),
      ("offer", displayItem(1, "type"), .string("COUPON"), "is not a DisplayItemType"),
      ("offer", displayItem(1, "price"), .string("24.90"), "is a DISCOUNT of 24.90"),
      ("offer", displayItem(0, "status"), .string("MAYBE"), "is not a DisplayItemStatus"),
      ("offer", displayItem(0, "status"), .string("PENDING"), "is PENDING with price"),
      ("offer", displayItem(0, "price"), .string("249.01"), "add up to"),
      ("offer", displayItem(0, "label"), .string(""), ".label is not a non-empty string"),
      ("offer", displayItem(2, "type"), .string("LINE_ITEM"), "SHIPPING_OPTION is not the quote's shipping"),
      ("offer", displayItem(3, "type"), .string("LINE_ITEM"), "TAX is not the quote's tax"),
      ("offer", displayItem(1, "type"), .string("LINE_ITEM"), "DISCOUNT is not the quote's discounts"),
      ("offer", displayItem(0, "type"), .string("LINE_ITEM"), "SUBTOTAL is not the quote's subtotal"),
      (
        "offer", [.key("newTransactionInfo"), .key("displayItems"), .index(4)], .object([]), "displayItems for 4 items"
      ),
      ("offer", [.key("newOfferInfo")], nil, "newOfferInfo missing in answer to an OFFER callback"),
      (
        "offer", [.key("newOfferInfo"), .key("offers"), .index(0), .key("description")],
        .string(String(repeating: "x", count: 60)), "has 60 characters"
      ),
      (
        "offer", [.key("newOfferInfo"), .key("offers"), .index(0), .key("redemptionCode")], .string("TRAIL5"),
        "a code not sent"
      ),
      ("offer", [.key("newOfferInfo"), .key("offers")], .array([]), "0 offers for applied code"),
      ("unserviceable", [.key("newShippingOptionParameters")], .object([]), "newShippingOptionParameters sent"),
      (
        "offer", [.key("error")],
        .object([
          .init(key: "reason", value: .string("OFFER_INVALID")), .init(key: "intent", value: .string("PAYMENT_METHOD")),
          .init(key: "message", value: .string("No")),
        ]), "was not declared by the page"
      ),
      (
        "offer", [.key("error")],
        .object([
          .init(key: "reason", value: .string("BAD")), .init(key: "intent", value: .string("OFFER")),
          .init(key: "message", value: .string("No")),
        ]), "is not an ErrorReason"
      ),
      (
        "offer", [.key("error")],
        .object([
          .init(key: "reason", value: .string("OFFER_INVALID")),
          .init(key: "intent", value: .string("SHIPPING_ADDRESS")),
          .init(key: "message", value: .string("No")),
        ]), "OFFER_INVALID with intent SHIPPING_ADDRESS"
      ),
      (
        "offer", [.key("error")],
        .object([.init(key: "reason", value: .string("OFFER_INVALID")), .init(key: "intent", value: .string("OFFER"))]),
        "error has members"
      ),
      ("unserviceable", [.key("error")], nil, "an address error left unsaid"),
      ("unserviceable", [.key("error"), .key("intent")], .string("SHIPPING"), "is not a CallbackIntent"),
      ("unserviceable", [.key("error"), .key("message")], .string(""), "error.message is not"),
      ("initialize", [.key("newShippingOptionParameters")], nil, "newShippingOptionParameters missing after"),
      (
        "initialize", [.key("newShippingOptionParameters"), .key("defaultSelectedOptionId")], .string("ups-ground-x"),
        "defaultSelectedOptionId is not"
      ),
      ("initialize", shippingOption(1, "id"), .string("usps-ground-advantage"), "ids repeat"),
      ("initialize", shippingOption(0, "amount"), .string("0.00"), "has members"),
      ("initialize", shippingOption(0, "label"), .number("1"), "id or label is not a non-empty string"),
      ("initialize", shippingOption(0, "description"), .bool(true), "description is not a string"),
      (
        "initialize", [.key("newShippingOptionParameters"), .key("shippingOptions")], .string("all"),
        "shippingOptions is not an array"
      ),
    ] as [Breakage])
  func brokenAnswer(_ breakage: Breakage) throws {
    let written =
      switch breakage.answer {
      case "offer": try Self.offer.get()
      case "initialize": try Self.initialize.get()
      default: try Self.unserviceable.get()
      }
    let broken = written.answer.replacing(breakage.path[...], with: breakage.value)
    try #require(broken != written.answer, "the breakage changed nothing")
    let problems = written.problems(broken)
    #expect(problems.contains { $0.contains(breakage.problem) }, "\(problems)")
  }

  @Test("An error is refused when the page's declared intents are not known")
  func errorWithoutIntents() throws {
    let written = try Self.unserviceable.get()
    let problems = written.problems(context: ResponseContext(formats: .googlePay, wallet: nil))
    #expect(problems.contains { $0.contains("an error without the page's declared intents") }, "\(problems)")
  }

  @Test("A shipping option asked for and not selected must be SHIPPING_OPTION_INVALID")
  func optionNotSelected() throws {
    let written = try Self.offer.get()
    let context = ResponseContext(
      formats: .googlePay,
      wallet: .googlePay(
        GooglePayContext(intents: [.shippingOption], trigger: .shippingOption, shippingOptionID: "gone")))
    let answer = written.answer.replacing([.key("newOfferInfo")][...], with: nil)
    let problems = written.problems(answer, context: context)
    #expect(problems.contains { $0.contains("no SHIPPING_OPTION_INVALID") }, "\(problems)")
  }

  /// A step into a JSON value.
  enum Step: Sendable { case key(String), index(Int) }
}

extension JSONValue {
  /// The value with the one at `path` replaced by `value`, removed when
  /// `value` is `nil`, or added when absent.
  fileprivate func replacing(_ path: ArraySlice<GooglePayContractTests.Step>, with value: JSONValue?) -> JSONValue {
    guard let step = path.first else { return value ?? .null }
    let rest = path.dropFirst()
    switch (self, step) {
    case (.object(var members), .key(let key)):
      if let index = members.firstIndex(where: { $0.key == key }) {
        if rest.isEmpty && value == nil {
          members.remove(at: index)
        } else {
          members[index] = JSONMember(key: key, value: members[index].value.replacing(rest, with: value))
        }
      } else if let value, rest.isEmpty {
        members.append(JSONMember(key: key, value: value))
      }
      return .object(members)
    case (.array(var elements), .index(let index)):
      if index < elements.count {
        elements[index] = elements[index].replacing(rest, with: value)
      } else if let value, rest.isEmpty {
        elements.append(value)
      }
      return .array(elements)
    default:
      return self
    }
  }
}
