import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing
@testable import CheckoutPricingImport
@testable import checkout_pricing

/// A Magento 2 table-rate export as the admin's "Export CSV" writes one: a
/// byte order mark, the header with its quoted columns, CRLF line ends and
/// four decimals on every number.
private func tableRateExport(_ condition: String, _ rows: [String]) -> [UInt8] {
  let header = #"Country,Region/State,"Zip/Postal Code","\#(condition) (and above)","Shipping Price""#
  return [0xEF, 0xBB, 0xBF] + Array(([header] + rows).map { $0 + "\r\n" }.joined().utf8)
}

private func imported(
  _ condition: TableImport.ShippingOptions.Condition, _ rows: [String],
  folder: [String: String] = SampleMerchant.usOutfitters.files, transit: ClosedRange<Int>? = 2...6,
  merging: Bool = false
) -> TableImport {
  let header =
    switch condition {
    case .weight: "Weight"
    case .subtotal: "Order Subtotal"
    case .items: "# of Items"
    }
  return TableImport.run(
    .magentoTableRate, bytes: tableRateExport(header, rows), file: "tablerates.csv", folder: folder,
    options: TableImport.ShippingOptions(service: "table-rate", condition: condition, transit: transit),
    merging: merging)
}

/// The folder with the import's files in place of its own.
private func book(_ result: TableImport, folder: [String: String] = SampleMerchant.usOutfitters.files) throws
  -> RateBook
{
  var files = folder
  for (name, text) in result.files { files[name] = text }
  return try RateBook.load(from: .files(files))
}

/// Every method's price for one cart line shipped to `address`, by identifier.
private func prices(
  _ book: RateBook, _ address: Destination, pounds: String = "1", price: String = "20.00", quantity: Int64 = 1
) throws -> [String: String] {
  let result = try book.shippingOptions(
    for: Ship.request([Ship.line("a", price, quantity: quantity, weight: pounds)], to: address))
  return Dictionary(uniqueKeysWithValues: result.options.map { ($0.identifier, $0.amount.description) })
}

@Suite("Importing Magento table rates")
struct MagentoTableRateImportTests {
  static let weightRows = [
    "USA,*,*,0.0000,7.9900", "USA,*,*,5.0000,12.5000", "USA,*,*,20.0000,25.0000",
    "USA,AK,*,0.0000,19.9900", "USA,HI,*,0.0000,21.9900", "USA,CA,*,2.0000,9.5000",
    "USA,CO,80202,0.0000,4.9900", "CAN,*,*,0.0000,29.0000",
  ]

  static let places: [(String, Destination)] = [
    ("Georgia", Ship.address("30303", "US", region: "GA")),
    ("California", Ship.address("94103", "US", region: "CA")),
    ("LoDo", Ship.address("80202", "US", region: "CO")),
    ("Denver", Ship.address("80206", "US", region: "CO")),
    ("Alaska", Ship.address("99501", "US", region: "AK")),
    ("Hawaii", Ship.address("96813", "US", region: "HI")),
    ("Puerto Rico", Ship.address("00901", "PR")),
    ("Ontario", Ship.address("K1A 0B1", "CA", region: "ON")),
    ("Brighton", Ship.address("BN1 1AA", "GB")),
  ]

