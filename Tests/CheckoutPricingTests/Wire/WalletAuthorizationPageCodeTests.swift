import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

/// The Google Pay and Stripe page code of `AuthorizingThePayment.md`, run
/// in Node.js against stand-ins for Google's client, the Express Checkout
/// Element and `fetch`, which answers with the engine's responses to the
/// examples in each wallet's authorization form: what the page hands back
/// must be what the wallet's typings take, and the server's answer.
@Suite("The wallets' authorization page code")
struct WalletAuthorizationPageCodeTests {
  /// One authorization: the wallet's input, the request's authorized total
  /// and the engine's response.
  struct Call: Encodable {
    var name: String
    var input: String
    var authorizedTotal: String
    var response: String
  }

  /// Each example whose `member` input satisfies `isAuthorization`, and one
  /// request the server could not price.
  static func calls(_ member: String, input: (JSONValue) -> JSONValue?) throws -> [Call] {
    var calls: [Call] = []
    for example in try ExampleRequests.all() {
      let request = try JSONParser().parse(String(decoding: example.bytes, as: UTF8.self))
      guard let wallet = request[member], let data = input(wallet),
        let total = request["authorizedTotal"]?.stringValue
      else { continue }
      let engine = try #require(ExampleRequests.engines[example.merchant])
      calls.append(
        Call(
          name: example.name, input: data.serialized(), authorizedTotal: total,
          response: engine.respond(toJSON: example.bytes).text))
    }
    let first = try #require(calls.first)
    let unpriced = #"{"status":"failure","errors":[{"code":"unknown","message":"lines: empty"}]}"#
    calls.append(Call(name: "unpriced", input: first.input, authorizedTotal: "1.00", response: unpriced))
    return calls
  }

  static func run(_ before: String, _ heading: String, _ end: String, _ after: String, _ calls: [Call]) throws -> String
  {
    let snippet = try PageCode.snippet(in: Fixtures.authorizationArticle, after: heading, before: end)
    return try PageCode.run(before + snippet + after, input: try JSONEncoder().encode(calls))
  }

  @Test(
    "Google Pay: onPaymentAuthorized posts PaymentData and the shown total, and resolves with a PaymentAuthorizationResult",
    .needsNode)
  func googlePay() throws {
    let calls = try Self.calls("googlePay") { $0["paymentData"] }
    #expect(calls.count >= 3, "\(calls.count) calls")
    let before = """
      const calls = JSON.parse(require("fs").readFileSync(0, "utf8"));
      const problems = [];
      let current = null;
      let shownTotal;
      globalThis.fetch = async (url, init) => {
        const body = JSON.parse(init.body);
        if (init.method !== "POST") problems.push(`${current.name}: not a POST`);
        if (JSON.stringify(body.googlePay.paymentData) !== current.input) problems.push(`${current.name}: PaymentData not sent as it came`);
        if (!body.googlePay.callbackIntents.includes("PAYMENT_AUTHORIZATION")) problems.push(`${current.name}: PAYMENT_AUTHORIZATION not declared`);
        if (body.authorizedTotal !== current.authorizedTotal) problems.push(`${current.name}: authorizedTotal ${body.authorizedTotal}`);
        if (!body.formats.includes("googlePay")) problems.push(`${current.name}: googlePay not asked for`);
        if (body.lines !== undefined) problems.push(`${current.name}: the page sent a cart`);
        return { json: async () => JSON.parse(current.response) };
      };

      """
    // The typings' `PaymentAuthorizationResult`, member by member.
    let after = """

      const reasons = ["SHIPPING_ADDRESS_INVALID", "SHIPPING_ADDRESS_UNSERVICEABLE", "SHIPPING_OPTION_INVALID",
        "OFFER_INVALID", "PAYMENT_DATA_INVALID", "OTHER_ERROR"];
      function isResult(value) {
        if (!value || typeof value !== "object") return false;
        if (Object.keys(value).some((key) => !["transactionState", "error"].includes(key))) return false;
        if (!["SUCCESS", "ERROR"].includes(value.transactionState)) return false;
        if (value.error === undefined) return value.transactionState === "SUCCESS";
        const error = value.error;
        return Object.keys(error).length === 3 && reasons.includes(error.reason) && typeof error.message === "string"
          && callbackIntents.includes(error.intent);
      }
      (async () => {
        const seen = [];
        for (const call of calls) {
          current = call;
          shownTotal = call.authorizedTotal;
          const result = await onPaymentAuthorized(JSON.parse(call.input));
          if (!isResult(result)) problems.push(`${call.name}: not a PaymentAuthorizationResult: ${JSON.stringify(result)}`);
          const answer = JSON.parse(call.response).googlePay;
          if (answer && JSON.stringify(answer) !== JSON.stringify(result)) problems.push(`${call.name}: not the answer's googlePay`);
          seen.push(result.transactionState);
        }
        console.log(problems.length ? problems.join("; ") : seen.join(" "));
      })();
      """
    let text = try Self.run(before, "## Google Pay\n", "<!-- google-pay-authorization-end -->", after, calls)
    let expected = calls.map { call in
      (try? JSONParser().parse(call.response)["googlePay"]?["transactionState"]?.stringValue) ?? "ERROR"
    }
    #expect(text == expected.joined(separator: " "))
    #expect(expected.contains("SUCCESS") && expected.contains("ERROR"))
  }

