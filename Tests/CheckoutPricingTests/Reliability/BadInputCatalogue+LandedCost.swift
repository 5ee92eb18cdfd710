@testable import CheckoutPricing

extension BadInput {
  /// A request of three good lines whose third has `member` set to `value`,
  /// as JSON: an error on a later line names that line.
  static func thirdLine(_ member: String, _ value: String) -> String {
    request(
      lines: "[\(goodLine),"
        + #"{"id":"b","unitPrice":"5.00","quantity":1,"hsCode":"6109.10.00","originCountry":"CN"},"#
        + #"{"id":"c","unitPrice":"5.00","quantity":1,"\#(member)":\#(value)}]"#)
  }

  /// A line's customs classification that is not one
  /// (`RateTables/README.md`, "What is sold: `hsCode` and `originCountry`"):
  /// an HS code of 6 to 10 digits, dots and spaces allowed between them,
  /// and an assigned ISO 3166-1 alpha-2 origin in capitals. Each is refused
  /// at its path whatever the book's tables, so a cart cannot be priced as
  /// duty-free for a code nobody could read.
  static let landedCost: [BadInput] = [
    BadInput(
      "an HS code of five digits", line(["hsCode": #""61091""#]), path: "lines[0].hsCode",
      fragment: "is not an HS code"),
    BadInput(
      "an HS code of eleven digits", line(["hsCode": #""6109.10.00.001""#]), path: "lines[0].hsCode",
      fragment: "is not an HS code"),
    BadInput(
      "an HS code with letters", line(["hsCode": #""6109AB""#]), path: "lines[0].hsCode",
      fragment: "is not an HS code"),
    BadInput("an empty HS code", line(["hsCode": #""""#]), path: "lines[0].hsCode"),
    BadInput(
      "an HS code ending in a dot", line(["hsCode": #""6109.10.""#]), path: "lines[0].hsCode",
      fragment: "is not an HS code"),
    BadInput(
      "an HS code in full-width digits", line(["hsCode": #""６１０９１０""#]), path: "lines[0].hsCode",
      fragment: "is not an HS code"),
    BadInput("an HS code that is a number", line(["hsCode": "610910"]), path: "lines[0].hsCode"),
    BadInput(
      "an HS code of five digits on the third line", thirdLine("hsCode", #""61091""#), path: "lines[2].hsCode",
      fragment: "is not an HS code"),
    BadInput(
      "an origin that is no territory", line(["originCountry": #""XX""#]), path: "lines[0].originCountry",
      fragment: "is not an ISO 3166-1 alpha-2 country code"),
    BadInput(
      "an origin in lower case", line(["originCountry": #""cn""#]), path: "lines[0].originCountry",
      fragment: "is not an ISO 3166-1 alpha-2 country code"),
    BadInput(
      "an origin of three letters", line(["originCountry": #""CHN""#]), path: "lines[0].originCountry",
      fragment: "is not an ISO 3166-1 alpha-2 country code"),
    BadInput("an empty origin", line(["originCountry": #""""#]), path: "lines[0].originCountry"),
    BadInput("an origin that is a number", line(["originCountry": "156"]), path: "lines[0].originCountry"),
    BadInput(
      "an origin that is no territory on the third line", thirdLine("originCountry", #""ZZ""#),
      path: "lines[2].originCountry", fragment: "is not an ISO 3166-1 alpha-2 country code"),
  ]
}
