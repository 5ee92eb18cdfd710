@_spi(Reference) @testable package import CheckoutPricing

/// The `payPal` answer's contract. (Written with the format.)
package enum PayPalContract: WalletContract {
  package static let member = "payPal"
  package static let contexts: [WalletContext?] = [nil]
  package static func problems(in answer: JSONValue, for quote: Quote, context: ResponseContext) -> [String] {
    ["not checked yet"]
  }
}
