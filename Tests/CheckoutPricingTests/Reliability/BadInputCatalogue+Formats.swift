@_spi(Reference) @testable import CheckoutPricing

extension BadInput {
  /// Requests whose `formats` part is wrong. (Filled in with the format.)
  static let formats: [BadInput] = []
}
