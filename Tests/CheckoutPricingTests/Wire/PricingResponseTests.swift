import CheckoutPricing
import Foundation
import SampleMerchants
import TestSupport
import Testing

/// The named answer of `respond` and `explain`: the bytes a server writes,
/// the same answer as text, the status, and a handle's book version.
@Suite("Pricing responses")
struct PricingResponseTests {
  let engine = try! #require(ExampleRequests.engines[.usOutfitters])

  @Test("respond answers the JSON as bytes, its text is those bytes, and an engine names no version")
  func respondBytes() throws {
    let response = engine.respond(toJSON: try ExampleRequests.bytes(.usOutfitters, "04-coupon-save10-nyc"))
    #expect(response.status == .success)
    #expect(response.version == nil)
    #expect(response.bytes.first == UInt8(ascii: "{") && response.bytes.last == UInt8(ascii: "}"))
    #expect(Array(response.text.utf8) == response.bytes)
    #expect(response.text.hasPrefix(#"{"status":"success""#), "\(response.text.prefix(200))")
  }

  @Test("A request that cannot be read is a failure response, not a throw")
  func malformed() {
    let response = engine.respond(toJSON: Array("{".utf8))
    #expect(response.status == .failure)
    #expect(response.text.hasPrefix(#"{"status":"failure","errors":["#), "\(response.text)")
  }

  @Test("explain answers its lines as bytes, with the quote's status")
  func explainBytes() throws {
    let failed = engine.explain(json: try ExampleRequests.bytes(.usOutfitters, "09-zip-state-mismatch"))
    #expect(failed.status == .failure)
    #expect(failed.text.hasPrefix("error: "), "\(failed.text.prefix(200))")
    #expect(Array(failed.text.utf8) == failed.bytes)
    let priced = engine.explain(json: try ExampleRequests.bytes(.usOutfitters, "04-coupon-save10-nyc"))
    #expect(priced.status == .success)
    #expect(priced.version == nil)
    #expect(!priced.bytes.isEmpty)
  }

  @Test("A handle's response names the version of the book that priced it")
  func handleVersion() throws {
    let handle = RateBookHandle(engine.book)
    let body = try ExampleRequests.bytes(.usOutfitters, "04-coupon-save10-nyc")
    let first = handle.respond(toJSON: body)
    #expect(first.version == 1)
    #expect(first.bytes == engine.respond(toJSON: body).bytes)
    handle.publish(engine.book)
    let second = handle.respond(toJSON: body)
    #expect(second.version == 2)
    #expect(second.status == first.status && second.bytes == first.bytes)
  }
}
