// Runs the PassKit authorization result against the stand-ins of
// `Tests/PassKitStandIns` where PassKit does not exist, and against
// PassKit itself where it does.
#if canImport(PassKit) || canImport(PassKitStandIns)
  import Foundation
  import SampleMerchants
  import TestSupport
  import Testing

  @testable import CheckoutPricing
  import CheckoutPricingPassKit

  #if canImport(PassKit)
    import Contacts
    import PassKit
  #else
    import PassKitStandIns
  #endif

  /// `didAuthorizePayment` completes with the decision as PassKit's
  /// `PKPaymentAuthorizationResult`: success with no errors, or failure
  /// with the error the sheet shows at the field to correct (Apple,
  /// `PKPaymentAuthorizationResult`).
  @Suite("PassKit authorization")
  struct PassKitAuthorizationTests {
    static let engine = AuthorizationTests.engine

    /// The full address as PassKit gives it, `street` a line per line.
    static func address(street: String, postalCode: String = "30303-3520") -> ContactFields {
      let address = CNMutablePostalAddress()
      address.street = street
      address.city = "Atlanta"
      address.state = "GA"
      address.postalCode = postalCode
      address.isoCountryCode = "us"
      return ContactFields(address)
    }

    @Test("An accepted authorization is success with no errors; the street is read line by line")
    func accepted() throws {
      let shown = try AuthorizationTests.shownTotal()
      let contact = Self.address(street: "55 Trinity Ave SW\nSuite 1")
      #expect(contact.addressLines == ["55 Trinity Ave SW", "Suite 1"])
      let result = Self.engine.paymentAuthorized(contact, authorizedTotal: shown, in: AuthorizationTests.request())
        .paymentAuthorizationResult
      #expect(result.status == .success && result.errors.isEmpty)
    }

    @Test("A refusal is failure with PassKit's error: the street's key, or unknown for a total that rose")
    func refused() throws {
      let shown = try AuthorizationTests.shownTotal()
      let noStreet = Self.engine.paymentAuthorized(
        Self.address(street: ""), authorizedTotal: shown, in: AuthorizationTests.request()
      ).paymentAuthorizationResult
      #expect(noStreet.status == .failure && noStreet.errors.count == 1)
      let street = try #require(noStreet.errors.first as? PKPaymentError)
      #expect(street.code == .shippingContactInvalidError)
      #expect(street.userInfo[PKPaymentErrorKey.postalAddressUserInfoKey.rawValue] as? String == "street")
      #expect(street.userInfo[NSLocalizedDescriptionKey] as? String == "Enter a street address.")

      let rose = Self.engine.paymentAuthorized(
        Self.address(street: "55 Trinity Ave SW"), authorizedTotal: Amount(uncheckedMinorUnits: 1, exponent: 2),
        in: AuthorizationTests.request()
      ).paymentAuthorizationResult
      #expect(rose.status == .failure)
      let error = try #require(rose.errors.first as? PKPaymentError)
      #expect(error.code == .unknownError)
      #expect((error.userInfo[NSLocalizedDescriptionKey] as? String)?.contains("higher") == true)
    }

    @Test("A quote of another event is not an authorization, and answers failure")
    func otherEvent() {
      let result = Self.engine.quote(AuthorizationTests.request()).paymentAuthorizationResult
      #expect(result.status == .failure)
    }
  }
#endif
