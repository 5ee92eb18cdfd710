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
  /// The same contact with its city, as a wallet sends it once the shopper
  /// authorizes.
  package static let atlantaWithCity = ContactFields(
    locality: "Atlanta", administrativeArea: "GA", postalCode: "30303", countryCode: "US")

  /// A line priced `minorUnits` cents a unit, labelled by its id.
  package static func line(_ id: String, _ minorUnits: Int64, quantity: Int64 = 1, weight: Weight? = nil) -> CartLine {
    CartLine(
      id: id, label: id, unitPrice: Amount(uncheckedMinorUnits: minorUnits, exponent: 2), quantity: quantity,
      weight: weight)
  }

  /// The US sample's 2-person tent, 249.00 and 4.6 lb, as its examples sell it.
  package static func tent() throws -> CartLine {
    CartLine(
      id: "tent-2p", label: "Ridgeline 2-Person Tent", unitPrice: Amount(uncheckedMinorUnits: 24_900, exponent: 2),
      quantity: 1, weight: try Weight(parsing: "4.6", unit: .pound))
  }

  /// The Atlanta shopper, with their city, choosing UPS 2nd Day Air for
  /// `lines` on the US sample's examples' afternoon (21 November 2026,
  /// 15:04:05 in Atlanta); suites set the coupon, card or tenders they test.
  package static func atlantaByUPS2ndDayAir(_ lines: [CartLine]) -> QuoteRequest {
    QuoteRequest(
      event: .shippingMethodSelected, asOf: examplesAfternoon, cart: Cart(lines: lines),
      shippingContact: atlantaWithCity, shippingMethod: "ups-2nd-day-air")
  }

  /// 2026-11-21T15:04:05-05:00, the instant of the US sample's examples.
  package static let examplesAfternoon: Date = Date(timeIntervalSince1970: 1_795_291_445)
}
