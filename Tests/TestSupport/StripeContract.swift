@_spi(Reference) @testable package import CheckoutPricing

/// The `stripe` answer's contract. (Written with the format.)
package enum StripeContract: WalletContract {
  package static let member = "stripe"
  package static let contexts: [WalletContext?] = [nil]
  package static func problems(in answer: JSONValue, for quote: Quote, context: ResponseContext) -> [String] {
    ["not checked yet"]
  }
}
