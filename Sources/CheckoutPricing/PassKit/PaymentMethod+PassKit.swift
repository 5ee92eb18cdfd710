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
  extension PaymentMethod {
    /// The card the shopper picked on the sheet (`PKPaymentMethod`): its
    /// `type`, and its `network`'s raw value (`"Visa"`, `"AmEx"`), which a
    /// table's network is compared with ignoring case. A type PassKit adds
    /// later is ``PaymentMethodType/unknown``.
    public init(_ method: PKPaymentMethod) {
      let type: PaymentMethodType =
        switch method.type {
        case .debit: .debit
        case .credit: .credit
        case .prepaid: .prepaid
        case .store: .store
        case .eMoney: .eMoney
        default: .unknown
        }
      self.init(type: type, network: method.network?.rawValue)
    }
  }
#endif
