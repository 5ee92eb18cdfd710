import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

/// The page code of the Stripe section of `OtherWallets.md`, run in Node.js
/// against stand-ins for the Express Checkout Element and `elements` that
/// check what Stripe.js checks: `elements.update({amount})` has been applied
/// before `resolve`, and the amount is the line items plus the selected
/// rate, or `IntegrationError` (Sylius/StripePlugin #76). `fetch` answers
/// with the engine's responses to the examples in Stripe's form.
@Suite("The Stripe page code")
struct StripePageSnippetTests {

  static func snippet() throws -> String {
    try PageCode.snippet(
      in: Fixtures.otherWalletsArticle, after: "## Stripe's Express Checkout Element",
      before: "<!-- stripe-section-end -->")
  }

  /// Each example in Stripe's form as the events the page sees: an address
  /// event, then its rate event when it has one, with the engine's answer
  /// to each, as `{"stripe": input, "response": response}` lines.
  static func cases(breaking: Bool = false) throws -> [String] {
    var lines: [String] = []
    for example in try ExampleRequests.all() {
      let engine = try #require(ExampleRequests.engines[example.merchant])
      let request = try JSONParser().parse(example.bytes)
      // The confirm event's examples are the authorization's page code's.
      guard case .object(let members) = request, let stripe = request["stripe"],
        let address = stripe["shippingAddress"], stripe["expressPaymentType"] == nil
      else { continue }
      var inputs: [JSONValue] = [.object([JSONMember(key: "shippingAddress", value: address)])]
      if let rate = stripe["shippingRate"] {
        inputs.append(
          .object([JSONMember(key: "shippingAddress", value: address), JSONMember(key: "shippingRate", value: rate)]))
      }
      for input in inputs {
        let body = JSONValue.object(members.map { $0.key == "stripe" ? JSONMember(key: "stripe", value: input) : $0 })
        var response = engine.respond(toJSON: Array(body.serialized().utf8)).text
        if breaking {
          response = response.replacingOccurrences(of: #""stripe":{"amount":"#, with: #""stripe":{"amount":1"#)
        }
        lines.append(#"{"stripe":\#(input.serialized()),"response":\#(response)}"#)
      }
    }
    return lines
  }

  /// The stand-ins, then the article's code, then one run per example.
  static let harness = """
    class IntegrationError extends Error {}
    const problems = [];
    const answers = new Map();
    let applied = null;
    const elements = {
      update(options) {
        if (!Number.isInteger(options.amount)) throw new IntegrationError(`amount ${options.amount} is not an integer`);
        return new Promise((done) => setTimeout(() => { applied = options.amount; done(); }, 1));
      },
    };
    const handlers = {};
    const expressCheckoutElement = { on(name, handler) { handlers[name] = handler; return this; } };
    async function fetch(url, init) {
      const body = JSON.parse(init.body);
      if (!body.formats.includes("stripe")) problems.push("formats without stripe");
      const answer = answers.get(JSON.stringify(body.stripe));
      if (!answer) throw new Error(`no answer for ${init.body}`);
      return { json: async () => JSON.parse(JSON.stringify(answer)) };
    }
    let shown = [];
    function showMessage(message) { shown.push(message); }
    function event(fields, settle) {
      return Object.assign(fields, {
        resolve(details) {
          const items = details.lineItems.reduce((sum, item) => sum + item.amount, 0);
          const rate = details.shippingRates.length ? details.shippingRates[0].amount : 0;
          if (applied !== items + rate) {
            throw new IntegrationError(`The amount ${applied} is not the total of the line items and the selected rate, ${items + rate}`);
          }
          for (const item of details.lineItems) {
            if (typeof item.name !== "string" || !Number.isInteger(item.amount)) throw new IntegrationError("bad line item");
          }
          settle(`resolved ${applied}`);
        },
        reject() { settle("rejected"); },
      });
    }
    async function run(cases) {
      const outcomes = [];
      for (const { stripe, response } of cases) {
        answers.set(JSON.stringify(stripe), response);
        applied = null;
        let outcome = "unanswered";
        const settle = (text) => { outcome = text; };
        try {
          if (stripe.shippingRate) {
            await handlers.shippingratechange(event({ shippingRate: stripe.shippingRate }, settle));
          } else {
            await handlers.shippingaddresschange(
              event({ name: stripe.shippingAddress.name, address: stripe.shippingAddress.address }, settle));
          }
        } catch (error) {
          outcome = `${error.constructor.name}: ${error.message}`;
        }
        outcomes.push(outcome);
      }
      console.log(JSON.stringify({ outcomes, problems, shown }));
    }
    """

  /// The outcome of each case, what the page showed, and any problem.
  static func run(_ cases: [String]) throws -> JSONValue {
    let script =
      harness + (try snippet())
      + "\nrun(require(\"fs\").readFileSync(0, \"utf8\").split(\"\\n\").filter(Boolean).map((line) => JSON.parse(line)));\n"
    let text = try PageCode.run(script, input: Data(cases.joined(separator: "\n").utf8))
    return try JSONParser().parse(text)
  }

  @Test(
    "The page updates the amount before resolving, resolves each priced example and rejects the refused one",
    .needsNode)
  func examples() throws {
    let cases = try Self.cases()
    #expect(cases.count >= 7, "\(cases.count) events")
    let result = try Self.run(cases)
    var expected: [JSONValue] = []
    for line in cases {
      let stripe = try #require(try JSONParser().parse(line)["response"]?["stripe"])
      if stripe["reject"] != nil {
        expected.append(.string("rejected"))
      } else {
        let amount = try #require(stripe["amount"].flatMap(StripeContract.integer))
        expected.append(.string("resolved \(amount)"))
      }
    }
    #expect(result["outcomes"] == .array(expected), "\(result)")
    #expect(result["problems"] == .array([]))
    #expect(result["shown"] == .array([.string("We don't ship to this address in Brazil.")]))
  }

  @Test(
    "The stand-in throws IntegrationError when the amount is not the line items plus the selected rate",
    .needsNode)
  func standInCatchesAWrongAmount() throws {
    let result = try Self.run(try Self.cases(breaking: true))
    guard case .array(let outcomes)? = result["outcomes"] else { return #expect(Bool(false), "\(result)") }
    let thrown = outcomes.filter { $0.stringValue?.hasPrefix("IntegrationError: The amount 1") == true }
    #expect(thrown.count == outcomes.filter { $0 != .string("rejected") }.count && !thrown.isEmpty, "\(outcomes)")
  }
}
