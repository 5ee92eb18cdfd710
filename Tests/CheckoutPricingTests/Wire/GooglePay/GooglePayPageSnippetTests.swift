import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

/// The Google Pay page code of the article on other wallets
/// (`OtherWallets.md`, "Google Pay", "The page") runs in Node.js against a
/// stand-in `google.payments.api` client and a stand-in `fetch` that answers
/// with the examples' responses: what its `onPaymentDataChanged` hands back
/// must be the `PaymentDataRequestUpdate` the typings declare
/// (DefinitelyTyped `types/googlepay/index.d.ts`), with an `error.intent`
/// the page declared.
@Suite("The Google Pay page code")
struct GooglePayPageSnippetTests {
  static func snippet() throws -> String {
    try PageCode.snippet(
      in: Fixtures.otherWalletsArticle, after: "## Google Pay\n", before: "<!-- google-pay-section-end -->")
  }

  @Test("The snippet registers onPaymentDataChanged and posts Google's data and the declared intents")
  func snippetShape() throws {
    let code = try Self.snippet()
    for expected in [
      "new google.payments.api.PaymentsClient(", "paymentDataCallbacks: { onPaymentDataChanged }",
      "googlePay: { intermediatePaymentData, callbackIntents }", #"formats: ["googlePay"]"#,
      "return response.googlePay",
    ] {
      #expect(code.contains(expected), "the page code no longer has \(expected)")
    }
  }

  /// Node.js, when the machine has it.

  /// One call of the page's callback: Google's data, the server's answer,
  /// and the intent of the error the page must return, if any.
  struct Call: Encodable {
    var name: String
    var data: String
    var response: String
    var errorIntent: String?
  }

  /// Each example in Google Pay's form, and an unpriced answer for each
  /// trigger the page declared.
  static func calls() throws -> [Call] {
    var calls: [Call] = []
    for example in try ExampleRequests.all() {
      let request = try JSONParser().parse(String(decoding: example.bytes, as: UTF8.self))
      guard let data = request["googlePay"]?["intermediatePaymentData"] else { continue }
      let engine = try #require(ExampleRequests.engines[example.merchant])
      let response = engine.respond(toJSON: example.bytes).text
      let error = try JSONParser().parse(response)["googlePay"]?["error"]?["intent"]?.stringValue
      calls.append(Call(name: example.name, data: data.serialized(), response: response, errorIntent: error))
    }
    let unpriced = #"{"status":"failure","errors":[{"code":"unknown","message":"lines: empty"}]}"#
    for (trigger, intent) in [
      ("OFFER", "OFFER"), ("SHIPPING_OPTION", "SHIPPING_OPTION"), ("INITIALIZE", "SHIPPING_ADDRESS"),
    ] {
      calls.append(
        Call(
          name: "unpriced \(trigger)", data: #"{"callbackTrigger":"\#(trigger)"}"#, response: unpriced,
          errorIntent: intent))
    }
    return calls
  }

  /// The stand-ins before the snippet, and the checks after it.
  static let before = """
    const calls = JSON.parse(require("fs").readFileSync(0, "utf8"));
    const problems = [];
    let current = null;
    let options = null;
    globalThis.google = { payments: { api: { PaymentsClient: class { constructor(o) { options = o; } } } } };
    globalThis.fetch = async (url, init) => {
      const body = JSON.parse(init.body);
      if (init.method !== "POST") problems.push(`${current.name}: not a POST`);
      if (JSON.stringify(body.googlePay.intermediatePaymentData) !== current.data)
        problems.push(`${current.name}: Google's data not sent as it came`);
      if (!Array.isArray(body.googlePay.callbackIntents)) problems.push(`${current.name}: no callbackIntents`);
      if (!Array.isArray(body.formats) || !body.formats.includes("googlePay"))
        problems.push(`${current.name}: googlePay not asked for`);
      // The cart is the server's record, never sent by the page.
      if (body.lines !== undefined) problems.push(`${current.name}: the page sent a cart`);
      return { json: async () => JSON.parse(current.response) };
    };

    """

