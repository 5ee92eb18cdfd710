import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

/// Reading the landed-cost tables (`RateTables/README.md`, "Landed cost"):
/// every file optional, every bad cell an error at its file, line and
/// column, and a book without them without the stage.
@Suite("Landed-cost tables")
struct LandedCostLoaderTests {
  /// The minimal merchant (US, USD) with a small set of every landed-cost
  /// file.
  static func files() throws -> [String: String] {
    var files = try TestBooks.minimalMerchant()
    files["classifications.csv"] = "category,hsCode,originCountry\nstandard,6109.10.00,CN\n"
    files["duty_rates.csv"] = """
      destination,hsPrefix,origin,rate,amount,per,layer,from,until,preference
      GB,6109,,12,,,base,,,
      GB,6109,VN,0,,,base,,,UK-Vietnam FTA
      GB,,,,0.50,kg,additional,2026-01-01,2027-01-01,

      """
    files["import_regimes.csv"] = """
      destination,threshold,currency,measure,per,relieves,sellerCollectsVAT,flatDuty,flatDutyCurrency,dutyWaivedBelow,vatBase,from,until
      GB,135,GBP,goods,consignment,duty,belowThreshold,,,9,goodsShippingDuty,,

      """
    files["import_vat_rates.csv"] = "destination,category,rate,from,until\nGB,,20,,\nGB,books,0,,\n"
    files["import_fees.csv"] =
      "destination,service,kind,amount,currency,per,from,until\nGB,ground,carrier,5.00,USD,consignment,,\n"
    files["exchange_rates.csv"] = "currency,rate,from,until\nGBP,1.25,,\n"
    files["services.csv"] =
      "service,carrier,label,type,incoterm,absorbImportCharges\nground,UPS,Ground,shipping,DDP,no\n"
    return files
  }

  @Test("A book without landed-cost files has no landed-cost stage")
  func noFilesNoStage() throws {
    let book = try RateBook.load(from: .files(TestBooks.minimalMerchant()))
    #expect(book.landedCost == nil)
    // The samples that ship abroad have the files, and the others none.
    let names: Set<String> = [
      "classifications.csv", "duty_rates.csv", "import_regimes.csv", "import_vat_rates.csv", "import_fees.csv",
      "exchange_rates.csv",
    ]
    for sample in SampleMerchant.allCases {
      let hasFiles = !names.isDisjoint(with: sample.files.keys)
      #expect((TestBooks.book(sample).landedCost != nil) == hasFiles, "\(sample)")
    }
  }

