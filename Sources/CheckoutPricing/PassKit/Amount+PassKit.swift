// Compiled in the library where PassKit exists, and in the tests, against
// stand-ins of PassKit's published signatures, where it does not (see
// `Tests/CheckoutPricingTests/PassKit/`): one source, never both in one
// build, so an Apple test build does not declare these members twice.
#if canImport(PassKit) && !CHECKOUT_PRICING_PASSKIT_STAND_INS
  public import Foundation
  public import PassKit
#elseif CHECKOUT_PRICING_PASSKIT_STAND_INS && !canImport(PassKit)
  public import CheckoutPricing
  public import Foundation
#endif

#if (canImport(PassKit) && !CHECKOUT_PRICING_PASSKIT_STAND_INS) || (CHECKOUT_PRICING_PASSKIT_STAND_INS && !canImport(PassKit))
  extension Amount {
    /// The amount as PassKit takes it, made from the exact `Decimal` of its
    /// minor units and exponent (Apple, `PKPaymentSummaryItem.amount`: "an
    /// `NSDecimalNumber`"), never through a binary floating type.
    public var decimalNumber: NSDecimalNumber { NSDecimalNumber(decimal: decimal) }
  }
#endif
