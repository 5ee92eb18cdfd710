import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("Loading rate tables")
struct RateBookLoadingTests {
  @Test("Every sample merchant loads without errors", arguments: Fixtures.sampleMerchants)
  func sampleMerchantLoads(merchant: String) throws {
    let book = try RateBook.load(directory: Fixtures.merchant(merchant))
    #expect(!book.shipping.plans.isEmpty)
    #expect(!book.zones.rules.isEmpty)
    #expect(!book.tax.jurisdictions.isEmpty)
    #expect(book.warnings.isEmpty, "\(book.warnings.map(\.description).joined(separator: "\n"))")
  }

  @Test(
    "The compiled shipping tables keep no table keyed by a service or zone name: a quote reads ids",
    arguments: SampleMerchant.allCases)
  func noNameKeyedShippingTables(merchant: SampleMerchant) {
    let tables = TestBooks.book(merchant).shipping
    let stored = Mirror(reflecting: tables).children
    try? #require(!stored.isEmpty)
    let keyedByName = stored.filter { "\(type(of: $0.value))".hasPrefix("Dictionary<String, ") }.compactMap(\.label)
    #expect(keyedByName.isEmpty, "\(keyedByName)")
    #expect(tables.plans.map(\.service.id) == tables.serviceIDs)
  }

  @Test(
    "Compiled rate rows, service zones and exclusions carry no service or zone name: the tables file them by id",
    arguments: SampleMerchant.allCases)
  func rowsCarryNoNames(merchant: SampleMerchant) throws {
    let tables = TestBooks.book(merchant).shipping
    var rows: [Any] = []
    for offers in tables.zoneOffers {
      for case .served(let served) in offers {
        rows.append(served.listing)
        rows += served.rates.map { $0 as Any }
      }
    }
    rows += tables.plans.flatMap(\.exclusions).map { $0 as Any }
    try #require(!rows.isEmpty)
    for row in rows {
      let names = Mirror(reflecting: row).children.compactMap(\.label).filter { ["service", "zone"].contains($0) }
      #expect(names.isEmpty, "\(type(of: row)) keeps \(names)")
    }
  }

  @Test("A fixture with dozens of defects reports each at its file and line, and nothing else")
  func brokenFixture() throws {
    let expected = try ExpectedDiagnostics(fixture: "broken-merchant")
    #expect(expected.errorCount >= 25)
    // Warnings beyond the listed ones (unused zones) are allowed here.
    let found = try expected.check(unlisted: [.error])
    // Errors come first, each group in file and line order.
    #expect(found == found.sorted { ($0.severity, $0.location) < ($1.severity, $1.location) })
    // Cell errors carry the column of the cell.
    let country = try #require(found.first { $0.location.file == "zones.csv" && $0.location.line == 3 })
    #expect(country.location.column == 17)
  }

  @Test(
    "Header and file problems are reported with their position",
    arguments: [
      ("zones.csv", "zone,rule,country,regoin\nus,include,US,GA\n", "zones.csv:1:19: error: unknown column 'regoin'"),
      ("zones.csv", "zone,rule\nus,include\n", "zones.csv:1: error: missing column 'country'"),
      ("zones.csv", "zone,country\n\"us,US\n", "zones.csv:2:1: error:"),
      (
        "zones.csv", "zone,country\nus,US,extra\n",
        "zones.csv:2:7: error: the row has 3 cells but the header has 2 columns"
      ),
      ("zones.csv", "", "zones.csv: error: the file is empty"),
      ("manifest.json", "{\"formatVersion\": 1,", "manifest.json:1:21: error:"),
      ("manifest.json", "[]", "manifest.json:1:1: error: expected a JSON object, found array"),
    ])
  func fileProblems(file: String, text: String, expected: String) throws {
    var files = try TestBooks.minimalMerchant()
    files[file] = text
    #expect(TestBooks.loadingDiagnostics(files).contains { $0.description.hasPrefix(expected) })
  }

  @Test("Cells are unquoted, unescaped and trimmed, and positions count quoted line breaks")
  func cellText() throws {
    var files = try TestBooks.minimalMerchant()
    files["tax_jurisdictions.csv"] =
      "jurisdiction,label,shipping\r\n us-ga\t,\" Georgia \"\"Peach\"\"\nState \",taxable\r\n"
    let book = try RateBook.load(from: .files(files))
    #expect(book.tax.jurisdictions.first { $0.id == "us-ga" }?.label == "Georgia \"Peach\"\nState")

    files["tax_jurisdictions.csv"] =
      "jurisdiction,label,shipping\n# a comment\nus-ga,\"Georgia\n\",taxable\nus-xx,  ,taxable\n"
    let error = try #require(throws: RateTableError.self) { try RateBook.load(from: .files(files)) }
    let expected = "tax_jurisdictions.csv:5:7: error: missing value for 'label'"
    #expect(error.diagnostics.contains { $0.description.hasPrefix(expected) }, "\(error)")
  }

