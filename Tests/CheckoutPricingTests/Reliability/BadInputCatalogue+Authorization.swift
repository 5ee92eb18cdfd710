import TestSupport

@testable import CheckoutPricing

extension BadInput {
  /// The full contact a shopper authorizes with: a street, a ZIP+4, and
  /// the names, phone and email Apple Pay sends, each replaceable.
  static func fullContact(_ replacing: [String: String] = [:]) -> String {
    var members: [(String, String)] = [
      ("addressLines", #"["55 Trinity Ave SW"]"#), ("locality", #""Atlanta""#), ("administrativeArea", #""GA""#),
      ("postalCode", #""30303-3520""#), ("countryCode", #""US""#), ("givenName", #""Jane""#),
      ("familyName", #""Appleseed""#), ("phoneticGivenName", #""Jane""#), ("phoneticFamilyName", #""Appleseed""#),
      ("emailAddress", #""jane@example.com""#), ("phoneNumber", #""+1 555 0100""#),
    ]
    for (key, value) in replacing {
      if let index = members.firstIndex(where: { $0.0 == key }) {
        members[index].1 = value
      } else {
        members.append((key, value))
      }
    }
    return "{" + members.filter { !$0.1.isEmpty }.map { #""\#($0.0)":\#($0.1)"# }.joined(separator: ",") + "}"
  }

  /// A `paymentAuthorized` request with one good line, the full contact
  /// and `members` (by default a total well above the line's).
  static func authorization(_ members: String = #""authorizedTotal":"1000.00""#, contact: String = fullContact())
    -> String
  {
    request(#""shippingContact":\#(contact)"# + (members.isEmpty ? "" : "," + members), event: "paymentAuthorized")
  }

  /// Requests whose authorization is wrong: the authorized total, the
  /// full contact's members, each at its path; and full addresses that
  /// are not full, refused at their contact field.
  static let authorizations: [BadInput] = [
    BadInput("an authorization without its total", authorization(""), path: "authorizedTotal", fragment: "missing"),
    BadInput(
      "an authorized total that is not an amount", authorization(#""authorizedTotal":"twelve dollars""#),
      path: "authorizedTotal"),
    BadInput(
      "an authorized total that is a boolean", authorization(#""authorizedTotal":true"#), path: "authorizedTotal"),
    BadInput(
      "an authorized total with more decimals than the currency", authorization(#""authorizedTotal":"10.001""#),
      path: "authorizedTotal"),
    BadInput(
      "a negative authorized total", authorization(#""authorizedTotal":"-10.00""#), path: "authorizedTotal",
      fragment: "negative"),
    BadInput(
      "an authorized total in another currency",
      authorization(#""authorizedTotal":{"currency":"EUR","value":"10.00"}"#), path: "authorizedTotal.currency",
      fragment: "EUR"),
    BadInput(
      "an authorized total as an amount without its value", authorization(#""authorizedTotal":{"currency":"USD"}"#),
      path: "authorizedTotal.value"),
    BadInput(
      "an authorized total on another event",
      request(#""shippingContact":\#(fullContact()),"authorizedTotal":"10.00""#, event: "shippingContactSelected"),
      path: "authorizedTotal", fragment: "paymentAuthorized"),
    BadInput(
      "a priced contact that is a string", authorization(#""authorizedTotal":"1000.00","pricedContact":"30303""#),
      path: "pricedContact"),
    BadInput(
      "address lines as a string", authorization(contact: fullContact(["addressLines": #""55 Trinity Ave SW""#])),
      path: "shippingContact.addressLines"),
    BadInput(
      "an address line that is a number", authorization(contact: fullContact(["addressLines": "[55]"])),
      path: "shippingContact.addressLines[0]"),
    BadInput(
      "a given name that is a number", authorization(contact: fullContact(["givenName": "7"])),
      path: "shippingContact.givenName"),
    BadInput(
      "a family name that is an object", authorization(contact: fullContact(["familyName": #"{"text":"Appleseed"}"#])),
      path: "shippingContact.familyName"),
    BadInput(
      "a phonetic name that is an array", authorization(contact: fullContact(["phoneticGivenName": #"["Jane"]"#])),
      path: "shippingContact.phoneticGivenName"),
    BadInput(
      "an email address that is a boolean", authorization(contact: fullContact(["emailAddress": "true"])),
      path: "shippingContact.emailAddress"),
    BadInput(
      "a phone number that is a number", authorization(contact: fullContact(["phoneNumber": "15550100"])),
      path: "shippingContact.phoneNumber"),
    BadInput(
      "a given name of 201 characters",
      authorization(contact: fullContact(["givenName": "\"" + String(repeating: "J", count: 201) + "\""])),
      path: "shippingContact.givenName"),
    BadInput(
      "a full address without a street", authorization(contact: fullContact(["addressLines": ""])),
      .shippingContactInvalid, path: nil, contactField: "addressLines"),
    BadInput(
      "a full address whose street lines are blank",
      authorization(contact: fullContact(["addressLines": #"[" ",""]"#])),
      .shippingContactInvalid, path: nil, contactField: "addressLines"),
    BadInput(
      "a full address with a Canadian FSA alone",
      authorization(
        contact: fullContact(["administrativeArea": #""QC""#, "postalCode": #""H2X""#, "countryCode": #""CA""#])),
      .shippingContactInvalid, path: nil, contactField: "postalCode"),
    BadInput(
      "a ZIP+4 outside the ZIP5 the sheet priced",
      authorization(
        #""authorizedTotal":"1000.00","pricedContact":{"administrativeArea":"GA","postalCode":"30305","countryCode":"US"}"#
      ), .shippingContactInvalid, path: nil, contactField: "postalCode"),
    BadInput(
      "a full address whose state contradicts its ZIP code",
      authorization(contact: fullContact(["administrativeArea": #""TX""#])), .shippingContactInvalid, path: nil,
      contactField: "postalCode"),
  ]
}
