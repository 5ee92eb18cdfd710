package import CheckoutPricing
import DecimalReference
import Foundation
package import SampleMerchants
package import SeededRandom
import Synchronization
import Testing

/// The sample merchants' rate books, loaded once, and variants of them with
/// the manifest or a table edited, for properties and bug scenarios.
package enum TestBooks {
  private static let loaded: [SampleMerchant: RateBook] = Dictionary(
    uniqueKeysWithValues: SampleMerchant.allCases.map { ($0, try! $0.rateBook()) })

  /// The sample merchant's book as shipped.
  package static func book(_ merchant: SampleMerchant) -> RateBook { loaded[merchant]! }

  /// The edit of the US sample's `tax_jurisdictions.csv` that rounds New
  /// York City's tax per unit.
  package static func newYorkCityPerUnit(_ text: String) -> String {
    text.replacingOccurrences(
      of: "us-ny-nyc,\"New York City, NY\",proportional,,,",
      with: "us-ny-nyc,\"New York City, NY\",proportional,unit,,")
  }

  /// The sample merchant's tables with edits: each closure rewrites one
  /// file's text.
  package static func book(_ merchant: SampleMerchant, editing edits: [String: (String) -> String]) throws -> RateBook {
    var files = merchant.files
    // An edit of a table the merchant does not have adds it, unless the
    // edit leaves it empty.
    for (name, edit) in edits {
      let edited = edit(files[name] ?? "")
      if files[name] != nil || !edited.isEmpty { files[name] = edited }
    }
    return try RateBook.load(from: .files(files))
  }

  /// The sample merchant's tables with one text of `file` replaced: a
  /// manifest setting or a table row changed for the case a test prices.
  package static func book(
    _ merchant: SampleMerchant, replacing original: String, with replacement: String, in file: String
  ) throws -> RateBook {
    try book(merchant, editing: [file: { $0.replacingOccurrences(of: original, with: replacement) }])
  }

  /// The sample merchant with prices inclusive or exclusive of tax and,
  /// optionally, another default tax rounding level.
  package static func variant(_ merchant: SampleMerchant, pricesIncludeTax: Bool, taxLevel: TaxRoundingLevel? = nil)
    -> RateBook
  {
    let key = "\(merchant.rawValue) \(pricesIncludeTax) \(taxLevel?.rawValue ?? "-")"
    return variants.withLock { cache in
      if let book = cache[key] { return book }
      let book = try! book(
        merchant,
        editing: [
          "manifest.json": { text in
            var text = text.replacingOccurrences(
              of: "\"pricesIncludeTax\": \(!pricesIncludeTax)", with: "\"pricesIncludeTax\": \(pricesIncludeTax)")
            if let taxLevel {
              for level in TaxRoundingLevel.allCases {
                text = text.replacingOccurrences(
                  of: "\"taxLevel\": \"\(level.rawValue)\"", with: "\"taxLevel\": \"\(taxLevel.rawValue)\"")
              }
            }
            return text
          }
        ])
      cache[key] = book
      return book
    }
  }

  private static let variants = Mutex<[String: RateBook]>([:])
}

/// Destinations each sample merchant sells to, from the real postal samples,
/// plus places no tax area covers.
package enum TestDestinations {
  package static let unitedStates: [Destination] = {
    let zips = try! PostalFixtures.usZIPs().compactMap {
      try? Destination(contact: ContactFields(administrativeArea: $0.state, postalCode: $0.zip, countryCode: "US"))
    }
    // Every state's own jurisdiction without a postcode, and the local ones by ZIP.
    let states = RegionTable.unitedStates.codes.map { Destination(country: .unitedStates, region: $0) }
    return zips + states
  }()

  package static let canada: [Destination] = try! PostalFixtures.canadianFSAs().map {
    try Destination(contact: ContactFields(administrativeArea: $0.province, postalCode: $0.fsa, countryCode: "CA"))
  }

  package static let britain: [Destination] = try! PostalFixtures.britishOutwardCodes().map {
    try Destination(contact: ContactFields(postalCode: $0.outward, countryCode: "GB"))
  }

  package static let europe: [Destination] = ["IE", "FR", "DE", "NL", "BE", "IT", "ES", "AT"].map {
    Destination(country: CountryCode(rawValue: $0)!)
  }

  package static let japan: [Destination] =
    ["100-0005", "060-0001", "900-0001", "530-0001", "812-0011"].map {
      try! Destination(contact: ContactFields(postalCode: $0, countryCode: "JP"))
    } + [Destination(country: CountryCode(rawValue: "JP")!)]

  package static let germany: [Destination] =
    ["04109", "04357", "10115", "80331", "20095"].map {
      try! Destination(contact: ContactFields(postalCode: $0, countryCode: "DE"))
    } + [Destination(country: CountryCode(rawValue: "DE")!)]

  package static let texas: [Destination] =
    ["78704", "78701", "77002", "75201", "79901"].map {
      try! Destination(contact: ContactFields(administrativeArea: "TX", postalCode: $0, countryCode: "US"))
    } + [Destination(country: .unitedStates, region: "TX")]

  package static let switzerland: [Destination] = ["8001", "1201"].map {
    try! Destination(contact: ContactFields(postalCode: $0, countryCode: "CH"))
  }

  /// Places with no tax jurisdiction in any sample.
  package static let untaxed: [Destination] = [
    Destination(country: CountryCode(rawValue: "MX")!), Destination(country: .canada),
  ]

  /// A random destination the merchant might be asked about.
  package static func random(for merchant: SampleMerchant, using rng: inout SeededGenerator) -> Destination {
    let roll = Int.random(in: 0..<100, using: &rng)
    if roll < 2 { return untaxed.randomElement(using: &rng)! }
    switch merchant {
    case .usOutfitters:
      if roll < 12 { return canada.randomElement(using: &rng)! }
      if roll < 16 { return (europe + japan + britain.prefix(5)).randomElement(using: &rng)! }
      return unitedStates.randomElement(using: &rng)!
    case .ukTeahouse:
      return roll < 10 ? europe.randomElement(using: &rng)! : britain.randomElement(using: &rng)!
    case .jpStationery:
      return japan.randomElement(using: &rng)!
    case .deBookshop:
      if roll < 6 { return switzerland.randomElement(using: &rng)! }
      return (germany + europe).randomElement(using: &rng)!
    case .txLeatherworks:
      return roll < 30 ? unitedStates.randomElement(using: &rng)! : texas.randomElement(using: &rng)!
    }
  }
}
