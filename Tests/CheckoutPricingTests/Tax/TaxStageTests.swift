import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("Tax stage")
struct TaxStageTests {
  private func lines(_ items: (String, String, String)..., exponent: Int = 2) -> [LineAmount] {
    items.map { LineAmount(id: $0.0, category: $0.1, amount: try! Amount(parsing: $0.2, exponent: exponent)) }
  }

  private let london = try! Destination(contact: ContactFields(postalCode: "BN2 1AA", countryCode: "GB"))

  @Test(
    "A line's category finds its rate set through the book's category ids, in small tables (compared in place) and large ones (hashed)",
    arguments: [2, 6, 12])
  func categorySets(categoryCount: Int) throws {
    var files = try TestBooks.minimalMerchant()
    files["tax_jurisdictions.csv"] = "jurisdiction,label,shipping\na,County A,taxable\n"
    files["tax_areas.csv"] = "jurisdiction,country,region\na,US,GA\n"
    // Categories named `c0`, `c1`...; names are ASCII identifiers.
    let categories = (0..<categoryCount).map { "c\($0)" }
    files["tax_rates.csv"] =
      "jurisdiction,component,label,level,category,rate,compound\na,state,State,state,standard,4,\n"
      + categories.enumerated().map { "a,state,State,state,\($1),\($0 + 1),\n" }.joined()
    let book = try RateBook.load(from: .files(files))
    let schedule = try #require(book.tax.jurisdictions.first { $0.id == "a" }).schedule
    #expect(schedule.names.count == categoryCount + 3)  // with standard, zero and exempt
    #expect(book.categories.names.count == categoryCount + 4)  // and giftCard, which takes exempt's set
    for name in schedule.names {
      let id = book.categories.id(of: name)
      #expect(book.categories.names[id] == name)
      #expect(schedule.set(for: id) == schedule.names.firstIndex(of: name), "\(name)")
    }
    #expect(book.categories.id(of: "unknown") == CategoryTable.unnamed)
    #expect(schedule.set(for: book.categories.id(of: "unknown")) == schedule.standard)
    #expect(schedule.names[schedule.standard] == TaxComponent.standardCategory)
  }

