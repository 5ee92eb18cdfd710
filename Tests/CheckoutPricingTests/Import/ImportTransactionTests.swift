import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing
@testable import CheckoutPricingImport
@testable import checkout_pricing

/// A merchant folder for an import to write into, removed when the test ends.
final class ImportFolder {
  let url: URL
  var path: String { url.path }

  /// A copy of `RateTables/<merchant>`, its examples included.
  init(copying merchant: String = "us-outfitters") throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("import-txn-\(UUID().uuidString)")
    try FileManager.default.copyItem(atPath: Fixtures.merchant(merchant), toPath: url.path)
  }

  /// The files written beside the folder, removed with it.
  private var outsideFiles: [URL] = []

  deinit {
    try? FileManager.default.removeItem(at: url)
    for file in outsideFiles { try? FileManager.default.removeItem(at: file) }
  }

  /// A file beside the folder, not in it: the export, or what a link leads to.
  func outside(_ name: String, _ bytes: [UInt8]) throws -> String {
    let file = url.deletingLastPathComponent().appendingPathComponent("\(url.lastPathComponent)-\(name)")
    try Data(bytes).write(to: file)
    outsideFiles.append(file)
    return file.path
  }

  /// A text file beside the folder, not in it, as ``outside(_:_:)-([UInt8])`` writes it.
  func outside(_ name: String, _ text: String) throws -> String {
    try outside(name, Array(text.utf8))
  }

  /// Every entry of the folder, below it too, by relative path: a file's
  /// bytes, a link's target, or that it is a folder.
  func snapshot() throws -> [String: String] {
    var entries: [String: String] = [:]
    func walk(_ relative: String) throws {
      let full = relative.isEmpty ? path : path + "/" + relative
      for name in try FileManager.default.contentsOfDirectory(atPath: full) {
        let entry = relative.isEmpty ? name : relative + "/" + name
        let attributes = try FileManager.default.attributesOfItem(atPath: path + "/" + entry)
        switch attributes[.type] as? FileAttributeType {
        case .typeSymbolicLink?:
          entries[entry] = "link to " + (try FileManager.default.destinationOfSymbolicLink(atPath: path + "/" + entry))
        case .typeDirectory?:
          entries[entry] = "folder"
          try walk(entry)
        default:
          let data = try Data(contentsOf: URL(fileURLWithPath: path + "/" + entry))
          entries[entry] = "file " + data.base64EncodedString()
        }
      }
    }
    try walk("")
    return entries
  }

  /// Runs the tool with `arguments`, an import into this folder that must
  /// be refused: the tool exits with 1, and every entry of the folder is
  /// as it was just before the run. Each failure is reported at the caller.
  func refusedImport(
    _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (status: Int32, output: String, errors: String) {
    let before = try snapshot()
    let result = runTool(arguments)
    #expect(result.status == 1, "\(result.output) \(result.errors)", sourceLocation: sourceLocation)
    let after = try snapshot()
    let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
    #expect(after == before, "the refused import changed \(changed)", sourceLocation: sourceLocation)
    return result
  }
}

/// A WooCommerce export with WooCommerce's header.
func wooCommerceExport(_ rows: [String]) -> [UInt8] {
  let header = "Country code,State code,Postcode / ZIP,City,Rate %,Tax name,Priority,Compound,Shipping,Tax class"
  return Array(([header] + rows).map { $0 + "\n" }.joined().utf8)
}

@Suite("Imports are all or nothing")
struct ImportTransactionTests {
  /// The total of the NYC example (`04-coupon-save10-nyc.json`) priced with
  /// the folder's tables.
  private static func nycTotal(_ folder: ImportFolder) throws -> String {
    let quoted = runTool([
      "quote", "--tables", folder.path, folder.path + "/examples/04-coupon-save10-nyc.json",
    ])
    let json = try #require(try JSONSerialization.jsonObject(with: Data(quoted.output.utf8)) as? [String: Any])
    let total = try #require(json["total"] as? [String: Any])
    return try #require(total["amount"] as? String)
  }

  @Test("An export whose every row is refused leaves the tax tables as they were, and the NYC quote its tax")
  func allRefused() throws {
    let folder = try ImportFolder()
    #expect(try Self.nycTotal(folder) == "304.34")
    let export = try folder.outside(
      "export.csv", wooCommerceExport(["US,NY,,,x,NY Tax,1,0,1,", "US,CA,,,seven,CA Tax,1,0,1,"]))
    let result = try folder.refusedImport(["import", "woocommerce-tax", export, "--into", folder.path])
    #expect(result.output.components(separatedBy: "nothing written").count == 2, "\(result.output)")
    #expect(!result.output.contains("imported"), "\(result.output)")
    #expect(try Self.nycTotal(folder) == "304.34")
  }

