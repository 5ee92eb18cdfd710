/// The library's version, printed by `checkout-pricing --version`.
public enum CheckoutPricingVersion {
  /// The semantic version of this release.
  public static let current = "0.1.0"
}
