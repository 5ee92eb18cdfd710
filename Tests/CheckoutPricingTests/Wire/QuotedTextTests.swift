import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("Text quoted from a request into an answer")
struct QuotedTextTests {
  static let engine = PricingEngine(book: TestBooks.book(.usOutfitters))

  /// Every code point that must never reach a shopper's page: C0, DEL, C1,
  /// the line and paragraph separators, and the bidirectional formatting
  /// characters of UAX #9.
  static let unsafeScalars: [UInt32] =
    Array(0x00...0x1F) + Array(0x7F...0x9F) + [0x061C, 0x200E, 0x200F, 0x2028, 0x2029]
    + Array(0x202A...0x202E) + Array(0x2066...0x2069)

  /// Requests that quote one of their values into a message, with `§` where
  /// the code point goes: each quoted place the reader and the engine have,
  /// and the request's `id`, which the answer repeats.
  static let places: [(name: String, request: String)] = [
    ("unknown field", #"{"lines":[{"id":"a","unitPrice":"10.00","quantity":1,"x§":1}]}"#),
    ("unknown root field", #"{"x§":1,"lines":[{"id":"a","unitPrice":"10.00","quantity":1}]}"#),
    ("choice", #"{"shippingType":"ship§","lines":[{"id":"a","unitPrice":"10.00","quantity":1}]}"#),
    ("instant", #"{"asOf":"2026§","lines":[{"id":"a","unitPrice":"10.00","quantity":1}]}"#),
    ("amount", #"{"lines":[{"id":"a","unitPrice":"1§","quantity":1}]}"#),
    ("quantity", #"{"lines":[{"id":"a","unitPrice":"1.00","quantity":"1§"}]}"#),
    ("currency", #"{"currency":"US§","lines":[{"id":"a","unitPrice":"1.00","quantity":1}]}"#),
    (
      "line id",
      #"{"lines":[{"id":"a§","unitPrice":"1.00","quantity":1},{"id":"a§","unitPrice":"1.00","quantity":1}]}"#
    ),
    ("coupon code", #"{"couponCode":"SAVE§","lines":[{"id":"a","unitPrice":"10.00","quantity":1}]}"#),
    ("method id", #"{"shippingMethod":"ups§","lines":[{"id":"a","unitPrice":"10.00","quantity":1}]}"#),
    ("payment method type", #"{"paymentMethod":{"type":"cr§"},"lines":[{"id":"a","unitPrice":"10.00","quantity":1}]}"#),
    (
      "tender id",
      #"{"lines":[{"id":"a","unitPrice":"10.00","quantity":1}],"tenders":[{"kind":"giftCard","id":"gc§","amount":"1.00"},{"kind":"giftCard","id":"gc§","amount":"1.00"}]}"#
    ),
    (
      "tender currency",
      #"{"lines":[{"id":"a","unitPrice":"10.00","quantity":1}],"tenders":[{"kind":"giftCard","id":"g","amount":"1.00","currency":"E§"}]}"#
    ),
    // Echoed as sent, so refused rather than escaped.
    ("request id", #"{"id":"r§","lines":[{"id":"a","unitPrice":"10.00","quantity":1}]}"#),
  ]

  /// `request` with the members every request needs, where it has none of
  /// its own.
  static func completed(_ request: String) -> String {
    var members: [String] = []
    if !request.contains(#""event""#) { members.append(#""event":"initial""#) }
    if !request.contains(#""asOf""#) { members.append(#""asOf":"2026-11-21T15:04:05-05:00""#) }
    return "{" + members.map { $0 + "," }.joined() + request.dropFirst()
  }

  /// Every string in a decoded JSON value, keys included.
  static func strings(in value: Any) -> [String] {
    switch value {
    case let text as String: [text]
    case let array as [Any]: array.flatMap(strings(in:))
    case let object as [String: Any]: object.keys.map { $0 } + object.values.flatMap(strings(in:))
    default: []
    }
  }

  @Test("No control or bidirectional formatting character reaches an answer, at every quoted place")
  func noUnsafeCharacterReachesAnAnswer() throws {
    var quotedSomewhere = 0
    for place in Self.places {
      for value in Self.unsafeScalars {
        let escape =
          "\\u" + String(repeating: "0", count: 4 - String(value, radix: 16).count) + String(value, radix: 16)
        let request = Self.completed(place.request).replacingOccurrences(of: "§", with: escape)
        let answer = Self.engine.respond(toJSON: Array(request.utf8))
        // Raw in the answer's bytes (DEL and C1 pass JSON unescaped)...
        let raw = try #require(Unicode.Scalar(value))
        try #require(
          !answer.text.unicodeScalars.contains(raw),
          "\(place.name) U+\(String(value, radix: 16)): raw in \(answer.text)")
        // ...or decoding into a string the page shows.
        let decoded = try JSONSerialization.jsonObject(with: Data(answer.bytes))
        for text in Self.strings(in: decoded) {
          try #require(
            !text.unicodeScalars.contains(raw),
            "\(place.name) U+\(String(value, radix: 16)): decodes into \(text.debugDescription)")
        }
        if answer.text.contains("\\\\u{\(String(value, radix: 16, uppercase: true))}") { quotedSomewhere += 1 }
      }
    }
    // The places do quote their values: each code point shows, escaped.
    #expect(quotedSomewhere >= Self.unsafeScalars.count * 8)
  }

  @Test("A message and a path are escaped once, where the error is made")
  func quoteErrorEscapes() {
    let error = QuoteError(.invalidRequest, "'a\u{7F}b\u{202E}c' is wrong", path: "lines[0].x\u{1B}")
    #expect(error.message == "'a\\u{7F}b\\u{202E}c' is wrong")
    #expect(error.path == "lines[0].x\\u{1B}")
  }
}
