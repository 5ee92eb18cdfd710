// Compiled in the library where PassKit exists, and in the tests, against
// stand-ins of PassKit's published signatures, where it does not (see
// `Tests/CheckoutPricingTests/PassKit/`): one source, never both in one
// build, so an Apple test build does not declare these members twice.
#if canImport(PassKit) && !CHECKOUT_PRICING_PASSKIT_STAND_INS
  public import Foundation
  public import PassKit
#elseif CHECKOUT_PRICING_PASSKIT_STAND_INS && !canImport(PassKit)
  public import CheckoutPricing
  import Foundation
#endif

#if (canImport(PassKit) && !CHECKOUT_PRICING_PASSKIT_STAND_INS) || (CHECKOUT_PRICING_PASSKIT_STAND_INS && !canImport(PassKit))
  extension DeliveryWindow {
    /// The window as a `PKDateComponentsRange(start:end:)`, from its first
    /// and last days (Apple, `PKShippingMethod.dateComponentsRange`); `nil`
    /// when PassKit refuses the range.
    public var dateComponentsRange: PKDateComponentsRange? {
      PKDateComponentsRange(start: earliest.dateComponents, end: latest.dateComponents)
    }
  }
#endif