  @Test(
    "A row the loader would refuse is refused at its source line, and nothing is written",
    arguments: [
      ("US,NY,,,150,NY Tax,1,0,1,", "150"),
      ("US,CA,99999...10000,,7.25,CA Tax,1,0,1,", "99999...10000"),
      ("US,CA,9021O,,7.25,CA Tax,1,0,1,", "9021O"),
      ("US,CA,,\(String(repeating: "A", count: 1 << 20)),7.25,CA Tax,1,0,1,", "bytes long"),
    ])
  func loaderWouldRefuse(row: String, fragment: String) throws {
    let folder = try ImportFolder()
    let export = try folder.outside("export.csv", wooCommerceExport(["US,GA,30303,,8.9,GA Tax,1,0,1,", row]))
    let file = (export as NSString).lastPathComponent
    let result = try folder.refusedImport(["import", "woocommerce-tax", export, "--into", folder.path])
    let refusal = try #require(
      result.output.split(separator: "\n").first { $0.hasPrefix("\(file):3: error:") }, "\(result.output.prefix(2_000))"
    )
    #expect(refusal.contains(fragment))
    #expect(result.output.utf8.count < 10_000)
    #expect(result.output.contains("nothing written"))
  }

  @Test("An error the loader finds in a written row is reported at the source line that made it")
  func loaderErrorAtSourceLine() throws {
    let folder = try ImportFolder()
    let export = try folder.outside("export.csv", wooCommerceExport(["US,ZZ,,,5,ZZ Tax,1,0,1,"]))
    let file = (export as NSString).lastPathComponent
    let result = try folder.refusedImport(["import", "woocommerce-tax", export, "--into", folder.path])
    #expect(
      result.output.contains(
        "\(file):2: error: would be written as tax_areas.csv:3:15, which the loader refuses: unknown region 'ZZ' in US"),
      "\(result.output)")
    #expect(
      result.output.hasSuffix(
        "nothing written: the folder does not load with the imported tables (1 error); it is left as it was\n"))
  }

  @Test("A Magento rate above 100% is refused at its line, and nothing is written")
  func magentoImpossibleRate() throws {
    let folder = try ImportFolder()
    let export = try folder.outside(
      "export.csv",
      "Code,Country,State,Zip/Post Code,Rate,Zip/Post is Range,Range From,Range To,default\nUS-GA,US,GA,*,4,,,,GA\nUS-NY,US,NY,*,150,,,,NY\n"
    )
    let file = (export as NSString).lastPathComponent
    let result = try folder.refusedImport(["import", "magento-tax", export, "--into", folder.path])
    #expect(result.output.contains("\(file):3: error: rate '150'"), "\(result.output)")
  }

  @Test("A merge whose rows state the same places as the folder's is refused, naming both lines")
  func mergeCollision() throws {
    let folder = try ImportFolder()
    let export = try folder.outside(
      "export.csv", wooCommerceExport(["US,CA,,,7.25,CA Tax,1,0,1,", "US,NY,,,4,NY Tax,1,0,1,"]))
    let file = (export as NSString).lastPathComponent
    let result = try folder.refusedImport(["import", "woocommerce-tax", export, "--into", folder.path, "--merge"])
    #expect(result.output.contains("\(file):2: error:"), "\(result.output)")
    #expect(result.output.contains("tax_areas.csv:13 (jurisdiction 'us-ca')"), "\(result.output)")
    #expect(result.output.contains("\(file):3: error:"), "\(result.output)")
    #expect(result.output.contains("tax_areas.csv:41 (jurisdiction 'us-ny')"), "\(result.output)")
    #expect(result.output.contains("nothing written"))
  }

  @Test("A merge through a link that leads outside the folder is refused, and nothing is copied in")
  func mergeThroughOutsideLink() throws {
    let folder = try ImportFolder()
    let secret = "jurisdiction,rule,country,region,city,postcode\nsecret-area,include,US,WY,,\n"
    let target = try folder.outside("secret.csv", secret)
    try FileManager.default.removeItem(atPath: folder.path + "/tax_areas.csv")
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/tax_areas.csv", withDestinationPath: target)
    defer { try? FileManager.default.removeItem(atPath: target) }
    let export = try folder.outside("export.csv", wooCommerceExport(["US,GA,30303,,8.9,GA Tax,1,0,1,"]))
    let result = try folder.refusedImport(["import", "woocommerce-tax", export, "--into", folder.path, "--merge"])
    #expect(result.output.contains("tax_areas.csv: error: is a link to a file outside the merchant folder"))
    #expect(!result.output.contains("secret-area"))
    #expect(try String(contentsOfFile: target, encoding: .utf8) == secret)
  }

  @Test("A table-rate import does not read a zones.csv that links outside the folder")
  func tableRateThroughOutsideLink() throws {
    let folder = try ImportFolder()
    let target = try folder.outside("secret.txt", "TOP-SECRET-FIRST-LINE\nmore\n")
    defer { try? FileManager.default.removeItem(atPath: target) }
    try FileManager.default.removeItem(atPath: folder.path + "/zones.csv")
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/zones.csv", withDestinationPath: target)
    let export = try folder.outside(
      "rates.csv", "Country,Region/State,Zip/Postal Code,Weight (and above),Shipping Price\nUSA,*,*,0.0000,5.0000\n")
    let result = try folder.refusedImport([
      "import", "magento-tablerate", export, "--into", folder.path, "--service", "table-rate", "--condition",
      "weight", "--transit", "2-5",
    ])
    #expect(!result.output.contains("TOP-SECRET"), "\(result.output)")
    #expect(result.output.contains("zones.csv: error: is a link to a file outside the merchant folder"))
  }

  @Test("A target that cannot be written (a folder named tax_rates.csv) leaves every other file as it was")
  func realWriteFailure() throws {
    let folder = try ImportFolder()
    try FileManager.default.removeItem(atPath: folder.path + "/tax_rates.csv")
    try FileManager.default.createDirectory(
      atPath: folder.path + "/tax_rates.csv", withIntermediateDirectories: false)
    let export = try folder.outside("export.csv", wooCommerceExport(["US,GA,30303,,8.9,GA Tax,1,0,1,"]))
    let result = try folder.refusedImport(["import", "woocommerce-tax", export, "--into", folder.path])
    #expect(result.output.contains("nothing written"), "\(result.output) \(result.errors)")
  }

  @Test(
    "A label that a spreadsheet would run as a formula is written with a warning",
    arguments: ["=cmd|' /C calc'!A0", "+1", "-1", "@SUM(A1)"])
  func formulaWarning(name: String) throws {
    let folder = try ImportFolder()
    let quoted = "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    let export = try folder.outside("export.csv", wooCommerceExport(["US,GA,30303,,8.9,\(quoted),1,0,1,"]))
    let file = (export as NSString).lastPathComponent
    let result = runTool(["import", "woocommerce-tax", export, "--into", folder.path])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("\(file):2: warning: the tax name"), "\(result.output)")
    #expect(result.output.contains("formula"))
  }

  @Test("Text from the source is printed with its control characters escaped")
  func controlCharacters() throws {
    let folder = try ImportFolder()
    let export = try folder.outside("ex\u{1B}[2Jport.csv", wooCommerceExport(["US,GA,30303,,x,GA Tax,1,0,1,"]))
    defer { try? FileManager.default.removeItem(atPath: export) }
    let result = try folder.refusedImport(["import", "woocommerce-tax", export, "--into", folder.path])
    #expect(!result.output.unicodeScalars.contains { $0.value == 0x1B }, "\(result.output)")
    #expect(result.output.contains("ex\\u{1B}[2Jport.csv:2: error:"), "\(result.output)")
  }

  @Test("A report of 200,000 bad rows keeps the first 20 of a kind and counts the rest exactly", .longRunning)
  func reportCap() throws {
    let folder = try ImportFolder()
    let rows = (0..<200_000).map { "US,GA,\(String(30_000 + $0 % 1_000)),,x\($0),GA Tax,1,0,1," }
    let export = try folder.outside("export.csv", wooCommerceExport(rows))
    let result = try folder.refusedImport(["import", "woocommerce-tax", export, "--into", folder.path])
    #expect(result.output.utf8.count < 20_000, "\(result.output.utf8.count) bytes")
    #expect(result.output.hasPrefix("200000 rows read, 200000 refused\n"), "\(result.output.prefix(200))")
    #expect(result.output.contains("and 199,980 more like"), "\(result.output.suffix(1_000))")
  }

  @Test("A table-rate import without transit says once that nothing was written, and claims no row imported")
  func tableRateWithoutTransit() throws {
    let folder = try ImportFolder()
    let export = try folder.outside(
      "rates.csv",
      "Country,Region/State,Zip/Postal Code,Weight (and above),Shipping Price\nUSA,*,*,0.0000,5.0000\nUSA,*,*,5.0000,9.0000\n"
    )
    let result = try folder.refusedImport([
      "import", "magento-tablerate", export, "--into", folder.path, "--service", "table-rate", "--condition",
      "weight",
    ])
    #expect(result.output.components(separatedBy: "nothing written").count == 2, "\(result.output)")
    #expect(!result.output.contains("imported"), "\(result.output)")
    #expect(result.output.contains("pass --transit"))
  }
}