  @Test("Every table loads into rows, the classification by category, and the service's terms")
  func loads() throws {
    let book = try RateBook.load(from: .files(Self.files()))
    let tables = try #require(book.landedCost)
    #expect(tables.duties.count == 3)
    #expect(tables.duties[1].origin == CountryCode(rawValue: "VN") && tables.duties[1].preference == "UK-Vietnam FTA")
    #expect(tables.duties[2].per == .kg && tables.duties[2].amount == 50 && tables.duties[2].layer == .additional)
    #expect(
      tables.regimes.count == 1 && tables.regimes[0].threshold.amount == 13_500
        && tables.regimes[0].dutyWaivedBelow == 900)
    #expect(tables.vatRates.count == 2 && tables.fees.count == 1 && tables.exchangeRates.count == 1)
    #expect(tables.destinations == [CountryCode.unitedKingdom])
    let standard = book.categories.id(of: CartLine.standardCategory)
    #expect(tables.classifications[standard]?.hsCode == HSCode("61091000"))
    #expect(tables.unclassifiedLines == .refuse)
    #expect(tables.terms["ground"] == ImportTerms(incoterm: .DDP, absorbsImportCharges: false))
  }

  /// Each case: the file, its new text, and the start of the diagnostic.
  static let badCells: [(file: String, text: String, diagnostic: String, message: String)] = [
    (
      "classifications.csv", "category,hsCode,originCountry\nstandard,6109,CN\n", "classifications.csv:2:10: error:",
      "'6109' is not an HS code"
    ),
    (
      "classifications.csv", "category,hsCode,originCountry\nstandard,610910,XX\n", "classifications.csv:2:17: error:",
      "unknown country 'XX'"
    ),
    (
      "duty_rates.csv", "destination,hsPrefix,layer,origin,rate\nGB,6109,base,ZZ,12\n", "duty_rates.csv:2:14: error:",
      "unknown country 'ZZ'"
    ),
    (
      "duty_rates.csv", "destination,hsPrefix,layer,rate\nGB,61A9,base,12\n", "duty_rates.csv:2:4: error:",
      "'61A9' is not an HS code prefix"
    ),
    (
      "duty_rates.csv", "destination,hsPrefix,layer,rate,amount\nGB,6109,base,,2.00\n", "duty_rates.csv:2:",
      "needs 'per'"
    ),
    (
      "duty_rates.csv", "destination,hsPrefix,layer,rate\nGB,6109,tariff,12\n", "duty_rates.csv:2:9: error:",
      "'tariff' is not one of base, additional"
    ),
    (
      "duty_rates.csv",
      "destination,hsPrefix,layer,rate,from,until\nGB,6109,base,12,,2027-01-01\nGB,6109,base,10,2026-06-01,\n",
      "duty_rates.csv:3:4: error:", "overlaps duty_rates.csv:2:4"
    ),
    (
      "duty_rates.csv", "destination,hsPrefix,layer,rate,from,until\nGB,6109,base,12,2027-01-01,2026-01-01\n",
      "duty_rates.csv:2:", "'until' 2026-01-01 must be after 'from' 2027-01-01"
    ),
    (
      "import_regimes.csv", "destination,threshold,currency\nGB,135,JPY\n", "import_regimes.csv:2:8: error:",
      "no row of exchange_rates.csv converts JPY to USD"
    ),
    (
      "import_regimes.csv", "destination,threshold,currency\nGB,135,GBX\n", "import_regimes.csv:2:8: error:",
      "'GBX' is not an ISO 4217 currency code"
    ),
    (
      "import_regimes.csv", "destination,threshold,currency,relieves\nGB,,GBP,duty\n", "import_regimes.csv:2:",
      "'relieves' applies at or below a threshold"
    ),
    (
      "import_regimes.csv", "destination,threshold,currency\nGB,135,GBP\nGB,150,GBP\n",
      "import_regimes.csv:3:1: error:",
      "overlaps that of import_regimes.csv:2"
    ),
    (
      "import_vat_rates.csv", "destination,category,rate\nGB,,120\n", "import_vat_rates.csv:2:", "cannot exceed 100%"
    ),
    (
      "import_fees.csv", "destination,service,kind,amount,currency,per\nGB,air,carrier,5.00,USD,consignment\n",
      "import_fees.csv:2:4: error:", "unknown service 'air'"
    ),
    (
      "exchange_rates.csv", "currency,rate,from,until\nGBP,1.25,,2027-01-01\nGBP,1.30,2026-12-01,\n",
      "exchange_rates.csv:3:", "overlaps exchange_rates.csv:2"
    ),
    ("exchange_rates.csv", "currency,rate\nGBP,-1\n", "exchange_rates.csv:2:5: error:", "not above 0"),
    (
      "services.csv", "service,carrier,label,type,incoterm\nground,UPS,Ground,shipping,CIF\n", "services.csv:2:",
      "'CIF' is not one of DDP, DAP"
    ),
    (
      "services.csv", "service,carrier,label,type,incoterm,absorbImportCharges\nground,UPS,Ground,shipping,DAP,yes\n",
      "services.csv:2:", "'absorbImportCharges' is 'yes' only with 'incoterm' DDP"
    ),
  ]

  @Test("Each bad cell is an error at its file, line and column", arguments: badCells.indices)
  func badCell(_ index: Int) throws {
    let (file, text, diagnostic, message) = Self.badCells[index]
    var files = try Self.files()
    files[file] = text
    let diagnostics = TestBooks.loadingDiagnostics(files)
    #expect(
      diagnostics.contains { $0.description.hasPrefix(diagnostic) && $0.message.contains(message) },
      "\(diagnostics.map(\.description).joined(separator: "\n"))")
  }

  @Test("A threshold in a currency some row converts on some of its days loads; the other days fail at quote time")
  func partialCoverageLoads() throws {
    var files = try Self.files()
    files["exchange_rates.csv"] = "currency,rate,from,until\nGBP,1.25,2026-01-01,2026-02-01\n"
    let tables = try #require(try RateBook.load(from: .files(files)).landedCost)
    let day = try #require(CalendarDate(iso: "2026-03-01")).dayNumber
    #expect(throws: LandedCostProblem.noExchangeRate(currency: "GBP", day: day)) {
      try CurrencyConversion.of(
        tables.regimes[0].threshold.currency, into: try CurrencyTable.iso4217.currency(for: "USD"), on: day, in: tables)
    }
  }

  @Test("The manifest's unclassifiedLines is refuse or pending")
  func unclassifiedPolicy() throws {
    var files = try Self.files()
    files["manifest.json"] = files["manifest.json"]!.replacingOccurrences(
      of: #""pricesIncludeTax": false"#, with: #""pricesIncludeTax": false, "unclassifiedLines": "pending""#)
    #expect(try RateBook.load(from: .files(files)).landedCost?.unclassifiedLines == .pending)
    files["manifest.json"] = files["manifest.json"]!.replacingOccurrences(of: #""pending""#, with: #""dutyFree""#)
    let diagnostics = TestBooks.loadingDiagnostics(files)
    #expect(diagnostics.contains { $0.message.contains("'unclassifiedLines' must be one of refuse, pending") })
  }
}
