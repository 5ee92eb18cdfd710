import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

/// Every wallet's answer is written from the quote and only from it: its
/// figures are the quote's, and its own arithmetic rule holds, for random
/// carts of every sample merchant.
@Suite("Wallet format properties")
struct WalletFormatPropertyTests {
  @Test(
    "Each wallet's total, shipping, tax and discounts are the quote's, and its contract and arithmetic rule hold",
    arguments: SampleMerchant.allCases, WalletContracts.all.map { $0.member })
  func walletAnswersAreTheQuote(merchant: SampleMerchant, member: String) throws {
    let (contract, format) = try Self.contract(member)
    var checked = 0
    try PricingEnginePropertyTests.forAllRandomRequests(merchant, count: 1_000) { engine, request, _ in
      let quote = engine.quote(request)
      guard quote.total != nil else { return }
      for wallet in contract.contexts {
        let context = ResponseContext(formats: ResponseFormats(format), wallet: wallet)
        let bytes = ResponseEncoder.encode(quote, context: context)
        let response = try JSONParser().parse(String(decoding: bytes, as: UTF8.self))
        let answer = try #require(response[member], "\(member) missing for \(request)")
        try #require(response["applePay"] == nil && response["paymentRequest"] == nil, "only the format asked for")
        let problems = contract.problems(in: answer, for: quote, context: context)
        try #require(problems.isEmpty, "\(member) \(String(describing: wallet)): \(problems) for \(request)")
        checked += 1
      }
    }
    #expect(checked >= 500, "only \(checked) priced quotes were checked")
  }

  /// The contract checker and the format of the response member `member`.
  static func contract(_ member: String) throws -> (any WalletContract.Type, ResponseFormat) {
    (try #require(WalletContracts.all.first { $0.member == member }), try #require(ResponseFormat(rawValue: member)))
  }
}
