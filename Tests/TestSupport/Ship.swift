package import Foundation
import Testing

package import CheckoutPricing

/// Builders shared by the shipping tests.
package enum Ship {
  package static let usd = try! CurrencyTable.iso4217.currency(for: "USD")
  package static let gbp = try! CurrencyTable.iso4217.currency(for: "GBP")
  package static let jpy = try! CurrencyTable.iso4217.currency(for: "JPY")

  /// An amount from text in a currency.
  package static func money(_ text: String, _ currency: Currency = usd) -> Amount {
    try! Amount(parsing: text, currency: currency)
  }

  /// A cart line.
  package static func line(
    _ id: String, _ price: String, quantity: Int64 = 1, weight: String? = nil, unit: WeightUnit = .pound,
    size: (String, String, String, Dimensions.Unit)? = nil, category: String = "standard",
    currency: Currency = usd
  ) -> CartLine {
    CartLine(
      id: id, label: id, unitPrice: money(price, currency), quantity: quantity,
      weight: weight.map { try! Weight(parsing: $0, unit: unit) },
      dimensions: size.map { try! Dimensions(length: $0.0, width: $0.1, height: $0.2, unit: $0.3) },
      category: category)
  }

  /// A destination from contact fields.
  package static func address(_ postcode: String?, _ country: String, region: String? = nil) -> Destination {
    try! Destination(contact: ContactFields(administrativeArea: region, postalCode: postcode, countryCode: country))
  }

  /// The instant of a local wall-clock time in an IANA time zone.
  package static func instant(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, in zone: String)
    -> Date
  {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: zone)!
    return calendar.date(
      from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
  }

  /// A Monday morning before every cut-off in Denver: 2026-11-16 10:00.
  package static let mondayInDenver = instant(2026, 11, 16, 10, 0, in: "America/Denver")

  /// A request whose subtotals are the cart's merchandise subtotal (or the ones given).
  package static func request(
    _ lines: [CartLine], to destination: Destination, asOf: Date = mondayInDenver, before: Amount? = nil,
    after: Amount? = nil, selected: String? = nil, explain: Bool = true, exponent: Int = 2
  ) -> ShippingRequest {
    let cart = Cart(lines: lines)
    let subtotal = (try? cart.subtotal(exponent: exponent)) ?? .zero(exponent: exponent)
    return ShippingRequest(
      cart: cart, destination: destination, subtotalBeforeDiscounts: before ?? subtotal,
      subtotalAfterDiscounts: after ?? before ?? subtotal, asOf: asOf, selectedMethod: selected, explain: explain)
  }

  /// The options as `identifier amount` pairs, in order.
  package static func summary(_ result: ShippingResult) -> [String] {
    result.options.map { "\($0.identifier) \($0.amount)" }
  }

  /// A small merchant in memory: the loading tests' minimal merchant with
  /// the shipping files replaced.
  package static func merchant(
    services: String, serviceZones: String, rates: String, zones: String = "zone,country,region,postcode\nus,US,,\n",
    extra: [String: String] = [:], manifest: [String: String] = [:]
  ) throws -> RateBook {
    var files = try TestBooks.minimalMerchant()
    files["services.csv"] = services
    files["service_zones.csv"] = serviceZones
    files["rates.csv"] = rates
    files["zones.csv"] = zones
    for (name, text) in extra { files[name] = text }
    for (original, replacement) in manifest {
      files["manifest.json"] = files["manifest.json"]!.replacingOccurrences(of: original, with: replacement)
    }
    return try RateBook.load(from: .files(files))
  }
}
