// Stand-ins for PassKit's shipping method and its date range (PassKit,
// PKShippingMethod.h, PKDateComponentsRange.h).
#if !canImport(PassKit)
  public import Foundation

  /// `PKShippingMethod`: a summary item with `identifier`, `detail` and
  /// (iOS 15) `dateComponentsRange`.
  public final class PKShippingMethod: PKPaymentSummaryItem {
    public var identifier: String?
    public var detail: String?
    public var dateComponentsRange: PKDateComponentsRange?
  }

  /// `PKDateComponentsRange` (iOS 15): `init?(start:end:)`, which PassKit
  /// refuses (`nil`) for components that make no date or a start after
  /// the end.
  public final class PKDateComponentsRange {
    public let startDateComponents: DateComponents
    public let endDateComponents: DateComponents

    public init?(start: DateComponents, end: DateComponents) {
      guard let calendar = start.calendar, let first = calendar.date(from: start), let last = calendar.date(from: end),
        first <= last
      else { return nil }
      startDateComponents = start
      endDateComponents = end
    }
  }
#endif
