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
  extension SummaryItem {
    /// The item as a `PKPaymentSummaryItem(label:amount:type:)`: its label,
    /// its exact amount (`Amount/decimalNumber`), and `.pending` where
    /// the amount is not known yet (Apple, `PKPaymentSummaryItemType.pending`:
    /// "the amount is not known at this time").
    public var paymentSummaryItem: PKPaymentSummaryItem {
      PKPaymentSummaryItem(label: label, amount: amount.decimalNumber, type: type == .pending ? .pending : .final)
    }
  }
#endif
