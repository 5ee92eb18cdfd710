import Foundation
import SampleMerchants
import SeededRandom
import TestSupport
import Testing

@testable import CheckoutPricing
@testable import CheckoutPricingImport
@testable import checkout_pricing

/// A WooCommerce tax-rate export as WooCommerce writes one: a byte order
/// mark, the exact header, CRLF line ends, and quotes where a field needs
/// them.
private func export(_ rows: [String]) -> [UInt8] {
  let header = "Country code,State code,Postcode / ZIP,City,Rate %,Tax name,Priority,Compound,Shipping,Tax class"
  return [0xEF, 0xBB, 0xBF] + Array(([header] + rows).map { $0 + "\r\n" }.joined().utf8)
}

private func imported(_ rows: [String], merging existing: [String: String]? = nil) -> TableImport {
  TableImport.run(.wooCommerceTax, bytes: export(rows), file: "tax_rates.csv", merging: existing)
}

@Suite("Importing a WooCommerce tax-rate export")
struct WooCommerceTaxImportTests {
  @Test("Rows become jurisdictions, areas and rates; a place with two priorities has two components")
  func mapping() throws {
    let result = imported([
      "US,CA,,,6.0000,CA State,1,0,1,",
      #"US,CA,"90210; 90211",,2.5000,"LA County, special",2,0,1,"#,
      "US,CA,,,0.0000,CA Food,1,0,1,reduced-rate",
    ])
    #expect(result.refusals.isEmpty)
    #expect(result.rowsRead == 3)
    #expect(
      result.files["tax_jurisdictions.csv"] == """
        # Imported from a WooCommerce tax-rate export by checkout-pricing import woocommerce-tax.
        jurisdiction,label,shipping,componentRounding
        wc-us-ca-1,US CA: CA State + CA Food,taxable,separate
        wc-us-ca-2,"US CA: CA State + CA Food + LA County, special",taxable,separate

        """)
    #expect(
      result.files["tax_areas.csv"] == """
        # Imported from a WooCommerce tax-rate export by checkout-pricing import woocommerce-tax.
        jurisdiction,country,region,city,postcode
        wc-us-ca-1,US,CA,,
        wc-us-ca-2,US,CA,,90210
        wc-us-ca-2,US,CA,,90211

        """)
    let rates = try #require(result.files["tax_rates.csv"]).split(separator: "\n").map(String.init)
    #expect(rates.contains(#"wc-us-ca-2,p2,"LA County, special",special,standard,2.5000,no"#))
    #expect(rates.contains("wc-us-ca-2,p2,\"LA County, special\",special,reduced-rate,0,no"))
    #expect(rates.contains("wc-us-ca-1,p1,CA State,state,reduced-rate,0,no"))
    #expect(rates.count == 2 + 2 * 2 + 3 * 2)  // comment, header; 2 and 3 components, 2 classes each

    let book = try bookWithImport(result)
    #expect(try taxOnOneLine(book, state: "CA", zip: "90210") == usd("8.50"))
    #expect(try taxOnOneLine(book, state: "CA", zip: "94103") == usd("6.00"))
    // A class is taxed only at its own rates, as in WooCommerce: 0 here.
    #expect(try taxOnOneLine(book, state: "CA", zip: "90210", category: "reduced-rate") == usd("0.00"))
  }

  @Test("Per priority, the first row in file order that covers a place applies, as WooCommerce's query orders them")
  func firstRowPerPriority() throws {
    let result = imported([
      "US,CA,,,6.0000,CA State,1,0,1,",
      "US,CA,90210,,2.5000,LA County,2,0,1,",
      "US,CA,902*,,1.0000,Hills District,2,0,1,",
      "US,CA,,,7.0000,Never applies,1,0,1,",
    ])
    let book = try bookWithImport(result)
    #expect(try taxOnOneLine(book, state: "CA", zip: "90210") == usd("8.50"))  // line 3 comes before the 902* row
    #expect(try taxOnOneLine(book, state: "CA", zip: "90215") == usd("7.00"))  // 902* at priority 2
    #expect(try taxOnOneLine(book, state: "CA", zip: "95814") == usd("6.00"))
  }

  @Test("A ZIP row at 8.9% charges 8.90 on 100.00, and one at 8.875% 8.88 on 100.00 (half away from zero)")
  func chargesWhatTheRowSays() throws {
    let book = try bookWithImport(imported(["US,GA,30303,,8.9000,GA Tax,1,0,1,", "US,NY,10001,,8.8750,NY Tax,1,0,1,"]))
    #expect(try taxOnOneLine(book, state: "GA", zip: "30303") == usd("8.90"))
    #expect(try taxOnOneLine(book, state: "NY", zip: "10001") == usd("8.88"))
  }

  @Test("Leading zeros a spreadsheet dropped are restored where the row's state owns the ZIP, and reported")
  func restoredZeros() throws {
    let result = imported([
      "US,CT,6001,,6.3500,CT Tax,1,0,1,", "US,NY,501,,8.8750,NY Tax,1,0,1,", "US,TX,6001,,6.2500,TX Tax,1,0,1,",
      "US,,6001,,6.2500,No state,1,0,1,",
    ])
    #expect(result.notes.count == 2)
    #expect(result.notes.first?.contains("2 ZIP codes") == true)
    #expect(result.notes.first?.contains("line 2: 6001 -> 06001 (CT)") == true)
    #expect(result.refusals.map(\.location.line) == [4, 5])
    #expect(result.refusals.first?.message.contains("06001 is not in TX") == true)
    #expect(result.rowsRefused == 2)
    let book = try bookWithImport(result)
    #expect(try taxOnOneLine(book, state: "CT", zip: "06001") == usd("6.35"))
  }

  @Test(
    "What the tables cannot say is refused with its line, and the rest is imported",
    arguments: [
      ("US,OR,,,abc,Bad,1,0,1,", [2], "is not a percentage"),
      ("US,OR,,,1,Bad,1,2,1,", [2], "compound '2'"),
      ("US,OR,,,1,Bad,1,0,1,has space", [2], "is not a class slug"),
      (",OR,,,1,Bad,1,0,1,", [2], "a state without a country"),
      ("US,WA,98101,,10.25,WA local,2,0,0,", [3, 2], "taxes shipping"),
      (
        "US,WA,98101,,1,WA compound,2,1,1,\nUS,WA,98101,,1,WA compound 2,3,1,1,", [2, 3], "compound rates of one place"
      ),
    ] as [(String, [Int], String)])
  func refusals(row: String, lines: [Int], fragment: String) throws {
    let result = imported(row.split(separator: "\n").map(String.init) + ["US,WA,,,6.5,WA state,1,0,1,"])
    #expect(result.refusals.map(\.location.line) == lines)
    #expect(result.refusals.allSatisfy { $0.message.contains(fragment) && $0.location.file == "tax_rates.csv" })
    // The state row is imported.
    #expect(try taxOnOneLine(try bookWithImport(result), state: "WA", zip: "99201") == usd("6.50"))
  }

  @Test("A place whose rates cannot be written together is left out, not its rows, which still apply elsewhere")
  func placeLeftOut() throws {
    let result = imported(["US,WA,98101,,10.25,WA local,2,0,0,", "US,WA,,,6.5,WA state,1,0,1,"])
    #expect(result.rowsRefused == 0)
    #expect(result.refusals.map(\.location.line) == [3, 2])
    #expect(result.notes.contains { $0.hasPrefix("left out 1 place whose rates cannot be written together") })
    let book = try bookWithImport(result)
    #expect(try taxOnOneLine(book, state: "WA", zip: "99201") == usd("6.50"))
    #expect(try taxOnOneLine(book, state: "WA", zip: "98101") == usd("6.50"))  // the state row's place
  }

  @Test("A file that is not WooCommerce's export is refused at its header, and nothing is written")
  func wrongHeader() {
    let result = TableImport.run(
      .wooCommerceTax, bytes: Array("Country,State,Zip,Rate\nUS,CA,,6\n".utf8), file: "rates.csv")
    #expect(result.files.isEmpty)
    #expect(result.refusals.map(\.location) == [TableLocation(file: "rates.csv", line: 1)])
  }

  @Test("Merging adds rows in the folder's own columns, with ids the folder does not use")
  func merging() throws {
    let existing = [
      "tax_jurisdictions.csv": "jurisdiction,label,shipping,componentRounding\nwc-us-ca-1,Mine,taxable,\n",
      "tax_areas.csv": "jurisdiction,country,region,city,postcode\nwc-us-ca-1,US,CA,,\n",
      "tax_rates.csv":
        "jurisdiction,component,label,level,category,rate,compound\nwc-us-ca-1,s,Mine,state,standard,1,no\n",
    ]
    let result = imported(["US,CA,90210,,9.5,LA,1,0,1,"], merging: existing)
    #expect(
      result.files["tax_jurisdictions.csv"]
        == "jurisdiction,label,shipping,componentRounding\nwc-us-ca-1,Mine,taxable,\nwc-us-ca-2,US CA: LA,taxable,\n")
    let book = try bookWithImport(result)
    #expect(try taxOnOneLine(book, state: "CA", zip: "90210") == usd("9.50"))
    #expect(try taxOnOneLine(book, state: "CA", zip: "95814") == usd("1.00"))

    var narrow = existing
    narrow["tax_jurisdictions.csv"] = "jurisdiction,label,shipping\n"
    let refused = imported(["US,CA,,,1,A,1,0,1,", "US,CA,,,1,B,2,0,1,"], merging: narrow)
    #expect(refused.files.isEmpty)
    #expect(refused.refusals.first?.message.contains("'componentRounding' column") == true)
  }

  @Test(
    "40,000 per-ZIP rows become one jurisdiction per state and rate, and every ZIP is taxed at its row's rate",
    .longRunning)
  func perZIPFile() throws {
    // One row per ZIP of the first 40,000 in ZIP3 order, a third of the
    // leading zeros dropped as a spreadsheet would, rates from a short list.
    let rates = ["6.0000", "7.2500", "8.2500", "8.8750", "9.5000", "10.2500", "8.9000", "5.5000"]
    var rows: [String] = []
    var expected: [(state: String, zip: String, rate: String)] = []
    var generator = SeededGenerator(seed: 20)
    zip3s: for zip3 in 0..<1000 {
      guard let state = ZIP3Table.states(forZIP3: zip3).first else { continue }
      for last in 0..<45 {
        guard rows.count < 40_000 else { break zip3s }
        let zip = String(format: "%03d%02d", zip3, last)
        let rate = rates[(zip3 + last) % rates.count]
        let cell = zip.hasPrefix("0") && generator.next() % 3 == 0 ? String(Int(zip)!) : zip
        rows.append("US,\(state),\(cell),,\(rate),\(state) Tax,1,0,1,")
        expected.append((state, zip, rate))
      }
    }
    #expect(rows.count == 40_000)
    let result = imported(rows)
    #expect(result.refusals.isEmpty)
    let distinct = Set(expected.map { "\($0.state) \($0.rate)" }).count
    #expect(result.made.first == "\(distinct) jurisdictions (tax_jurisdictions.csv)")
    #expect(result.made.dropFirst().first == "40000 areas (tax_areas.csv)")
    let book = try bookWithImport(result)
    #expect(book.tax.jurisdictions.count == distinct)
    for sample in expected.enumerated().filter({ $0.offset % 997 == 0 }).map(\.element) {
      let percent = try Rate(percent: sample.rate)
      let expectedTax = try percent.applied(to: usd("100.00"), rounding: .halfAwayFromZero)
      #expect(try taxOnOneLine(book, state: sample.state, zip: sample.zip) == expectedTax, "\(sample)")
    }
  }

  // The time bounds are several times what the import takes in a debug
  // build on a loaded machine, and a small fraction of what it took when
  // each place walked its rows' whole postcode lists (over ten minutes).
  @Test("A row listing 10,000 postcodes imports in time linear in its postcodes", .timeLimit(.minutes(2)))
  func longPostcodeList() throws {
    let postcodes = (0..<10_000).map { String(90_000 + $0) }
    let start = ContinuousClock.now
    let result = imported(["US,CA,\(postcodes.joined(separator: ";")),,9.5000,CA Tax,1,0,1,"])
    let elapsed = ContinuousClock.now - start
    #expect(result.refusals.isEmpty)
    #expect(
      result.made == [
        "1 jurisdiction (tax_jurisdictions.csv)", "10000 areas (tax_areas.csv)", "1 rate (tax_rates.csv)",
      ])
    let areas = try #require(result.files["tax_areas.csv"]).split(separator: "\n")
    #expect(areas.last == "wc-us-ca-1,US,CA,,99999")
    #expect(elapsed < .seconds(60), "\(elapsed)")
  }

  @Test("25,000 rows naming one city and a postcode each import in time linear in the rows", .timeLimit(.minutes(2)))
  func manyRowsOfOneCity() throws {
    let rows = (0..<25_000).map { "US,CA,\(90_000 + $0 % 5_000),Los Angeles,\(1 + $0 / 5_000).0000,LA Tax,1,0,1," }
    let start = ContinuousClock.now
    let result = imported(rows)
    let elapsed = ContinuousClock.now - start
    #expect(result.refusals.isEmpty)
    // Each postcode and city pair takes its first row, as WooCommerce does.
    #expect(
      result.made == ["1 jurisdiction (tax_jurisdictions.csv)", "5000 areas (tax_areas.csv)", "1 rate (tax_rates.csv)"])
    #expect(try #require(result.files["tax_rates.csv"]).contains("wc-us-ca-1,p1,LA Tax,city,standard,1.0000,no"))
    #expect(elapsed < .seconds(60), "\(elapsed)")
  }
}

