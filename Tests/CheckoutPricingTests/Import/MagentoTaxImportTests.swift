import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing
@testable import CheckoutPricingImport

/// A Magento 2 tax-rate export as the admin writes one: every field quoted,
/// LF line ends, a store title column after the eight of the rate.
private func magentoExport(_ rows: [String]) -> [UInt8] {
  let header = #""Code","Country","State","Zip/Post Code","Rate","Zip/Post is Range","Range From","Range To","default""#
  return Array(([header] + rows).map { $0 + "\n" }.joined().utf8)
}

private func magentoImported(_ rows: [String]) -> TableImport {
  TableImport.run(.magentoTax, bytes: magentoExport(rows), file: "tax_rates.csv")
}

@Suite("Importing a Magento tax-rate export")
struct MagentoTaxImportTests {
  @Test("Rows become places; the most specific place's rate applies; ranges, prefixes and titles are kept")
  func mapping() throws {
    let result = magentoImported([
      #""US-CA-*-Rate 1","US","CA","*","7.2500","","","","CA Sales Tax""#,
      #""US-CA-902","US","CA","902*","9.5000","","","","LA Tax""#,
      #""US-CA-range","US","CA","","8.9000","1","94000","94199","""#,
      #""US-NY-*","US","NY","*","8.8750","0","","","""#,
    ])
    #expect(result.refusals.isEmpty)
    #expect(
      result.notes == [
        "shipping is exempt in every jurisdiction, as Magento's default shipping tax class (None); where your store taxes shipping, set 'shipping' in tax_jurisdictions.csv",
        ImportedTaxTables.columnsNotInExport(.magentoTax),
      ])
    #expect(
      result.files["tax_areas.csv"] == """
        # Imported from a Magento tax-rate export by checkout-pricing import magento-tax.
        jurisdiction,country,region,city,postcode
        mg-us-ca-1,US,CA,,
        mg-us-ca-2,US,CA,,902*
        mg-us-ca-3,US,CA,,94000...94199
        mg-us-ny-1,US,NY,,

        """)
    #expect(result.files["tax_jurisdictions.csv"]?.contains("mg-us-ca-3,US CA: Tax,exempt,") == true)
    let book = try bookWithImport(result)
    #expect(try taxOnOneLine(book, state: "CA", zip: "90210") == usd("9.50"))
    #expect(try taxOnOneLine(book, state: "CA", zip: "94103") == usd("8.90"))
    #expect(try taxOnOneLine(book, state: "CA", zip: "95814") == usd("7.25"))
    #expect(try taxOnOneLine(book, state: "NY", zip: "10001") == usd("8.88"))
  }

  @Test("ZIP codes of one state and rate share a jurisdiction; shortened ones are restored where the state owns them")
  func compactAndRestored() throws {
    let result = magentoImported([
      #""a","US","CT","6001","6.3500","0","","","""#, #""b","US","CT","06002","6.3500","0","","","""#,
      #""c","US","CT","","6.3500","1","6010","6019","""#, #""d","US","TX","6001","6.2500","0","","","""#,
    ])
    #expect(result.made.first == "1 jurisdiction (tax_jurisdictions.csv)")
    #expect(result.made.dropFirst().first == "3 areas (tax_areas.csv)")
    #expect(result.notes.first?.hasPrefix("restored the leading zeros of 3 ZIP codes") == true)
    #expect(result.refusals.map(\.location.line) == [5])
    #expect(try taxOnOneLine(try bookWithImport(result), state: "CT", zip: "06015") == usd("6.35"))
  }

  @Test(
    "Rows the tables cannot hold are refused with their line",
    arguments: [
      (#""x","USA","CA","*","7","","","","""#, "not an ISO 3166 alpha-2 country code"),
      (#""x","US","CA","*","seven","","","","""#, "is not a percentage"),
      (#""x","US","CA","","7","1","94199","94000","""#, "empty or backwards"),
      (#""x","US","CA","","7","2","","","""#, "not 0 or 1"),
      (#""x","US","NY","*","7","","","","""#, "already gives this place a rate"),
    ])
  func refusals(row: String, fragment: String) {
    let result = magentoImported([#""ny","US","NY","*","8.8750","","","","""#, row])
    #expect(result.refusals.map(\.location.line) == [3])
    #expect(result.refusals.first?.message.contains(fragment) == true, "\(result.refusals)")
    #expect(result.rowsRefused == 1)
  }
}
