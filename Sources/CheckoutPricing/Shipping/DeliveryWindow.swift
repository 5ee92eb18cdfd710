/// The days an order arrives (or is ready for pickup), in the merchant's
/// calendar: Apple Pay's `dateComponentsRange`.
public struct DeliveryWindow: Sendable, Hashable {
  /// The first day it may arrive.
  public let earliest: CalendarDate
  /// The last day it may arrive.
  public let latest: CalendarDate
  /// Business days from the order to `earliest`, counting handling.
  public let minimumBusinessDays: Int
  /// Business days from the order to `latest`, counting handling.
  public let maximumBusinessDays: Int

  /// Creates a window.
  public init(earliest: CalendarDate, latest: CalendarDate, minimumBusinessDays: Int, maximumBusinessDays: Int) {
    self.earliest = earliest
    self.latest = latest
    self.minimumBusinessDays = minimumBusinessDays
    self.maximumBusinessDays = maximumBusinessDays
  }
}
