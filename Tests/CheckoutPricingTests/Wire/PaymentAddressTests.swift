import Foundation
import SampleMerchants
import SeededRandom
import TestSupport
import Testing

@testable import CheckoutPricing

/// A W3C `PaymentAddress` under `shippingAddress` is the same place as the
/// Apple Pay contact under `shippingContact`.
@Suite("W3C shippingAddress")
struct PaymentAddressTests {
  /// The W3C address of an Apple Pay contact: `countryCode` is `country`,
  /// `administrativeArea` `region`, `locality` `city`, `subLocality`
  /// `dependentLocality`; the lines and names as W3C writes them.
  static func paymentAddress(_ contact: JSONValue) -> JSONValue {
    var members: [JSONMember] = []
    let renamed = [
      ("countryCode", "country"), ("administrativeArea", "region"), ("locality", "city"),
      ("subLocality", "dependentLocality"), ("postalCode", "postalCode"), ("addressLines", "addressLine"),
      ("phoneNumber", "phone"),
    ]
    let code = contact["countryCode"]?.stringValue ?? ""
    for (apple, w3c) in renamed where !(apple == "countryCode" && code.isEmpty) {
      if let value = contact[apple] { members.append(JSONMember(key: w3c, value: value)) }
    }
    // Apple may send the country's name alone; W3C sends its code.
    if code.isEmpty, let name = contact["country"]?.stringValue,
      let code = CountryCode.named(name)
    {
      members.append(JSONMember(key: "country", value: .string(code.rawValue)))
    }
    let names = [contact["givenName"], contact["familyName"]].compactMap { $0?.stringValue }
    if !names.isEmpty { members.append(JSONMember(key: "recipient", value: .string(names.joined(separator: " ")))) }
    members.append(JSONMember(key: "sortingCode", value: .string("")))
    return .object(members)
  }

  /// `request` with its `shippingContact` sent as a W3C `shippingAddress`.
  static func sentAsW3C(_ request: JSONValue) -> JSONValue {
    guard case .object(let members) = request else { return request }
    return .object(
      members.map { member in
        member.key == "shippingContact"
          ? JSONMember(key: "shippingAddress", value: paymentAddress(member.value)) : member
      })
  }

  static func respond(_ merchant: SampleMerchant, _ request: JSONValue) throws -> String {
    let engine = try #require(ExampleRequests.engines[merchant])
    return engine.respond(toJSON: Array(request.serialized().utf8)).text
  }

  @Test("Every example with a contact gives the same response sent as a W3C address")
  func examplesAgree() throws {
    var compared = 0
    for example in try ExampleRequests.all() {
      let request = try JSONParser().parse(example.bytes)
      guard request["shippingContact"] != nil else { continue }
      let apple = try Self.respond(example.merchant, request)
      let w3c = try Self.respond(example.merchant, Self.sentAsW3C(request))
      #expect(apple == w3c, "\(example)")
      compared += 1
    }
    #expect(compared >= 10)
  }

  @Test("Property: random places and events, sent either way, give equal responses", arguments: SampleMerchant.allCases)
  func randomPlacesAgree(merchant: SampleMerchant) throws {
    var rng = SeededGenerator(seed: 0x5_3A7E)
    let examples = try ExampleRequests.all().filter { $0.merchant == merchant }
    let contacts = try #require(PricingEnginePropertyTests.contacts[merchant])
    let events = ["initial", "shippingContactSelected", "shippingMethodSelected", "paymentMethodSelected"]
    for _ in 0..<150 {
      guard case .object(var members) = try JSONParser().parse(examples.randomElement(using: &rng)!.bytes) else {
        Issue.record("an example is not an object")
        return
      }
      let contact = contacts.randomElement(using: &rng)!
      let fields: [(String, String?)] = [
        ("locality", contact.locality), ("subLocality", contact.subLocality),
        ("administrativeArea", contact.administrativeArea), ("postalCode", contact.postalCode),
        ("countryCode", contact.countryCode),
      ]
      let appleContact = JSONValue.object(
        fields.compactMap { key, value in value.map { JSONMember(key: key, value: .string($0)) } })
      // The place replaces the example's own: a wallet's input (and the
      // formats that need it) would be a second address form.
      let replaced: Set<String> = ["shippingContact", "event", "googlePay", "stripe", "payPal", "formats"]
      members.removeAll { replaced.contains($0.key) }
      members.append(JSONMember(key: "event", value: .string(events.randomElement(using: &rng)!)))
      members.append(JSONMember(key: "shippingContact", value: appleContact))
      let request = JSONValue.object(members)
      let apple = try Self.respond(merchant, request)
      let w3c = try Self.respond(merchant, Self.sentAsW3C(request))
      try #require(apple == w3c, "\(request.serialized())")
    }
  }

  @Test(
    "Both forms at once, or a wrong W3C field, is a failure naming the W3C path",
    arguments: [
      (
        #""shippingContact": {"countryCode": "US"}, "shippingAddress": {"country": "US"}"#, "shippingAddress",
        "not both"
      ),
      (
        #""shippingAddress": {"country": "US", "postalCode": 30303}"#, "shippingAddress.postalCode", "expected a string"
      ),
      (#""shippingAddress": {"country": "US", "addressLine": "1 Main St"}"#, "shippingAddress.addressLine", "array"),
      (#""shippingAddress": {"country": "US", "countryCode": "US"}"#, "shippingAddress.countryCode", "unknown field"),
    ])
  func failures(members: String, path: String, fragment: String) throws {
    let request =
      #"{"event": "shippingContactSelected", "asOf": "2026-11-21T15:04:05Z", "lines": [{"id": "a", "label": "A", "unitPrice": "10.00", "quantity": 1}], "#
      + members + "}"
    let engine = try #require(ExampleRequests.engines[.usOutfitters])
    let response = try JSONParser().parse(engine.respond(toJSON: Array(request.utf8)).text)
    let error = try #require(response["errors"].flatMap { if case .array(let items) = $0 { items.first } else { nil } })
    #expect(error["path"]?.stringValue == path)
    #expect(error["message"]?.stringValue?.contains(fragment) == true, "\(error)")
  }

  @Test("An address error of a W3C address comes back under the W3C name")
  func addressErrors() throws {
    let request = """
      {"event": "shippingContactSelected", "asOf": "2026-11-21T15:04:05Z",
       "lines": [{"id": "a", "label": "A", "unitPrice": "10.00", "quantity": 1}],
       "shippingAddress": {"country": "US", "region": "TX", "postalCode": "30303", "city": "",
                           "addressLine": [], "recipient": "", "organization": "", "phone": ""}}
      """
    let engine = try #require(ExampleRequests.engines[.usOutfitters])
    let response = try JSONParser().parse(engine.respond(toJSON: Array(request.utf8)).text)
    let errors = response["paymentRequest"]?["shippingAddressErrors"]
    #expect(errors?["postalCode"] != nil, "\(response.serialized().prefix(400))")
  }
}
