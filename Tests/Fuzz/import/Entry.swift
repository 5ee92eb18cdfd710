// libFuzzer entry: the importers of other systems' exports on arbitrary
// bytes. Built by Scripts/fuzz.sh.

@testable import CheckoutPricing
@testable import CheckoutPricingImport

/// Imports the input in every format; each import must account for every
/// row it read, name refusals by lines of the input, and write either files
/// or a refusal saying why not.
/// A small merchant folder with zones of countries, regions and a postcode,
/// each served by one service, for the shipping formats to split and add to.
private let folder = [
  "manifest.json": """
  {"formatVersion": 1, "merchant": "Fuzz", "currency": "USD", "origin": {"countryCode": "US",
  "administrativeArea": "CO", "locality": "Denver", "postalCode": "80202"}, "timeZone": "America/Denver",
  "pricesIncludeTax": false, "rounding": {"mode": "halfAwayFromZero", "taxLevel": "line"}}
  """,
  "zones.csv": """
  zone,rule,country,region,city,postcode,label
  us,include,US,,,,the US
  us,exclude,US,AK,,,
  remote,include,US,AK,,,Alaska and Hawaii
  remote,include,US,HI,,,
  denver,include,US,CO,,802*,Denver
  canada,include,CA,,,,Canada

  """,
  "services.csv": "service,carrier,label,type,weightUnit,weightRounding\nground,Acme,Ground,shipping,lb,up\n",
  "service_zones.csv": "service,zone,transitMin,transitMax\nground,us,1,5\nground,remote,3,8\nground,denver,1,1\n",
  "rates.csv":
    "service,zone,basis,min,max,price\nground,us,flat,,,5.00\nground,remote,flat,,,9.00\nground,denver,flat,,,3.00\n",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImport(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let lines = bytes.reduce(1) { $0 + ($1 == 10 || $1 == 13 ? 1 : 0) }
  for format in TableImport.Format.allCases {
    let result =
      format.isShipping
      ? TableImport.run(
        format, bytes: bytes, file: "export.csv", folder: folder,
        options: TableImport.ShippingOptions(service: "table-rate", condition: .weight, transit: 1...3),
        merging: size % 2 == 0)
      : TableImport.run(format, bytes: bytes, file: "export.csv")
    guard result.rowsRefused <= result.rowsRead else {
      fatalError("\(format): \(result.rowsRefused) refused of \(result.rowsRead) read")
    }
    guard result.refusals.allSatisfy({ $0.location.file != "export.csv" || (1...lines).contains($0.location.line) })
    else { fatalError("\(format): a refusal outside the input's \(lines) lines") }
    // Loader errors in a written row are reported at these lines.
    guard result.sourceLines.values.allSatisfy({ $0.values.allSatisfy { $0.allSatisfy { (1...lines).contains($0) } } })
    else { fatalError("\(format): a written row traced to a line outside the input's \(lines) lines") }
    guard !result.files.isEmpty || !result.refusals.isEmpty else {
      fatalError("\(format): nothing written and no refusal says why")
    }
  }
  return 0
}
