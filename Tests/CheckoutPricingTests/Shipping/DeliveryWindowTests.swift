import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

/// Windows for a one-service merchant: 1 handling day, 1-3 transit days, a
/// 14:00 cut-off, and the holidays below, in three time zones.
@Suite("Delivery windows")
struct DeliveryWindowTests {
  static func book(timeZone: String, detail: String = "dates") throws -> RateBook {
    try Ship.merchant(
      services: "service,carrier,label,type,handlingDays,cutoff\nground,UPS,Ground,shipping,1,14:00\n",
      serviceZones: "service,zone,transitMin,transitMax\nground,us,1,3\n",
      rates: "service,zone,basis,price\nground,us,flat,7.95\n",
      zones: "zone,country\nus,US\n",
      extra: [
        "holidays.csv":
          "date,label\n2026-11-26,Thanksgiving\n2026-11-27,Day after\n2027-01-01,New Year\n2027-01-18,MLK Day\n"
      ],
      manifest: [
        "\"timeZone\": \"America/New_York\"": "\"timeZone\": \"\(timeZone)\", \"deliveryDetail\": \"\(detail)\""
      ])
  }

  static func window(_ book: RateBook, at instant: Date) throws -> ShippingMethod {
    try #require(result(book, at: instant).options.first)
  }

  static func result(_ book: RateBook, at instant: Date) throws -> ShippingResult {
    try book.shippingOptions(
      for: Ship.request([Ship.line("box", "10.00", weight: "1")], to: Ship.address("30303", "US"), asOf: instant))
  }

  static func day(_ text: String) -> CalendarDate { CalendarDate(iso: text)! }

  // (local time, expected earliest, expected latest): the order counts on the
  // day given in the comment, dispatch is the next business day, arrival 1-3
  // business days after that.
  @Test(
    "Weekends, holidays, the cut-off minute and the year end, in Denver",
    arguments: [
      // Mon 13:59: counts Mon 16, dispatch Tue 17, arrives Wed 18 - Fri 20.
      ((2026, 11, 16, 13, 59), "2026-11-18", "2026-11-20"),
      // Mon 14:00 is the cut-off minute: counts Tue 17, dispatch Wed 18, arrives Thu 19 - Mon 23 (over the weekend).
      ((2026, 11, 16, 14, 0), "2026-11-19", "2026-11-23"),
      // Fri 14:30 after the cut-off: counts Mon 23, dispatch Tue 24, arrives Wed 25, then Thanksgiving (26),
      // the day after (27) and the weekend are skipped: Mon 30, Tue Dec 1.
      ((2026, 11, 20, 14, 30), "2026-11-25", "2026-12-01"),
      // Sat 09:00 is no business day: counts Mon 23, the same as above.
      ((2026, 11, 21, 9, 0), "2026-11-25", "2026-12-01"),
      // Wed 25 10:00: counts Wed 25; dispatch skips the holidays and the weekend to Mon 30; arrives Tue 1 - Thu 3.
      ((2026, 11, 25, 10, 0), "2026-12-01", "2026-12-03"),
      // Thu Dec 31 13:00: counts Thu 31; dispatch skips New Year's Day and the weekend to Mon Jan 4 2027;
      // arrives Tue 5 - Thu 7.
      ((2026, 12, 31, 13, 0), "2027-01-05", "2027-01-07"),
      // Thu Dec 31 15:00 after the cut-off: counts Mon Jan 4, dispatch Tue 5, arrives Wed 6 - Fri 8.
      ((2026, 12, 31, 15, 0), "2027-01-06", "2027-01-08"),
    ])
  func denver(local: (Int, Int, Int, Int, Int), earliest: String, latest: String) throws {
    let book = try Self.book(timeZone: "America/Denver")
    let instant = Ship.instant(local.0, local.1, local.2, local.3, local.4, in: "America/Denver")
    let option = try Self.window(book, at: instant)
    #expect(option.window?.earliest == Self.day(earliest))
    #expect(option.window?.latest == Self.day(latest))
  }

