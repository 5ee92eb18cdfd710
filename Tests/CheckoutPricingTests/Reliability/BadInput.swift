import TestSupport

@testable import CheckoutPricing

/// One malformed or unusable request and the error it must get: Apple's
/// code, the JSON path and, for a contact, the field.
struct BadInput: CustomStringConvertible, Sendable {
  var name: String
  var bytes: [UInt8]
  var code: QuoteError.Code
  var path: String?
  var contactField: String?
  /// Text the message must contain, when the path alone is not enough.
  var fragment: String?
  /// The reason the Swift API reports, for a request the decoder reads and
  /// the engine refuses; `nil` where the code says enough.
  var reason: QuoteError.Reason?

  var description: String { name }

  init(
    _ name: String, _ text: String, _ code: QuoteError.Code = .unknown, path: String?, contactField: String? = nil,
    fragment: String? = nil, reason: QuoteError.Reason? = nil
  ) {
    self.init(name, Array(text.utf8), code, path: path, contactField: contactField, fragment: fragment, reason: reason)
  }

  init(
    _ name: String, _ bytes: [UInt8], _ code: QuoteError.Code = .unknown, path: String?,
    contactField: String? = nil, fragment: String? = nil, reason: QuoteError.Reason? = nil
  ) {
    self.name = name
    self.bytes = bytes
    self.code = code
    self.path = path
    self.contactField = contactField
    self.fragment = fragment
    self.reason = reason
  }

  // MARK: - Building requests

  static let asOf = "2026-11-21T15:04:05-05:00"
  static let goodLine = #"{"id":"a","label":"Tent","unitPrice":"10.00","quantity":1}"#

  /// A request for the US sample merchant with `lines` and extra root members.
  static func request(lines: String = "[\(goodLine)]", _ members: String = "", event: String = "initial") -> String {
    #"{"event":"\#(event)","asOf":"\#(asOf)","lines":\#(lines)\#(members.isEmpty ? "" : ",")\#(members)}"#
  }

  /// A request whose one line has the members of a good line, some replaced.
  static func line(_ replacing: [String: String?]) -> String {
    var members: [(String, String)] = [
      ("id", #""a""#), ("label", #""Tent""#), ("unitPrice", #""10.00""#), ("quantity", "1"),
    ]
    for (key, value) in replacing.sorted(by: { $0.key < $1.key }) {
      if let index = members.firstIndex(where: { $0.0 == key }) {
        if let value { members[index].1 = value } else { members.remove(at: index) }
      } else if let value {
        members.append((key, value))
      }
    }
    return request(lines: "[{\(members.map { #""\#($0.0)":\#($0.1)"# }.joined(separator: ","))}]")
  }

  /// A shipping-contact event with one good line and the contact's members.
  static func contact(_ members: String) -> String {
    request(#""shippingContact":{\#(members)}"#, event: "shippingContactSelected")
  }

  /// A line with `count` lines, `a0`, `a1`, ..., each of the given price and quantity.
  static func lines(_ count: Int, unitPrice: String = "1.00", quantity: String = "1") -> String {
    "["
      + (0..<count).map { #"{"id":"a\#($0)","unitPrice":"\#(unitPrice)","quantity":\#(quantity)}"# }
      .joined(separator: ",") + "]"
  }

  static let digits400 = String(repeating: "9", count: 400)
  static let long201 = String(repeating: "x", count: 201)
}
