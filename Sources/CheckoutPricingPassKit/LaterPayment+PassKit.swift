import Foundation

extension Quote.LaterPayment {
  /// The payment as PassKit's summary item of its kind, its dates the
  /// shopper's midnights in `calendar` (CalendarDate/startOfDay(in:)),
  /// as the web page makes them:
  ///
  /// - recurring: `PKRecurringPaymentSummaryItem` with `startDate`,
  ///   `intervalUnit` (`NSCalendar.Unit`), `intervalCount` and `endDate`;
  /// - deferred: `PKDeferredPaymentSummaryItem` with `deferredDate`;
  /// - automatic reload: `PKAutomaticReloadPaymentSummaryItem` with
  ///   `thresholdAmount`.
  ///
  /// Label, exact amount and type are the item's.
  public func paymentSummaryItem(in calendar: Calendar) -> PKPaymentSummaryItem {
    let label = item.label
    let amount = item.amount.decimalNumber
    let type: PKPaymentSummaryItemType = item.type == .pending ? .pending : .final
    switch schedule {
    case .recurring(let unit, let count, let start, let end):
      let recurring = PKRecurringPaymentSummaryItem(label: label, amount: amount, type: type)
      recurring.startDate = start.startOfDay(in: calendar)
      recurring.intervalUnit =
        switch unit {
        case .year: .year
        case .month: .month
        case .day: .day
        case .hour: .hour
        case .minute: .minute
        }
      recurring.intervalCount = count
      recurring.endDate = end?.startOfDay(in: calendar)
      return recurring
    case .deferred(let day):
      let deferred = PKDeferredPaymentSummaryItem(label: label, amount: amount, type: type)
      // A day the calendar cannot make is not one a quote holds: dates
      // are checked to lie in years 1 to 9999.
      if let date = day.startOfDay(in: calendar) { deferred.deferredDate = date }
      return deferred
    case .automaticReload(let threshold):
      let reload = PKAutomaticReloadPaymentSummaryItem(label: label, amount: amount, type: type)
      reload.thresholdAmount = threshold.decimalNumber
      return reload
    }
  }
}
