package import CheckoutPricing
import Foundation
package import SampleMerchants
import Testing

/// The example requests shipped in `RateTables/<merchant>/examples/`.
package enum ExampleRequests {
  package struct Example: CustomStringConvertible, Sendable {
    package var merchant: SampleMerchant
    package var name: String
    package var bytes: [UInt8]
    package var description: String { "\(merchant.rawValue)/\(name)" }

    /// The answer its merchant's engine gives, parsed.
    package func answer() throws -> JSONValue {
      let engine = try #require(ExampleRequests.engines[merchant], "\(merchant) does not load")
      return try JSONParser().parse(engine.respond(toJSON: bytes).text)
    }

    /// The formats the request names in `formats`; nil when it names none,
    /// and so asks every format for its answer.
    package func namedFormats() throws -> [JSONValue]? {
      try JSONParser().parse(String(decoding: bytes, as: UTF8.self))["formats"]?.arrayValue
    }
  }

  package static func all() throws -> [Example] {
    var examples: [Example] = []
    for merchant in SampleMerchant.allCases {
      let folder = URL(fileURLWithPath: Fixtures.merchant(merchant.rawValue)).appendingPathComponent("examples")
      for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      where name.hasSuffix(".json") {
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        examples.append(Example(merchant: merchant, name: name, bytes: Array(data)))
      }
    }
    return examples
  }

  /// The example `RateTables/<merchant>/examples/<name>.json`.
  package static func example(_ merchant: SampleMerchant, _ name: String) throws -> Example {
    let file = URL(fileURLWithPath: Fixtures.merchant(merchant.rawValue))
      .appendingPathComponent("examples").appendingPathComponent("\(name).json")
    return Example(merchant: merchant, name: "\(name).json", bytes: Array(try Data(contentsOf: file)))
  }

  /// The bytes of the example `RateTables/<merchant>/examples/<name>.json`,
  /// for a suite that answers it.
  package static func bytes(_ merchant: SampleMerchant, _ name: String) throws -> [UInt8] {
    try example(merchant, name).bytes
  }

  /// One engine per sample merchant, loaded once.
  package static let engines: [SampleMerchant: PricingEngine] = {
    var engines: [SampleMerchant: PricingEngine] = [:]
    for merchant in SampleMerchant.allCases {
      engines[merchant] = (try? merchant.rateBook()).map(PricingEngine.init(book:))
    }
    return engines
  }()
}
