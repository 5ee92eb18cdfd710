@testable import CheckoutPricing

extension ShippingResult {
  /// How the service of the method `identifier` was priced, as explained;
  /// a pickup service's steps for each store begin with the store's id.
  func steps(for identifier: String) -> [String] {
    // A method's identifier is its service, or `service/store` for a pickup.
    explanations.first { $0.service == String(identifier.prefix { $0 != "/" }) }?.steps ?? []
  }
}
