@_spi(Reference) @testable import CheckoutPricing

extension BadInput {
  /// Requests whose `stripe` part is wrong. (Filled in with the format.)
  static let stripe: [BadInput] = []
}
