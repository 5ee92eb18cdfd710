import TestSupport
import Testing

@testable import CheckoutPricing

/// The one view of a quote every sheet's writer reads: the facts more than
/// one format states are decided in it once.
@Suite("The sheet view of a quote")
struct SheetViewTests {
  static let engine = PricingEngine(book: TestBooks.book(.usOutfitters))

  /// The view of a request of one tent with `members`.
  static func view(_ members: String) throws -> SheetView {
    let text =
      #"{"asOf":"2026-11-21T15:04:05-05:00","lines":[{"id":"tent","unitPrice":"249.00","quantity":1,"weight":{"value":"4.6","unit":"lb"}}],\#(members)}"#
    let request = try RequestReader.read(currency: engine.book.merchant.currency, Array(text.utf8))
      .request.get()
    let quote = engine.quote(request.quote)
    return SheetView(quote, total: try #require(quote.total), wallet: request.response.wallet)
  }

  /// Each problem's codes, in order.
  static func codes(_ view: SheetView) -> [WalletCodes] { view.problems.map(\.codes) }

  @Test("An address in no zone cannot be shipped to: every wallet's code names the country")
  func noZone() throws {
    let view = try Self.view(#""event":"shippingContactSelected","shippingContact":{"countryCode":"BR"}"#)
    #expect(view.cannotShipHere)
    #expect(view.problems.map(\.error.reason) == [.unserviceable])
    let codes = try #require(Self.codes(view).first)
    #expect(codes.cannotShip && codes.googlePay == .shippingAddressUnserviceable && codes.payPal == .country)
  }

  @Test("A postcode the engine cannot price cannot be shipped to: the codes name the postcode")
  func invalidPostcode() throws {
    let view = try Self.view(
      #""event":"shippingContactSelected","shippingContact":{"administrativeArea":"GA","postalCode":"ABCDE","countryCode":"US"}"#
    )
    #expect(view.cannotShipHere)
    #expect(view.problems.map(\.field) == [.postalCode])
    #expect(Self.codes(view).map(\.googlePay) == [.shippingAddressInvalid])
    #expect(Self.codes(view).map(\.payPal) == [.zip])
  }

  @Test("A coupon that does not apply is a problem the address is not refused for")
  func expiredCoupon() throws {
    let view = try Self.view(
      #""event":"couponCodeChanged","couponCode":"SUMMER25","shippingContact":{"administrativeArea":"GA","postalCode":"30303","countryCode":"US"}"#
    )
    #expect(!view.cannotShipHere)
    #expect(view.problems.map(\.error.reason) == [.coupon(.expired)])
    #expect(Self.codes(view).map(\.googlePay) == [.offerInvalid])
    #expect(Self.codes(view).map(\.payPal) == [nil])
    #expect(view.coupon?.code == nil)
  }

  @Test("The coupon applied, with the label of the discount it gave")
  func appliedCoupon() throws {
    let view = try Self.view(
      #""event":"couponCodeChanged","couponCode":"SAVE10","shippingContact":{"administrativeArea":"GA","postalCode":"30303","countryCode":"US"}"#
    )
    #expect(view.problems.isEmpty && !view.cannotShipHere)
    #expect(view.coupon?.code == "SAVE10")
    #expect(view.coupon?.description == "10% off your order")
  }

  @Test(
    "A wallet's option the engine did not select is told once, for Google Pay and PayPal alike",
    arguments: [
      (
        #""googlePay":{"intermediatePaymentData":{"callbackTrigger":"SHIPPING_OPTION","shippingAddress":{"administrativeArea":"TX","countryCode":"US","postalCode":"75001"},"shippingOptionData":{"id":"teleport"}},"callbackIntents":["SHIPPING_ADDRESS","SHIPPING_OPTION"]}"#,
        true
      ),
      (
        #""payPal":{"id":"5O19","shipping_address":{"country_code":"US","admin_area_1":"TX","postal_code":"75001"},"shipping_option":{"id":"teleport","label":"Teleport","type":"SHIPPING"}}"#,
        true
      ),
      (
        #""payPal":{"id":"5O19","shipping_address":{"country_code":"US","admin_area_1":"TX","postal_code":"75001"}}"#,
        false
      ),
      (
        #""stripe":{"shippingAddress":{"name":"A","address":{"state":"TX","postal_code":"75001","country":"US"}}}"#,
        false
      ),
    ])
  func askedMethod(input: String, replaced: Bool) throws {
    let view = try Self.view(input)
    #expect(view.selected != nil)
    #expect(view.askedMethodIsNotSelected == replaced)
  }
}
