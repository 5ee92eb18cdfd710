package import CheckoutPricing
import Testing

extension TestBooks {
  /// The files of the smallest merchant that loads: one zone, one flat-rate
  /// service, Georgia's state tax and one coupon. Suites edit a copy to
  /// load the case they test.
  package static func minimalMerchant() throws -> [String: String] {
    [
      "manifest.json": """
      {"formatVersion": 1, "merchant": "Example", "currency": "USD",
       "origin": {"countryCode": "US", "administrativeArea": "GA", "postalCode": "30303"},
       "timeZone": "America/New_York", "pricesIncludeTax": false,
       "rounding": {"mode": "halfAwayFromZero", "taxLevel": "line"}}
      """,
      "zones.csv": "zone,country\nus,US\n",
      "services.csv": "service,carrier,label,type\nground,UPS,Ground,shipping\n",
      "service_zones.csv": "service,zone,transitMin,transitMax\nground,us,1,5\n",
      "rates.csv": "service,zone,basis,price\nground,us,flat,7.95\n",
      "tax_jurisdictions.csv": "jurisdiction,label,shipping\nus-ga,Georgia,taxable\n",
      "tax_areas.csv": "jurisdiction,country,region\nus-ga,US,GA\n",
      "tax_rates.csv": "jurisdiction,component,label,level,category,rate\nus-ga,state,Georgia,state,standard,4\n",
      "coupons.csv": "code,label,kind,value\nSAVE10,10% off,percentOffOrder,10\n",
    ]
  }

  /// The minimal merchant's files with `original` in its manifest replaced
  /// by `replacement`: the way suites add a member (after
  /// `"pricesIncludeTax": false`) or change one.
  package static func minimalMerchant(
    replacingInManifest original: String, with replacement: String
  ) throws -> [String: String] {
    var files = try minimalMerchant()
    let manifest = try #require(files["manifest.json"])
    try #require(manifest.contains(original), "the minimal manifest has no \(original)")
    files["manifest.json"] = manifest.replacingOccurrences(of: original, with: replacement)
    return files
  }
}

extension TestBooks {
  /// What loading `files` fails with: the failure's diagnostics, or none
  /// when they load. A test expects one with `contains`, so a failure
  /// prints every diagnostic there was.
  package static func loadingDiagnostics(_ files: [String: String]) -> [Diagnostic] {
    do {
      _ = try RateBook.load(from: .files(files))
      return []
    } catch {
      return error.diagnostics
    }
  }
}