  @Test(
    "Stripe: the confirm handler posts the event and the shown total, confirms an acceptance, and fails a refusal with Stripe's payload",
    .needsNode)
  func stripe() throws {
    let calls = try Self.calls("stripe") { $0["expressPaymentType"] == nil ? nil : $0 }
    #expect(calls.count >= 3, "\(calls.count) calls")
    let before = """
      const calls = JSON.parse(require("fs").readFileSync(0, "utf8"));
      const problems = [];
      let current = null;
      let outcome = null;
      const handlers = {};
      const expressCheckoutElement = { on(name, handler) { handlers[name] = handler; return this; } };
      const elements = {};
      const stripe = {
        async confirmPayment(options) {
          if (options.elements !== elements) problems.push(`${current.name}: confirmPayment without the elements`);
          outcome = `confirmed ${options.clientSecret}`;
          return {};
        },
      };
      function showMessage(message) { problems.push(`${current.name}: shown ${message}`); }
      globalThis.fetch = async (url, init) => {
        const body = JSON.parse(init.body);
        const sent = JSON.parse(current.input);
        for (const key of ["expressPaymentType", "shippingAddress", "shippingRate", "billingDetails"]) {
          if (JSON.stringify(body.stripe[key]) !== JSON.stringify(sent[key])) problems.push(`${current.name}: ${key} not sent as it came`);
        }
        if (body.authorizedTotal !== current.authorizedTotal) problems.push(`${current.name}: authorizedTotal ${body.authorizedTotal}`);
        if (!body.formats.includes("stripe")) problems.push(`${current.name}: stripe not asked for`);
        // The server creates the PaymentIntent and adds its client secret.
        const response = JSON.parse(current.response);
        if (response.stripe?.paymentIntent) response.clientSecret = "pi_123_secret_456";
        return { json: async () => response };
      };

      """
    let after = """

      const reasons = ["fail", "invalid_shipping_address", "invalid_billing_address", "invalid_payment_data", "address_unserviceable"];
      (async () => {
        const seen = [];
        for (const call of calls) {
          current = call;
          shownTotal = call.authorizedTotal;
          outcome = "unanswered";
          const event = Object.assign(JSON.parse(call.input), {
            elementType: "expressCheckout",
            paymentFailed(payload) {
              if (!reasons.includes(payload.reason)) problems.push(`${call.name}: reason ${payload.reason}`);
              if (typeof payload.message !== "string" || !payload.message) problems.push(`${call.name}: no message`);
              outcome = `failed ${payload.reason}`;
            },
          });
          await handlers.confirm(event);
          seen.push(outcome);
        }
        console.log(problems.length ? problems.join("; ") : seen.join(", "));
      })();
      """
    let text = try Self.run(before, "## Stripe\n", "<!-- stripe-authorization-end -->", after, calls)
    let expected = try calls.map { call in
      let answer = try JSONParser().parse(call.response)["stripe"]
      if answer?["paymentIntent"] != nil { return "confirmed pi_123_secret_456" }
      return "failed \(answer?["paymentFailed"]?["reason"]?.stringValue ?? "fail")"
    }
    #expect(text == expected.joined(separator: ", "))
    #expect(expected.contains("confirmed pi_123_secret_456") && expected.contains("failed invalid_shipping_address"))
  }
}
