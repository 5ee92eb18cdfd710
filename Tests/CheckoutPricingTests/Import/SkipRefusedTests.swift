import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing
@testable import CheckoutPricingImport
@testable import checkout_pricing

@Suite("import --skip-refused writes the rows left and lists the skipped ones")
struct SkipRefusedTests {
  static let rows = [
    "US,NY,,,8.875,NY Tax,1,0,1,", "US,CA,,,abc,\"CA, Tax\",1,0,1,", "US,GA,9021O,,4,GA,1,0,1,",
    "US,TX,,,6.25,TX,1,0,1,",
  ]

  @Test("Two damaged rows of four: the two others are written, and the two are in the report and the rejects file")
  func skipsDamagedRows() throws {
    let folder = try ImportFolder()
    let export = try folder.outside("export.csv", wooCommerceExport(Self.rows))
    let rejects = ImportCommand.rejectsPath(for: export)
    defer { try? FileManager.default.removeItem(atPath: rejects) }
    #expect(rejects.hasSuffix("-export.rejected.csv"))

    _ = try folder.refusedImport(["import", "woocommerce-tax", export, "--into", folder.path])
    #expect(!FileManager.default.fileExists(atPath: rejects))

    let result = runTool(["import", "woocommerce-tax", export, "--into", folder.path, "--skip-refused"])
    #expect(result.status == 0, "\(result.output) \(result.errors)")
    let name = (export as NSString).lastPathComponent
    #expect(result.output.contains("4 rows read, 2 imported, 2 refused"), "\(result.output)")
    #expect(result.output.contains("skipped 2 refused rows (--skip-refused)"), "\(result.output)")
    #expect(result.output.contains("\(name):3: error: rate 'abc' is not a percentage of 0 or more"))
    #expect(result.output.contains("\(name):4: error: '9021O' is not a US postcode"))
    #expect(!result.output.contains("nothing written"))
    let written = try String(contentsOfFile: rejects, encoding: .utf8)
    #expect(
      written == """
        Country code,State code,Postcode / ZIP,City,Rate %,Tax name,Priority,Compound,Shipping,Tax class,reason
        US,CA,,,abc,"CA, Tax",1,0,1,,rate 'abc' is not a percentage of 0 or more
        US,GA,9021O,,4,GA,1,0,1,,"'9021O' is not a US postcode, prefix ending in * or range low...high"

        """)
    let areas = try String(contentsOfFile: folder.path + "/tax_areas.csv", encoding: .utf8)
    #expect(
      areas.contains("US,NY,,") && areas.contains("US,TX,,") && !areas.contains("US,CA") && !areas.contains("US,GA"))
    let book = try RateBook.load(directory: folder.path)
    #expect(book.summary.contains("2 tax jurisdictions"), "\(book.summary)")
  }

  @Test(
    "Nothing is written, and no rejects file, when every row is refused, the tables do not load, or the header is not the export's",
    arguments: [
      (
        wooCommerceExport(["US,CA,,,abc,CA Tax,1,0,1,", "US,GA,9021O,,4,GA,1,0,1,"]),
        "nothing written"
      ),
      (
        wooCommerceExport(["US,ZZ,,,5,ZZ Tax,1,0,1,", "US,CA,,,abc,CA Tax,1,0,1,", "US,TX,,,6.25,TX,1,0,1,"]),
        "nothing written"
      ),
      (Array("Country,State\nUS,NY\n".utf8), "the header is not WooCommerce's tax-rate export"),
    ])
  func stillAllOrNothing(export bytes: [UInt8], says: String) throws {
    let folder = try ImportFolder()
    let export = try folder.outside("export.csv", bytes)
    let rejects = ImportCommand.rejectsPath(for: export)
    defer { try? FileManager.default.removeItem(atPath: rejects) }
    let result = try folder.refusedImport([
      "import", "woocommerce-tax", export, "--into", folder.path, "--skip-refused",
    ])
    #expect(result.output.contains(says), "\(result.output)")
    #expect(!FileManager.default.fileExists(atPath: rejects))
  }

  @Test("A Magento tax export with a damaged row imports the rest")
  func magentoTax() throws {
    let folder = try ImportFolder()
    let export = try folder.outside(
      "magento.csv",
      "Code,Country,State,Zip/Post Code,Rate,Zip/Post is Range,Range From,Range To,default\nUS-NY,US,NY,*,8.875,0,,,NY\nUS-CA,US,CA,*,x,0,,,CA\n"
    )
    let rejects = ImportCommand.rejectsPath(for: export)
    defer { try? FileManager.default.removeItem(atPath: rejects) }
    let result = runTool(["import", "magento-tax", export, "--into", folder.path, "--skip-refused"])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("2 rows read, 1 imported, 1 refused"), "\(result.output)")
    let written = try String(contentsOfFile: rejects, encoding: .utf8)
    #expect(written.hasSuffix("US-CA,US,CA,*,x,0,,,CA,rate 'x' is not a percentage of 0 or more\n"), "\(written)")
  }
}
