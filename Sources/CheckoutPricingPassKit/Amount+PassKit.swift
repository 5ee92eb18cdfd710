public import Foundation

extension Amount {
  /// The amount as PassKit takes it, made from the exact `Decimal` of its
  /// minor units and exponent (Apple, `PKPaymentSummaryItem.amount`: "an
  /// `NSDecimalNumber`"), never through a binary floating type.
  public var decimalNumber: NSDecimalNumber { NSDecimalNumber(decimal: decimal) }
}
