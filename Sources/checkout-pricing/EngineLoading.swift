import CheckoutPricing
import Foundation
import SampleMerchants

/// Builds the engine a command prices with: `--tables DIR`; else the
/// merchant folder whose `examples/` holds the request file; else the
/// default sample merchant's folder when run from the repository root;
/// else the same merchant embedded in the library, said on standard error.
enum EngineLoading {
  /// The engine, or nil after printing one line per diagnostic of a folder
  /// that does not load, each prefixed with the folder, or one line for a
  /// folder that does not exist.
  ///
  /// Without `--tables`, a request file in a merchant folder's `examples/`
  /// is priced with that folder's tables, and standard error says so: the
  /// file was written for those tables, and the default merchant would
  /// refuse or misprice it.
  static func engine(
    tables: String?, request: String? = nil, reportingTo errors: inout some TextOutputStream
  ) -> PricingEngine? {
    let directory: String
    if let tables {
      directory = tables
    } else if let folder = merchantFolder(holding: request) {
      print("checkout-pricing: pricing with \(folder), the merchant folder the request is in", to: &errors)
      directory = folder
    } else if FileManager.default.fileExists(atPath: Defaults.merchantDirectory) {
      directory = Defaults.merchantDirectory
    } else {
      print(embeddedNote, to: &errors)
      do {
        return PricingEngine(book: try SampleMerchant.default.rateBook())
      } catch {
        for diagnostic in error.diagnostics { print(diagnostic.description, to: &errors) }
        return nil
      }
    }
    if let problem = folderProblem(directory) {
      print("\(directory): error: \(problem)", to: &errors)
      return nil
    }
    do {
      return PricingEngine(book: try RateBook.load(directory: directory))
    } catch {
      let prefix = directory + "/"
      for diagnostic in error.diagnostics { print(prefix + diagnostic.description, to: &errors) }
      return nil
    }
  }

  /// The line standard error gets whenever the embedded sample prices or
  /// is validated: no folder was named and none is in the working folder.
  static var embeddedNote: String {
    "checkout-pricing: no tables named and no \(Defaults.merchantDirectory) here: using the sample merchant "
      + "'\(SampleMerchant.default.rawValue)' embedded in the tool"
  }

  /// Why `directory` cannot be a merchant folder: it does not exist or is
  /// not a folder; `nil` when it is a folder.
  static func folderProblem(_ directory: String) -> String? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder) else { return "no such folder" }
    return isFolder.boolValue ? nil : "not a folder; expected a merchant folder of rate tables"
  }

  /// The merchant folder whose `examples/` holds `request`: the folder
  /// above, when it has a `manifest.json`. `nil` for standard input.
  static func merchantFolder(holding request: String?) -> String? {
    guard let request, request != "-" else { return nil }
    let examples = URL(fileURLWithPath: request).deletingLastPathComponent()
    guard examples.lastPathComponent == "examples" else { return nil }
    let folder = examples.deletingLastPathComponent()
    guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("manifest.json").path) else {
      return nil
    }
    // Named as the user named the request: relative stays relative.
    let given = (request as NSString).deletingLastPathComponent
    let relative = (given as NSString).deletingLastPathComponent
    return relative.isEmpty ? "." : relative
  }
}
