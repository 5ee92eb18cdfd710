import CheckoutPricing
import Foundation

extension QuoteScenarios {
  /// Scenario 12's requests: a classified cart sent abroad with the US
  /// sample's delivered-duty-paid service, to the UK, three EU countries
  /// and Canada, with one to eight T-shirts, so that consignments fall
  /// on both sides of the UK's £135 and the EU's €150.
  func crossBorderBodies() throws -> [[UInt8]] {
    let places = [
      #"{"locality":"London","postalCode":"SW1A","countryCode":"GB"}"#,
      #"{"locality":"Amsterdam","postalCode":"1012 AB","countryCode":"NL"}"#,
      #"{"locality":"Paris","postalCode":"75008","countryCode":"FR"}"#,
      #"{"locality":"Berlin","postalCode":"10115","countryCode":"DE"}"#,
      #"{"locality":"Toronto","administrativeArea":"ON","postalCode":"M5V","countryCode":"CA"}"#,
    ]
    var bodies: [[UInt8]] = []
    for place in places {
      for tees in 1...8 {
        bodies.append(
          Array(
            """
            {"event":"shippingMethodSelected","asOf":"2026-09-15T10:00:00-06:00","currency":"USD","lines":[\
            {"id":"trail-logo-tee","label":"Trail Logo Tee","unitPrice":"25.00","quantity":\(tees),"weight":{"value":"0.4","unit":"lb"},"category":"clothing","hsCode":"6109.10","originCountry":"US"},\
            {"id":"wax","label":"Mustache Wax","unitPrice":"10.00","quantity":2,"weight":{"value":"0.25","unit":"lb"},"hsCode":"3305.90","originCountry":"US"}],\
            "shippingContact":\(place),"shippingMethod":"fedex-international-priority"}
            """.utf8))
      }
    }
    for body in bodies {
      let response = engine.respond(toJSON: body)
      guard response.status == .success, response.text.contains(#""landedCost""#) else {
        throw ScenarioError(message: "scenario 12's requests must be priced abroad: \(response.text.prefix(600))")
      }
    }
    return bodies
  }
}
