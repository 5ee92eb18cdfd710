import Foundation
import Testing

@testable import CheckoutPricing

/// The JSON response of every example request, byte for byte. Re-record
/// after an intended change with
/// `CHECKOUT_PRICING_RECORD=1 swift test --filter GoldenResponseTests`, then
/// read the diff.
@Suite("Golden responses")
struct GoldenResponseTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Golden")
  static let recording = ProcessInfo.processInfo.environment["CHECKOUT_PRICING_RECORD"] == "1"

  @Test("Every example request answers exactly its recorded response", arguments: try ExampleRequests.all())
  func golden(example: ExampleRequests.Example) throws {
    let engine = try #require(ExampleRequests.engines[example.merchant])
    let response = engine.respond(toJSON: example.bytes).json + "\n"
    let file = Self.directory.appendingPathComponent(example.merchant.rawValue)
      .appendingPathComponent(example.name.replacingOccurrences(of: ".json", with: ".response.json"))
    if Self.recording {
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(response.utf8).write(to: file)
      return
    }
    let recorded = try String(contentsOf: file, encoding: .utf8)
    #expect(
      response == recorded,
      "\(example) differs from \(file.lastPathComponent); re-record with CHECKOUT_PRICING_RECORD=1 if intended")
  }

  @Test("There is a recorded response for every example and no stale one")
  func noStaleGoldens() throws {
    let examples = Set(
      try ExampleRequests.all().map {
        "\($0.merchant.rawValue)/\($0.name.replacingOccurrences(of: ".json", with: ".response.json"))"
      })
    var recorded = Set<String>()
    for merchant in SampleMerchant.allCases {
      let folder = Self.directory.appendingPathComponent(merchant.rawValue)
      for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
        recorded.insert("\(merchant.rawValue)/\(name)")
      }
    }
    #expect(examples.count >= 10)
    if !Self.recording { #expect(recorded == examples) }
  }
}
