import Testing

@testable import CheckoutPricing

/// PayPal's decimals per currency (PayPal REST API, "Currency codes"): a
/// currency whose amounts PayPal takes only whole, while ISO 4217 gives it
/// decimals, is refused for the PayPal answer rather than rounded.
@Suite("PayPal currencies")
struct PayPalCurrencyTests {
  @Test("HUF and TWD, whole units at PayPal and two decimals in ISO 4217, are refused", arguments: ["HUF", "TWD"])
  func wholeUnitCurrencies(code: String) throws {
    let currency = try CurrencyTable.iso4217.currency(for: code)
    let refusal = try #require(PayPalWriter.refusal(currency: currency, wallet: Self.callback))
    #expect(refusal.contains(code))
    #expect(refusal.contains("rounded"))
  }

  @Test(
    "The sample merchants' currencies, and JPY with no decimals anywhere, are taken", arguments: ["USD", "GBP", "JPY"])
  func takenCurrencies(code: String) throws {
    #expect(PayPalWriter.refusal(currency: try CurrencyTable.iso4217.currency(for: code), wallet: Self.callback) == nil)
  }

  /// A shipping callback's context, without which the answer is refused
  /// whatever the currency.
  static let callback = WalletContext.payPal(PayPalContext(orderID: "5O19", referenceID: "default"))
}
