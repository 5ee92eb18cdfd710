/// When a cart line is paid: Apple Pay's `ApplePayPaymentTiming`
/// (`immediate`, `recurring`, `deferred`, `automaticReload`; Apple, "Apple
/// Pay on the Web", `ApplePayLineItem.paymentTiming`).
///
/// The quote's total is what is charged now, "the final amount that the
/// payment request authorizes" (Apple, `ApplePayModifier.total`). A line
/// paid later adds to it only what it charges now, and its later charges
/// are ``Quote/LaterPayment``s. The rules are in the JSON contract article, "Payments
/// later".
///
/// ```swift
/// var line = CartLine(
///   id: "club", label: "Tea of the Month", unitPrice: price, quantity: 1)
/// // The first month now, then every month:
/// line.paymentTiming = .recurring(.init(.month))
/// // Nothing now, all on the day:
/// line.paymentTiming = .deferred(on: CalendarDate(iso: "2026-12-15")!)
/// // Now, and again each time the balance falls below five:
/// line.paymentTiming = .automaticReload(threshold: five)
/// ```
public indirect enum PaymentTiming: Sendable, Hashable {
  /// Charged now, in full: the default.
  case immediate
  /// Charged every interval from a start date: a subscription.
  case recurring(Recurring)
  /// Charged once, on a later day: a pre-order or a booking. Nothing is
  /// charged now.
  case deferred(on: CalendarDate)
  /// Charged now, and again by the same amount whenever the balance falls
  /// below `threshold`: a store card or a prepaid account topped up.
  case automaticReload(threshold: Amount)

  /// The unit of a recurring interval (`ApplePayRecurringPaymentDateUnit`).
  public enum IntervalUnit: String, Sendable, Hashable, CaseIterable {
    /// Every *n* years.
    case year
    /// Every *n* months.
    case month
    /// Every *n* days.
    case day
    /// Every *n* hours.
    case hour
    /// Every *n* minutes.
    case minute
  }

  /// A recurring payment's schedule.
  public struct Recurring: Sendable, Hashable {
    /// The unit of the interval.
    public var intervalUnit: IntervalUnit
    /// How many units between charges, 1 to ``PaymentTiming/largestIntervalCount``.
    public var intervalCount: Int
    /// The day of the first charge (the trial's, when there is one) in the
    /// merchant's time zone; `nil` is the day of the request's `asOf`,
    /// charged now.
    public var startDate: CalendarDate?
    /// The day after which nothing is charged; `nil` charges until the
    /// shopper cancels.
    public var endDate: CalendarDate?
    /// A first period at another price, if any.
    public var trial: Trial?

    /// Creates a schedule: every `count` units, from `startDate` (or the
    /// day of the request) to `endDate`, after an optional trial.
    public init(
      every count: Int = 1, _ unit: IntervalUnit, startDate: CalendarDate? = nil, endDate: CalendarDate? = nil,
      trial: Trial? = nil
    ) {
      self.intervalUnit = unit
      self.intervalCount = count
      self.startDate = startDate
      self.endDate = endDate
      self.trial = trial
    }
  }

  /// A recurring payment's first period at another price
  /// (`ApplePayRecurringPaymentRequest.trialBilling`): charged each
  /// interval from the start date until `endDate`, when the regular price
  /// starts.
  public struct Trial: Sendable, Hashable {
    /// The price of one unit during the trial; 0 for a free trial.
    public var unitPrice: Amount
    /// The day the trial ends and the regular billing starts.
    public var endDate: CalendarDate

    /// Creates a trial.
    public init(unitPrice: Amount, endDate: CalendarDate) {
      self.unitPrice = unitPrice
      self.endDate = endDate
    }
  }

  /// The largest ``Recurring/intervalCount``: 1,000 units.
  public static let largestIntervalCount = 1_000

  /// Whether the line is charged now in full, and nothing later.
  var isImmediate: Bool {
    if case .immediate = self { return true }
    return false
  }
}
