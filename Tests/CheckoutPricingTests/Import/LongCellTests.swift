import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing
@testable import CheckoutPricingImport

@Suite("An import's report never quotes a cell longer than the loader reads")
struct LongCellTests {
  /// One export with one cell made 1 MiB long.
  struct Case: Sendable, CustomStringConvertible {
    let format: TableImport.Format
    let header: String
    let cells: [String]
    let column: Int

    var description: String { "\(format.rawValue) column \(column + 1)" }

    var export: [UInt8] {
      var row = cells
      row[column] = String(repeating: "9", count: 1 << 20)
      return Array((header + "\n" + row.joined(separator: ",") + "\n").utf8)
    }
  }

  static let woo = (
    "Country code,State code,Postcode / ZIP,City,Rate %,Tax name,Priority,Compound,Shipping,Tax class",
    ["US", "CA", "", "", "7.25", "CA", "1", "0", "1", ""]
  )
  static let magento = (
    "Code,Country,State,Zip/Post Code,Rate,Zip/Post is Range,Range From,Range To,default",
    ["US-CA", "US", "CA", "*", "7.25", "1", "90001", "90010", "CA"]
  )
  static let tableRate = (
    "Country,Region/State,Zip/Postal Code,Weight (and above),Shipping Price", ["USA", "*", "*", "0", "5"]
  )

  static let cases: [Case] =
    (0..<10).map { Case(format: .wooCommerceTax, header: woo.0, cells: woo.1, column: $0) }
    + (0..<9).map { Case(format: .magentoTax, header: magento.0, cells: magento.1, column: $0) }
    + (0..<5).map { Case(format: .magentoTableRate, header: tableRate.0, cells: tableRate.1, column: $0) }

  @Test("A 1 MiB cell is refused at its line, named by its column and size, never quoted", arguments: cases)
  func longCell(_ example: Case) throws {
    let folder = try ImportFolder()
    let before = try folder.snapshot()
    let options =
      example.format.isShipping
      ? TableImport.ShippingOptions(service: "table-rate", condition: .weight, transit: 2...5) : nil
    let result = TableImport.run(
      example.format, bytes: example.export, file: "export.csv", into: folder.path, options: options, merging: false)
    let longest = result.report.split(separator: "\n").map(\.utf8.count).max() ?? 0
    #expect(longest <= TableFile.maximumCellBytes + 300, "a report line of \(longest) bytes")
    #expect(result.nothingWritten != nil)
    #expect(result.report.contains("export.csv:2: error: "), "\(result.report.prefix(2_000))")
    #expect(try folder.snapshot() == before)
  }
}
