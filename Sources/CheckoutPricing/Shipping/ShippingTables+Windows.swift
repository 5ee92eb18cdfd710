/// Delivery windows: business days in the merchant's calendar.
///
/// The rule, documented in `RateTables/README.md`: the order counts on the
/// day of `asOf` in the merchant's time zone when that is a business day and
/// the local time is before the service's cut-off; otherwise on the next
/// business day. Dispatch is `handlingDays` business days later; the window
/// is `transitMin` to `transitMax` business days after dispatch. Business
/// days are Monday to Friday except the merchant's holidays.
extension ShippingTables {
  /// The most days a window may look ahead, so a table that makes every day
  /// a holiday ends the search instead of looping.
  static let windowSearchLimit = 3_660

  /// The merchant's local date (as a day number) and minutes after midnight
  /// at `instant`, daylight saving included; `nil` outside years 1 to 9999.
  /// From the offsets tabulated at load: no call into Foundation for
  /// instants in 2000 to 2100.
  func localTime(at instant: Date) -> (dayNumber: Int, minutes: Int)? {
    utcOffsets.localTime(at: instant)
  }

  /// The window for an order placed at local time `local`, with the day the
  /// order counts and the dispatch day (day numbers); `nil` when the dates
  /// leave the calendar or the search limit is reached.
  func deliveryWindow(
    local: (dayNumber: Int, minutes: Int), cutoffMinutes: Int?, handlingDays: Int, transitMin: Int, transitMax: Int
  ) -> (window: DeliveryWindow, orderDay: Int, dispatchDay: Int, localMinutes: Int, knowsHolidays: Bool)? {
    let minutes = local.minutes
    var orderDay = local.dayNumber
    if !isBusinessDay(orderDay) || (cutoffMinutes.map { minutes >= $0 } ?? false) {
      guard let next = businessDay(after: orderDay, count: 1) else { return nil }
      orderDay = next
    }
    guard let dispatch = businessDay(after: orderDay, count: handlingDays),
      let earliest = businessDay(after: dispatch, count: transitMin),
      let latest = businessDay(after: earliest, count: transitMax - transitMin),
      let window = DeliveryWindow(
        earliestDay: earliest, latestDay: latest, minimumBusinessDays: handlingDays + transitMin,
        maximumBusinessDays: handlingDays + transitMax)
    else { return nil }
    // The order and dispatch days stay day numbers, as the window's do: only
    // an explanation shows them, and making a date takes a calendar
    // computation.
    // Past the last listed holiday, a holiday cannot be told from a
    // business day: such a window is not stated in dates.
    let knowsHolidays = holidaysThrough.map { latest <= $0 } ?? true
    return (window, orderDay, dispatch, minutes, knowsHolidays)
  }

  /// Whether a day number is a business day: a weekday that is no holiday.
  func isBusinessDay(_ dayNumber: Int) -> Bool { businessCalendar.isBusinessDay(dayNumber) }

  /// The `count`-th business day after `dayNumber` (the day itself when
  /// `count` is 0), or `nil` past the search limit.
  func businessDay(after dayNumber: Int, count: Int) -> Int? {
    businessCalendar.businessDay(after: dayNumber, count: count, limit: ShippingTables.windowSearchLimit)
  }
}
