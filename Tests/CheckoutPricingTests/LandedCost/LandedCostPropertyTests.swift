import DecimalReference
import Foundation
import SeededRandom
import TestSupport
import Testing

@testable import CheckoutPricing

/// Properties of the landed-cost stage over seeded random carts, regimes
/// and exchange rates, each checked against an independent `Decimal`
/// computation (`RateTables/README.md`, "Landed cost").
@Suite("Landed cost properties")
struct LandedCostPropertyTests {
  static let dollar = try! CurrencyTable.iso4217.currency(for: "USD")
  static let pound = try! CurrencyTable.iso4217.currency(for: "GBP")
  static let gb = CountryCode.unitedKingdom

  /// A UK-like book: a threshold in GBP at a random rate, a tariff on two
  /// chapters, a surcharge, VAT and a fee, with `relieves` and the seller's
  /// collection drawn too.
  static func tables(_ rng: inout SeededGenerator) throws -> LandedCostTables {
    let rate = try Rate(units: Int64.random(in: 5_000...20_000, using: &rng), scale: 4)
    let threshold = Int64.random(in: 1...100_000, using: &rng)
    let relief = ImportRegime.Relief.allCases.randomElement(using: &rng)!
    let regime = ImportRegime(
      destination: gb,
      threshold: ImportRegime.Threshold(
        amount: threshold, currency: pound, measure: Bool.random(using: &rng) ? .goods : .goodsAndShipping,
        per: Bool.random(using: &rng) ? .consignment : .item),
      relieves: relief, sellerCollectsVAT: Bool.random(using: &rng) ? .belowThreshold : .never, flatDuty: nil,
      dutyWaivedBelow: Bool.random(using: &rng) ? Int64.random(in: 1...2_000, using: &rng) : nil,
      vatBase: Bool.random(using: &rng) ? .goods : .goodsShippingDuty,
      dutyBase: Bool.random(using: &rng) ? .goods : .goodsAndShipping, days: .always, line: 2)
    func duty(_ prefix: UInt64, _ length: Int, _ percent: String, layer: DutyRate.Layer, amount: Int64? = nil)
      throws -> DutyRate
    {
      DutyRate(
        destination: gb, prefix: prefix, prefixLength: length, origin: nil, rate: try Rate(percent: percent),
        amount: amount, per: .unit, layer: layer, days: .always, preference: nil, line: Int(prefix))
    }
    return LandedCostTables(
      duties: [
        try duty(61, 2, "12", layer: .base), try duty(9102, 4, "4.5", layer: .base, amount: 25),
        try duty(0, 0, "2.5", layer: .additional),
      ],
      regimes: [regime],
      vatRates: [ImportVATRate(destination: gb, category: nil, rate: try Rate(percent: "20"), days: .always, line: 2)],
      fees: [
        ImportFee(
          destination: gb, service: nil, kind: .handling, amount: Int64.random(in: 0...500, using: &rng),
          currency: pound, per: .consignment, days: .always, line: 2)
      ],
      exchangeRates: [ExchangeRate(currency: pound, rate: rate, days: .always, line: 2)], classifications: [:],
      destinations: [gb], terms: [:], unclassifiedLines: .refuse, showsImportEstimate: false)
  }

  static func cart(_ rng: inout SeededGenerator) -> [LandedCostRequest.Line] {
    let codes = ["6109.10.00", "6110.20", "9102.11.00", "4901.99"]
    return (0..<Int.random(in: 1...5, using: &rng)).map { _ in
      LandedCostRequest.Line(
        value: Int64.random(in: 0...50_000, using: &rng), quantity: Int64.random(in: 1...4, using: &rng),
        weight: nil, category: CategoryID(0), hsCode: HSCode(codes.randomElement(using: &rng)!),
        origin: CountryCode(rawValue: "CN"), isGoods: true)
    }
  }

