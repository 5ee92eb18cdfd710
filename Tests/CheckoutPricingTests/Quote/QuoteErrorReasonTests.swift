import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

/// Every way a quote fails is a typed reason on `QuoteError`, made once at
/// the engine's edge from the stages' one failure type; a line is named by
/// its index in the cart.
@Suite("Quote error reasons")
struct QuoteErrorReasonTests {
  static let engine = PricingEngine(book: TestBooks.book(.usOutfitters))

  static func request(
    _ lines: [CartLine] = [QuoteFixtures.line("tent", 10_000)], contact: ContactFields? = nil, coupon: String? = nil,
    currency: String? = nil, asOf: Date = QuoteFixtures.asOf
  ) -> QuoteRequest {
    QuoteRequest(
      event: .shippingContactSelected, asOf: asOf, currency: currency, cart: Cart(lines: lines),
      shippingContact: contact, couponCode: coupon)
  }

  @Test("A repeated line id names the repeat by its index, not the first line that has the id")
  func repeatedIDByIndex() throws {
    let quote = Self.engine.quote(
      Self.request([QuoteFixtures.line("a", 100), QuoteFixtures.line("b", 200), QuoteFixtures.line("a", 300)]))
    let error = try #require(quote.errors.first)
    #expect(quote.errors.count == 1 && quote.total == nil)
    #expect(error.path == "lines[2]", "\(error)")
    #expect(error.message == "line id 'a' is repeated")
  }

  @Test(
    "Each kind of failure is a reason, with Apple's code and the path",
    arguments: [
      (request(asOf: Date(timeIntervalSince1970: 0)), QuoteError.Reason.invalidRequest, "asOf"),
      (request(currency: "EUR"), .currencyMismatch, "currency"),
      (request([]), .invalidRequest, "lines"),
      (request([QuoteFixtures.line("a", 100, quantity: 0)]), .invalidLine, "lines[0]"),
      (
        request([QuoteFixtures.line("a", 100), QuoteFixtures.line("b", .max / 2, quantity: 3)]),
        .amountOutOfRange(.overflow), "lines[1].quantity"
      ),
      (
        request([QuoteFixtures.line("a", .max / 2), QuoteFixtures.line("b", .max / 2 + 2)]),
        .amountOutOfRange(.overflow), "lines"
      ),
      (request([QuoteFixtures.line("a", 10_000_000_001)]), .beyondSheetLimits, "lines"),
      (request(contact: ContactFields(postalCode: "3030", countryCode: "US")), .invalidContact(.postalCode), nil),
      (request(contact: ContactFields(postalCode: "01310-100", countryCode: "BR")), .unserviceable, nil),
      (request(coupon: "BOGUS"), .coupon(.unknown), nil),
      (request(coupon: "summer25"), .coupon(.expired), nil),
    ] as [(QuoteRequest, QuoteError.Reason, String?)])
  func reasons(request: QuoteRequest, reason: QuoteError.Reason, path: String?) throws {
    let quote = Self.engine.quote(request)
    let error = try #require(quote.errors.first, "\(reason) was priced")
    #expect(quote.errors.count == 1, "\(quote.errors)")
    #expect(error.reason == reason, "\(error)")
    #expect(error.path == path, "\(error)")
    // A session that stopped before any price reports the same error.
    #expect(Self.engine.quote(Self.engine.session(for: request)).errors == quote.errors)
  }

  @Test(
    "Apple's code and the contact field follow from the reason",
    arguments: [
      (QuoteError.Reason.invalidRequest, QuoteError.Code.unknown, nil), (.invalidLine, .unknown, nil),
      (.currencyMismatch, .unknown, nil), (.amountOutOfRange(.overflow), .unknown, nil),
      (.beyondSheetLimits, .unknown, nil), (.invalidContact(.locality), .shippingContactInvalid, .locality),
      (.unserviceable, .addressUnserviceable, nil), (.coupon(.expired), .couponCodeExpired, nil),
      (.coupon(.notYetValid), .couponCodeInvalid, nil), (.coupon(.unknown), .couponCodeInvalid, nil),
    ] as [(QuoteError.Reason, QuoteError.Code, ContactField?)])
  func codes(reason: QuoteError.Reason, code: QuoteError.Code, field: ContactField?) {
    let error = QuoteError(reason, "message")
    #expect(error.code == code && error.contactField == field)
  }

  @Test("An amount out of range keeps the message prefix the JSON contract documents, and says its kind as a reason")
  func outOfRangeMessage() throws {
    let quote = Self.engine.quote(
      Self.request([QuoteFixtures.line("a", 100), QuoteFixtures.line("b", .max / 2, quantity: 3)]))
    let error = try #require(quote.errors.first)
    #expect(error.reason == .amountOutOfRange(.overflow))
    #expect(error.message == "amountOutOfRange: 46116860184273879.03 x 3 overflows the amount range")
  }

  @Test("A failure names a line by its index whatever the line's id", arguments: ["a", "lines[0]", "b"])
  func indexNotText(id: String) throws {
    let quote = Self.engine.quote(Self.request([QuoteFixtures.line("x", 100), QuoteFixtures.line(id, -100)]))
    let error = try #require(quote.errors.first)
    #expect(error.reason == .invalidLine && error.path == "lines[1].unitPrice", "\(error)")
  }

  @Test("A reason is compared with ==, matched by its members with a default, and carries its data in accessors")
  func reasonIsAValue() throws {
    let quote = Self.engine.quote(Self.request(coupon: "NOSUCHCODE"))
    let reason = try #require(quote.errors.first?.reason)
    #expect(reason == .coupon(.unknown) && reason != .coupon(.expired))
    #expect(reason.couponReason == .unknown && reason.contactField == nil && reason.moneyCode == nil)
    let shown: String
    switch reason {
    case .unserviceable: shown = "address"
    case .coupon(.unknown): shown = "unknown coupon"
    default: shown = "other"
    }
    #expect(shown == "unknown coupon")
    #expect(QuoteError.Reason.invalidContact(.postalCode).contactField == .postalCode)
    #expect(QuoteError.Reason.amountOutOfRange(.overflow).moneyCode == .overflow)
    #expect("\(QuoteError.Reason.invalidContact(.postalCode))" == "invalidContact(postalCode)")
  }
}

