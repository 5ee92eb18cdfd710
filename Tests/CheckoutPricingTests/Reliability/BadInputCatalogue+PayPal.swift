@_spi(Reference) @testable import CheckoutPricing

extension BadInput {
  /// Requests whose `payPal` part is wrong. (Filled in with the format.)
  static let payPal: [BadInput] = []
}
