/// Integer day arithmetic on the proleptic Gregorian calendar, so business
/// days are counted without Foundation and the same way in every time zone.
extension CalendarDate {
  /// Days since 1970-01-01 (negative before it).
  ///
  /// Howard Hinnant's `days_from_civil`: exact for every date of the type.
  public var dayNumber: Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The day numbers of years 1 to 9999, the dates the type holds.
  static let dayNumbers = -719_162...2_932_896

  /// The date `dayNumber` days after 1970-01-01, or `nil` outside years 1 to 9999.
  public init?(dayNumber: Int) {
    // Anything outside is refused before the arithmetic could overflow.
    guard Self.dayNumbers.contains(dayNumber) else { return nil }
    self.init(uncheckedDayNumber: dayNumber)
  }

  /// The date of a day number already known to be in ``dayNumbers``.
  init(uncheckedDayNumber dayNumber: Int) {
    let z = dayNumber + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    // The civil-from-days algorithm yields a valid date for every day in range.
    self.init(uncheckedYear: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
  }

  /// The ISO weekday: 1 for Monday through 7 for Sunday.
  public var isoWeekday: Int { Self.isoWeekday(dayNumber: dayNumber) }

  /// The ISO weekday of a day number, without making the date.
  static func isoWeekday(dayNumber: Int) -> Int {
    // 1970-01-01 was a Thursday (4).
    let offset = (dayNumber + 3) % 7
    return (offset < 0 ? offset + 7 : offset) + 1
  }

  /// Whether the day is a Saturday or a Sunday.
  public var isWeekend: Bool { isoWeekday >= 6 }
}
