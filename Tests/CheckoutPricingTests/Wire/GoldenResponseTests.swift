import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

/// The JSON response and the `explain` text of every example request, byte
/// for byte. Re-record after an intended change with
/// `CHECKOUT_PRICING_RECORD=1 swift test --filter GoldenResponseTests`, then
/// read the diff.
@Suite("Golden responses")
struct GoldenResponseTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Golden")
  static let recording = ProcessInfo.processInfo.environment["CHECKOUT_PRICING_RECORD"] == "1"

  /// What is recorded of each example, by the suffix of its file.
  enum Kind: String, CaseIterable {
    case response = ".response.json"
    case explanation = ".explain.txt"
  }

  static func file(of example: ExampleRequests.Example, _ kind: Kind) -> URL {
    directory.appendingPathComponent(example.merchant.rawValue)
      .appendingPathComponent(example.name.replacingOccurrences(of: ".json", with: kind.rawValue))
  }

  /// Compares `text` with the recorded file, or records it.
  static func check(_ text: String, _ example: ExampleRequests.Example, _ kind: Kind) throws {
    let file = file(of: example, kind)
    if recording {
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
      return
    }
    let recorded = try String(contentsOf: file, encoding: .utf8)
    #expect(
      text == recorded,
      "\(example) differs from \(file.lastPathComponent); re-record with CHECKOUT_PRICING_RECORD=1 if intended")
  }

  @Test("Every example request answers exactly its recorded response", arguments: try ExampleRequests.all())
  func golden(example: ExampleRequests.Example) throws {
    let engine = try #require(ExampleRequests.engines[example.merchant])
    try Self.check(engine.respond(toJSON: example.bytes).text + "\n", example, .response)
  }

  @Test("Every example request is explained exactly as recorded", arguments: try ExampleRequests.all())
  func goldenExplanation(example: ExampleRequests.Example) throws {
    let engine = try #require(ExampleRequests.engines[example.merchant])
    try Self.check(engine.explain(json: example.bytes).text + "\n", example, .explanation)
  }

  @Test("There is a recorded response and explanation for every example and no stale one")
  func noStaleGoldens() throws {
    let examples = try ExampleRequests.all()
    let expected = Set(
      examples.flatMap { example in
        Kind.allCases.map { "\(example.merchant.rawValue)/\(Self.file(of: example, $0).lastPathComponent)" }
      })
    var recorded = Set<String>()
    for merchant in SampleMerchant.allCases {
      let folder = Self.directory.appendingPathComponent(merchant.rawValue)
      for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
        recorded.insert("\(merchant.rawValue)/\(name)")
      }
    }
    #expect(examples.count >= 10)
    if !Self.recording { #expect(recorded == expected) }
  }
}
