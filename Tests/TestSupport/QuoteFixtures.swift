package import Foundation

package import CheckoutPricing

/// The instant, contact and cart lines the suites that price a quote at
/// the edge of a rule share: a US shopper in Atlanta, and lines priced in
/// cents straight from their minor units.
package enum QuoteFixtures {
  /// An instant in November 2026, inside every sample's tables.
  package static let asOf = Date(timeIntervalSince1970: 1_795_000_000)
  /// A redacted shipping contact in Atlanta, Georgia.
  package static let atlanta = ContactFields(administrativeArea: "GA", postalCode: "30303", countryCode: "US")

  /// A line priced `minorUnits` cents a unit, labelled by its id.
  package static func line(_ id: String, _ minorUnits: Int64, quantity: Int64 = 1, weight: Weight? = nil) -> CartLine {
    CartLine(
      id: id, label: id, unitPrice: Amount(uncheckedMinorUnits: minorUnits, exponent: 2), quantity: quantity,
      weight: weight)
  }
}