/// Collects what the tool writes.
@Suite("checkout-pricing import")
struct ImportCommandTests {
  @Test("import writes the tax tables into the folder, keeps the rest, prints its report and validates the folder")
  func importsIntoAFolder() throws {
    let folder = try ImportFolder()
    let source = folder.url.appendingPathComponent("export.csv")
    try Data(export(["US,GA,30303,,8.9000,GA Tax,1,0,1,", "US,GA,,,4,GA State,1,0,1,"])).write(to: source)

    var output = Printed()
    var errors = Printed()
    let status = CheckoutPricingTool.run(
      ["import", "woocommerce-tax", source.path, "--into", folder.path], output: &output, errors: &errors)
    #expect(status == 0, "\(errors.text)")
    #expect(output.text.hasPrefix("2 rows read, 2 imported, 0 refused\nmade 2 jurisdictions (tax_jurisdictions.csv)"))
    #expect(output.text.contains("\(folder.path): ok: Sierra Trail Outfitters (USD)"))
    let book = try RateBook.load(directory: folder.path)
    #expect(Set(book.tax.jurisdictions.map(\.id)) == ["wc-us-ga-1", "wc-us-ga-2"])
    #expect(book.shipping.plans.count == 7)  // the rest of the folder is kept

    // A refused row: still written, exit 1, the refusal on the report.
    try Data(export(["US,GA,,,x,GA State,1,0,1,"])).write(to: source)
    output = Printed()
    let refused = CheckoutPricingTool.run(
      ["import", "woocommerce-tax", source.path, "--into", folder.path, "--merge"], output: &output, errors: &errors)
    #expect(refused == 1)
    #expect(output.text.contains("export.csv:2: error: rate 'x' is not a percentage of 0 or more"))
  }

  @Test(
    "Usage mistakes exit 2 and say what is missing",
    arguments: [
      (["import"], "a FORMAT and a FILE"),
      (["import", "shopify-tax", "f.csv", "--into", "d"], "unknown format 'shopify-tax'"),
      (["import", "woocommerce-tax", "f.csv"], "--into DIR"),
    ])
  func usage(arguments: [String], fragment: String) {
    var output = Printed()
    var errors = Printed()
    #expect(CheckoutPricingTool.run(arguments, output: &output, errors: &errors) == 2)
    #expect(errors.text.contains(fragment))
  }
}