  static func request(_ lines: [LandedCostRequest.Line], shipping: Int64) -> LandedCostRequest {
    LandedCostRequest(
      destination: gb, day: 20_000, lines: lines, shipping: shipping, service: nil,
      terms: ImportTerms(incoterm: .DDP, absorbsImportCharges: false), currency: dollar, roundingMode: .halfAwayFromZero,
      pricesIncludeTax: false
    )
  }

  static func decimal(_ units: Int64) -> Decimal { Decimal(units) / 100 }

  @Test(
    "DDP import charges are exactly the listed duties, border VAT and fees; each VAT is its base at its rate, rounded once"
  )
  func chargesAreTheListedFigures() throws {
    let seed = PropertyRun.baseSeed
    var rng = SeededGenerator(seed: seed)
    for index in 0..<PropertyRun.cases(long: PropertyRun.longCases) {
      let tables = try Self.tables(&rng)
      let result = try #require(
        try tables.landedCost(for: Self.request(Self.cart(&rng), shipping: Int64.random(in: 0...5_000, using: &rng))),
        "seed \(seed) case \(index)")
      let duties = result.isDutyWaived ? 0 : result.duties.reduce(0) { $0 + $1.amount }
      let border = result.vat.filter { !$0.isCollectedBySeller }.reduce(0) { $0 + $1.amount }
      let seller = result.vat.filter(\.isCollectedBySeller).reduce(0) { $0 + $1.amount }
      let fees = result.fees.reduce(0) { $0 + $1.amount }
      try #require(
        result.duty == duties && result.importVAT == border && result.sellerVAT == seller, "seed \(seed) case \(index)")
      try #require(result.importCharges == duties + border + fees, "seed \(seed) case \(index)")
      for vat in result.vat {
        let expected = DecimalReference.apply(
          rate: vat.rate.decimal, to: Self.decimal(vat.base), scale: 2, .halfAwayFromZero)
        try #require(Self.decimal(vat.amount) == expected, "seed \(seed) case \(index): \(vat)")
      }
    }
  }

  @Test("The regime decision is value ≤ threshold × rate, exactly, and flips at the last minor unit under it")
  func decisionFlipsExactlyAtTheThreshold() throws {
    let seed = PropertyRun.baseSeed &+ 1
    var rng = SeededGenerator(seed: seed)
    for index in 0..<PropertyRun.cases(long: PropertyRun.longCases) {
      let tables = try Self.tables(&rng)
      let regime = tables.regimes[0]
      let rate = tables.exchangeRates[0].rate.decimal
      let threshold = Self.decimal(regime.threshold.amount!) * rate
      // A one-unit line: per consignment and per item agree.
      var edge = threshold * 100
      var floored = Decimal()
      NSDecimalRound(&floored, &edge, 0, .down)
      let last = NSDecimalNumber(decimal: floored).int64Value
      for (value, isBelow) in [(last, true), (last + 1, false)] {
        let line = LandedCostRequest.Line(
          value: value, quantity: 1, weight: nil, category: CategoryID(0), hsCode: HSCode("610910"),
          origin: CountryCode(rawValue: "CN"), isGoods: true)
        let result = try #require(try tables.landedCost(for: Self.request([line], shipping: 0)))
        try #require(
          result.decision?.isBelow == isBelow && (Self.decimal(value) <= threshold) == isBelow,
          "seed \(seed) case \(index): \(value) against \(threshold)")
      }
      // Random carts agree with the Decimal comparison.
      let lines = Self.cart(&rng)
      let shipping = Int64.random(in: 0...5_000, using: &rng)
      let result = try #require(try tables.landedCost(for: Self.request(lines, shipping: shipping)))
      if regime.threshold.per == .consignment {
        let goods = lines.reduce(0) { $0 + $1.value }
        let measured = goods + (regime.threshold.measure == .goodsAndShipping ? shipping : 0)
        try #require(
          result.decision?.isBelow == (Self.decimal(measured) <= threshold), "seed \(seed) case \(index): \(measured)")
      }
    }
  }
}
