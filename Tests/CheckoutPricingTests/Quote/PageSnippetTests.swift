import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

/// The page code of the JSON contract article (`JSONContract.md`, "Handing
/// the answer to the page") turns each
/// JSON error into `new ApplePayError(error.code, error.contactField,
/// error.message)` and hands `applePay` or `paymentRequest` to the sheet.
/// These tests hold what that code assumes against the engine's output.
@Suite("The JSON contract's page code")
struct PageSnippetTests {
  /// WebKit's `ApplePayErrorCode` and `ApplePayErrorContactField`
  /// (Source/WebCore/Modules/applepay/): the values the constructor accepts.
  static let applePayErrorCodes: Set<String> = [
    "unknown", "shippingContactInvalid", "billingContactInvalid", "addressUnserviceable", "couponCodeInvalid",
    "couponCodeExpired",
  ]
  static let applePayContactFields: Set<String> = [
    "phoneNumber", "emailAddress", "name", "phoneticName", "postalAddress", "addressLines", "subLocality", "locality",
    "postalCode", "subAdministrativeArea", "administrativeArea", "country", "countryCode",
  ]

  static func snippet() throws -> String {
    try PageCode.snippet(in: Fixtures.jsonContractArticle, after: "### Handing the answer to the page")
  }

  @Test("The snippet builds ApplePayError from code, contactField and message, and calls PassKit's completions")
  func snippetShape() throws {
    let code = try Self.snippet()
    for expected in [
      "new ApplePayError(error.code, error.contactField, error.message)", "response.applePay",
      "response.paymentRequest", "response.errors", "completeShippingContactSelection(update)", "event.updateWith(",
      "event.target.shippingAddress.toJSON()", "withDates(response.applePay)",
    ] {
      #expect(code.contains(expected), "the page code no longer has \(expected)")
    }
  }

  /// Node.js, when the machine has it: the article's `withDates` runs in it.

  /// The members of an `ApplePayLineItem` that are days: Apple Pay JS
  /// takes them as `Date` objects.
  static let laterPaymentDateMembers: Set<String> = [
    "recurringPaymentStartDate", "recurringPaymentEndDate", "deferredPaymentDate",
  ]

  /// How many members of `value`, at any depth, are later payments' days.
  static func dayMembers(in value: JSONValue?) -> Int {
    switch value {
    case .object(let members)?:
      members.reduce(0) { count, member in
        count + (laterPaymentDateMembers.contains(member.key) ? 1 : dayMembers(in: member.value))
      }
    case .array(let items)?: items.reduce(0) { $0 + dayMembers(in: $1) }
    default: 0
    }
  }

  @Test(
    "The page code turns each later payment's day into that day's local Date, in a time zone west of UTC",
    .needsNode)
  func laterPaymentDates() throws {
    let code = try Self.snippet()
    let start = try #require(code.range(of: "function withDates(update) {"))
    let end = try #require(code[start.lowerBound...].range(of: "\n}\n"))
    var responses: [String] = []
    var expected = 0
    for example in try ExampleRequests.all() {
      let engine = try #require(ExampleRequests.engines[example.merchant])
      let json = engine.respond(toJSON: example.bytes).text
      let days = Self.dayMembers(in: try JSONParser().parse(json)["applePay"])
      if days > 0 { responses.append(json) }
      expected += days
    }
    #expect(expected >= 8, "the examples hold \(expected) days")
    // Each converted member must be a Date whose local year, month and day
    // are the text's: in Los Angeles, `new Date("2026-12-21")` would be the 20th.
    let script =
      String(code[start.lowerBound..<end.upperBound]) + """
        const members = ["recurringPaymentStartDate", "recurringPaymentEndDate", "deferredPaymentDate"];
        let converted = 0;
        const problems = [];
        function compare(before, after) {
          if (Array.isArray(before)) return before.forEach((item, i) => compare(item, after[i]));
          if (before === null || typeof before !== "object") return;
          for (const key of Object.keys(before)) {
            if (!members.includes(key)) { compare(before[key], after[key]); continue; }
            const date = after[key];
            const local = date instanceof Date
              ? [date.getFullYear(), String(date.getMonth() + 1).padStart(2, "0"), String(date.getDate()).padStart(2, "0")].join("-")
              : String(date);
            if (local === before[key] && date.getHours() === 0) converted += 1; else problems.push(`${key}: ${before[key]} became ${local}`);
          }
        }
        for (const line of require("fs").readFileSync(0, "utf8").split("\\n").filter(Boolean)) {
          const response = JSON.parse(line);
          const before = JSON.parse(JSON.stringify(response.applePay));
          compare(before, withDates(response.applePay));
        }
        console.log(problems.length ? problems.join("; ") : `converted ${converted}`);
        """
    let text = try PageCode.run(
      script, input: Data(responses.joined(separator: "\n").utf8), environment: ["TZ": "America/Los_Angeles"])
    #expect(text == "converted \(expected)")
  }

  @Test("Every error code and contact field the engine can send is one ApplePayError accepts")
  func enumValues() {
    for code in QuoteError.Code.allCases { #expect(Self.applePayErrorCodes.contains(code.rawValue), "\(code)") }
    for field in ContactField.allCases {
      #expect(Self.applePayContactFields.contains(field.rawValue), "\(field)")
    }
  }

  @Test(
    "Every example's Apple Pay errors are plain {code, contactField?, message} objects",
    arguments: try ExampleRequests.all())
  func errorObjects(example: ExampleRequests.Example) throws {
    let response = try example.answer()
    // A request that names its formats without applePay gets no Apple Pay answer.
    if let named = try example.namedFormats(), !named.contains(.string("applePay")) {
      return #expect(response["applePay"] == nil, "\(example) has applePay it did not ask for")
    }
    let update = try #require(response["applePay"], "\(example) has no applePay")
    guard case .array(let errors)? = update["errors"] else { return }
    for error in errors {
      guard case .object(let members) = error else { return #expect(Bool(false), "\(error)") }
      #expect(Set(members.map(\.key)).isSubset(of: ["code", "contactField", "message"]), "\(error)")
      #expect(error["code"]?.stringValue.map(Self.applePayErrorCodes.contains) == true, "\(error)")
      if let field = error["contactField"] {
        #expect(field.stringValue.map(Self.applePayContactFields.contains) == true, "\(error)")
      }
      #expect(error["message"]?.stringValue != nil)
    }
  }
}
