@_spi(Reference) @testable package import CheckoutPricing

/// The `googlePay` answer's contract. (Written with the format.)
package enum GooglePayContract: WalletContract {
  package static let member = "googlePay"
  package static let contexts: [WalletContext?] = [nil]
  package static func problems(in answer: JSONValue, for quote: Quote, context: ResponseContext) -> [String] {
    ["not checked yet"]
  }
}