  @Test("A missing required file is an error naming it; coupons are optional")
  func missingFiles() throws {
    var files = try TestBooks.minimalMerchant()
    files["coupons.csv"] = nil
    _ = try RateBook.load(from: .files(files))
    files["rates.csv"] = nil
    let error = try #require(throws: RateTableError.self) { try RateBook.load(from: .files(files)) }
    #expect(error.diagnostics.contains { $0.description.hasPrefix("rates.csv: error: the file is missing") })
  }

  @Test(
    "Manifest mistakes name the key",
    arguments: [
      ("\"currency\": \"USD\"", "\"currency\": \"USX\"", "'currency': unknown currency 'USX'"),
      ("\"currency\": \"USD\"", "\"currency\": \"usd\"", "'currency': 'usd' is not an ISO 4217 code; write 'USD'"),
      (
        "\"currency\": \"USD\"", "\"currency\": \"USD\", \"currencyExponents\": {\"huf\": 0}",
        "'currencyExponents.huf': 'huf' is not an ISO 4217 code; write 'HUF'"
      ),
      ("\"timeZone\": \"America/New_York\"", "\"timeZone\": \"Mars/Olympus\"", "unknown time zone 'Mars/Olympus'"),
      ("\"mode\": \"halfAwayFromZero\"", "\"mode\": \"bankers\"", "'rounding.mode': 'bankers' is not one of"),
      ("\"formatVersion\": 1", "\"formatVersion\": 2", "'formatVersion' must be 1"),
      ("\"pricesIncludeTax\": false", "\"pricesIncludeTax\": \"no\"", "'pricesIncludeTax' must be true or false"),
      ("\"postalCode\": \"30303\"", "\"postalCode\": \"3030\"", "'origin.postalCode'"),
      ("\"merchant\": \"Example\"", "\"merchant\": \"Example\", \"colour\": \"red\"", "unknown key 'colour'"),
      (
        "\"merchant\": \"Example\"", "\"merchant\": \"Example\", \"managementURL\": \"http://example.com/account\"",
        "'managementURL': 'http://example.com/account' is not an https:// address"
      ),
      (
        "\"merchant\": \"Example\"", "\"merchant\": \"Example\", \"managementURL\": \"https://\"",
        "'managementURL': 'https://' is not an https:// address"
      ),
      (
        "\"merchant\": \"Example\"", "\"merchant\": \"Example\", \"managementURL\": 7",
        "'managementURL' must be a non-empty string"
      ),
    ])
  func manifestMistakes(original: String, replacement: String, message: String) throws {
    let files = try TestBooks.minimalMerchant(replacingInManifest: original, with: replacement)
    let diagnostics = TestBooks.loadingDiagnostics(files)
    #expect(
      diagnostics.contains { $0.location.file == "manifest.json" && $0.message.contains(message) }, "\(diagnostics)")
  }

  @Test("A merchant's exponent override applies to every amount in its tables")
  func exponentOverride() throws {
    let files = try TestBooks.minimalMerchant(
      replacingInManifest: "\"currency\": \"USD\"", with: "\"currency\": \"USD\", \"currencyExponents\": {\"USD\": 0}")
    #expect(
      TestBooks.loadingDiagnostics(files).contains {
        $0.message.contains("'7.95' is not an amount in USD: more than 0 decimal places")
      })
  }

  /// The smallest merchant that loads.
  @Test(
    "A rule that puts a Crown Dependency's postcodes under another country is an error: it could never match",
    arguments: [
      ("us,GB,,GY*", "zones.csv:3:", "Guernsey (GG)"), ("us,GB,,JE2...JE4", "zones.csv:3:", "Jersey (JE)"),
      ("us,GG,,JE*", "zones.csv:3:", "Jersey (JE)"), ("us,IM,,BN1*", "zones.csv:3:", "United Kingdom (GB)"),
    ])
  func deadCrownDependencyRule(row: String, position: String, place: String) throws {
    var files = try TestBooks.minimalMerchant()
    files["zones.csv"] = "zone,country,city,postcode\nus,US,,\n\(row)\n"
    let error = try #require(throws: RateTableError.self) { try RateBook.load(from: .files(files)) }
    #expect(
      error.diagnostics.contains { $0.description.hasPrefix(position) && $0.message.contains(place) }, "\(error)")
  }

  @Test("Rules for the islands under their own codes, and the Isle of Man under GB, load")
  func crownDependencyRules() throws {
    var files = try TestBooks.minimalMerchant()
    files["zones.csv"] = "zone,country,city,postcode\nus,US,,\nus,GG,,GY1*\nus,JE,,JE2\nus,GB,,IM*\nus,IM,,IM1*\n"
    #expect(try RateBook.load(from: .files(files)).zones.rules.count == 5)
  }

  @Test(
    "Implausible values load with a warning: a tax component above 50%, a card surcharge above 10%",
    arguments: [
      (
        "tax_rates.csv", "jurisdiction,component,label,level,category,rate\nus-ga,state,Georgia,state,standard,60\n",
        "a tax component above 50% is implausible"
      ),
      (
        "payment_adjustments.csv", "adjustment,label,kind,paymentType,rate\nfee,Card fee,surcharge,credit,12\n",
        "a card surcharge above 10% is implausible"
      ),
    ])
  func implausibleValues(file: String, text: String, warning: String) throws {
    var files = try TestBooks.minimalMerchant()
    files[file] = text
    let book = try RateBook.load(from: .files(files))
    #expect(
      book.warnings.contains { $0.location.file == file && $0.location.line == 2 && $0.message.hasPrefix(warning) })
    // At the thresholds themselves, nothing is said.
    files[file] = text.replacingOccurrences(of: ",60\n", with: ",50\n").replacingOccurrences(of: ",12\n", with: ",10\n")
    #expect(try RateBook.load(from: .files(files)).warnings.isEmpty)
  }

  @Test(
    "Manifest errors name the line and column of their key",
    arguments: [
      (#""currency": "USD""#, #""currency": "XYZ""#, "manifest.json:3:2: error: 'currency': unknown currency 'XYZ'"),
      (#""mode": "halfAwayFromZero""#, #""mode": "sometimes""#, "manifest.json:6:15: error: 'rounding.mode'"),
      (#""timeZone""#, #""timezone""#, "manifest.json:5:2: error: unknown key 'timezone'"),
      (#""merchant": "Example""#, #""merchant": 7"#, "manifest.json:2:2: error: 'merchant' must be a non-empty string"),
    ])
  func manifestPositions(original: String, replacement: String, expected: String) throws {
    var files = try TestBooks.minimalMerchant()
    files["manifest.json"] = """
      {"formatVersion": 1,
       "merchant": "Example",
       "currency": "USD",
       "origin": {"countryCode": "US", "administrativeArea": "GA", "postalCode": "30303"},
       "timeZone": "America/New_York", "pricesIncludeTax": false,
       "rounding": {"mode": "halfAwayFromZero", "taxLevel": "line"}}
      """.replacingOccurrences(of: original, with: replacement)
    #expect(TestBooks.loadingDiagnostics(files).contains { $0.description.hasPrefix(expected) })
  }

  @Test("Errors that follow only from a failed row are counted, not reported; the root causes stand out")
  func followOnErrors() throws {
    var files = SampleMerchant.usOutfitters.files
    files["manifest.json"] = files["manifest.json"]?.replacingOccurrences(
      of: #""currencyExponents": {}"#, with: #""currencyExponents": {"USD": 0}"#)
    let error = try #require(throws: RateTableError.self) { try RateBook.load(from: .files(files)) }
    // The amounts with cents are the errors; the rows naming the services
    // they took down are not repeated as "unknown service".
    #expect(error.errors.contains { $0.message.contains("is not an amount in USD") })
    #expect(!error.errors.contains { $0.message.hasPrefix("unknown service") }, "\(error.errors)")
    #expect(!error.errors.contains { $0.message.contains("has no rate in rates.csv") })
    #expect(error.followOnErrors > 50, "\(error.followOnErrors)")
    // A service that was never defined is still an error of its own.
    files["rates.csv", default: ""] += "teleport,us-contiguous,flat,,,5,,\n"
    let typo = try #require(throws: RateTableError.self) { try RateBook.load(from: .files(files)) }
    #expect(typo.errors.contains { $0.message.hasPrefix("unknown service 'teleport'") })
  }

  @Test("A zone whose stores would offer more shipping methods than a payment sheet lists is an error")
  func tooManyMethods() throws {
    var files = SampleMerchant.usOutfitters.files
    let header = "store,service,label,address,locality,postcode,country,zones,price\n"
    let rows = (0..<1_024).map {
      "s\($0),store-pickup-denver,Store \($0),\($0) Main St,Denver,80202,US,denver-metro,\n"
    }
    files["stores.csv"] = header + rows.joined()
    let error = try #require(throws: RateTableError.self) { try RateBook.load(from: .files(files)) }
    #expect(
      error.errors.contains { $0.message.hasPrefix("zone 'denver-metro' would offer") }, "\(error.errors.prefix(3))")
    // One store fewer and the zone's methods fit.
    files["stores.csv"] = header + rows.dropLast(6).joined()
    #expect(throws: Never.self) { try RateBook.load(from: .files(files)) }
  }
}
