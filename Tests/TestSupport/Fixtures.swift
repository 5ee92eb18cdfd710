package import Foundation

/// Paths of the files the tests read from the repository.
package enum Fixtures {
  /// `Tests/CheckoutPricingTests/Fixtures/`.
  package static let directory = PostalFixtures.directory

  /// The repository root.
  package static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `RateTables/<merchant>` in the repository.
  package static func merchant(_ name: String) -> String {
    repository.appendingPathComponent("RateTables").appendingPathComponent(name).path
  }

  /// The DocC catalog's JSON contract article, with the page code.
  package static let jsonContractArticle = repository.appendingPathComponent(
    "Sources/CheckoutPricing/CheckoutPricing.docc/JSONContract.md")

  /// The DocC catalog's article on the authorization step, with its page code.
  package static let authorizationArticle = repository.appendingPathComponent(
    "Sources/CheckoutPricing/CheckoutPricing.docc/AuthorizingThePayment.md")

  /// The DocC catalog's article on Google Pay, Stripe and PayPal, with their page and server code.
  package static let otherWalletsArticle = repository.appendingPathComponent(
    "Sources/CheckoutPricing/CheckoutPricing.docc/OtherWallets.md")

  /// The sample merchants shipped in `RateTables/`.
  package static let sampleMerchants = ["us-outfitters", "uk-teahouse", "jp-stationery", "de-bookshop", "tx-leatherworks"]
}

extension Fixtures {
  /// Runs a script of `Scripts/` with `python3`: its exit status and its
  /// output and error output together.
  package static func runScript(_ script: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    try run("/usr/bin/env", ["python3", repository.appendingPathComponent(script).path] + arguments)
  }

  /// Runs `executable` with `arguments`, in `folder` when one is given:
  /// its exit status and its output and error output together.
  package static func run(_ executable: String, _ arguments: [String], in folder: URL? = nil) throws -> (
    status: Int32, output: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }
}
