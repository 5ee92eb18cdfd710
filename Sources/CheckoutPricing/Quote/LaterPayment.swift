extension Quote {
  /// A charge the shopper agrees to now and pays later: one line's
  /// regular or trial billing, its deferred charge, or its automatic
  /// reload. Apple Pay shows it as an `ApplePayLineItem` whose
  /// `paymentTiming` says when, and sets it up from the update's
  /// `recurringPaymentRequest`, `deferredPaymentRequest` or
  /// `automaticReloadPaymentRequest`.
  ///
  /// Its amount is the line's price times its quantity, less the discounts
  /// whose row says `laterCharges`, plus the tax on it where the quote is
  /// taxed (the JSON contract article, "Payments later"). It is not part of the quote's
  /// total, which is what is charged now.
  public struct LaterPayment: Sendable, Hashable {
    /// When the payment is charged.
    public enum Schedule: Sendable, Hashable {
      /// Every `count` units from `start` (the first charge) to `end`, if any.
      case recurring(PaymentTiming.IntervalUnit, count: Int, start: CalendarDate, end: CalendarDate?)
      /// Once, on the day.
      case deferred(on: CalendarDate)
      /// Whenever the balance falls below the threshold.
      case automaticReload(threshold: Amount)
    }

    /// The cart line it charges for.
    public let lineID: String
    /// What the sheet says the payment is for (Apple's
    /// `paymentDescription`): the line's label.
    public let paymentDescription: String
    /// The charge: the line's label (marked as a trial for a trial), the
    /// amount of each charge, and `pending` while its tax is unknown (no
    /// address yet, with prices exclusive of tax).
    public let item: SummaryItem
    /// When it is charged.
    public let schedule: Schedule
    /// Whether it is a recurring payment's trial (`trialBilling`) rather
    /// than its regular billing.
    public let isTrial: Bool
    /// The merchant's page where the shopper manages or cancels the
    /// payment (`manifest.json`'s `managementURL`).
    public let managementURL: String
  }
}
