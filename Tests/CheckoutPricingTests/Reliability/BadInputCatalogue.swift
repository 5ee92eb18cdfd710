import Foundation
import TestSupport

@testable import CheckoutPricing

/// The catalogue of malformed and unusable requests (issue 8): each with the
/// error the engine must answer with. Every entry is checked by
/// `BadInputCatalogueTests`.
extension BadInput {
  static let catalogue: [BadInput] =
    json + root + lineFields + paymentTimings + contacts + choices + overflow + formats + googlePay + stripe + payPal
    + tenders + locales + authorizations + walletAuthorization + landedCost

  /// Input that is not JSON, or not within the parser's limits.
  static let json: [BadInput] = [
    BadInput("empty document", "", path: "$"),
    BadInput("only whitespace", " \n\t ", path: "$"),
    BadInput("truncated after the brace", "{", path: "$"),
    BadInput("truncated in a member", #"{"event":"initial""#, path: "$"),
    BadInput("truncated in a string", #"{"event":"init"#, path: "$"),
    BadInput("trailing comma", #"{"event":"initial",}"#, path: "$"),
    BadInput("single quotes", "{'event':'initial'}", path: "$"),
    BadInput("a comment", "// request\n{}", path: "$"),
    BadInput("text after the document", request() + " x", path: "$"),
    BadInput("two documents", request() + request(), path: "$"),
    BadInput("an array, not an object", "[]", path: "$"),
    BadInput("null", "null", path: "$"),
    BadInput("a bare string", #""initial""#, path: "$"),
    BadInput("a repeated key", #"{"event":"initial","event":"initial"}"#, path: "$"),
    BadInput(
      "nesting deeper than 16",
      request(#""couponCode":"# + String(repeating: "[", count: 17) + String(repeating: "]", count: 17)),
      path: "$", fragment: "deep"),
    BadInput("invalid UTF-8 in the document", [UInt8(ascii: "{"), 0xFF, 0xFE, UInt8(ascii: "}")], path: "$"),
    BadInput(
      "invalid UTF-8 in a label",
      Array(request().utf8).replacingFirst(Array("Tent".utf8), with: [0x54, 0xC3, 0x28, 0x74]), path: "$"),
    BadInput(
      "an overlong UTF-8 encoding", Array(request().utf8).replacingFirst(Array("Tent".utf8), with: [0xC0, 0xAF]),
      path: "$"),
    BadInput("a raw newline in a label", line(["label": "\"Te\nnt\""]), path: "$"),
    BadInput("a raw control character in a label", line(["label": "\"Te\u{07}nt\""]), path: "$"),
    BadInput("a lone surrogate escape", line(["label": #""\ud800""#]), path: "$"),
    BadInput("a bad escape", line(["label": #""\x41""#]), path: "$"),
    BadInput("NaN as a number", line(["unitPrice": "NaN"]), path: "$"),
    BadInput("Infinity as a number", line(["unitPrice": "Infinity"]), path: "$"),
    BadInput("a plus sign", line(["quantity": "+1"]), path: "$"),
    BadInput("a leading zero", line(["quantity": "01"]), path: "$"),
    BadInput("a bare point", line(["unitPrice": ".5"]), path: "$"),
    BadInput(
      "more than a mebibyte", line(["label": "\"" + String(repeating: "x", count: 1 << 20) + "\""]), path: "$",
      fragment: "limit"),
  ]

  /// The request's own members.
  static let root: [BadInput] = [
    BadInput("no event", #"{"asOf":"\#(asOf)","lines":[]}"#, path: "event"),
    BadInput("an event that is a number", #"{"event":1,"asOf":"\#(asOf)","lines":[]}"#, path: "event"),
    BadInput("an unknown event", request(event: "teleport"), path: "event"),
    BadInput("an empty event", request(event: ""), path: "event"),
    BadInput("no asOf", #"{"event":"initial","lines":[]}"#, path: "asOf"),
    BadInput("asOf without an offset", #"{"event":"initial","asOf":"2026-11-21T15:04:05","lines":[]}"#, path: "asOf"),
    BadInput("asOf as words", #"{"event":"initial","asOf":"yesterday","lines":[]}"#, path: "asOf"),
    BadInput("asOf as a number", #"{"event":"initial","asOf":1764000000,"lines":[]}"#, path: "asOf"),
    BadInput(
      "asOf in 1500, before the calendar the engine computes",
      #"{"event":"initial","asOf":"1500-03-02T12:00:00Z","lines":[\#(goodLine)]}"#, path: "asOf",
      fragment: "2000 to 2099"),
    BadInput(
      "asOf in 2100", #"{"event":"initial","asOf":"2100-01-01T00:00:00Z","lines":[\#(goodLine)]}"#, path: "asOf",
      fragment: "2000 to 2099"),
    BadInput("an empty cart", request(lines: "[]"), path: "lines", fragment: "empty"),
    BadInput(
      "an empty cart with a contact",
      request(
        lines: "[]", #""shippingContact":{"administrativeArea":"GA","postalCode":"30303","countryCode":"US"}"#,
        event: "shippingContactSelected"), path: "lines", fragment: "empty"),
    BadInput(
      "asOf on the 31st of February", #"{"event":"initial","asOf":"2026-02-31T15:04:05Z","lines":[]}"#, path: "asOf"),
    BadInput("no lines", #"{"event":"initial","asOf":"\#(asOf)"}"#, path: "lines"),
    BadInput("lines as an object", request(lines: goodLine), path: "lines"),
    BadInput("lines as a string", request(lines: #""a""#), path: "lines"),
    BadInput("1,001 lines", request(lines: lines(1_001)), path: "lines", fragment: "1001 lines"),
    BadInput("ten thousand lines", request(lines: lines(10_000)), path: "lines", fragment: "10000 lines"),
    BadInput("an unknown member", request(#""colour":"red""#), path: "colour"),
    BadInput("a misspelt member", request(#""coupon":"SAVE10""#), path: "coupon"),
    BadInput("another merchant's currency", request(#""currency":"EUR""#), path: "currency"),
    BadInput("an unknown currency", request(#""currency":"XYZ""#), path: "currency"),
    BadInput(
      "the merchant's currency in lower case", request(#""currency":"usd""#), path: "currency", fragment: "'USD'"),
    BadInput("a currency that is a number", request(#""currency":840"#), path: "currency"),
    BadInput("an unknown shipping type", request(#""shippingType":"teleport""#), path: "shippingType"),
    BadInput("a request id that is a boolean", request(#""id":true"#), path: "id", fragment: "a string or a number"),
    BadInput("a request id that is an object", request(#""id":{"n":1}"#), path: "id", fragment: "a string or a number"),
    BadInput(
      "a request id of 201 characters", request(#""id":""# + String(repeating: "x", count: 201) + #"""#), path: "id",
      fragment: "at most 200"),
    BadInput(
      "a W3C address and an Apple contact together",
      request(#""shippingContact":{"countryCode":"US"},"shippingAddress":{"country":"US"}"#), path: "shippingAddress",
      fragment: "not both"),
    BadInput(
      "a W3C address with an Apple member",
      request(#""shippingAddress":{"countryCode":"US"}"#), path: "shippingAddress.countryCode"),
    BadInput(
      "a W3C postcode as a number", request(#""shippingAddress":{"country":"US","postalCode":30303}"#),
      path: "shippingAddress.postalCode"),
    BadInput(
      "W3C address lines as a string", request(#""shippingAddress":{"country":"US","addressLine":"1 Main St"}"#),
      path: "shippingAddress.addressLine"),
  ]

  /// The members of a cart line.
  static let lineFields: [BadInput] = [
    BadInput("a line that is a string", request(lines: #"["a"]"#), path: "lines[0]"),
    BadInput("a line with an unknown member", line(["colour": #""red""#]), path: "lines[0].colour"),
    BadInput("a line without an id", line(["id": nil]), path: "lines[0].id"),
    BadInput("an empty id", line(["id": #""""#]), path: "lines[0].id"),
    BadInput("an id that is a number", line(["id": "7"]), path: "lines[0].id"),
    BadInput("an id of 201 characters", line(["id": "\"\(long201)\""]), path: "lines[0].id"),
    BadInput(
      "a repeated line id", request(lines: "[\(goodLine),\(goodLine)]"), path: "lines[1].id", fragment: "appears twice"),
    BadInput("a label of 201 characters", line(["label": "\"\(long201)\""]), path: "lines[0].label"),
    BadInput(
      "a label of a million characters", line(["label": "\"" + String(repeating: "x", count: 1_000_000) + "\""]),
      path: "lines[0].label", fragment: "1000000 characters"),
    BadInput("a label that is a number", line(["label": "1"]), path: "lines[0].label"),
    BadInput("no unit price", line(["unitPrice": nil]), path: "lines[0].unitPrice"),
    BadInput("a unit price of \"NaN\"", line(["unitPrice": #""NaN""#]), path: "lines[0].unitPrice"),
    BadInput("a unit price of \"Infinity\"", line(["unitPrice": #""Infinity""#]), path: "lines[0].unitPrice"),
    BadInput("a unit price with an exponent, as text", line(["unitPrice": #""1e5""#]), path: "lines[0].unitPrice"),
    BadInput("a unit price with an exponent, as a number", line(["unitPrice": "1e5"]), path: "lines[0].unitPrice"),
    BadInput("a unit price with a negative exponent", line(["unitPrice": "1E-2"]), path: "lines[0].unitPrice"),
    BadInput("a unit price of 400 digits, as a number", line(["unitPrice": digits400]), path: "lines[0].unitPrice"),
    BadInput(
      "a unit price of 400 digits, as text", line(["unitPrice": "\"\(digits400)\""]), path: "lines[0].unitPrice"),
    BadInput(
      "a unit price with 30 decimals", line(["unitPrice": #""1.000000000000000000000000000001""#]),
      path: "lines[0].unitPrice"),
    BadInput("a unit price with 3 decimals in USD", line(["unitPrice": #""1.005""#]), path: "lines[0].unitPrice"),
    BadInput(
      "a negative unit price", line(["unitPrice": #""-1.00""#]), path: "lines[0].unitPrice", fragment: "negative"),
    BadInput("a unit price with a comma", line(["unitPrice": #""1,00""#]), path: "lines[0].unitPrice"),
    BadInput("a unit price with a space", line(["unitPrice": #"" 1.00""#]), path: "lines[0].unitPrice"),
    BadInput("a unit price with a currency sign", line(["unitPrice": #""$1.00""#]), path: "lines[0].unitPrice"),
    BadInput("a unit price in full-width digits", line(["unitPrice": #""１２""#]), path: "lines[0].unitPrice"),
    BadInput("an empty unit price", line(["unitPrice": #""""#]), path: "lines[0].unitPrice"),
    BadInput(
      "a unit price of 42 characters, zeros after the point",
      line(["unitPrice": "\"1." + String(repeating: "0", count: 40) + "\""]), path: "lines[0].unitPrice",
      fragment: "at most 40"),
    BadInput("a unit price that is true", line(["unitPrice": "true"]), path: "lines[0].unitPrice"),
    BadInput(
      "a unit price above a billion", line(["unitPrice": #""1000000000.01""#]), path: "lines[0].unitPrice",
      fragment: "limit"),
    BadInput("no quantity", line(["quantity": nil]), path: "lines[0].quantity"),
    BadInput("a zero quantity", line(["quantity": "0"]), path: "lines[0].quantity"),
    BadInput("a negative quantity", line(["quantity": "-1"]), path: "lines[0].quantity"),
    BadInput("a fractional quantity", line(["quantity": "1.5"]), path: "lines[0].quantity"),
    BadInput("a quantity with an exponent", line(["quantity": "1e3"]), path: "lines[0].quantity"),
    BadInput("a quantity as text", line(["quantity": #""2""#]), path: "lines[0].quantity"),
    BadInput("a quantity above a million", line(["quantity": "1000001"]), path: "lines[0].quantity"),
    BadInput("a quantity of 400 digits", line(["quantity": digits400]), path: "lines[0].quantity"),
    BadInput("a quantity beyond Int64", line(["quantity": "9223372036854775808"]), path: "lines[0].quantity"),
    BadInput("a weight that is a string", line(["weight": #""1kg""#]), path: "lines[0].weight"),
    BadInput("a weight in stone", line(["weight": #"{"value":"1","unit":"st"}"#]), path: "lines[0].weight.unit"),
    BadInput("a weight without a unit", line(["weight": #"{"value":"1"}"#]), path: "lines[0].weight.unit"),
    BadInput("a negative weight", line(["weight": #"{"value":"-1","unit":"kg"}"#]), path: "lines[0].weight.value"),
    BadInput("a weight of NaN", line(["weight": #"{"value":"NaN","unit":"kg"}"#]), path: "lines[0].weight.value"),
    BadInput(
      "a weight in ounces with five decimals", line(["weight": #"{"value":"0.12345","unit":"oz"}"#]),
      path: "lines[0].weight.value", fragment: "more than 4 decimals"),
    BadInput(
      "a weight in grams with ten decimals", line(["weight": #"{"value":"0.0000000001","unit":"g"}"#]),
      path: "lines[0].weight.value", fragment: "more than 9 decimals"),
    BadInput(
      "a weight of 400 digits", line(["weight": #"{"value":\#(digits400),"unit":"kg"}"#]), path: "lines[0].weight.value"
    ),
    BadInput(
      "a weight with an unknown member", line(["weight": #"{"value":"1","unit":"kg","x":1}"#]),
      path: "lines[0].weight.x"),
    BadInput(
      "dimensions in feet", line(["dimensions": #"{"length":"1","width":"1","height":"1","unit":"ft"}"#]),
      path: "lines[0].dimensions.unit"),
    BadInput(
      "dimensions without a height", line(["dimensions": #"{"length":"1","width":"1","unit":"cm"}"#]),
      path: "lines[0].dimensions.height"),
    BadInput(
      "a negative dimension", line(["dimensions": #"{"length":"-1","width":"1","height":"1","unit":"cm"}"#]),
      path: "lines[0].dimensions"),
    BadInput("a category of 201 characters", line(["category": "\"\(long201)\""]), path: "lines[0].category"),
    BadInput("a category that is a number", line(["category": "3"]), path: "lines[0].category"),
    BadInput(
      "a bad field on the third line",
      request(lines: "[\(lines(2).dropFirst().dropLast()),{\"id\":\"c\",\"unitPrice\":\"x\",\"quantity\":1}]"),
      path: "lines[2].unitPrice"),
  ]

  /// Shipping contacts: malformed, or well-formed and unusable.
  static let contacts: [BadInput] = [
    BadInput("a contact that is a string", request(#""shippingContact":"Atlanta""#), path: "shippingContact"),
    BadInput(
      "a postcode that is a number", contact(#""postalCode":30303,"countryCode":"US""#),
      path: "shippingContact.postalCode"),
    BadInput("a contact with an unknown member", contact(#""planet":"Mars""#), path: "shippingContact.planet"),
    BadInput(
      "a postcode of 201 characters", contact(#""postalCode":"\#(long201)","countryCode":"US""#),
      path: "shippingContact.postalCode"),
    BadInput(
      "a locality of 201 characters", contact(#""locality":"\#(long201)","countryCode":"US""#),
      path: "shippingContact.locality"),
    BadInput(
      "an empty contact", contact(""), .shippingContactInvalid, path: nil, contactField: "countryCode"),
    BadInput(
      "an unknown country code", contact(#""postalCode":"30303","countryCode":"ZZ""#), .shippingContactInvalid,
      path: nil, contactField: "countryCode"),
    BadInput(
      "a postcode with an emoji", contact(#""administrativeArea":"GA","postalCode":"30303😀","countryCode":"US""#),
      .shippingContactInvalid, path: nil, contactField: "postalCode"),
    BadInput(
      "a postcode with a control character",
      contact(#""administrativeArea":"GA","postalCode":"3030\u00073","countryCode":"US""#), .shippingContactInvalid,
      path: nil, contactField: "postalCode"),
    BadInput(
      "a postcode of letters in the US", contact(#""administrativeArea":"GA","postalCode":"ABCDE","countryCode":"US""#),
      .shippingContactInvalid, path: nil, contactField: "postalCode"),
    BadInput(
      "a UK postcode that is not one", contact(#""postalCode":"1AB 2CD","countryCode":"GB""#),
      .shippingContactInvalid, path: nil, contactField: "postalCode"),
    BadInput(
      "an unknown US state", contact(#""administrativeArea":"Narnia","postalCode":"30303","countryCode":"US""#),
      .shippingContactInvalid, path: nil, contactField: "administrativeArea"),
    BadInput(
      "a ZIP code in another state", contact(#""administrativeArea":"TX","postalCode":"30303","countryCode":"US""#),
      .shippingContactInvalid, path: nil, contactField: "postalCode"),
    BadInput(
      "a state without the ZIP code its tax depends on",
      contact(#""administrativeArea":"GA","postalCode":"","countryCode":"US""#), .shippingContactInvalid, path: nil,
      contactField: "postalCode"),
    BadInput(
      "a New York ZIP code sent as Puerto Rico", contact(#""postalCode":"10001","countryCode":"PR""#),
      .shippingContactInvalid, path: nil, contactField: "postalCode"),
    BadInput(
      "a Jersey postcode sent as Guernsey", contact(#""postalCode":"JE2 3AB","countryCode":"GG""#),
      .shippingContactInvalid, path: nil, contactField: "postalCode"),
    BadInput(
      "a Nunavut FSA in the Northwest Territories",
      contact(#""administrativeArea":"NT","postalCode":"X0A","countryCode":"CA""#), .shippingContactInvalid,
      path: nil, contactField: "postalCode"),
    BadInput(
      "a country no method reaches", contact(#""postalCode":"01310-100","countryCode":"BR""#),
      .addressUnserviceable, path: nil),
  ]

  /// A line's `paymentTiming` (the JSON contract article, "Payments later"); `asOf` is
  /// 2026-11-21 in the merchant's time zone.
  static let paymentTimings: [BadInput] = [
    BadInput("a payment timing that is a string", timing(#""recurring""#), path: "lines[0].paymentTiming"),
    BadInput("an unknown payment timing", timing(#"{"type":"monthly"}"#), path: "lines[0].paymentTiming.type"),
    BadInput(
      "a recurring payment without an interval unit", timing(#"{"type":"recurring"}"#),
      path: "lines[0].paymentTiming.intervalUnit"),
    BadInput(
      "an interval of weeks", timing(#"{"type":"recurring","intervalUnit":"week"}"#),
      path: "lines[0].paymentTiming.intervalUnit"),
    BadInput(
      "an interval count of 0", timing(#"{"type":"recurring","intervalUnit":"month","intervalCount":0}"#),
      path: "lines[0].paymentTiming.intervalCount"),
    BadInput(
      "an interval count of 1,001", timing(#"{"type":"recurring","intervalUnit":"day","intervalCount":1001}"#),
      path: "lines[0].paymentTiming.intervalCount"),
    BadInput(
      "a start on 31 February", timing(#"{"type":"recurring","intervalUnit":"month","startDate":"2027-02-31"}"#),
      path: "lines[0].paymentTiming.startDate"),
    BadInput(
      "a start before the day of asOf",
      timing(#"{"type":"recurring","intervalUnit":"month","startDate":"2026-11-20"}"#),
      path: "lines[0].paymentTiming.startDate", fragment: "before the day of asOf in America/Denver"),
    BadInput(
      "an end before the start",
      timing(#"{"type":"recurring","intervalUnit":"month","startDate":"2026-12-01","endDate":"2026-12-01"}"#),
      path: "lines[0].paymentTiming.endDate"),
    BadInput(
      "a trial that ends as it starts",
      timing(#"{"type":"recurring","intervalUnit":"month","trial":{"unitPrice":"0.00","endDate":"2026-11-21"}}"#),
      path: "lines[0].paymentTiming.trial.endDate"),
    BadInput(
      "a trial without an end", timing(#"{"type":"recurring","intervalUnit":"month","trial":{"unitPrice":"1.00"}}"#),
      path: "lines[0].paymentTiming.trial.endDate"),
    BadInput(
      "a deferred payment due today", timing(#"{"type":"deferred","date":"2026-11-21"}"#),
      path: "lines[0].paymentTiming.date"),
    BadInput(
      "a deferred day with a time", timing(#"{"type":"deferred","date":"2026-12-01T00:00:00Z"}"#),
      path: "lines[0].paymentTiming.date"),
    BadInput(
      "a deferred payment with an interval", timing(#"{"type":"deferred","date":"2026-12-01","intervalUnit":"month"}"#),
      path: "lines[0].paymentTiming.intervalUnit", fragment: "not a member of a deferred payment"),
    BadInput(
      "a negative reload threshold", timing(#"{"type":"automaticReload","thresholdAmount":"-5.00"}"#),
      path: "lines[0].paymentTiming.thresholdAmount"),
    BadInput(
      "two lines paid later",
      request(
        lines:
          #"[{"id":"a","unitPrice":"10.00","quantity":1,"paymentTiming":{"type":"deferred","date":"2026-12-01"}},"#
          + #"{"id":"b","unitPrice":"5.00","quantity":1,"paymentTiming":{"type":"automaticReload","thresholdAmount":"1.00"}}]"#
      ), path: "lines[1].paymentTiming", fragment: "one recurring, deferred or automatic reload payment per sheet"),
  ]

  /// A request whose one line has `timing` as its `paymentTiming`.
  static func timing(_ timing: String) -> String { line(["paymentTiming": timing]) }

  /// The shopper's choices.
  static let choices: [BadInput] = [
    BadInput("an unknown coupon", request(#""couponCode":"FREEMONEY""#), .couponCodeInvalid, path: nil),
    BadInput("an expired coupon", request(#""couponCode":"SUMMER25""#), .couponCodeExpired, path: nil),
    BadInput("a coupon below its minimum", request(#""couponCode":"SAVE10""#), .couponCodeInvalid, path: nil),
    BadInput("a coupon that is a number", request(#""couponCode":10"#), path: "couponCode"),
    BadInput("a coupon of 201 characters", request(#""couponCode":"\#(long201)""#), path: "couponCode"),
    BadInput("a shipping method that is an object", request(#""shippingMethod":{}"#), path: "shippingMethod"),
    BadInput("a payment method that is a string", request(#""paymentMethod":"visa""#), path: "paymentMethod"),
    BadInput("an unknown payment type", request(#""paymentMethod":{"type":"cash"}"#), path: "paymentMethod.type"),
    BadInput(
      "a payment method without a type", request(#""paymentMethod":{"network":"visa"}"#), path: "paymentMethod.type"),
    BadInput(
      "a payment method with an unknown member", request(#""paymentMethod":{"type":"debit","pin":"1234"}"#),
      path: "paymentMethod.pin"),
  ]

  /// Amounts and weights that are each in range but whose products or sums
  /// are not: an error naming the field, never a trap.
  static let overflow: [BadInput] = [
    BadInput(
      "a total a cent above what a payment sheet accepts", request(lines: lines(1, unitPrice: "100000000.01")),
      path: "lines", fragment: "the largest a payment sheet accepts", reason: .beyondSheetLimits),
    BadInput(
      "a thousand lines at the largest price and quantity",
      request(lines: lines(1_000, unitPrice: "1000000000.00", quantity: "1000000")),
      path: "lines", reason: .amountOutOfRange(.overflow)),
    BadInput(
      "a hundred lines whose subtotal overflows",
      request(lines: lines(100, unitPrice: "999999999.99", quantity: "1000000")), path: "lines",
      reason: .amountOutOfRange(.overflow)),
    BadInput(
      "a weight times a quantity beyond the weight range",
      contact(#""administrativeArea":"GA","postalCode":"30303","countryCode":"US""#).replacingFirst(
        #""quantity":1"#, with: #""quantity":1000000,"weight":{"value":"500000","unit":"kg"}"#),
      path: "lines", reason: .amountOutOfRange(.overflow)),
  ]
}

extension Array where Element == UInt8 {
  /// The bytes with the first occurrence of `target` replaced.
  func replacingFirst(_ target: [UInt8], with replacement: [UInt8]) -> [UInt8] {
    guard target.count <= count else { return self }
    for start in 0...(count - target.count) where self[start..<(start + target.count)].elementsEqual(target) {
      return Array(self[..<start]) + replacement + self[(start + target.count)...]
    }
    return self
  }
}

extension String {
  /// The text with the first occurrence of `target` replaced.
  func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}
