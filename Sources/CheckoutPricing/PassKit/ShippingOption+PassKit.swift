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
  extension ShippingOption {
    /// The method as a `PKShippingMethod`: label and exact amount, always
    /// final; `identifier`, the merchant's own, which PassKit hands back in
    /// `didSelectShippingMethod`; `detail`; and `dateComponentsRange` when
    /// the days it arrives are known (Apple, `PKShippingMethod`).
    public var paymentShippingMethod: PKShippingMethod {
      let method = PKShippingMethod(label: label, amount: amount.decimalNumber, type: .final)
      method.identifier = identifier
      method.detail = detail
      method.dateComponentsRange = window?.dateComponentsRange
      return method
    }
  }
#endif
