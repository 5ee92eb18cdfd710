extension PricingEngine {
  /// The library's semantic version, printed by `checkout-pricing --version`.
  public static let libraryVersion = "0.1.0"
}
