import CheckoutPricing
import Foundation
import SampleMerchants

/// Rating a 3-line cart on the US sample merchant: every service, windows,
/// ordering; with and without explanation steps.
func shippingScenarios(harness: Harness) throws -> [Measurement] {
  let book = try SampleMerchant.usOutfitters.rateBook()
  let usd = try CurrencyTable.iso4217.currency(for: "USD")
  let lines = [
    try CartLine(
      "jacket", "Jacket", price: "80.00", in: usd, weight: "1.2", .pound,
      dimensions: try Dimensions(length: "14", width: "10", height: "3", unit: .inch)),
    try CartLine("socks", "Socks", price: "12.00", in: usd, quantity: 3, weight: "3", .ounce),
    try CartLine("stove", "Stove", price: "45.00", in: usd, weight: "0.9", .kilogram, category: "standard"),
  ]
  let cart = Cart(lines: lines)
  let subtotal = try cart.subtotal(exponent: 2)
  let asOf = Date(timeIntervalSince1970: 1_795_370_400)  // 2026-11-22T17:20:00Z
  var results: [Measurement] = []
  for (name, postcode) in [("Atlanta", "30303"), ("Denver, with stores", "80202")] {
    let destination = try Destination(contact: ContactFields(postalCode: postcode, countryCode: "US"))
    for explain in [false, true] {
      let request = ShippingRequest(
        cart: cart, destination: destination, subtotalBeforeDiscounts: subtotal, subtotalAfterDiscounts: subtotal,
        asOf: asOf, explain: explain)
      results.append(
        harness.measure("shipping: rate a 3-line cart, \(name)\(explain ? ", explained" : "")") { _ in
          blackHole(try? book.shippingOptions(for: request))
        })
    }
  }
  return results
}
