import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("Currency table")
struct CurrencyTableTests {
  // ISO 4217 exponents that are not 2, from shared/reference/apple-pay-contract.md.
  static let nonTwoExponents: [(String, Int)] =
    [
      "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "UYI", "VND",
      "VUV", "XAF", "XOF", "XPF",
    ].map { ($0, 0) }
    + ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"].map { ($0, 3) }
    + [("CLF", 4), ("UYW", 4)]

  @Test("ISO exponents that are not 2", arguments: nonTwoExponents)
  func nonTwoExponent(code: String, exponent: Int) throws {
    #expect(try CurrencyTable.iso4217.currency(for: code).minorUnits == exponent)
  }

  @Test("Every other currency has exponent 2")
  func everythingElseIsTwo() {
    let special = Set(Self.nonTwoExponents.map(\.0))
    let others = CurrencyTable.iso4217.currencies.filter { !special.contains($0.code) }
    #expect(others.count > 130)
    #expect(others.allSatisfy { $0.minorUnits == 2 }, "\(others.filter { $0.minorUnits != 2 })")
  }

  @Test("The table holds active currencies, not withdrawn ones or units without a minor unit")
  func activeOnly() throws {
    for code in ["USD", "EUR", "GBP", "CAD", "AUD", "JPY", "CHF", "SLE", "VED", "ZWG", "XCG"] {
      _ = try CurrencyTable.iso4217.currency(for: code)
    }
    for code in ["HRK", "SLL", "ZWL", "CUC", "XAU", "XDR", "XXX", "XTS"] {
      #expect(throws: MoneyError.self, "\(code)") { try CurrencyTable.iso4217.currency(for: code) }
    }
    let numericCodes = CurrencyTable.iso4217.currencies.map(\.numericCode)
    #expect(Set(numericCodes).count == numericCodes.count)
  }

  @Test("Lookup ignores case", arguments: ["usd", "USD", "Usd", "uSD"])
  func caseInsensitive(code: String) throws {
    let currency = try CurrencyTable.iso4217.currency(for: code)
    #expect(currency.code == "USD")
    #expect(currency.numericCode == 840)
  }

  @Test("Unknown and malformed codes are errors", arguments: ["ZZZ", "", "US", "USDX", " USD", "U$D", "ÜSD"])
  func unknownCode(code: String) {
    #expect {
      try CurrencyTable.iso4217.currency(for: code)
    } throws: { error in
      (error as? MoneyError)?.code == .unknownCurrency
    }
  }

  @Test("A merchant can override an exponent without touching the ISO table")
  func override() throws {
    let table = try CurrencyTable.iso4217.overriding(minorUnits: ["huf": 0, "TWD": 0])
    #expect(try table.currency(for: "HUF").minorUnits == 0)
    #expect(try table.currency(for: "TWD").minorUnits == 0)
    #expect(try table.currency(for: "HUF").numericCode == 348)
    #expect(try CurrencyTable.iso4217.currency(for: "HUF").minorUnits == 2)
    #expect(table.currencies.count == CurrencyTable.iso4217.currencies.count)
  }

  @Test("Overriding an unknown code or an impossible exponent is an error")
  func badOverride() {
    #expect(throws: MoneyError.self) { try CurrencyTable.iso4217.overriding(minorUnits: ["ZZZ": 2]) }
    #expect(throws: MoneyError.self) { try CurrencyTable.iso4217.overriding(minorUnits: ["USD": 7]) }
    #expect(throws: MoneyError.self) { try CurrencyTable.iso4217.overriding(minorUnits: ["USD": -1]) }
  }

  // RubyMoney #506: changing an exponent reinterpreted stored amounts.
  @Test("An amount keeps its value when the currency's exponent is overridden")
  func overrideKeepsAmounts() throws {
    let usd = try CurrencyTable.iso4217.currency(for: "USD")
    let price = try Amount(parsing: "2.43", currency: usd)
    let threeDigits = try CurrencyTable.iso4217.overriding(minorUnits: ["USD": 3]).currency(for: "USD")
    #expect(price.decimal == Decimal(string: "2.43"))
    let rescaled = try price.rescaled(toExponent: threeDigits.minorUnits)
    #expect(rescaled.formatted() == "2.430")
    #expect(rescaled.decimal == price.decimal)
    #expect(throws: MoneyError.self) { try Amount(parsing: "2.435", currency: usd) }
  }
}
