import TestSupport
import Testing

@testable import CheckoutPricing

/// A rule naming a region and a postcode that the region cannot contain
/// (a New York ZIP code under California) can never match: a warning at
/// the rule, naming both.
@Suite("Rules whose region cannot contain their postcode")
struct RegionPostcodeTests {
  /// The smallest merchant with `row` as line 3 of `file`, whose header
  /// has a region and a postcode column.
  static func book(_ file: String, row: String) throws -> RateBook {
    var files = try TestBooks.minimalMerchant()
    files["zones.csv"] = "zone,country,region,postcode\nus,US,,\n"
    files["tax_areas.csv"] = "jurisdiction,country,region,postcode\nus-ga,US,GA,\n"
    files[file] = try #require(files[file]) + row + "\n"
    return try RateBook.load(from: .files(files))
  }

  @Test(
    "A postcode, prefix or range wholly outside its rule's region warns at the rule",
    arguments: [
      ("tax_areas.csv", "us-ga,US,CA,10001", "10001", "NY"),
      ("tax_areas.csv", "us-ga,US,CA,100*", "100*", "NY"),
      ("tax_areas.csv", "us-ga,US,CA,1*", "1*", "NY"),
      ("tax_areas.csv", "us-ga,US,GA,10000...10999", "10000...10999", "NY"),
      ("zones.csv", "us,US,CA,10001", "10001", "NY"),
      ("zones.csv", "us,US,CO,90210", "90210", "CA"),
      ("tax_areas.csv", "us-ga,CA,ON,H2X", "H2X", "QC"),
      ("tax_areas.csv", "us-ga,CA,NU,X1A", "X1A", "NT"),
    ])
  func outsideItsRegion(file: String, row: String, postcode: String, owner: String) throws {
    let book = try Self.book(file, row: row)
    let warnings = book.warnings.filter { $0.location.file == file && $0.location.line == 3 }
    try #require(warnings.count == 1, "\(book.warnings)")
    let message = warnings[0].message
    let region = row.split(separator: ",")[2]
    #expect(message.contains("can never match"), "\(message)")
    #expect(message.contains("'\(postcode)'") && message.contains("region \(region)"), "\(message)")
    #expect(message.contains(owner), "\(message)")
  }

  @Test(
    "A postcode, prefix or range with some of its postcodes in the region loads without the warning",
    arguments: [
      ("tax_areas.csv", "us-ga,US,CA,90210"),
      ("tax_areas.csv", "us-ga,US,CA,9*"),
      ("tax_areas.csv", "us-ga,US,CA,89000...90999"),
      // 063 is Fishers Island, NY, in a Connecticut ZIP3: both states hold it.
      ("tax_areas.csv", "us-ga,US,NY,06390"),
      ("zones.csv", "us,US,GA,303*"),
      ("tax_areas.csv", "us-ga,CA,QC,H2X"),
      ("tax_areas.csv", "us-ga,CA,NU,X0A"),
      ("tax_areas.csv", "us-ga,CA,NT,X*"),
    ])
  func insideItsRegion(file: String, row: String) throws {
    let book = try Self.book(file, row: row)
    let warnings = book.warnings.filter { $0.location.file == file && $0.location.line == 3 }
    #expect(warnings.isEmpty, "\(warnings)")
  }
}
