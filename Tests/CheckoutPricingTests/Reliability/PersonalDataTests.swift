import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

/// A full contact's names, phone, email and street are read and dropped:
/// no output repeats them, in any format, error or explanation.
@Suite("Personal data")
struct PersonalDataTests {
  static let engine = PricingEngine(book: TestBooks.book(.usOutfitters))

  /// A value in each personal field, each of words that appear nowhere
  /// else in a response.
  static let personal: [String: String] = [
    "givenName": "Zelphinia", "familyName": "Quokkaberg", "phoneticGivenName": "Zelfinya",
    "phoneticFamilyName": "Kwokkaberg", "emailAddress": "zelphinia@quokka.example", "phoneNumber": "+1 555 0199 77",
  ]
  static let street = "742 Wombatmoor Terrace"

  /// The text a leak would show: each value, and its longest word.
  static let needles: [String] =
    (Array(personal.values) + [street, "Wombatmoor", "Quokka", "Zelphinia", "0199 77"]).map { $0.lowercased() }

  static func contact(_ overriding: [String: String] = [:], postalCode: String = "30303-3520") -> String {
    var members = personal.mapValues { "\"\($0)\"" }
    members["addressLines"] = "[\"\(street)\", \"Apt \(street)\"]"
    members["locality"] = "\"Atlanta\""
    members["administrativeArea"] = "\"GA\""
    members["postalCode"] = "\"\(postalCode)\""
    members["countryCode"] = "\"US\""
    members.merge(overriding) { $1 }
    return "{" + members.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",") + "}"
  }

  static func request(contact: String, total: String) -> String {
    #"""
    {"event":"paymentAuthorized","asOf":"2026-11-21T15:04:05-05:00","currency":"USD",
     "lines":[{"id":"tent","label":"Tent","unitPrice":"249.00","quantity":1}],
     "formats":["applePay","paymentRequest","googlePay","stripe"],
     "shippingContact":\#(contact),"pricedContact":\#(contact),"authorizedTotal":"\#(total)"}
    """#
  }

  static let requests: [(String, String)] = [
    ("accepted", request(contact: contact(), total: "1000.00")),
    ("refused for the total", request(contact: contact(), total: "1.00")),
    ("refused for a missing postcode", request(contact: contact(postalCode: ""), total: "1000.00")),
    ("a given name that is a number", request(contact: contact(["givenName": "5550199"]), total: "1000.00")),
    (
      "an over-long family name",
      request(
        contact: contact(["familyName": "\"" + String(repeating: "Quokkaberg", count: 21) + "\""]), total: "1000.00")
    ),
    (
      "a control character in an email address",
      request(contact: contact(["emailAddress": #""zelphinia\u0007@quokka.example""#]), total: "1000.00")
    ),
    (
      "an address line that is an object",
      request(contact: contact(["addressLines": #"[{"street":"742 Wombatmoor Terrace"}]"#]), total: "1000.00")
    ),
  ]

  @Test("No personal value of a full contact appears in any response, error or explanation")
  func nothingIsEchoed() throws {
    var statuses: [String] = []
    for (name, request) in Self.requests {
      let bytes = Array(request.utf8)
      let outputs = [Self.engine.respond(toJSON: bytes).text, Self.engine.explain(json: bytes).text]
      for output in outputs {
        let lowered = output.lowercased()
        for needle in Self.needles {
          #expect(!lowered.contains(needle), "\(name): '\(needle)' in \(output.prefix(2_000))")
        }
      }
      statuses.append(Self.engine.respond(toJSON: bytes).status.rawValue)
    }
    // The requests reach each path: an accepted payment, refusals, and
    // requests that cannot be read; a control character in a dropped
    // member is dropped with it.
    #expect(statuses == ["success", "failure", "failure", "failure", "failure", "success", "failure"])
    let accepted = try JSONParser().parse(Self.engine.respond(toJSON: Array(Self.requests[0].1.utf8)).text)
    for member in ["applePay", "paymentRequest", "googlePay", "stripe", "authorization"] {
      #expect(accepted[member] != nil, "no \(member)")
    }
  }

  @Test("The contact the engine keeps has the street and no personal field")
  func contactKeepsNoPersonalField() throws {
    let request = try RequestReader.readQuoteRequest(
      currency: Self.engine.book.merchant.currency, Array(Self.requests[0].1.utf8))
    let contact = try #require(request.shippingContact)
    #expect(contact.addressLines == [Self.street, "Apt \(Self.street)"])
    let kept = String(describing: contact).lowercased()
    for (_, value) in Self.personal { #expect(!kept.contains(value.lowercased()), "\(value)") }
  }
}
