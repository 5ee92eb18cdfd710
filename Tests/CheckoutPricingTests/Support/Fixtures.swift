import Foundation

/// Paths of the files the tests read from the repository.
enum Fixtures {
  /// `Tests/CheckoutPricingTests/Fixtures/`.
  static let directory = PostalFixtures.directory

  /// The repository root.
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `RateTables/<merchant>` in the repository.
  static func merchant(_ name: String) -> String {
    repository.appendingPathComponent("RateTables").appendingPathComponent(name).path
  }

  /// The sample merchants shipped in `RateTables/`.
  static let sampleMerchants = ["us-outfitters", "uk-teahouse", "jp-stationery"]
}
