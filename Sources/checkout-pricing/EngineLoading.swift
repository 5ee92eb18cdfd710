import CheckoutPricing
import Foundation
import SampleMerchants

/// Builds the engine a command prices with: `--tables DIR`, else the
/// default sample merchant's folder when run from the repository root, else
/// the same merchant embedded in the library.
enum EngineLoading {
  /// The engine, or nil after printing one line per diagnostic of a folder
  /// that does not load, each prefixed with the folder.
  static func engine(tables: String?, reportingTo errors: inout some TextOutputStream) -> PricingEngine? {
    let directory =
      tables ?? (FileManager.default.fileExists(atPath: Defaults.merchantDirectory) ? Defaults.merchantDirectory : nil)
    do {
      guard let directory else { return PricingEngine(book: try SampleMerchant.default.rateBook()) }
      return PricingEngine(book: try RateBook.load(directory: directory))
    } catch {
      let prefix = (tables ?? Defaults.merchantDirectory) + "/"
      for diagnostic in error.diagnostics { print(prefix + diagnostic.description, to: &errors) }
      return nil
    }
  }
}
