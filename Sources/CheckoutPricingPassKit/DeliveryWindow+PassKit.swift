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
  extension DeliveryWindow {
    /// The window as a `PKDateComponentsRange(start:end:)`, from its first
    /// and last days (Apple, `PKShippingMethod.dateComponentsRange`); `nil`
    /// when PassKit refuses the range.
    public var dateComponentsRange: PKDateComponentsRange? {
      PKDateComponentsRange(start: earliest.dateComponents, end: latest.dateComponents)
    }
  }
#endif
