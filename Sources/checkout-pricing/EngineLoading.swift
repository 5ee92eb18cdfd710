import CheckoutPricing
import Foundation
import SampleMerchants

/// Builds the engine a command prices with: `--tables DIR`, else the
/// default sample merchant's folder when run from the repository root, else
/// the same merchant embedded in the library.
enum EngineLoading {
  struct Failure: Error {
    var lines: [String]
  }

  static func engine(tables: String?) throws(Failure) -> PricingEngine {
    let directory =
      tables ?? (FileManager.default.fileExists(atPath: Defaults.merchantDirectory) ? Defaults.merchantDirectory : nil)
    do {
      guard let directory else { return PricingEngine(book: try SampleMerchant.default.rateBook()) }
      return PricingEngine(book: try RateBook.load(directory: directory))
    } catch {
      let prefix = (tables ?? Defaults.merchantDirectory) + "/"
      throw Failure(lines: error.diagnostics.map { prefix + $0.description })
    }
  }
}
