/// A merchant's loaded rate tables: immutable, `Sendable`, and shared by
/// every thread without locks.
///
/// ```swift
/// let book = try RateBook.load(from: .directory("RateTables/us-outfitters"))
/// let destination = try Destination(contact: ContactFields(postalCode: "30303", countryCode: "US"))
/// book.zone(for: destination)?.area  // "us-contiguous"
/// ```
public struct RateBook: Sendable {
  /// The merchant and its defaults.
  public let merchant: Merchant
  /// Shipping zones, indexed.
  public let zones: LocationIndex
  /// Services by identifier.
  public let services: [String: ShippingService]
  /// The zones each service serves, with transit times, by service then zone.
  public let serviceZones: [String: [String: ServiceZone]]
  /// Rate rows by service then zone, in file order.
  public let rates: [String: [String: [ShippingRate]]]
  /// Tax jurisdictions by identifier.
  public let taxJurisdictions: [String: TaxJurisdiction]
  /// Tax areas, indexed.
  public let taxAreas: LocationIndex
  /// Coupons with a code, by matching key (trimmed, uppercased).
  public let coupons: [String: Coupon]
  /// Automatic discounts, in file order.
  public let automaticDiscounts: [Coupon]
  /// Warnings the loader found; the book is usable.
  public let warnings: [Diagnostic]

  /// The shipping zone of a destination.
  public func zone(for destination: Destination) -> LocationMatch? { zones.match(destination) }

  /// The tax jurisdiction of a destination, with the match that chose it.
  public func taxJurisdiction(for destination: Destination) -> (jurisdiction: TaxJurisdiction, match: LocationMatch)? {
    guard let match = taxAreas.match(destination), let jurisdiction = taxJurisdictions[match.area] else { return nil }
    return (jurisdiction, match)
  }

  /// A count of what the book holds, for `checkout-pricing validate`.
  public var summary: String {
    let zoneCount = Set(zones.rules.map(\.area)).count
    let rateCount = rates.values.reduce(0) { $0 + $1.values.reduce(0) { $0 + $1.count } }
    return
      "\(merchant.name) (\(merchant.currency.code)): \(zoneCount) zones from \(zones.rules.count) rules, \(services.count) services, \(rateCount) rates, \(taxJurisdictions.count) tax jurisdictions from \(taxAreas.rules.count) rules, \(coupons.count + automaticDiscounts.count) coupons"
  }
}
