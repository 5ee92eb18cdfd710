// The PassKit mapping, a target of its own: compiled against PassKit where
// it exists, and against the stand-ins of PassKit's published signatures
// (`Tests/PassKitStandIns`, linked only where PassKit is missing) elsewhere,
// so the tests run the same source on Linux.
public import CheckoutPricing
public import Foundation

#if canImport(PassKit)
  import PassKit
#else
  import PassKitStandIns
#endif

#if canImport(PassKit) || canImport(PassKitStandIns)
  extension Amount {
    /// The amount as PassKit takes it, made from the exact `Decimal` of its
    /// minor units and exponent (Apple, `PKPaymentSummaryItem.amount`: "an
    /// `NSDecimalNumber`"), never through a binary floating type.
    public var decimalNumber: NSDecimalNumber { NSDecimalNumber(decimal: decimal) }
  }
#endif
