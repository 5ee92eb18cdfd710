// Stand-ins for PassKit's summary items, where PassKit does not exist: the
// classes, initialisers and properties Apple publishes (PassKit,
// PKPaymentSummaryItem.h, and developer.apple.com/documentation/passkit/pkpaymentsummaryitem),
// so the library's mapping compiles here as it does against PassKit.
#if !canImport(PassKit)
  public import Foundation

  /// `PKPaymentSummaryItemType`.
  public enum PKPaymentSummaryItemType: UInt, Sendable {
    case final = 0
    case pending = 1
  }

  /// `PKPaymentSummaryItem`: `init(label:amount:)`, `init(label:amount:type:)`.
  public class PKPaymentSummaryItem {
    public var label = ""
    public var amount = NSDecimalNumber.zero
    public var type = PKPaymentSummaryItemType.final

    public required init() {}

    public convenience init(label: String, amount: NSDecimalNumber) {
      self.init(label: label, amount: amount, type: .final)
    }

    public convenience init(label: String, amount: NSDecimalNumber, type: PKPaymentSummaryItemType) {
      self.init()
      self.label = label
      self.amount = amount
      self.type = type
    }
  }

  /// `PKRecurringPaymentSummaryItem` (iOS 15): `startDate`, `intervalUnit`
  /// (default `.month`), `intervalCount` (default 1), `endDate`.
  public final class PKRecurringPaymentSummaryItem: PKPaymentSummaryItem {
    public var startDate: Date?
    public var intervalUnit = NSCalendar.Unit.month
    public var intervalCount = 1
    public var endDate: Date?
  }

  /// `PKDeferredPaymentSummaryItem` (iOS 15): `deferredDate`.
  public final class PKDeferredPaymentSummaryItem: PKPaymentSummaryItem {
    public var deferredDate = Date(timeIntervalSinceReferenceDate: 0)
  }

  /// `PKAutomaticReloadPaymentSummaryItem` (iOS 15): `thresholdAmount`.
  public final class PKAutomaticReloadPaymentSummaryItem: PKPaymentSummaryItem {
    public var thresholdAmount = NSDecimalNumber.zero
  }
#endif