  // The typings' `PaymentDataRequestUpdate` and what it holds, member by
  // member: a member the typings do not declare, or a value outside their
  // unions, is a problem.
  static let after = """

    const oneOf = (set) => (value) => set.includes(value);
    const string = (value) => typeof value === "string";
    const optional = (check) => (value) => value === undefined || check(value);
    const array = (check) => (value) => Array.isArray(value) && value.every(check);
    function shape(members) {
      return (value) => {
        if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
        for (const key of Object.keys(value)) if (!(key in members)) return false;
        return Object.entries(members).every(([key, check]) => check(value[key]));
      };
    }
    const intents = ["OFFER", "SHIPPING_ADDRESS", "SHIPPING_OPTION", "PAYMENT_AUTHORIZATION", "PAYMENT_METHOD"];
    const displayItem = shape({
      label: string, price: string,
      type: oneOf(["LINE_ITEM", "SUBTOTAL", "TAX", "DISCOUNT", "SHIPPING_OPTION"]),
      status: optional(oneOf(["FINAL", "PENDING"])),
    });
    const transactionInfo = shape({
      transactionId: optional(string), currencyCode: string, countryCode: optional(string), totalPrice: string,
      totalPriceLabel: optional(string), totalPriceStatus: oneOf(["NOT_CURRENTLY_KNOWN", "ESTIMATED", "FINAL"]),
      transactionNote: optional(string), checkoutOption: optional(oneOf(["DEFAULT", "COMPLETE_IMMEDIATE_PURCHASE"])),
      displayItems: optional(array(displayItem)),
    });
    const shippingOptionParameters = shape({
      shippingOptions: array(shape({ id: string, label: string, description: optional(string) })),
      defaultSelectedOptionId: optional(string),
    });
    const offerInfo = shape({ offers: array(shape({ redemptionCode: string, description: string })) });
    const paymentDataError = shape({
      reason: oneOf(["SHIPPING_ADDRESS_INVALID", "SHIPPING_ADDRESS_UNSERVICEABLE", "SHIPPING_OPTION_INVALID",
        "OFFER_INVALID", "PAYMENT_DATA_INVALID", "OTHER_ERROR"]),
      intent: oneOf(intents), message: string,
    });
    const paymentDataRequestUpdate = shape({
      newTransactionInfo: optional(transactionInfo),
      newShippingOptionParameters: optional(shippingOptionParameters),
      newOfferInfo: optional(offerInfo), error: optional(paymentDataError),
    });
    (async () => {
      const handler = options?.paymentDataCallbacks?.onPaymentDataChanged;
      if (typeof handler !== "function") return console.log("no onPaymentDataChanged registered");
      let checked = 0;
      for (const call of calls) {
        current = call;
        const returned = handler(JSON.parse(call.data));
        if (typeof returned?.then !== "function") problems.push(`${call.name}: not a Promise`);
        const update = await returned;
        if (!paymentDataRequestUpdate(update)) problems.push(`${call.name}: not a PaymentDataRequestUpdate: ${JSON.stringify(update)}`);
        const googlePay = JSON.parse(call.response).googlePay;
        if (googlePay && JSON.stringify(update) !== JSON.stringify(googlePay))
          problems.push(`${call.name}: not the answer's googlePay`);
        const intent = update?.error?.intent;
        if (intent !== undefined && !callbackIntents.includes(intent))
          problems.push(`${call.name}: error.intent ${intent} was not declared`);
        if ((call.errorIntent ?? undefined) !== intent) problems.push(`${call.name}: error.intent ${intent}`);
        checked += 1;
      }
      console.log(problems.length ? problems.join("; ") : `checked ${checked}`);
    })();
    """

  @Test(
    "The page's onPaymentDataChanged hands Google a PaymentDataRequestUpdate, its error for a declared intent",
    .needsNode)
  func runsInNode() throws {
    let calls = try Self.calls()
    #expect(calls.count >= 8, "\(calls.count) calls")
    let text = try PageCode.run(
      Self.before + (try Self.snippet()) + Self.after, input: try JSONEncoder().encode(calls))
    #expect(text == "checked \(calls.count)")
  }
}
