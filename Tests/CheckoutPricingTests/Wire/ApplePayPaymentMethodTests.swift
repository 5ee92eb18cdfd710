import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("Apple's payment method as Safari gives it")
struct ApplePayPaymentMethodTests {
  static let currency = TestBooks.book(.usOutfitters).merchant.currency

  /// `event.paymentMethod` as Safari hands it to `onpaymentmethodselected`:
  /// every member of Apple's `ApplePayPaymentMethod`, with its
  /// `ApplePayPaymentPass` and `ApplePayPaymentContact`.
  static let safariMethod = #"""
    {"displayName":"Visa 1234","network":"Visa","type":"credit",
    "paymentPass":{"primaryAccountIdentifier":"V-3015-1234","primaryAccountNumberSuffix":"1234",
    "deviceAccountIdentifier":"DA-9876","deviceAccountNumberSuffix":"9876","activationState":"activated"},
    "billingContact":{"givenName":"Ada","familyName":"Lovelace","phoneticGivenName":"","phoneticFamilyName":"",
    "emailAddress":"ada@example.com","phoneNumber":"+1 404 555 0100","addressLines":["1 Peachtree St"],
    "subLocality":"","locality":"Atlanta","postalCode":"30303","subAdministrativeArea":"Fulton",
    "administrativeArea":"GA","country":"United States","countryCode":"US"}}
    """#

  static func request(paymentMethod: String) -> String {
    #"{"event":"paymentMethodSelected","asOf":"2026-11-21T15:04:05-05:00","lines":[{"id":"a","unitPrice":"10.00","quantity":1}],"paymentMethod":\#(paymentMethod)}"#
  }

  @Test("The whole object is read: its type and network kept, the pass and billing contact checked, not kept")
  func safariObjectIsRead() throws {
    let request = try RequestReader.readQuoteRequest(
      currency: Self.currency, Array(Self.request(paymentMethod: Self.safariMethod).utf8))
    #expect(request.paymentMethod == PaymentMethod(type: .credit, network: "Visa"))
    let answer = PricingEngine(book: TestBooks.book(.usOutfitters))
      .respond(toJSON: Array(Self.request(paymentMethod: Self.safariMethod).utf8))
    #expect(answer.status == .success)
    // Neither the pass nor the contact is echoed.
    #expect(!answer.text.contains("V-3015-1234") && !answer.text.contains("Lovelace"))
  }

  @Test(
    "A wrong member of the pass or the billing contact is still a failure naming it",
    arguments: [
      (#""paymentPass":7"#, "paymentMethod.paymentPass", "expected an object, found number"),
      (
        #""paymentPass":{"activationState":1}"#, "paymentMethod.paymentPass.activationState",
        "expected a string, found number"
      ),
      (#""paymentPass":{"cardColor":"red"}"#, "paymentMethod.paymentPass.cardColor", nil),
      (#""billingContact":[]"#, "paymentMethod.billingContact", "expected an object, found array"),
      (
        #""billingContact":{"postalCode":30303}"#, "paymentMethod.billingContact.postalCode",
        "expected a string, found number"
      ),
      (
        #""billingContact":{"addressLines":"1 Main St"}"#, "paymentMethod.billingContact.addressLines",
        "expected an array of strings, found string"
      ),
    ] as [(String, String, String?)])
  func wrongMemberIsNamed(member: String, path: String, message: String?) throws {
    let failure = try #require(
      RequestReaderTests.failure(Self.request(paymentMethod: #"{"type":"credit",\#(member)}"#)))
    guard case .invalidRequest(let location, let text) = failure else {
      Issue.record("expected an invalid request, got \(failure)")
      return
    }
    #expect(location.path == path)
    if let message { #expect(text == message) } else { #expect(text.hasPrefix("unknown field 'cardColor'")) }
  }
}
