import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

/// The page code of the authorization article (`AuthorizingThePayment.md`)
/// run in Node.js against stand-ins of Apple Pay JS and of a W3C
/// `PaymentResponse`, fed the engine's answers to the sample examples.
@Suite("The authorization article's page code")
struct AuthorizationPageCodeTests {
  /// The engine's responses to the US sample's three authorization
  /// examples: accepted, a total that rose, no street.
  static func responses() throws -> [String] {
    let engine = try #require(ExampleRequests.engines[.usOutfitters])
    let examples = try ExampleRequests.all().filter {
      $0.merchant == .usOutfitters && ["80-", "81-", "82-"].contains(String($0.name.prefix(3)))
    }
    try #require(examples.count == 3)
    return examples.map { engine.respond(toJSON: $0.bytes).text }
  }

  @Test(
    "Apple Pay JS completes with the status constant, ApplePayError instances, and charges the capture",
    .needsNode)
  func applePay() throws {
    let code = try PageCode.snippet(in: Fixtures.authorizationArticle, after: "## Apple Pay JS")
    let responses = try Self.responses()
    let script =
      """
      const ApplePaySession = { STATUS_SUCCESS: 0, STATUS_FAILURE: 1 };
      class ApplePayError {
        constructor(code, contactField, message) { Object.assign(this, { code, contactField, message }); }
      }
      const pricedContact = {}, shownTotal = "0.00", charged = [], completed = [];
      let current;
      async function price(request) {
        if (request.event !== "paymentAuthorized" || !("authorizedTotal" in request)) throw new Error("request");
        return current;
      }
      async function charge(token, amount) { charged.push(amount); }
      function showErrors() {}
      const session = { completePayment(result) { completed.push(result); } };
      \(code)
      (async () => {
        const out = [];
        for (const line of require("fs").readFileSync(0, "utf8").split("\\n").filter(Boolean)) {
          current = JSON.parse(line);
          charged.length = 0;
          await session.onpaymentauthorized({ payment: { shippingContact: {}, token: {} } });
          const result = completed.pop();
          const errors = result.errors.map((e) => (e instanceof ApplePayError) + ":" + e.code + ":" + (e.contactField || ""));
          out.push([result.status, errors.join(","), charged.join(",")].join("|"));
        }
        console.log(out.join("\\n"));
      })();
      """
    let output = try PageCode.run(script, input: Data(responses.joined(separator: "\n").utf8))
    var expected: [String] = []
    for text in responses {
      let response = try JSONParser().parse(text)
      let accepted = response["authorization"]?["decision"] == .string("accept")
      var errors: [String] = []
      if case .array(let list)? = response["applePay"]?["errors"] {
        errors = list.map { "true:\($0["code"]?.stringValue ?? ""):\($0["contactField"]?.stringValue ?? "")" }
      }
      let charged = accepted ? response["authorization"]?["captureAmount"]?.stringValue ?? "" : ""
      expected.append("\(accepted ? 0 : 1)|\(errors.joined(separator: ","))|\(charged)")
    }
    #expect(output == expected.joined(separator: "\n"))
    #expect(expected.map { $0.prefix(1) } == ["0", "1", "1"])
  }

  @Test(
    "The W3C page code retries with the PaymentValidationErrors, then completes and charges the capture",
    .needsNode)
  func paymentRequest() throws {
    let code = try PageCode.snippet(in: Fixtures.authorizationArticle, after: "## W3C Payment Request")
    let responses = try Self.responses()
    let script =
      """
      const log = [];
      const answers = require("fs").readFileSync(0, "utf8").split("\\n").filter(Boolean).map(JSON.parse);
      let next = 0;
      const shownTotal = "0.00";
      async function price(request) {
        if (request.event !== "paymentAuthorized" || !request.shippingAddress) throw new Error("request");
        return answers[next++];
      }
      async function charge(details, amount) { log.push("charge:" + amount); }
      function showErrors() { log.push("shown"); }
      const paymentResponse = {
        shippingAddress: { toJSON() { return {}; } }, details: {},
        async complete(result) { log.push("complete:" + result); },
        async retry(errors) { log.push("retry:" + Object.keys(errors.shippingAddress || {}).join("+") + ":" + Boolean(errors.error)); },
      };
      const request = { async show() { return paymentResponse; } };
      (async () => {
      \(code)
      console.log(log.join(" "));
      })();
      """
    // A total that rose, then no street, then accepted.
    let output = try PageCode.run(
      script, input: Data([responses[1], responses[2], responses[0]].joined(separator: "\n").utf8))
    let capture = try JSONParser().parse(responses[0])["authorization"]?["captureAmount"]?.stringValue ?? ""
    #expect(output == "retry::true retry:addressLine:true charge:\(capture) complete:success")
  }
}
