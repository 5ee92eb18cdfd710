import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing
@testable import CheckoutPricingImport

@Suite("Writing an import's files all together or not at all")
struct FolderTransactionTests {
  /// One importer, with or without `--merge`, and an export it takes.
  struct Importer: Sendable, CustomStringConvertible {
    let format: TableImport.Format
    let merging: Bool
    let export: String

    var description: String { "\(format.rawValue)\(merging ? " --merge" : "")" }

    var options: TableImport.ShippingOptions? {
      format.isShipping ? TableImport.ShippingOptions(service: "table-rate", condition: .weight, transit: 2...5) : nil
    }

    func run(into folder: ImportFolder, fault: FolderTransaction.Step?) -> TableImport {
      TableImport.run(
        format, bytes: Array(export.utf8), file: "export.csv", into: folder.path, options: options,
        merging: merging, fault: fault)
    }
  }

  static let importers: [Importer] = [false, true].flatMap { merging in
    [
      Importer(
        format: .wooCommerceTax, merging: merging,
        export: String(decoding: wooCommerceExport(["US,GA,31401,,8.9,GA Tax,1,0,1,"]), as: UTF8.self)),
      Importer(
        format: .magentoTax, merging: merging,
        export:
          "Code,Country,State,Zip/Post Code,Rate,Zip/Post is Range,Range From,Range To,default\nUS-GA-SAV,US,GA,31401,8.9,0,,,Savannah\n"
      ),
      Importer(
        format: .magentoTableRate, merging: merging,
        export:
          "Country,Region/State,Zip/Postal Code,Weight (and above),Shipping Price\nUSA,*,*,0.0000,5.0000\nUSA,*,*,5.0000,9.0000\n"
      ),
    ]
  }

  /// Makes `name` a link to a copy inside the folder, `data/name`, so that
  /// the check sees links kept as links.
  private static func link(_ name: String, in folder: ImportFolder) throws {
    let manager = FileManager.default
    try manager.createDirectory(atPath: folder.path + "/data", withIntermediateDirectories: true)
    try manager.moveItem(atPath: folder.path + "/" + name, toPath: folder.path + "/data/" + name)
    try manager.createSymbolicLink(atPath: folder.path + "/" + name, withDestinationPath: "data/" + name)
  }

  @Test(
    "Each step of writing each file failing in turn leaves the folder byte for byte as it was", .longRunning,
    arguments: importers)
  func everyStepFailing(importer: Importer) throws {
    let folder = try ImportFolder()
    try Self.link(importer.format.isShipping ? "rates.csv" : "tax_rates.csv", in: folder)
    // What the import writes, from a run into another copy.
    let probe = try ImportFolder()
    let written = importer.run(into: probe, fault: nil)
    try #require(written.nothingWritten == nil, "\(written.report)")
    let names = written.files.keys.sorted()
    let steps = FolderTransaction.Step.all(for: names)
    try #require(steps.count >= 5)
    let before = try folder.snapshot()
    for step in steps {
      let result = importer.run(into: folder, fault: step)
      let reason = try #require(result.nothingWritten, "\(step): written")
      #expect(reason.contains("cannot \(step)"), "\(reason)")
      #expect(try folder.snapshot() == before, "\(step)")
    }
    // With no step failing, the files are written: a link is replaced by a
    // file, and what it led to is left alone.
    let result = importer.run(into: folder, fault: nil)
    #expect(result.nothingWritten == nil, "\(result.report)")
    let after = try folder.snapshot()
    for name in names {
      let expected = "file " + Data(try #require(written.files[name]).utf8).base64EncodedString()
      #expect(after[name] == expected, "\(name)")
    }
    let linked = importer.format.isShipping ? "rates.csv" : "tax_rates.csv"
    #expect(after["data/" + linked] == before["data/" + linked])
    #expect(after.keys.filter { $0.hasPrefix(".") }.isEmpty, "temporary files left: \(after.keys.sorted())")
    let parent = folder.url.deletingLastPathComponent().path
    let siblings = try FileManager.default.contentsOfDirectory(atPath: parent).filter {
      $0.hasPrefix(FolderTransaction.leftoverPrefix(of: folder.url.lastPathComponent))
    }
    #expect(siblings.isEmpty, "staged copies left: \(siblings)")
  }

  @Test("The overlay holds the folder's tables as the loader reads them, with the new texts in place")
  func overlay() throws {
    for merchant in Fixtures.sampleMerchants {
      let folder = try ImportFolder(copying: merchant)
      let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
        $0.hasSuffix(".csv") || $0.hasSuffix(".json")
      }
      #expect(Set(files).isSubset(of: TableSource.tableFiles), "\(merchant): \(files)")
      let source = try TableSource.overlay(
        directory: folder.path, replacing: ["tax_rates.csv": Array("jurisdiction\n".utf8)])
      #expect(try source.bytes(of: "tax_rates.csv") == Array("jurisdiction\n".utf8))
      #expect(
        try source.bytes(of: "manifest.json")
          == Array(try Data(contentsOf: folder.url.appendingPathComponent("manifest.json"))))
    }
    // Every table the loader reads is in the overlay: a landed-cost file
    // left out would be missing from the book an import checks before
    // it writes.
    let landed = try ImportFolder()
    for name in [
      "classifications.csv", "duty_rates.csv", "import_regimes.csv", "import_vat_rates.csv", "import_fees.csv",
      "exchange_rates.csv",
    ] {
      try Data("destination\n".utf8).write(to: landed.url.appendingPathComponent(name))
      #expect(
        try TableSource.overlay(directory: landed.path, replacing: [:]).bytes(of: name) == Array("destination\n".utf8),
        "\(name)")
    }
    let folder = try ImportFolder()
    try FileManager.default.removeItem(atPath: folder.path + "/zones.csv")
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/zones.csv", withDestinationPath: "/etc/hostname")
    #expect(throws: Diagnostic.self) { try TableSource.overlay(directory: folder.path, replacing: [:]) }
  }
}
