@_spi(Reference) @testable import CheckoutPricing

extension BadInput {
  /// Requests whose `googlePay` part is wrong. (Filled in with the format.)
  static let googlePay: [BadInput] = []
}
