import Foundation

@_spi(Reference) @testable import CheckoutPricing
import SampleMerchants

/// The example requests shipped in `RateTables/<merchant>/examples/`.
enum ExampleRequests {
  struct Example: CustomStringConvertible, Sendable {
    var merchant: SampleMerchant
    var name: String
    var bytes: [UInt8]
    var description: String { "\(merchant.rawValue)/\(name)" }
  }

  static func all() throws -> [Example] {
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

  /// One engine per sample merchant, loaded once.
  static let engines: [SampleMerchant: PricingEngine] = {
    var engines: [SampleMerchant: PricingEngine] = [:]
    for merchant in SampleMerchant.allCases {
      engines[merchant] = (try? merchant.rateBook()).map(PricingEngine.init(book:))
    }
    return engines
  }()
}
