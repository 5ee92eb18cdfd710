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
  /// Shipping services, the zones they serve and their rates.
  public let shipping: ShippingTables
  /// Tax jurisdictions, their areas and components.
  public let tax: TaxTables
  /// Coupons and automatic discounts.
  public let discounts: DiscountTables
  /// Warnings the loader found; the book is usable.
  public let warnings: [Diagnostic]

  /// The shipping zone of a destination.
  public func zone(for destination: Destination) -> LocationMatch? { zones.match(destination) }

  /// The tax jurisdiction of a destination, with the match that chose it.
  public func taxJurisdiction(for destination: Destination) -> (jurisdiction: TaxJurisdiction, match: LocationMatch)? {
    guard let match = tax.areas.match(destination), let jurisdiction = tax.jurisdictions[match.area] else {
      return nil
    }
    return (jurisdiction, match)
  }

  /// A count of what the book holds, for `checkout-pricing validate`.
  public var summary: String {
    let zoneCount = Set(zones.rules.map(\.area)).count
    let rateCount = shipping.rates.values.reduce(0) { $0 + $1.values.reduce(0) { $0 + $1.count } }
    let couponCount = discounts.coupons.count + discounts.automatic.count
    return "\(merchant.name) (\(merchant.currency.code)): \(zoneCount) zones from \(zones.rules.count) rules, "
      + "\(shipping.services.count) services, \(rateCount) rates, \(tax.jurisdictions.count) tax jurisdictions "
      + "from \(tax.areas.rules.count) rules, \(couponCount) coupons"
  }
}