  @Test(
    "Daylight-saving changes move the local time, and so the cut-off, in Denver and London",
    arguments: [
      // Fri Mar 6 2026 20:30 UTC is 13:30 MST, before the cut-off: counts Fri 6, dispatch Mon 9, arrives Tue 10 - Thu 12.
      ("America/Denver", (2026, 3, 6, 20, 30), "2026-03-10", "2026-03-12"),
      // Mon Mar 9 20:30 UTC is 14:30 MDT (DST began Sun Mar 8), after: counts Tue 10, dispatch Wed 11,
      // arrives Thu 12 - Mon 16.
      ("America/Denver", (2026, 3, 9, 20, 30), "2026-03-12", "2026-03-16"),
      // Mon Nov 2 20:30 UTC is 13:30 MST (DST ended Sun Nov 1), before: counts Mon 2, dispatch Tue 3,
      // arrives Wed 4 - Fri 6.
      ("America/Denver", (2026, 11, 2, 20, 30), "2026-11-04", "2026-11-06"),
      // Fri Mar 27 13:30 UTC is 13:30 GMT, before: counts Fri 27, dispatch Mon 30, arrives Tue 31 - Thu Apr 2.
      ("Europe/London", (2026, 3, 27, 13, 30), "2026-03-31", "2026-04-02"),
      // Mon Mar 30 13:30 UTC is 14:30 BST (BST began Sun Mar 29), after: counts Tue 31, dispatch Wed Apr 1,
      // arrives Thu 2 - Mon 6.
      ("Europe/London", (2026, 3, 30, 13, 30), "2026-04-02", "2026-04-06"),
      // Fri Nov 13 11:00 UTC is 20:00 in Tokyo, after: counts Mon 16, dispatch Tue 17, arrives Wed 18 - Fri 20.
      ("Asia/Tokyo", (2026, 11, 13, 11, 0), "2026-11-18", "2026-11-20"),
      // The same instant in Denver is Fri 04:00, before: counts Fri 13, dispatch Mon 16, arrives Tue 17 - Thu 19.
      ("America/Denver", (2026, 11, 13, 11, 0), "2026-11-17", "2026-11-19"),
    ])
  func daylightSaving(zone: String, utc: (Int, Int, Int, Int, Int), earliest: String, latest: String) throws {
    let book = try Self.book(timeZone: zone)
    let result = try Self.result(book, at: Ship.instant(utc.0, utc.1, utc.2, utc.3, utc.4, in: "UTC"))
    let option = try #require(result.options.first)
    #expect(option.window?.earliest == Self.day(earliest), "\(result.steps(for: option.identifier))")
    #expect(option.window?.latest == Self.day(latest))
  }

  @Test("The explanation names the day the order counts and the dispatch day")
  func explainedDays() throws {
    // Mon Mar 9 20:30 UTC is 14:30 MDT, after the cut-off: counts Tue 10, dispatch Wed 11.
    let book = try Self.book(timeZone: "America/Denver")
    let result = try Self.result(book, at: Ship.instant(2026, 3, 9, 20, 30, in: "UTC"))
    let steps = result.steps(for: try #require(result.options.first).identifier)
    #expect(
      steps.contains { $0.contains("counts on 2026-03-10; dispatch 2026-03-11 after 1") }, "\(steps)")
  }

