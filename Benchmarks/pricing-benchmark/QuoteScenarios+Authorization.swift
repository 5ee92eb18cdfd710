import CheckoutPricing
import Foundation

extension QuoteScenarios {
  /// Scenario 11's requests: scenario 7's cart at each place's full
  /// address (a street, the ZIP code, the shopper's names, phone and
  /// email), with the redacted contact the sheet priced and the total it
  /// showed, so that every authorization is accepted and captures it.
  func authorizationBodies() throws -> [[UInt8]] {
    let lines = """
      "lines":[\
      {"id":"tent-2p","label":"Ridgeline 2-Person Tent","unitPrice":"249.00","quantity":1,"weight":{"value":"4.6","unit":"lb"}},\
      {"id":"wax","label":"Mustache Wax","unitPrice":"10.00","quantity":2,"weight":{"value":"0.25","unit":"lb"}},\
      {"id":"trail-mix","label":"Trail Mix","unitPrice":"6.49","quantity":3,"weight":{"value":"12","unit":"oz"},"category":"groceries"}]
      """
    let head = #"{"asOf":"2026-11-21T15:04:05-05:00","currency":"USD","# + lines
    var bodies: [[UInt8]] = []
    for contact in contacts.prefix(1_024) {
      let place =
        #"{"administrativeArea":"\#(contact.administrativeArea ?? "")","postalCode":"\#(contact.postalCode ?? "")","countryCode":"US"}"#
      let shown = engine.respond(
        toJSON: Array((head + #","event":"shippingContactSelected","shippingContact":"# + place + "}").utf8))
      guard
        let total = shown.text.range(of: #""total":{"label":"Sierra Trail Outfitters","amount":""#).map({
          shown.text[$0.upperBound...].prefix { $0 != "\"" }
        })
      else { throw ScenarioError(message: "scenario 11's redacted request must price: \(shown.text.prefix(300))") }
      let full =
        #"{"addressLines":["1600 Main Street","Apt 4"],"locality":"Springfield","administrativeArea":"\#(contact.administrativeArea ?? "")","postalCode":"\#(contact.postalCode ?? "")","countryCode":"US","givenName":"Jane","familyName":"Appleseed","emailAddress":"jane@example.com","phoneNumber":"+1 555 0100"}"#
      bodies.append(
        Array(
          (head + #","event":"paymentAuthorized","shippingContact":"# + full + #","pricedContact":"# + place
            + #","authorizedTotal":""# + total + #""}"#).utf8))
    }
    for body in bodies.prefix(64) {
      let response = engine.respond(toJSON: body)
      guard response.status == .success, response.text.contains(#""decision":"accept""#) else {
        throw ScenarioError(message: "scenario 11's authorization must be accepted: \(response.text.prefix(600))")
      }
    }
    return bodies
  }
}
