import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

/// One writer per format: each format's refusal is its own rule, asked
/// once for every format a response writes, and each writer reads only the
/// sheet view.
@Suite("Sheet writers")
struct SheetWriterTests {
  /// An engine for a merchant pricing in KWD with three decimals, which
  /// neither Google Pay nor Stripe can carry exactly.
  static func kuwaitiEngine() throws -> PricingEngine {
    var files = try TestBooks.minimalMerchant()
    files["manifest.json"] = try #require(files["manifest.json"]).replacingOccurrences(of: "USD", with: "KWD")
    return PricingEngine(book: try RateBook.load(from: .files(files)))
  }

  static let line = #"{"id":"a","unitPrice":"1.250","quantity":1}"#

  @Test(
    "A format a wallet's input asks for is refused, as one named in formats is, at the wallet's member",
    arguments: [
      (
        #""googlePay":{"intermediatePaymentData":{"callbackTrigger":"INITIALIZE"},"callbackIntents":["SHIPPING_ADDRESS"]}"#,
        "googlePay"
      ),
      (
        #""stripe":{"shippingAddress":{"name":"A","address":{"state":"GA","postal_code":"30303","country":"US"}}}"#,
        "stripe"
      ),
    ])
  func impliedFormatIsRefused(input: String, member: String) throws {
    let text = #"{"asOf":"2026-11-21T15:04:05-05:00","lines":[\#(Self.line)],\#(input)}"#
    let response = try Self.kuwaitiEngine().respond(toJSON: Array(text.utf8))
    #expect(response.status == .failure)
    let tree = try JSONParser().parse(response.text)
    #expect(tree[member] == nil, "\(response.text)")
    guard case .array(let errors)? = tree["errors"] else {
      Issue.record("no errors: \(response.text)")
      return
    }
    #expect(errors.count == 1)
    #expect(errors.first?["path"] == .string(member))
    #expect(errors.first?["message"]?.stringValue?.contains("no price is rounded to fit a sheet") == true)
  }

  @Test("Of two formats refused, the one named first is reported, at its place")
  func firstRefusalInRequestOrder() throws {
    let engine = try Self.kuwaitiEngine()
    for (formats, path, fragment) in [
      (#"["stripe","googlePay"]"#, "formats[0]", "Stripe"), (#"["googlePay","stripe"]"#, "formats[0]", "Google Pay"),
      (#"["applePay","payPal","googlePay"]"#, "formats[1]", "shipping callback"),
    ] {
      let text =
        #"{"event":"initial","asOf":"2026-11-21T15:04:05-05:00","lines":[\#(Self.line)],"formats":\#(formats)}"#
      let tree = try JSONParser().parse(engine.respond(toJSON: Array(text.utf8)).text)
      guard case .array(let errors)? = tree["errors"], let error = errors.first else {
        Issue.record("\(formats) is not refused")
        continue
      }
      #expect(error["path"] == .string(path), "\(formats)")
      #expect(error["message"]?.stringValue?.contains(fragment) == true, "\(formats): \(error)")
    }
  }

  @Test("A quote encoded through the Swift API is refused by the same rule, not answered with a rejection")
  func swiftAPIRefusal() throws {
    let engine = try Self.kuwaitiEngine()
    let text = #"{"event":"initial","asOf":"2026-11-21T15:04:05-05:00","lines":[\#(Self.line)]}"#
    let request = try RequestReader.readQuoteRequest(currency: engine.book.merchant.currency, Array(text.utf8))
    let quote = engine.quote(request)
    let response = ResponseEncoder.response(to: quote, context: ResponseContext(formats: .stripe, wallet: .stripe))
    #expect(response.status == .failure)
    let tree = try JSONParser().parse(response.text)
    #expect(tree["stripe"] == nil)
    guard case .array(let errors)? = tree["errors"] else {
      Issue.record("no errors: \(response.text)")
      return
    }
    #expect(errors.first?["path"] == .string("stripe"))
  }

  /// The writers' folders and files, relative to `Sources/CheckoutPricing/Wire`.
  static let writerFiles = [
    "ApplePay/ApplePayWriter.swift", "ApplePay/ApplePayWriter+LaterPayments.swift",
    "PaymentRequest/PaymentRequestWriter.swift", "GooglePay/GooglePayWriter.swift", "Stripe/StripeWriter.swift",
    "PayPal/PayPalWriter.swift", "PayPal/PayPalBreakdown.swift",
  ]

  @Test("A wallet writer reads the sheet view and nothing below it: no quote, no breakdown, no stage's detail")
  func writersReadOnlyTheView() throws {
    let wire = Fixtures.repository.appendingPathComponent("Sources/CheckoutPricing/Wire")
    for file in Self.writerFiles {
      let text = try String(contentsOf: wire.appendingPathComponent(file), encoding: .utf8)
      // Code only: doc comments and comments may name what they explain.
      let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        .joined(separator: "\n")
      for word in ["quote.", "quote:", ".breakdown", "deliveryDetail"] where code.contains(word) {
        Issue.record("\(file) reads '\(word)'")
      }
    }
  }
}
