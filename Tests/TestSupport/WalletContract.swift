package import CheckoutPricing

/// A wallet format's contract checker: the format's published typings and
/// rules, its arithmetic rule, and the figures it must share with the
/// quote it was written from. One per wallet, run over the goldens and
/// random quotes (`WalletFormatPropertyTests`).
package protocol WalletContract: Sendable {
  /// The response member the format is written under (`googlePay`).
  static var member: String { get }
  /// The contexts a property run writes each quote with: what the wallet's
  /// input can make the writer do differently (`nil`: no wallet input).
  static var contexts: [WalletContext?] { get }
  /// The context of the wallet's own form of a `paymentAuthorized`
  /// request, which its authorization answer is written for.
  static var authorizationContext: WalletContext? { get }
  /// Every way `answer` breaks the format's contract or its arithmetic
  /// rule, or states a total, shipping, tax or discount other than
  /// `quote`'s; empty when it is right.
  static func problems(in answer: JSONValue, for quote: Quote, context: ResponseContext) -> [String]
}

/// Every wallet format's checker.
package enum WalletContracts {
  package static var all: [any WalletContract.Type] {
    [GooglePayContract.self, StripeContract.self, PayPalContract.self]
  }
}