  @Test("Jurisdictions with the same rates share one schedule; labels do not matter, rates and compounding do")
  func sharedSchedules() throws {
    var files = try TestBooks.minimalMerchant()
    files["tax_jurisdictions.csv"] = """
      jurisdiction,label,shipping
      a,County A,taxable
      b,County B,exempt
      c,County C,taxable
      d,County D,taxable
      """
    files["tax_areas.csv"] = "jurisdiction,country,region\na,US,GA\nb,US,FL\nc,US,AL\nd,US,SC\n"
    files["tax_rates.csv"] = """
      jurisdiction,component,label,level,category,rate,compound
      a,state,State,state,standard,4,
      a,county,County A,county,standard,3.0,
      b,state,The state,state,standard,4.00,
      b,county,County B,county,standard,3,
      c,state,State,state,standard,4,
      c,county,County C,county,standard,3,yes
      d,state,State,state,standard,4,
      d,county,County D,county,standard,3,
      d,county,County D,county,groceries,1,
      """
    let jurisdictions = Dictionary(
      uniqueKeysWithValues: try RateBook.load(from: .files(files)).tax.jurisdictions.map { ($0.id, $0) })
    let (a, b, c, d) = try (
      #require(jurisdictions["a"]), #require(jurisdictions["b"]), #require(jurisdictions["c"]),
      #require(jurisdictions["d"])
    )
    #expect(a.schedule === b.schedule)
    #expect(a.schedule !== c.schedule && a.schedule !== d.schedule)
    // Sharing changes nothing a jurisdiction reports.
    #expect(
      a.components.map(\.label) == ["State", "County A"] && b.components.map(\.label) == ["The state", "County B"])
    #expect(b.shipping != a.shipping)
    #expect(c.schedule.combinedUnits[0] > a.schedule.combinedUnits[0])
  }

  @Test("UK: delivery follows the goods, split between zero-rated tea and standard-rated teaware")
  func proportionalShipping() throws {
    let book = TestBooks.book(.ukTeahouse)
    let result = try book.tax(
      for: TaxRequest(
        destination: london, lines: lines(("tea", "zero", "20.00"), ("teapot", "standard", "30.00")),
        shipping: usd("4.95")))
    // 4.95 splits 1.98 (zero) and 2.97 (standard); 2.97 holds 0.495 VAT, rounded half up.
    #expect(result.shipping.tax == usd("0.50") && result.shipping.net == usd("4.45"))
    #expect(result.lines.map(\.tax) == [usd("0.00"), usd("5.00")])
    #expect(result.total == usd("5.50"))
    #expect(result.rates.map { "\($0.rate) \($0.base) \($0.tax)" } == ["20% 27.47 5.50", "0% 21.98 0.00"])
    #expect(result.components.map { "\($0.label) \($0.rate) \($0.tax)" } == ["VAT 20% 5.50", "VAT 0% 0.00"])
  }

  @Test("Proportional shipping is split by tax treatment: a category with no rates of its own goes with standard")
  func proportionalByTreatment() throws {
    // Atlanta splits shipping in proportion to what is taxed at each rate.
    // Gift wrap has no row in tax_rates.csv, so it is taxed like standard
    // goods, and its share of the shipping goes with theirs: 10.00 splits
    // 110/160 and 50/160, 6.875 and 3.125, largest remainder 6.88 and 3.12.
    // (Split by category, three ways, groceries would get 3.13.)
    let book = TestBooks.book(.usOutfitters)
    let atlanta = try Destination(
      contact: ContactFields(administrativeArea: "GA", postalCode: "30303", countryCode: "US"))
    let result = try book.tax(
      for: TaxRequest(
        destination: atlanta,
        lines: lines(
          ("tent", "standard", "100.00"), ("trail-mix", "groceries", "50.00"), ("wrap", "gift-wrap", "10.00")),
        shipping: usd("10.00")))
    #expect(result.jurisdiction?.id == "us-ga-atlanta")
    #expect(result.rates.map { "\($0.rate) \($0.base)" } == ["8.9% 116.88", "4.9% 53.12"])
  }

  @Test("Exempt lines are in no base; zero-rated ones are, at 0%")
  func exemptAndZero() throws {
    let book = TestBooks.book(.ukTeahouse)
    let result = try book.tax(
      for: TaxRequest(destination: london, lines: lines(("voucher", "exempt", "25.00"), ("tea", "zero", "10.00"))))
    #expect(result.lines.map(\.isExempt) == [true, false])
    #expect(result.rates.map { "\($0.rate) \($0.base)" } == ["0% 10.00"])
    #expect(result.total == usd("0.00"))
  }

  @Test("A rate with neither base nor tax, such as a free line's, is left out of the breakdown")
  func emptyRatesLeftOut() throws {
    let book = TestBooks.book(.ukTeahouse)
    let result = try book.tax(
      for: TaxRequest(destination: london, lines: lines(("sample", "zero", "0.00"), ("teapot", "standard", "30.00"))))
    #expect(result.rates.map { "\($0.rate) \($0.base) \($0.tax)" } == ["20% 25.00 5.00"])
    #expect(result.components.map { "\($0.label) \($0.rate) \($0.tax)" } == ["VAT 20% 5.00"])
  }

  @Test("Japan: one rounding per rate per invoice, truncated, and the lines share it")
  func japanPerRate() throws {
    let book = TestBooks.book(.jpStationery)
    let tokyo = try Destination(contact: ContactFields(postalCode: "100-0005", countryCode: "JP"))
    let result = try book.tax(
      for: TaxRequest(
        destination: tokyo,
        lines: lines(("pen", "standard", "1099"), ("ink", "standard", "1099"), ("tea", "reduced", "540"), exponent: 0),
        shipping: Amount(uncheckedMinorUnits: 550, exponent: 0)))
    // 10%: (1099 + 1099 + 550) x 10/110 = 249.8 → 249; per line it would be 99 + 99 + 50 = 248.
    // 8%: 540 x 8/108 = 40.
    #expect(result.rates.map { "\($0.rate) \($0.tax)" } == ["10% 249", "8% 40"])
    #expect(result.total.minorUnits == 289)
    #expect(result.lines.map(\.tax.minorUnits).reduce(0, +) + result.shipping.tax.minorUnits == 289)
    #expect(result.roundingLevel == .invoicePerRate && result.roundingMode == .towardZero)
  }

  @Test("A compound component is charged on the price plus the other taxes, combined or separate")
  func compound() throws {
    for rounding in ["", "separate"] {
      let book = try TestBooks.book(
        .usOutfitters,
        editing: [
          "tax_jurisdictions.csv": { $0 + "ca-pe-1997,PEI (compound PST),taxable,,,\(rounding),\n" },
          "tax_areas.csv": { $0.replacingOccurrences(of: "ca-pe,include,CA,PE,,", with: "ca-pe-1997,include,CA,PE,,") },
          "tax_rates.csv": {
            $0 + "ca-pe-1997,gst,GST,country,standard,5,no,,,,\nca-pe-1997,pst,PST,province,standard,10,yes,,,,\n"
          },
        ])
      let result = try book.tax(
        for: TaxRequest(
          destination: Destination(country: .canada, region: "PE"), lines: lines(("a", "standard", "100.00"))))
      #expect(result.jurisdiction?.id == "ca-pe-1997")
      // GST 5.00; PST 10% of 105.00 = 10.50.
      #expect(result.components.map { "\($0.label) \($0.tax)" } == ["GST 5.00", "PST 10.50"], "\(rounding)")
      #expect(result.components.map(\.isCompound) == [false, true])
      #expect(result.rates.map(\.rate.percentText) == ["15.5"])
      #expect(result.total == usd("15.50"))
    }
  }

  @Test("A redacted postcode that finer tax areas cut through says the tax depends on the full postcode")
  func dependsOnFullPostcode() throws {
    let book = try TestBooks.book(.ukTeahouse, editing: ["tax_areas.csv": { $0 + "export,include,GB,,,BN1 1AA\n" }])
    let redacted = try Destination(contact: ContactFields(postalCode: "BN1", countryCode: "GB"))
    let result = try book.tax(for: TaxRequest(destination: redacted, lines: lines(("a", "standard", "12.00"))))
    #expect(result.jurisdiction?.id == "gb-vat" && result.dependsOnFullPostcode)
    let full = try Destination(contact: ContactFields(postalCode: "BN1 1AA", countryCode: "GB"))
    #expect(try book.tax(for: TaxRequest(destination: full, lines: [])).jurisdiction?.id == "export")
  }

  @Test("Exclusive tax is added to the total; inclusive tax is not")
  func amountToAdd() throws {
    let us = try TestBooks.book(.usOutfitters).tax(
      for: TaxRequest(
        destination: Destination(country: .unitedStates, region: "GA"), lines: lines(("a", "standard", "10.00"))))
    #expect(us.amountToAdd == usd("0.40") && !us.pricesIncludeTax)
    let uk = try TestBooks.book(.ukTeahouse).tax(
      for: TaxRequest(destination: london, lines: lines(("a", "standard", "12.00"))))
    #expect(uk.total == usd("2.00") && uk.amountToAdd == usd("0.00") && uk.pricesIncludeTax)
  }

  @Test("A negative amount or one in another currency's minor unit is a thrown error naming the line")
  func badRequests() {
    let book = TestBooks.book(.usOutfitters)
    let ga = Destination(country: .unitedStates, region: "GA")
    #expect {
      try book.tax(for: TaxRequest(destination: ga, lines: lines(("a", "standard", "-1.00"))))
    } throws: { ($0 as? QuoteError)?.reason == .invalidLine && ($0 as? QuoteError)?.path == "lines[0]" }
    #expect {
      try book.tax(for: TaxRequest(destination: ga, lines: [], shipping: Amount(uncheckedMinorUnits: 5, exponent: 3)))
    } throws: { ($0 as? QuoteError)?.reason == .currencyMismatch }
  }
}
