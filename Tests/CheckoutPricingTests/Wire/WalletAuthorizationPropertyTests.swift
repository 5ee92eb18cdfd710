import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

/// Every wallet's authorization answer keeps its contract, for random carts
/// and places of every sample merchant, full addresses, and authorized
/// totals below, at and above the final total.
@Suite("Wallet authorization properties")
struct WalletAuthorizationPropertyTests {
  @Test(
    "Each wallet's authorization answer keeps its contract and states the engine's decision",
    arguments: SampleMerchant.allCases, WalletContracts.all.map { $0.member })
  func authorizationAnswersKeepTheContract(merchant: SampleMerchant, member: String) throws {
    let (contract, format) = try WalletFormatPropertyTests.contract(member)
    let context = ResponseContext(formats: ResponseFormats(format), wallet: contract.authorizationContext)
    var decided = (accepted: 0, refused: 0)
    try PricingEnginePropertyTests.forAllRandomRequests(merchant, count: 300) { engine, random, rng in
      var request = random
      request.event = .shippingContactSelected
      // The authorized total: the sheet's total at the address, moved by a
      // little either way, or left as it was.
      guard let shown = engine.quote(request).total?.amount else { return }
      let step = Int64.random(in: -300...300, using: &rng) * Int64(Int.random(in: 0...1, using: &rng))
      let authorized = Amount(uncheckedMinorUnits: max(0, shown.minorUnits + step), exponent: shown.exponent)
      request.event = .paymentAuthorized
      request.authorization = AuthorizationRequest(authorizedTotal: authorized)
      if Int.random(in: 0..<8, using: &rng) != 0 { request.shippingContact?.addressLines = ["1 Main Street"] }
      let quote = engine.quote(request)
      let bytes = ResponseEncoder.encode(quote, context: context)
      let response = try JSONParser().parse(String(decoding: bytes, as: UTF8.self))
      guard let answer = response[member] else {
        // A request the format cannot answer is refused at `formats`.
        try #require(response["status"] == .string("failure"), "\(member) missing for \(request)")
        return
      }
      let problems = contract.problems(in: answer, for: quote, context: context)
      try #require(problems.isEmpty, "\(member): \(problems) for \(request) answered \(answer.serialized())")
      if quote.authorization?.isAccepted == true { decided.accepted += 1 } else { decided.refused += 1 }
    }
    #expect(decided.accepted >= 20 && decided.refused >= 20, "\(decided)")
  }
}
