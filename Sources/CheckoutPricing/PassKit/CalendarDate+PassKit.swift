// Compiled in the library where PassKit exists, and in the tests, against
// stand-ins of PassKit's published signatures, where it does not (see
// `Tests/CheckoutPricingTests/PassKit/`): one source, never both in one
// build, so an Apple test build does not declare these members twice.
#if canImport(PassKit) && !CHECKOUT_PRICING_PASSKIT_STAND_INS
  public import Foundation
  public import PassKit
#elseif CHECKOUT_PRICING_PASSKIT_STAND_INS && !canImport(PassKit)
  public import CheckoutPricing
  import Foundation
#endif

#if (canImport(PassKit) && !CHECKOUT_PRICING_PASSKIT_STAND_INS) || (CHECKOUT_PRICING_PASSKIT_STAND_INS && !canImport(PassKit))
  extension CalendarDate {
    /// The day as Gregorian date components, year, month and day, as
    /// `PKDateComponentsRange` takes them (Apple, `PKDateComponentsRange`:
    /// "the date components must use the Gregorian calendar").
    public var dateComponents: DateComponents {
      DateComponents(calendar: Calendar(identifier: .gregorian), year: year, month: month, day: day)
    }

    /// The first instant of the day in `calendar`'s time zone: the
    /// shopper's midnight, as the web page's `new Date(year, month - 1,
    /// day)` makes it, so the sheet shows the day the quote holds. `nil`
    /// when the calendar cannot make the day.
    public func startOfDay(in calendar: Calendar) -> Date? {
      calendar.date(from: DateComponents(year: year, month: month, day: day))
    }
  }
#endif
