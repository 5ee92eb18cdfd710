import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

/// `formats`: which answers a response carries, in which order, and which a
/// merchant's currency refuses.
@Suite("Response formats")
struct ResponseFormatTests {
  static let engine = PricingEngine(book: TestBooks.book(.usOutfitters))
  static let request =
    #"{"event":"shippingContactSelected","asOf":"2026-11-21T15:04:05-05:00","lines":[{"id":"a","label":"Tent","unitPrice":"249.00","quantity":1}],"shippingContact":{"administrativeArea":"GA","postalCode":"30303","countryCode":"US"}"#

  static func respond(_ members: String, engine: PricingEngine = engine) throws -> JSONValue {
    try JSONParser().parse(engine.respond(toJSON: Array((request + members + "}").utf8)).text)
  }

  /// The first error of a response.
  static func firstError(_ response: JSONValue) -> JSONValue? {
    guard case .array(let errors)? = response["errors"] else { return nil }
    return errors.first
  }

  /// The names of the response's members, in order.
  static func members(_ response: JSONValue) -> [String] {
    guard case .object(let members) = response else { return [] }
    return members.map(\.key)
  }

  @Test("Without formats the answer is Apple Pay's and the W3C's, as it has always been")
  func defaultFormats() throws {
    let response = try Self.respond("")
    #expect(Self.members(response).suffix(2) == ["applePay", "paymentRequest"])
  }

  @Test("A response carries exactly the formats named, each once, in the engine's order whatever the request's")
  func namedFormats() throws {
    let all = try Self.respond("")
    let onlyW3C = try Self.respond(#","formats":["paymentRequest"]"#)
    #expect(onlyW3C["applePay"] == nil)
    #expect(onlyW3C["paymentRequest"] == all["paymentRequest"])
    #expect(Self.members(onlyW3C).last == "paymentRequest")
    let reversed = try Self.respond(#","formats":["paymentRequest","applePay"]"#)
    #expect(Self.members(reversed).suffix(2) == ["applePay", "paymentRequest"])
    #expect(reversed == all)
  }

  @Test(
    "A wrong formats member is a failure at its path",
    arguments: [
      (#","formats":"applePay""#, "formats"), (#","formats":[]"#, "formats"),
      (#","formats":["teapot"]"#, "formats[0]"), (#","formats":["applePay","applePay"]"#, "formats[1]"),
      (#","formats":["applePay",7]"#, "formats[1]"), (#","formats":["ApplePay"]"#, "formats[0]"),
    ])
  func wrongFormats(members: String, path: String) throws {
    let response = try Self.respond(members)
    #expect(response["status"] == .string("failure"))
    #expect(Self.firstError(response)?["path"] == .string(path), "\(members)")
  }

  @Test("Google Pay is refused, not rounded, for a currency with three decimals; the other formats are not")
  func googlePayRefusesThreeDecimals() throws {
    var files = try TestBooks.minimalMerchant()
    files["manifest.json"] = try #require(files["manifest.json"]).replacingOccurrences(of: "USD", with: "KWD")
    let engine = PricingEngine(book: try RateBook.load(from: .files(files)))
    let request =
      #"{"event":"initial","asOf":"2026-11-21T15:04:05-05:00","lines":[{"id":"a","unitPrice":"1.250","quantity":1}],"formats":["paymentRequest","googlePay"]}"#
    let refused = try JSONParser().parse(engine.respond(toJSON: Array(request.utf8)).text)
    #expect(refused["status"] == .string("failure"))
    #expect(Self.firstError(refused)?["path"] == .string("formats[1]"))
    let message = try #require(Self.firstError(refused)?["message"]?.stringValue)
    #expect(message.contains("KWD") && message.contains("two decimals"))
    let w3c = request.replacingOccurrences(of: #","googlePay""#, with: "")
    let answered = try JSONParser().parse(engine.respond(toJSON: Array(w3c.utf8)).text)
    #expect(answered["paymentRequest"]?["total"]?["amount"]?["value"] == .string("1.250"))
  }
}
