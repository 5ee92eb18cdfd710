// The PassKit mapping, a target of its own: compiled against PassKit where
// it exists, and against the stand-ins of PassKit's published signatures
// (`Tests/PassKitStandIns`, linked only where PassKit is missing) elsewhere,
// so the tests run the same source on Linux.
public import CheckoutPricing
import Foundation

#if canImport(PassKit)
  public import PassKit
#else
  public import PassKitStandIns
#endif

#if canImport(PassKit) || canImport(PassKitStandIns)
  extension ShippingMethod {
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
