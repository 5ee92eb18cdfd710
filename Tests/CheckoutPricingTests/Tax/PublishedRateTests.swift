import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

/// The tax the sample tables charge, checked against the published rates
/// they were built from (state revenue departments and the Tax Foundation's
/// 2026 tables, Canada Revenue Agency, HMRC, the European Commission, Japan's
/// National Tax Agency), written out here independently of the CSV files.
@Suite("Published tax rates")
struct PublishedRateTests {
  /// State, standard rate, food-for-home rate, shipping rule: every state,
  /// DC and Puerto Rico. Food: 0 where exempt; the reduced state rate (AL,
  /// MS, MO, TN) or the uniform statewide local food rate (NC, UT, VA);
  /// the full rate where food is taxed (HI, ID, SD). Puerto Rico: 10.5
  /// Commonwealth plus 1 municipal IVU.
  static let states: [(String, String, String, ShippingTaxability)] = [
    ("AL", "4", "2", .exempt), ("AK", "0", "0", .exempt), ("AZ", "5.6", "0", .exempt),
    ("AR", "6.5", "0", .proportional), ("CA", "7.25", "0", .exempt), ("CO", "2.9", "0", .exempt),
    ("CT", "6.35", "0", .taxable), ("DE", "0", "0", .exempt), ("DC", "6.5", "0", .taxable),
    ("FL", "6", "0", .taxable), ("GA", "4", "0", .proportional), ("HI", "4", "4", .taxable),
    ("ID", "6", "6", .exempt), ("IL", "6.25", "0", .taxable), ("IN", "7", "0", .proportional),
    ("IA", "6", "0", .exempt), ("KS", "6.5", "0", .proportional), ("KY", "6", "0", .proportional),
    ("LA", "5", "0", .taxable), ("ME", "5.5", "0", .exempt), ("MD", "6", "0", .exempt),
    ("MA", "6.25", "0", .exempt), ("MI", "6", "0", .exempt), ("MN", "6.875", "0", .proportional),
    ("MS", "7", "5", .taxable), ("MO", "4.225", "1.225", .exempt), ("MT", "0", "0", .exempt),
    ("NE", "5.5", "0", .proportional), ("NV", "6.85", "0", .exempt), ("NH", "0", "0", .exempt),
    ("NJ", "6.625", "0", .proportional), ("NM", "4.875", "0", .taxable), ("NY", "4", "0", .proportional),
    ("NC", "4.75", "2", .proportional), ("ND", "5", "0", .proportional), ("OH", "5.75", "0", .proportional),
    ("OK", "4.5", "0", .exempt), ("OR", "0", "0", .exempt), ("PA", "6", "0", .taxable),
    ("RI", "7", "0", .proportional), ("SC", "6", "0", .taxable), ("SD", "4.2", "4.2", .proportional),
    ("TN", "7", "4", .proportional), ("TX", "6.25", "0", .proportional), ("UT", "6.1", "3", .exempt),
    ("VT", "6", "0", .proportional), ("VA", "5.3", "1", .exempt), ("WA", "6.5", "0", .proportional),
    ("WV", "6", "0", .proportional), ("WI", "5", "0", .proportional), ("WY", "4", "0", .exempt),
    ("PR", "11.5", "0", .taxable),
  ]

  /// Combined local rates of the sample's cities, at a ZIP code inside each.
  static let cities: [(String, String, String)] = [
    ("NY", "10001", "8.875"), ("IL", "60601", "10.25"), ("WA", "98101", "10.55"), ("CA", "90012", "9.75"),
    ("GA", "30303", "8.9"), ("CO", "80202", "9.15"), ("AZ", "85003", "8.6"), ("TX", "77002", "8.25"),
    ("TX", "75201", "8.25"), ("FL", "33101", "7"), ("MA", "02108", "6.25"), ("PA", "19103", "8"),
    ("TN", "37201", "9.75"), ("LA", "70112", "10"), ("NV", "89101", "8.375"), ("MN", "55401", "9.025"),
    ("OR", "97201", "0"), ("AK", "99501", "0"), ("AK", "99801", "5"),
  ]

  /// Province, GST or HST, provincial tax (PST, RST or QST).
  static let provinces: [(String, String, String)] = [
    ("AB", "5", "0"), ("BC", "5", "7"), ("MB", "5", "7"), ("NB", "15", "0"), ("NL", "15", "0"), ("NS", "14", "0"),
    ("NT", "5", "0"), ("NU", "5", "0"), ("ON", "13", "0"), ("PE", "15", "0"), ("QC", "5", "9.975"),
    ("SK", "5", "6"), ("YT", "5", "0"),
  ]

