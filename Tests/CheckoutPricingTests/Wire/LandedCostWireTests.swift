import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

/// Landed cost on the wire (RateTables/README.md, "Landed cost", "In the
/// quote"): every wallet's answer of a DDP quote with duties passes its
/// contract, PayPal carries them as `handling`, Google Pay as a
/// `LINE_ITEM`, and the breakdown and `explain` name each figure's row.
@Suite("Landed cost on the wire")
struct LandedCostWireTests {
  static func quotes() throws -> [Quote] {
    let engine = PricingEngine(book: try RateBook.load(from: .files(LandedCostQuoteTests.files())))
    return [
      LandedCostQuoteTests.quote(engine, LandedCostQuoteTests.shirt(40_000), method: "ground"),
      LandedCostQuoteTests.quote(engine, LandedCostQuoteTests.shirt(10_000), method: "ground"),
      LandedCostQuoteTests.quote(engine, LandedCostQuoteTests.shirt(40_000), method: "post"),
    ]
  }

  @Test("Every wallet's answer of a quote with duties and a low-value sale's VAT passes its contract")
  func walletContracts() throws {
    for quote in try Self.quotes() {
      try #require(quote.total != nil, "\(quote.errors)")
      // Apple Pay and the W3C Payment Request, the default answer.
      let sheets = try JSONParser().parse(
        String(decoding: ResponseEncoder.encode(quote, context: ResponseContext()), as: UTF8.self))
      let sheetProblems = ContractChecker.problems(in: sheets, event: quote.event, currency: quote.currency)
      #expect(sheetProblems.isEmpty, "\(sheetProblems)")
      for contract in WalletContracts.all {
        let format = try #require(ResponseFormat(rawValue: contract.member))
        for wallet in contract.contexts {
          let context = ResponseContext(formats: ResponseFormats(format), wallet: wallet)
          let response = try JSONParser().parse(
            String(decoding: ResponseEncoder.encode(quote, context: context), as: UTF8.self))
          let answer = try #require(response[contract.member], "\(contract.member) missing")
          let problems = contract.problems(in: answer, for: quote, context: context)
          #expect(problems.isEmpty, "\(contract.member): \(problems)")
        }
      }
    }
  }

  @Test("A flat duty names its subheading's six digits, leading zero included, in the breakdown and explain")
  func flatDutySubheadingKeepsItsZero() throws {
    var files = try LandedCostQuoteTests.files()
    files["import_regimes.csv"] = """
      destination,threshold,currency,relieves,sellerCollectsVAT,flatDuty,flatDutyCurrency
      GB,135,GBP,none,belowThreshold,3,GBP

      """
    files["duty_rates.csv"] = "destination,hsPrefix,rate,layer\nGB,0901,7.5,base\n"
    let engine = PricingEngine(book: try RateBook.load(from: .files(files)))
    let coffee = CartLine(
      id: "coffee", label: "Coffee", unitPrice: Amount(uncheckedMinorUnits: 4_000, exponent: 2), quantity: 1,
      hsCode: HSCode("0901.21.00"), originCountry: CountryCode(rawValue: "BR"))
    let quote = LandedCostQuoteTests.quote(engine, coffee, method: "ground")
    #expect(quote.errors.isEmpty, "\(quote.errors)")
    // The sale's VAT is its one tax line: no zero "Tax" beside it.
    #expect(quote.summaryItems.filter { $0.kind == .tax }.map(\.label) == ["VAT"], "\(quote.summaryItems)")
    let explain = ExplainWriter.text(of: quote, zonesFile: "zones.csv")
    #expect(explain.contains("flat duty on subheading 090121 (coffee)"), "\(explain)")
    let text = String(decoding: ResponseEncoder.encode(quote, context: ResponseContext()), as: UTF8.self)
    #expect(text.contains(#""flatDutyOnSubheading":"090121""#), "\(text)")
  }

  @Test("PayPal's breakdown carries the duties and import taxes as handling, Google Pay as a LINE_ITEM")
  func payPalAndGooglePay() throws {
    let quote = try Self.quotes()[0]
    let charges = try #require(quote.summaryItems.first { $0.kind == .importCharges })
    #expect(PayPalBreakdown(quote.summaryItems)?.handling == charges.amount.minorUnits)
    #expect(GooglePayDisplayItemType(.importCharges) == .lineItem)
  }

  @Test("The breakdown's landedCost and explain name the regime, each duty, fee and VAT, and who pays")
  func breakdownAndExplain() throws {
    let quote = try Self.quotes()[0]
    let explain = ExplainWriter.text(of: quote, zonesFile: "zones.csv")
    for line in [
      "landed cost: regime import_regimes.csv:2: 400.00 above 135 GBP",
      "duty: duty_rates.csv:2 (base) on shirt: 12% of 420.00 = 50.40",
      "import fee: import_fees.csv:2 (carrier): 5.00",
      "import VAT: import_vat_rates.csv:2 on shirt: 20% of 470.40 = 94.08, at the border",
      "import charges: DDP, charged at checkout: 149.48",
    ] {
      #expect(explain.contains(line), "\(line)\n\(explain)")
    }
    let context = ResponseContext()
    let text = String(decoding: ResponseEncoder.encode(quote, context: context), as: UTF8.self)
    #expect(text.contains(#""landedCost":{"incoterm":"DDP","absorbedByMerchant":false,"status":"priced""#), "\(text)")
    #expect(text.contains(#""importCharges":"149.48""#), "\(text)")
    // By post, no carrier's fee: 12% of 412.00 = 49.44, 20% of 461.44 = 92.29.
    let dap = try Self.quotes()[2]
    #expect(
      ExplainWriter.text(of: dap, zonesFile: "zones.csv").contains(
        "import charges: DAP, due from the shopper on delivery, about 141.73"))
  }
}
