import Foundation
import Testing

@_spi(Reference) @testable import CheckoutPricing

/// The README's page code ("Handing the answer to the page") turns each
/// JSON error into `new ApplePayError(error.code, error.contactField,
/// error.message)` and hands `applePay` or `paymentRequest` to the sheet.
/// These tests hold what that code assumes against the engine's output.
@Suite("The README's page code")
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
    let readme = try String(
      contentsOf: Fixtures.repository.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(readme.range(of: "### Handing the answer to the page"))
    let rest = readme[section.upperBound...]
    let start = try #require(rest.range(of: "```js\n"))
    let end = try #require(rest[start.upperBound...].range(of: "```"))
    return String(rest[start.upperBound..<end.lowerBound])
  }

  @Test("The snippet builds ApplePayError from code, contactField and message, and calls PassKit's completions")
  func snippetShape() throws {
    let code = try Self.snippet()
    for expected in [
      "new ApplePayError(error.code, error.contactField, error.message)", "response.applePay",
      "response.paymentRequest", "response.errors", "completeShippingContactSelection(update)", "event.updateWith(",
      "event.target.shippingAddress.toJSON()",
    ] {
      #expect(code.contains(expected), "the README's page code no longer has \(expected)")
    }
  }

  @Test("Every error code and contact field the engine can send is one ApplePayError accepts")
  func enumValues() {
    for code in QuoteError.Code.allCases { #expect(Self.applePayErrorCodes.contains(code.rawValue), "\(code)") }
    for field in ContactField.allCases {
      #expect(Self.applePayContactFields.contains(field.rawValue), "\(field)")
    }
  }

  @Test("Every example's Apple Pay errors are plain {code, contactField?, message} objects", arguments: try ExampleRequests.all())
  func errorObjects(example: ExampleRequests.Example) throws {
    let engine = try #require(ExampleRequests.engines[example.merchant])
    let response = try JSONParser().parse(engine.respond(toJSON: example.bytes).json)
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