  @Test("The detail says the dates, or the business days when the merchant prefers")
  func details() throws {
    let instant = Ship.instant(2026, 11, 16, 10, 0, in: "America/Denver")
    #expect(
      try Self.window(Self.book(timeZone: "America/Denver"), at: instant).detail == "Arrives Wed Nov 18 - Fri Nov 20")
    let counted = try Self.book(timeZone: "America/Denver", detail: "businessDays")
    // 1 handling day + 1-3 transit days.
    #expect(try Self.window(counted, at: instant).detail == "2-4 business days")
    let same = DeliveryWindow(
      earliest: Self.day("2026-11-16"), latest: Self.day("2026-11-16"), minimumBusinessDays: 0, maximumBusinessDays: 0)
    #expect(ShopperText.english.detail(of: same, style: .dates, type: .storePickup) == "Ready Mon Nov 16")
    #expect(ShopperText.english.detail(of: same, style: .businessDays, type: .storePickup) == "Same business day")
    let one = DeliveryWindow(
      earliest: Self.day("2026-11-17"), latest: Self.day("2026-11-17"), minimumBusinessDays: 1, maximumBusinessDays: 1)
    #expect(ShopperText.english.detail(of: one, style: .businessDays, type: .shipping) == "1 business day")
    #expect(ShopperText.english.detail(of: one, style: .dates, type: .delivery) == "Arrives Tue Nov 17")
  }

  @Test("Day numbers: fixed points and the ends of the calendar")
  func dayNumbers() {
    #expect(Self.day("1970-01-01").dayNumber == 0)
    #expect(Self.day("1970-01-01").isoWeekday == 4)
    #expect(Self.day("2026-11-16").isoWeekday == 1)
    #expect(Self.day("2000-02-29").dayNumber == 11_016)
    #expect(CalendarDate(year: 1, month: 1, day: 1)!.dayNumber == -719_162)
    #expect(CalendarDate(year: 9999, month: 12, day: 31)!.dayNumber == 2_932_896)
    #expect(CalendarDate(dayNumber: 2_932_897) == nil)
    #expect(CalendarDate(dayNumber: -719_163) == nil)
    #expect(CalendarDate(dayNumber: Int.max) == nil)
  }

  @Test("Day numbers and weekdays agree with Foundation's Gregorian calendar")
  func dayNumbersAgreeWithFoundation() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    // Foundation's calendar is Julian before 1582-10-15 (day -141,427); ours is
    // proleptic Gregorian, so compare from the Gregorian reform on.
    forAllSeededCases { rng in
      let number = Int.random(in: -141_427...2_932_896, using: &rng)
      let date = try #require(CalendarDate(dayNumber: number), "day \(number)")
      try #require(date.dayNumber == number, "\(date) round trip")
      let instant = try #require(calendar.date(from: DateComponents(year: date.year, month: date.month, day: date.day)))
      let days = try #require(calendar.dateComponents([.day], from: Date(timeIntervalSince1970: 0), to: instant).day)
      try #require(days == number, "\(date): Foundation counts \(days)")
      // Foundation's weekday is 1 for Sunday.
      let weekday = calendar.component(.weekday, from: instant)
      try #require(date.isoWeekday == (weekday + 5) % 7 + 1, "\(date) weekday")
    }
  }

  @Test("Short dates agree with Foundation's English formatting on every day of four years")
  func shortTextAgreesWithFoundation() throws {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")!
    formatter.dateFormat = "EEE MMM d"
    let first = Self.day("2026-01-01").dayNumber
    // Four years cover every weekday with every month and day, a leap day included.
    for number in first..<(first + 4 * 366) {
      let date = try #require(CalendarDate(dayNumber: number))
      let expected = formatter.string(from: Date(timeIntervalSince1970: TimeInterval(number) * 86_400))
      try #require(date.shortText == expected, "\(date)")
    }
    let window = DeliveryWindow(
      earliest: Self.day("2026-12-31"), latest: Self.day("2027-01-04"), minimumBusinessDays: 2, maximumBusinessDays: 3)
    #expect(ShopperText.english.detail(of: window, style: .dates, type: .shipping) == "Arrives Thu Dec 31 - Mon Jan 4")
    #expect(
      ShopperText.english.detail(of: window, style: .dates, type: .servicePickup) == "Ready Thu Dec 31 - Mon Jan 4")
  }

  @Test("A window past the last listed holiday is given in business days, without dates, and explain says why")
  func pastTheHolidays() throws {
    // Holidays listed through 2027-01-18: an order on Fri 2027-01-15 counts
    // that day, dispatches Tue 19 (Mon 18 is the last holiday) and arrives
    // 1-3 business days later, all past the list.
    let book = try Self.book(timeZone: "America/Denver")
    let instant = Date(timeIntervalSince1970: 1_800_000_000)  // 2027-01-15T08:00:00Z, 01:00 in Denver
    let option = try Self.window(book, at: instant)
    #expect(option.window == nil)
    #expect(option.detail == "2-4 business days")
    let explained = try book.shippingOptions(
      for: Ship.request(
        [Ship.line("box", "10.00", weight: "1")], to: Ship.address("30303", "US"), asOf: instant, explain: true))
    let steps = explained.explanations.flatMap(\.steps)
    #expect(steps.contains { $0.hasPrefix("holidays.csv lists holidays through 2027-01-18") }, "\(steps)")
    // Inside the list, dates as before.
    #expect(try Self.window(book, at: Date(timeIntervalSince1970: 1_795_000_000)).window != nil)
  }

  @Test("On 2027-12-20 the sample's USPS window skips the observed Christmas holiday on Friday the 24th")
  func observedChristmas2027() throws {
    let book = try SampleMerchant.usOutfitters.rateBook()
    // Mon 2027-12-20 10:00 in Denver: counts Mon 20, dispatch Tue 21, arrives
    // 2-5 business days later: Thu 23 to Wed 29 (Fri 24 is not one).
    let instant = Date(timeIntervalSince1970: 1_829_322_000)
    let result = try book.shippingOptions(
      for: Ship.request([Ship.line("box", "10.00", weight: "1")], to: Ship.address("30303", "US"), asOf: instant))
    let usps = try #require(result.options.first { $0.identifier == "usps-ground-advantage" })
    #expect(usps.detail == "Arrives Thu Dec 23 - Wed Dec 29")
  }

  @Test(
    "validate warns when the holidays end within a year of today",
    arguments: [(1_795_000_000, false), (1_843_430_400, true)] as [(Int64, Bool)])
  func holidayWarning(seconds: Int64, warns: Bool) throws {
    let book = try SampleMerchant.usOutfitters.rateBook()
    #expect(book.holidaysThrough == CalendarDate(iso: "2029-01-01"))
    let warning = book.holidayWarning(asOf: Date(timeIntervalSince1970: TimeInterval(seconds)))
    #expect((warning != nil) == warns)
    #expect(warning.map { $0.message.contains("through 2029-01-01") } ?? true)
  }
}
