import CheckoutPricing
import Foundation
import SeededRandom

/// A merchant with `ruleCount` postcode zone rules, generated in memory:
/// ZIP5 rules over every ZIP3 in use, then Dutch postcode prefixes, spread
/// over 1,000 zones; with `taxJurisdictions`, as many tax jurisdictions, one
/// per rule.
func generatedMerchantFiles(ruleCount: Int, taxJurisdictions: Bool = false) -> [String: String] {
  var rows = ["zone,rule,country,region,city,postcode"]
  rows.reserveCapacity(ruleCount + 1)
  let zip3s = (0..<1000).map { String(format: "%03d", $0) }.filter {
    (try? Destination(contact: ContactFields(postalCode: "\($0)01", countryCode: "US"))) != nil
  }
  outer: for suffix in 0..<100 {
    for zip3 in zip3s {
      if rows.count > ruleCount { break outer }
      rows.append("z\(rows.count % 1000),include,US,,,\(zip3)\(String(format: "%02d", suffix))")
    }
  }
  // Then Dutch four-digit postcode prefixes, 9,000 distinct ones.
  var dutch = 1000
  while rows.count <= ruleCount {
    rows.append("z\(rows.count % 1000),include,NL,,,\(dutch)*")
    dutch += 1
  }
  rows.append("us-rest,include,US,,,")
  // As many tax jurisdictions, one per postcode rule, each with one component.
  var jurisdictions = ["jurisdiction,label,shipping", "us,United States,taxable"]
  var areas = ["jurisdiction,rule,country,region,city,postcode", "us,include,US,,,"]
  var rates = ["jurisdiction,component,label,level,category,rate", "us,state,State,state,standard,4"]
  if taxJurisdictions {
    for (index, row) in rows.dropFirst().dropLast().enumerated() {
      let fields = row.split(separator: ",", omittingEmptySubsequences: false)
      jurisdictions.append("j\(index),Jurisdiction \(index),taxable")
      areas.append("j\(index),include,\(fields[2]),,,\(fields[5])")
      rates.append("j\(index),local,Local \(index),city,standard,\(index % 10).\(index % 1000)")
    }
  }
  return [
    "manifest.json": """
    {"formatVersion": 1, "merchant": "Generated", "currency": "USD",
     "origin": {"countryCode": "US", "administrativeArea": "GA", "postalCode": "30303"},
     "timeZone": "America/New_York", "pricesIncludeTax": false,
     "rounding": {"mode": "halfAwayFromZero", "taxLevel": "line"}}
    """,
    "zones.csv": rows.joined(separator: "\n") + "\n",
    "services.csv": "service,carrier,label,type\nground,UPS,Ground,shipping\n",
    // Every zone is served, so a quote prices a method wherever it lands.
    "service_zones.csv": "service,zone,transitMin,transitMax\nground,us-rest,1,5\n"
      + (0..<min(1000, ruleCount)).map { "ground,z\($0),1,5\n" }.joined(),
    "rates.csv": "service,zone,basis,price\nground,us-rest,flat,7.95\n"
      + (0..<min(1000, ruleCount)).map { "ground,z\($0),flat,\(5 + $0 % 10).95\n" }.joined(),
    "tax_jurisdictions.csv": jurisdictions.joined(separator: "\n") + "\n",
    "tax_areas.csv": areas.joined(separator: "\n") + "\n",
    "tax_rates.csv": rates.joined(separator: "\n") + "\n",
  ]
}

/// Writes a merchant's files into a folder, creating it.
func writeMerchant(_ files: [String: String], to folder: URL) throws {
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  for (name, text) in files {
    try Data(text.utf8).write(to: folder.appendingPathComponent(name))
  }
}

/// Zone lookups on a merchant of each size, a contact's normalization, and
/// the time to load the largest merchant.
func zoneScenarios(harness: Harness, quick: Bool) throws -> [Measurement] {
  var results: [Measurement] = []
  var rng = SeededGenerator(seed: 7)
  let contacts: [ContactFields] = (0..<1_024).map { _ in
    ContactFields(postalCode: String(format: "%05d", Int.random(in: 1_000...99_999, using: &rng)), countryCode: "US")
  }
  let destinations = contacts.compactMap { try? Destination(contact: $0) }
  results.append(
    harness.measure("contacts: normalize a US contact") { i in
      blackHole(try? Destination(contact: contacts[i & 1023]))
    })
  for size in quick ? [1_000] : [1_000, 10_000, 100_000] {
    let files = generatedMerchantFiles(ruleCount: size)
    let start = ContinuousClock.now
    let book = try RateBook.load(from: .files(files))
    let loaded = ContinuousClock.now - start
    results.append(
      Measurement(
        name: "load: \(size) postcode rules", medianNanoseconds: nanoseconds(loaded),
        p99Nanoseconds: nanoseconds(loaded), timesJudged: false))
    let count = destinations.count
    results.append(
      harness.measure("zones: match among \(size) postcode rules") { i in
        blackHole(book.zone(for: destinations[i % count]))
      })
  }
  return results
}

func nanoseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
}
