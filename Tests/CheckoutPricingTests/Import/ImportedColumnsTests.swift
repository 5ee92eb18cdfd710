import Testing

@testable import CheckoutPricing
@testable import CheckoutPricingImport

/// Magento 2's tax-rate export, header and `rows`, every field quoted.
private func magentoTaxExport(_ rows: [String]) -> [UInt8] {
  let header = #""Code","Country","State","Zip/Post Code","Rate","Zip/Post is Range","Range From","Range To","default""#
  return Array(([header] + rows).map { $0 + "\n" }.joined().utf8)
}

/// The tax tables' columns that neither export has: a rate's days and price
/// threshold, and whether the merchant is registered where it collects.
@Suite("Imported tax tables and the columns the exports lack")
struct ImportedColumnsTests {
  /// An import of three jurisdictions, in each tax format.
  static let imports: [(TableImport.Format, [UInt8])] = [
    (
      .wooCommerceTax,
      wooCommerceExport([
        "US,CA,,,7.2500,CA Tax,1,0,1,", "US,NY,,,4.0000,NY Tax,1,0,1,", "US,TX,,,6.2500,TX Tax,1,0,1,",
      ])
    ),
    (
      .magentoTax,
      magentoTaxExport([
        #""a","US","CA","*","7.2500","","","","CA Tax""#, #""b","US","NY","*","4.0000","","","","NY Tax""#,
        #""c","US","TX","*","6.2500","","","","TX Tax""#,
      ])
    ),
  ]

  @Test(
    "The report says once that imported rates apply on every day, to every price, where the merchant is registered",
    arguments: imports.indices)
  func reportSaysWhatTheExportLacks(_ index: Int) throws {
    let (format, bytes) = Self.imports[index]
    let result = TableImport.run(format, bytes: bytes, file: "export.csv")
    try #require(result.refusals.isEmpty)
    #expect(result.made.first == "3 jurisdictions (tax_jurisdictions.csv)")
    let lines = result.report.split(separator: "\n").map(String.init)
    #expect(lines.filter { $0 == ImportedTaxTables.columnsNotInExport(format) }.count == 1)
    let note = ImportedTaxTables.columnsNotInExport(format)
    for column in ["'from'", "'until'", "'maxUnitPrice'", "'maxUnitPriceBasis'", "'registered'"] {
      #expect(note.contains(column), "\(column) is not named")
    }
    #expect(note.hasPrefix(format == .wooCommerceTax ? "WooCommerce's tax-rate export" : "Magento's tax-rate export"))
  }

  @Test("An export whose rows are all refused writes nothing and says nothing of columns it never wrote")
  func noNoteWithoutRows() {
    let result = TableImport.run(.wooCommerceTax, bytes: wooCommerceExport(["US,CA,,,abc,Bad,1,0,1,"]), file: "e.csv")
    #expect(result.rowsRefused == 1)
    #expect(!result.notes.contains(ImportedTaxTables.columnsNotInExport(.wooCommerceTax)))
  }

  /// A folder whose tables already use the columns the importers do not
  /// know: a dated rate, a price threshold and an unregistered state.
  static let folder = [
    "tax_jurisdictions.csv": """
    jurisdiction,label,shipping,componentRounding,registered
    us-ca,California,taxable,,no

    """,
    "tax_areas.csv": """
    jurisdiction,country,region,city,postcode
    us-ca,US,CA,,

    """,
    "tax_rates.csv": """
    jurisdiction,component,label,level,category,rate,compound,from,until,maxUnitPrice,maxUnitPriceBasis
    # A rate change on a quarter's first day, and a holiday under $100.
    us-ca,state,CA State,state,standard,7.25,no,,2027-01-01,,
    us-ca,state,CA State,state,standard,7.5,no,2027-01-01,,,
    us-ca,state,CA State,state,clothing,7.25,no,,2027-01-01,,
    us-ca,state,CA State,state,clothing,7.5,no,2027-01-01,,,
    us-ca,state,CA State,state,clothing,0,no,2026-08-07,2026-08-10,100.00,listed

    """,
  ]

  @Test(
    "A merge keeps the folder's rows, with their dates, thresholds and registration, as written",
    arguments: imports.indices)
  func mergeKeepsColumnsTheImporterDoesNotKnow(_ index: Int) throws {
    let (format, _) = Self.imports[index]
    let bytes =
      format == .wooCommerceTax
      ? wooCommerceExport(["US,NY,,,4.0000,NY Tax,1,0,1,"])
      : magentoTaxExport([#""b","US","NY","*","4.0000","","","","NY Tax""#])
    let result = TableImport.run(format, bytes: bytes, file: "export.csv", merging: Self.folder)
    try #require(result.refusals.isEmpty)
    for (name, existing) in Self.folder {
      let merged = try #require(result.files[name])
      #expect(merged.hasPrefix(existing), "\(name) lost or changed a row it had")
      // The added rows are in the folder's columns, empty where the export
      // says nothing: every day, every price, registered.
      let records = try CSVReader.parse(merged)
      let header = try #require(records.first).fields
      let added = records.dropFirst().filter { $0.line > existing.split(separator: "\n").count }
      try #require(!added.isEmpty)
      for record in added {
        #expect(record.fields.count == header.count)
        for column in ["from", "until", "maxUnitPrice", "maxUnitPriceBasis", "registered"] {
          if let position = header.firstIndex(of: column) { #expect(record.fields[position] == "", "\(column)") }
        }
      }
    }
  }
}
