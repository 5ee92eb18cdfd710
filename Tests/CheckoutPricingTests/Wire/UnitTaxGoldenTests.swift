import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

/// The `unit` tax rounding level end to end: the US sample with New York
/// City's jurisdiction rounding per unit (`roundingLevel` `unit` in
/// `tax_jurisdictions.csv`), a test merchant, answering its example requests
/// (`Golden/us-outfitters-unit/NN-*.json`) exactly as recorded beside them.
/// Re-record with `CHECKOUT_PRICING_RECORD=1 swift test --filter UnitTaxGoldenTests`.
@Suite("Golden responses of a merchant that rounds tax per unit")
struct UnitTaxGoldenTests {
  static let folder = GoldenResponseTests.directory.appendingPathComponent("us-outfitters-unit")

  /// The US sample, New York City rounded per unit.
  static let engine: PricingEngine = {
    let book = try! TestBooks.book(
      .usOutfitters,
      editing: [
        "tax_jurisdictions.csv": TestBooks.newYorkCityPerUnit
      ])
    return PricingEngine(book: book)
  }()

  static func examples() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".response.json") }.sorted()
  }

  private static func check(_ text: String, _ file: URL) throws {
    if GoldenResponseTests.recording {
      try Data(text.utf8).write(to: file)
      return
    }
    let recorded = try String(contentsOf: file, encoding: .utf8)
    #expect(text == recorded, "\(file.lastPathComponent) differs; re-record with CHECKOUT_PRICING_RECORD=1 if intended")
  }

  @Test("The test merchant rounds New York City's tax per unit")
  func merchantRoundsPerUnit() throws {
    let nyc = try #require(Self.engine.book.tax.jurisdictions.first { $0.id == "us-ny-nyc" })
    #expect(nyc.roundingLevel == .unit)
    #expect(try Self.examples().count >= 1)
  }

  @Test("Each example answers exactly its recorded response and explanation", arguments: try examples())
  func golden(name: String) throws {
    let bytes = Array(try Data(contentsOf: Self.folder.appendingPathComponent(name)))
    let stem = Self.folder.appendingPathComponent(String(name.dropLast(".json".count)))
    try Self.check(
      Self.engine.respond(toJSON: bytes).text + "\n", stem.appendingPathExtension("response.json"))
    try Self.check(Self.engine.explain(json: bytes).text + "\n", stem.appendingPathExtension("explain.txt"))
  }
}
