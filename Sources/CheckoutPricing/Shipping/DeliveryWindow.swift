/// The days an order arrives (or is ready for pickup), in the merchant's
/// calendar: Apple Pay's `dateComponentsRange`.
public struct DeliveryWindow: Sendable, Hashable {
  // The days are held as day numbers (days since 1970-01-01), and each
  // date is made when it is read: a window travels with every shipping
  // option a quote rates, while only a written answer reads its dates
  // (a `CalendarDate` is three words, and making one takes a calendar
  // computation).
  private let earliestDay: Int32
  private let latestDay: Int32

  /// The first day it may arrive.
  public var earliest: CalendarDate { CalendarDate(uncheckedDayNumber: Int(earliestDay)) }
  /// The last day it may arrive.
  public var latest: CalendarDate { CalendarDate(uncheckedDayNumber: Int(latestDay)) }
  /// Business days from the order to `earliest`, counting handling.
  public let minimumBusinessDays: Int
  /// Business days from the order to `latest`, counting handling.
  public let maximumBusinessDays: Int

  /// Creates a window.
  public init(earliest: CalendarDate, latest: CalendarDate, minimumBusinessDays: Int, maximumBusinessDays: Int) {
    // A date is in years 1 to 9999, whose day numbers fit 32 bits.
    earliestDay = Int32(earliest.dayNumber)
    latestDay = Int32(latest.dayNumber)
    self.minimumBusinessDays = minimumBusinessDays
    self.maximumBusinessDays = maximumBusinessDays
  }

  /// A window from day numbers; `nil` when a day is outside years 1 to
  /// 9999, which a date cannot be.
  init?(earliestDay: Int, latestDay: Int, minimumBusinessDays: Int, maximumBusinessDays: Int) {
    guard CalendarDate.dayNumbers.contains(earliestDay), CalendarDate.dayNumbers.contains(latestDay) else {
      return nil
    }
    self.earliestDay = Int32(earliestDay)
    self.latestDay = Int32(latestDay)
    self.minimumBusinessDays = minimumBusinessDays
    self.maximumBusinessDays = maximumBusinessDays
  }

  /// Where the window sorts among those of methods of the same price: by
  /// its last day, then its first.
  var arrivalOrder: (latest: Int32, earliest: Int32) { (latestDay, earliestDay) }
}