  @Test("Each destination is priced as Magento's most specific row at or below the weight")
  func weightRates() throws {
    let result = imported(.weight, Self.weightRows)
    #expect(result.refusals.isEmpty)
    #expect(result.rowsRead == 8)
    #expect(
      result.report.hasPrefix(
        """
        8 rows read, 8 imported, 0 refused
        made 2 zones for destinations the folder had none for, 2 zones split from zones the destinations cut (zones.csv)
        made 9 service zones for 'table-rate' (service_zones.csv)
        made 18 rates (rates.csv)
        """))
    let book = try book(result)
    func rate(_ place: Destination, _ pounds: String) throws -> String? {
      try prices(book, place, pounds: pounds)["table-rate"]
    }
    let georgia = Self.places[0].1
    let california = Self.places[1].1
    // The contiguous US: [0, 5) 7.99, [5, 20) 12.50, 20 and above 25.00.
    #expect(try rate(georgia, "4.9999") == "7.99")
    #expect(try rate(georgia, "5") == "12.50")
    #expect(try rate(georgia, "19.9999") == "12.50")
    #expect(try rate(georgia, "20") == "25.00")
    // California's rows start at 2 lb; below, Magento falls back to the country's.
    #expect(try rate(california, "1.9999") == "7.99")
    #expect(try rate(california, "2") == "9.50")
    #expect(try rate(california, "30") == "9.50")
    // A postcode row beats its state's, and the state's Denver ZIPs take the country's rows.
    #expect(try rate(Self.places[2].1, "30") == "4.99")
    #expect(try rate(Self.places[3].1, "6") == "12.50")
    // Alaska and Hawaii shared a zone; their rates differ, so the zone is split.
    #expect(try rate(Self.places[4].1, "1") == "19.99")
    #expect(try rate(Self.places[5].1, "1") == "21.99")
    // Puerto Rico sent as a country has no row (PRI); Canada's row prices Ontario.
    #expect(try rate(Self.places[6].1, "1") == nil)
    #expect(try rate(Self.places[7].1, "1") == "29.00")
    #expect(try rate(Self.places[8].1, "1") == nil)
  }

  @Test("Every other service keeps its price at every address, through the zones the import made and split")
  func otherServicesKeepTheirPrices() throws {
    let before = try RateBook.load(from: .files(SampleMerchant.usOutfitters.files))
    let after = try book(imported(.weight, Self.weightRows))
    for (name, place) in Self.places {
      for pounds in ["0.5", "3", "12", "40"] {
        var old = (try? prices(before, place, pounds: pounds)) ?? [:]
        var new = (try? prices(after, place, pounds: pounds)) ?? [:]
        new["table-rate"] = nil
        old["table-rate"] = nil
        #expect(old == new, "\(name), \(pounds) lb")
        #expect(!old.isEmpty || name == "Brighton" || name == "Puerto Rico", "\(name) has methods to compare")
      }
    }
  }

  @Test("Order subtotal and item count rows become subtotal and unit-count tiers")
  func subtotalAndItems() throws {
    let subtotal = imported(.subtotal, ["USA,*,*,0.0000,9.9900", "USA,*,*,50.0000,4.9900", "USA,*,*,100.0000,0.0000"])
    #expect(subtotal.refusals.isEmpty)
    #expect(subtotal.files["rates.csv"]?.contains("table-rate,us-contiguous,subtotal,50.00,100.00,4.99,,") == true)
    let byValue = try book(subtotal)
    let georgia = Self.places[0].1
    #expect(try prices(byValue, georgia, price: "49.99")["table-rate"] == "9.99")
    #expect(try prices(byValue, georgia, price: "50.00")["table-rate"] == "4.99")
    #expect(try prices(byValue, georgia, price: "100.00")["table-rate"] == "0.00")

    let items = imported(.items, ["USA,*,*,1.0000,5.0000", "USA,*,*,3.0000,8.0000", "USA,AK,*,1,15.00"])
    #expect(items.refusals.isEmpty)
    let byCount = try book(items)
    #expect(try prices(byCount, georgia, quantity: 2)["table-rate"] == "5.00")
    #expect(try prices(byCount, georgia, quantity: 3)["table-rate"] == "8.00")
    #expect(try prices(byCount, Self.places[4].1, quantity: 9)["table-rate"] == "15.00")
  }

  @Test(
    "Rows the tables cannot hold are refused with their line; the rest is imported",
    arguments: [
      ("US,*,*,0.0000,7.9900", "'US' is not an ISO 3166 alpha-3 country code or *"),
      ("USA,*,*,0.0000,7.9950", "'7.9950' is not an amount in USD of 0 or more"),
      ("USA,*,*,1.00005,7.99", "'1.00005' is not a weight of 0 or more with at most 4 decimals"),
      ("USA,ZZ,*,0,7.99", "'ZZ' is not a region of US"),
      ("USA,*,*,0.0000,8.9900", "line 2 already prices this destination from 0.0000"),
      ("USA,*,90210,0,3.00", "a postcode row without a region, in a country with region rows"),
      ("USA,CA,902*,0,3.00", "'902*' is not one whole postcode of US"),
      ("USA,CA,90210-1234,0,3.00", "'90210-1234' is not one whole postcode of US"),
      ("USA,*,*,0.0000", "4 fields; Magento's table-rate export has 5"),
    ])
  func refusals(row: String, fragment: String) throws {
    let result = imported(.weight, ["USA,*,*,0.0000,7.9900", "USA,CA,*,0.0000,9.9900", row])
    #expect(result.rowsRefused == 1)
    let refusal = try #require(result.refusals.first)
    #expect(refusal.location.file == "tablerates.csv")
    #expect(refusal.location.line == 4)
    #expect(refusal.message.contains(fragment), "\(refusal.message)")
    // The report prints it as the tax imports do: file:line: error: reason.
    #expect(result.report.contains("tablerates.csv:4: error: \(refusal.message)"))
    // The other rows are imported, and the folder still loads.
    #expect(try prices(book(result), Self.places[1].1)["table-rate"] == "9.99")
  }

  @Test("A zone rule that a destination cuts partly refuses the destination, naming the rule")
  func partialOverlap() throws {
    var folder = SampleMerchant.usOutfitters.files
    folder["zones.csv"]! += "springfield,include,US,,Springfield,,Springfield\n"
    folder["service_zones.csv"]! += "usps-ground-advantage,springfield,2,5\n"
    folder["rates.csv"]! += "usps-ground-advantage,springfield,flat,,,6.00,,\n"
    let result = imported(.weight, ["USA,*,*,0,7.99", "USA,IL,*,0,8.99"], folder: folder)
    #expect(result.refusals.map(\.location.line) == [3])
    #expect(result.refusals.first?.message.hasPrefix("zones.csv:") == true)
    #expect(
      result.refusals.first?.message.contains("(zone 'springfield') covers places both inside and outside") == true)
  }

  @Test("The header names the condition; another condition's file says which to pass")
  func wrongCondition() {
    let result = TableImport.run(
      .magentoTableRate, bytes: tableRateExport("Order Subtotal", ["USA,*,*,0,5.00"]), file: "t.csv",
      folder: SampleMerchant.usOutfitters.files,
      options: TableImport.ShippingOptions(service: "table-rate", condition: .weight, transit: 1...2), merging: false)
    #expect(result.files.isEmpty)
    #expect(
      result.refusals.map(\.message) == [
        "the file's rates are by subtotal ('Order Subtotal (and above)'); pass --condition subtotal"
      ])
  }

  @Test("A folder without shipping tables gets its zones, service and rates from the file alone")
  func freshFolder() throws {
    var folder = try TestBooks.minimalMerchant()
    for name in ["zones.csv", "services.csv", "service_zones.csv", "rates.csv"] { folder[name] = nil }
    let result = imported(.weight, ["USA,*,*,0,6.00", "USA,GA,*,0,4.00", "*,*,*,0,30.00"], folder: folder)
    #expect(result.refusals.isEmpty)
    #expect(
      result.files["zones.csv"] == """
        zone,rule,country,region,city,postcode,label
        table-rate-us,include,US,,,,
        table-rate-us-ga,include,US,GA,,,
        table-rate-everywhere,include,*,,,,

        """)
    let book = try book(result, folder: folder)
    #expect(try prices(book, Self.places[0].1)["table-rate"] == "4.00")
    #expect(try prices(book, Self.places[1].1)["table-rate"] == "6.00")
    #expect(try prices(book, Self.places[8].1)["table-rate"] == "30.00")
  }

  @Test("A new service needs a transit; an existing one keeps its own, and --merge keeps its other zones")
  func transitAndMerge() throws {
    let noTransit = imported(.weight, ["CAN,*,*,0,29.00"], transit: nil)
    #expect(noTransit.files.isEmpty)
    #expect(noTransit.refusals.first?.message.contains("pass --transit MIN-MAX") == true)

    // Re-pricing an existing service keeps its transit per zone.
    let result = TableImport.run(
      .magentoTableRate, bytes: tableRateExport("Weight", ["USA,*,*,0,3.00"]), file: "t.csv",
      folder: SampleMerchant.usOutfitters.files,
      options: TableImport.ShippingOptions(service: "ups-ground", condition: .weight, transit: 3...7), merging: true)
    #expect(result.refusals.isEmpty)
    #expect(result.notes.contains { $0.contains("rounds weights up or bills dimensional weight") })
    let serviceZones = try #require(result.files["service_zones.csv"])
    #expect(serviceZones.contains("ups-ground,us-contiguous,1,5"))
    #expect(serviceZones.contains("ups-ground,denver-metro,1,1"))
    #expect(serviceZones.contains("ups-ground,us-alaska-hawaii,3,7"))
    // The imported 3.00 plus the service's own 1.50 handling per order.
    #expect(try prices(book(result), Self.places[0].1, pounds: "3")["ups-ground"] == "4.50")
  }

  @Test("checkout-pricing import magento-tablerate writes the folder, prints the report and validates")
  func command() throws {
    let folder = try ImportFolder()
    let source = folder.url.appendingPathComponent("tablerates.csv")
    try Data(tableRateExport("Weight", Self.weightRows)).write(to: source)
    var output = Printed()
    var errors = Printed()
    let status = CheckoutPricingTool.run(
      [
        "import", "magento-tablerate", source.path, "--into", folder.path, "--service", "table-rate",
        "--condition", "weight", "--transit", "2-6",
      ], output: &output, errors: &errors)
    #expect(status == 0, "\(errors.text)")
    #expect(output.text.hasPrefix("8 rows read, 8 imported, 0 refused\n"))
    #expect(output.text.contains("\(folder.path): ok: Sierra Trail Outfitters (USD): 15 zones"))
    let book = try RateBook.load(directory: folder.path)
    #expect(try prices(book, Self.places[1].1, pounds: "3")["table-rate"] == "9.50")
  }

  @Test(
    "Shipping options are checked before anything is read",
    arguments: [
      (["--condition", "weight"], "needs --service ID"),
      (["--service", "t"], "needs --condition"),
      (["--service", "t", "--condition", "volume"], "needs --condition"),
      (["--service", "t", "--condition", "weight", "--weight-unit", "stone"], "'stone' is not one of kg, g, lb, oz"),
      (["--service", "t", "--condition", "weight", "--transit", "5-2"], "--transit '5-2' is not MIN-MAX"),
    ])
  func usage(options: [String], fragment: String) {
    var output = Printed()
    var errors = Printed()
    let arguments = ["import", "magento-tablerate", "missing.csv", "--into", "missing"] + options
    #expect(CheckoutPricingTool.run(arguments, output: &output, errors: &errors) == 2)
    #expect(errors.text.contains(fragment), "\(errors.text)")
    var taxErrors = Printed()
    let tax = ["import", "magento-tax", "missing.csv", "--into", "missing", "--service", "t"]
    #expect(CheckoutPricingTool.run(tax, output: &output, errors: &taxErrors) == 2)
    #expect(taxErrors.text.contains("--service is for shipping formats, not magento-tax"))
  }
}
