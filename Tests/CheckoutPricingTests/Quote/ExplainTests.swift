import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

/// What `explain` says: a failed request says so first, an address no
/// service reaches gets each service's reason, and a compound tax shows
/// the base it is charged on as the sum it is.
@Suite("Explain text")
struct ExplainTests {
  let engine = try! #require(ExampleRequests.engines[.usOutfitters])

  @Test("An invalid contact's explanation starts with the error, before any item")
  func errorFirst() throws {
    let response = engine.explain(json: try ExampleRequests.bytes(.usOutfitters, "09-zip-state-mismatch"))
    let (text, status) = (response.text, response.status)
    #expect(status == .failure)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.first == "error: shippingContactInvalid (postalCode): ZIP code 30303 is not in Texas.")
    #expect(lines.filter { $0.hasPrefix("error: ") }.count == 1)
    #expect(lines.contains("item: Subtotal: 288.47"))
  }

  @Test(
    "explain is the quote's own trace written by one writer: the quote alone gives the text, its zone line the shipping stage's match",
    arguments: try FileManager.default.contentsOfDirectory(atPath: Fixtures.merchant("us-outfitters") + "/examples")
      .filter { $0.hasSuffix(".json") }.sorted())
  func oneTraceOneWriter(file: String) throws {
    let bytes = Array(
      try String(contentsOfFile: Fixtures.merchant("us-outfitters") + "/examples/\(file)", encoding: .utf8).utf8)
    let request = try RequestReader.readQuoteRequest(currency: engine.book.merchant.currency, bytes)
    let quote = engine.quote(request, explaining: true)
    let text = ExplainWriter.text(of: quote, zonesFile: engine.book.zones.file)
    #expect(text == engine.explain(request).text)
    let zoneLines = text.split(separator: "\n").filter { $0.hasPrefix("zone: ") }
    if let zone = quote.breakdown.shipping?.zone {
      #expect(zoneLines.count == 1 && zoneLines[0].hasPrefix("zone: \(zone.area) (zones.csv:\(zone.rule.line))"))
    } else {
      #expect(zoneLines == (quote.breakdown.destination == nil ? [] : ["zone: none"]))
    }
  }

  @Test("An address no service reaches lists each service and why it does not reach it")
  func unserviceableReasons() throws {
    let text = engine.explain(json: try ExampleRequests.bytes(.usOutfitters, "08-unserviceable-brazil")).text
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("error: addressUnserviceable: ") == true)
    for service in engine.book.shipping.serviceIDs {
      #expect(lines.contains { $0.hasPrefix("service \(service): excluded: ") }, "\(service): \(text)")
    }
  }

  @Test("A place in a zone that no service serves lists each service's own reason")
  func unservedZoneReasons() throws {
    // Quebec is in the zone `canada`, which no service serves once its rows go.
    func withoutCanada(_ text: String) -> String {
      text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains(",canada") }
        .joined(separator: "\n")
    }
    let book = try TestBooks.book(
      .usOutfitters, editing: ["service_zones.csv": withoutCanada, "rates.csv": withoutCanada])
    let engine = PricingEngine(book: book)
    let response = engine.explain(json: try ExampleRequests.bytes(.usOutfitters, "06-redacted-canada-quebec"))
    let (text, status) = (response.text, response.status)
    #expect(status == .failure)
    let lines = text.split(separator: "\n").map(String.init)
    for service in book.shipping.serviceIDs {
      #expect(
        lines.contains { $0.hasPrefix("service \(service): excluded: ") && $0.contains("zone 'canada'") },
        "\(service): \(text)")
    }
  }

  @Test("A compound component's line shows its base as the price plus the components it compounds on")
  func compoundBase() throws {
    let book = try TestBooks.book(
      .usOutfitters,
      editing: [
        "tax_rates.csv": {
          $0.replacingOccurrences(
            of: "ca-qc,qst,QST,province,standard,9.975,no", with: "ca-qc,qst,QST,province,standard,9.975,yes"
          )
          .replacingOccurrences(
            of: "ca-qc,qst,QST,province,groceries,0,no", with: "ca-qc,qst,QST,province,groceries,0,yes")
        }
      ])
    let text = PricingEngine(book: book).explain(json: try ExampleRequests.bytes(.usOutfitters, "06-redacted-canada-quebec")).text
    let lines = text.split(separator: "\n").map(String.init)
    let qst = try #require(lines.first { $0.hasPrefix("  QST 9.975%") }, "\(text)")
    // 329.57 x 1.05 = 346.0485, exactly.
    #expect(qst.hasSuffix(" on 346.0485 = 329.57 + GST 5% of 329.57"), "\(qst)")
    #expect(qst.hasPrefix("  QST 9.975% compound: "), "\(qst)")
    #expect(lines.contains("  GST 5%: 16.48 on 329.57"))
  }
}