  /// The tax on one line of 100.00 (or ¥10,000), prices as the merchant has them.
  private func tax(
    _ book: RateBook, _ destination: Destination, category: String = "standard", amount: Int64 = 10_000
  ) throws -> TaxResult {
    let line = LineAmount(
      id: "x", category: category,
      amount: Amount(uncheckedMinorUnits: amount, exponent: book.merchant.currency.minorUnits))
    // The sample's rates are those in force in 2026.
    return try book.tax(for: TaxRequest(destination: destination, lines: [line], asOf: QuoteFixtures.asOf))
  }

  /// A percentage's tax on 100.00 in cents, which is exact for these rates
  /// up to half a cent.
  private func cents(ofPercent text: String, mode: RoundingMode = .halfAwayFromZero) throws -> Int64 {
    try Rate(percent: text).applied(to: Amount(uncheckedMinorUnits: 10_000, exponent: 2), rounding: mode).minorUnits
  }

  @Test("Every state, DC and Puerto Rico: the published state rate, food rate and shipping rule", arguments: states)
  func unitedStates(state: String, rate: String, food: String, shipping: ShippingTaxability) throws {
    let book = TestBooks.book(.usOutfitters)
    let destination = Destination(country: .unitedStates, region: state)
    let standard = try tax(book, destination)
    #expect(standard.jurisdiction?.id == "us-\(state.lowercased())")
    #expect(standard.jurisdiction?.shipping == shipping)
    #expect(standard.total.minorUnits == (try cents(ofPercent: rate)), "\(state) standard")
    #expect(
      try tax(book, destination, category: "groceries").total.minorUnits == (try cents(ofPercent: food)),
      "\(state) food")
    #expect(standard.rates.map(\.rate) == [try Rate(percent: rate)])
    #expect(standard.amountToAdd == standard.total)
  }

  @Test("The sample's cities: the published combined rate, split across components that add up", arguments: cities)
  func cityRates(state: String, zip: String, rate: String) throws {
    let book = TestBooks.book(.usOutfitters)
    let destination = try Destination(
      contact: ContactFields(administrativeArea: state, postalCode: zip, countryCode: "US"))
    // 1,000.00 keeps every component's share exact to the cent.
    let result = try tax(book, destination, amount: 100_000)
    let jurisdiction = try #require(result.jurisdiction)
    #expect(jurisdiction.id.hasPrefix("us-\(state.lowercased())-"), "\(jurisdiction.id) is not a local jurisdiction")
    let expected = try Rate(percent: rate).applied(
      to: Amount(uncheckedMinorUnits: 100_000, exponent: 2), rounding: .halfAwayFromZero)
    #expect(result.total == expected, "\(jurisdiction.id)")
    #expect(result.components.reduce(Int64(0)) { $0 + $1.tax.minorUnits } == result.total.minorUnits)
    for component in result.components {
      #expect(component.tax == (try component.rate.applied(to: component.base, rounding: .halfAwayFromZero)))
    }
  }

  @Test(
    "Every Canadian province and territory: GST or HST and its provincial tax, rounded separately", arguments: provinces
  )
  func canada(province: String, federal: String, provincial: String) throws {
    let book = TestBooks.book(.usOutfitters)
    let destination = Destination(country: .canada, region: province)
    let result = try tax(book, destination)
    #expect(result.jurisdiction?.id == "ca-\(province.lowercased())")
    #expect(result.jurisdiction?.componentRounding == .separate)
    let expected = try cents(ofPercent: federal) + cents(ofPercent: provincial)
    #expect(result.total.minorUnits == expected)
    let parts = result.components.map { "\($0.label) \($0.rate.percentText)" }
    let federalName = ["NB", "NL", "NS", "ON", "PE"].contains(province) ? "HST" : "GST"
    let provincialName = province == "QC" ? "QST" : province == "MB" ? "RST" : "PST"
    #expect(parts.first == "\(federalName) \(federal)")
    #expect(provincial == "0" ? parts.count == 1 : parts.last == "\(provincialName) \(provincial)")
    // Basic groceries are zero-rated for GST/HST and exempt from PST and QST.
    #expect(try tax(book, destination, category: "groceries").total.minorUnits == 0)
  }

  @Test("Quebec rounds GST and QST each on its own: 1.04 gives 0.05 + 0.10, where one combined rate would give 0.16")
  func quebecRoundsSeparately() throws {
    let book = TestBooks.book(.usOutfitters)
    let result = try tax(book, Destination(country: .canada, region: "QC"), amount: 104)
    // GST 0.052 → 0.05 and QST 0.10374 → 0.10; 14.975% as one rate is 0.15574 → 0.16.
    #expect(result.components.map(\.tax.minorUnits) == [5, 10])
    #expect(result.total.minorUnits == 15)
  }

  @Test(
    "The UK merchant: VAT 20, 5 and 0 in Britain (inclusive), none on exports to the EU",
    arguments: [("standard", "20"), ("reduced", "5"), ("zero", "0"), ("exempt", "0")])
  func unitedKingdom(category: String, rate: String) throws {
    let book = TestBooks.book(.ukTeahouse)
    let britain = try tax(
      book, try Destination(contact: ContactFields(postalCode: "EH1 1YZ", countryCode: "GB")), category: category,
      amount: 12_000)
    #expect(britain.jurisdiction?.id == "gb-vat" && britain.pricesIncludeTax)
    // 120.00 including r% holds 120 r / (100 + r).
    let expected = try Rate(percent: rate).includedPortion(
      of: Amount(uncheckedMinorUnits: 12_000, exponent: 2), rounding: .halfAwayFromZero)
    #expect(britain.total == expected)
    #expect(britain.lines[0].isExempt == (category == "exempt"))
    for country in ["IE", "FR", "DE", "NL", "BE"] {
      let export = try tax(book, Destination(country: CountryCode(rawValue: country)!), category: category)
      #expect(export.jurisdiction?.id == "export" && export.total.minorUnits == 0, "\(country)")
    }
  }

  @Test(
    "The EU merchant: each member state's VAT of 2026 on stationery and books (inclusive), none on exports to Switzerland",
    arguments: [
      ("DE", "19", "7"), ("FR", "20", "5.5"), ("NL", "21", "9"), ("IT", "22", "4"), ("AT", "20", "10"),
      ("CH", "0", "0"),
    ])
  func europeanUnion(country: String, standard: String, books: String) throws {
    // European Commission, Taxes in Europe Database, "VAT rates" (2026);
    // Switzerland: an export, exempt (Directive 2006/112/EC, Article 146).
    let book = TestBooks.book(.deBookshop)
    for (category, rate) in [("standard", standard), ("books", books)] {
      let result = try tax(
        book, Destination(country: CountryCode(rawValue: country)!), category: category, amount: 12_000)
      #expect(result.jurisdiction?.id == (country == "CH" ? "export" : "\(country.lowercased())-vat"))
      #expect(result.pricesIncludeTax)
      // 120.00 including r% holds 120 r / (100 + r).
      let expected = try Rate(percent: rate).includedPortion(
        of: Amount(uncheckedMinorUnits: 12_000, exponent: 2), rounding: .halfAwayFromZero)
      #expect(result.total == expected, "\(country) \(category)")
    }
  }

  @Test(
    "The Japanese merchant: consumption tax 10%, 8% on food, anywhere in Japan",
    arguments: [("standard", 909), ("reduced", 740)])
  func japan(category: String, tax expected: Int64) throws {
    let book = TestBooks.book(.jpStationery)
    for postcode in ["100-0005", "060-0001", "900-0001"] {
      let destination = try Destination(contact: ContactFields(postalCode: postcode, countryCode: "JP"))
      // ¥10,000 including 10% holds 909.09 (truncated to 909); including 8%, 740.74 (740).
      let result = try tax(book, destination, category: category)
      #expect(result.jurisdiction?.id == "jp" && result.total.minorUnits == expected, "\(postcode)")
    }
  }

  @Test(
    "The US merchant's export countries are charged no tax",
    arguments: ["GB", "DE", "FR", "NL", "IE", "IT", "ES", "BE", "AT", "AU", "JP"])
  func usExports(country: String) throws {
    let result = try tax(TestBooks.book(.usOutfitters), Destination(country: CountryCode(rawValue: country)!))
    #expect(result.jurisdiction?.id == "export" && result.total.minorUnits == 0)
  }

  @Test("An address no tax area covers is charged nothing, and the result says it has no jurisdiction")
  func noJurisdiction() throws {
    let result = try tax(TestBooks.book(.usOutfitters), Destination(country: CountryCode(rawValue: "MX")!))
    #expect(result.jurisdiction == nil && result.total.minorUnits == 0 && result.components.isEmpty)
    #expect(result.lines.map(\.net.minorUnits) == [10_000])
  }
}
