import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

/// The data generated from Unicode CLDR by `Scripts/cldr-wording.py`: known
/// values of CLDR's tables, and the short dates the renderer writes from it.
@Suite("CLDR data")
struct CLDRDataTests {
  /// A renderer writing dates with `locale`'s CLDR names and pattern.
  static func renderer(_ locale: CLDRLocale) -> ShopperText {
    let data = CLDRData.of(locale)
    var words = Wording.english
    words.weekdays = data.weekdays
    words.months = data.months
    words.shortDate = data.shortDate
    return ShopperText(words: words)
  }

  /// Thursday, 26 November 2026.
  static let thursday = CalendarDate(uncheckedYear: 2026, month: 11, day: 26)

  @Test(
    "The short date of each locale follows its CLDR pattern",
    arguments: [
      (CLDRLocale.en, "Thu, Nov 26"), (.enGB, "Thu 26 Nov"), (.de, "Do., 26. Nov."), (.fr, "jeu. 26 nov."),
      (.es, "jue, 26 nov"), (.it, "gio 26 nov"), (.nl, "do 26 nov"), (.ptBR, "qui., 26 de nov."),
      (.ja, "11月26日(木)"), (.zhHans, "11月26日周四"), (.zhHant, "11月26日週四"), (.ko, "11월 26일 (목)"),
    ])
  func shortDate(locale: CLDRLocale, expected: String) {
    #expect(Self.renderer(locale).shortDate(Self.thursday) == expected)
  }

  @Test("A numeric month is written in digits, one or two, in every month")
  func monthNumber() {
    let japanese = Self.renderer(.ja)
    #expect(japanese.shortDate(CalendarDate(uncheckedYear: 2026, month: 1, day: 5)) == "1月5日(月)")
    #expect(japanese.shortDate(CalendarDate(uncheckedYear: 2026, month: 12, day: 31)) == "12月31日(木)")
  }

  @Test("The English catalog's own short date is unchanged by the CLDR data")
  func englishCatalog() {
    #expect(ShopperText.english.shortDate(Self.thursday) == "Thu Nov 26")
  }

  @Test("Weekdays start on Monday and months on January, abbreviated in the format context")
  func names() {
    #expect(CLDRData.of(.de).weekdays == ["Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa.", "So."])
    #expect(CLDRData.of(.de).months[2] == "März")
    #expect(CLDRData.of(.enGB).months[8] == "Sept")
    #expect(CLDRData.of(.ja).weekdays.first == "月")
    #expect(CLDRData.of(.ko).months.last == "12월")
    #expect(CLDRData.of(.fr).weekdays.last == "dim.")
  }

  @Test("Every locale has 7 weekdays, 12 months and a short date naming the day once", arguments: CLDRLocale.allCases)
  func shape(locale: CLDRLocale) {
    let data = CLDRData.of(locale)
    #expect(data.weekdays.count == 7 && data.months.count == 12)
    #expect(!data.weekdays.contains("") && !data.months.contains(""))
    #expect(data.shortDate.filter { $0 == .day }.count == 1)
    #expect(data.shortDate.contains(.weekday))
    #expect(data.shortDate.contains(.month) || data.shortDate.contains(.monthNumber))
  }

  @Test(
    "Two short dates of every locale fit the dated detail's buffer with room for its words",
    arguments: CLDRLocale.allCases)
  func fitsTheBuffer(locale: CLDRLocale) {
    let data = CLDRData.of(locale)
    let date = data.shortDate.reduce(0) { sum, part in
      switch part {
      case .weekday: sum + (data.weekdays.map(\.utf8.count).max() ?? 0)
      case .month: sum + (data.months.map(\.utf8.count).max() ?? 0)
      case .monthNumber, .day: sum + 2
      case .text(let text): sum + text.utf8.count
      }
    }
    // 32 bytes are left for the verb ("Arrives ") and the range's separator.
    #expect(2 * date + 32 <= ShopperText.datedDetailCapacity, "\(locale): \(date) bytes a date")
  }

  @Test(
    "The plural category of an integer count follows CLDR's rule",
    arguments: [
      (CLDRLocale.en, 0, PluralCategory.other), (.en, 1, .one), (.en, 2, .other), (.enGB, 1, .one),
      (.de, 1, .one), (.de, 2, .other), (.de, 0, .other), (.nl, 1, .one), (.nl, 21, .other),
      (.fr, 0, .one), (.fr, 1, .one), (.fr, 2, .other), (.fr, 1_000_000, .many), (.fr, 2_000_000, .many),
      (.fr, 1_000_001, .other), (.ptBR, 0, .one), (.ptBR, 1, .one), (.ptBR, 1_000_000, .many),
      (.es, 0, .other), (.es, 1, .one), (.es, 1_000_000, .many), (.it, 1, .one), (.it, 1_000_000, .many),
      (.it, 11, .other), (.ja, 1, .other), (.zhHans, 1, .other), (.zhHant, 2, .other), (.ko, 1, .other),
      (.de, -1, .one), (.fr, Int.min, .other), (.en, Int.max, .other),
    ])
  func plural(locale: CLDRLocale, count: Int, expected: PluralCategory) {
    #expect(CLDRData.of(locale).plural(count) == expected)
  }

  @Test(
    "Countries have their CLDR names in each locale",
    arguments: [
      (CLDRLocale.en, "US", "United States"), (.de, "US", "Vereinigte Staaten"), (.de, "DE", "Deutschland"),
      (.fr, "DE", "Allemagne"), (.ja, "JP", "日本"), (.zhHans, "US", "美国"), (.zhHant, "US", "美國"),
      (.ko, "KR", "대한민국"), (.es, "AD", "Andorra"), (.nl, "ZW", "Zimbabwe"),
    ])
  func territory(locale: CLDRLocale, code: String, expected: String) throws {
    let country = try #require(CountryCode(rawValue: code))
    #expect(CLDRData.of(locale).territoryName(country) == expected)
  }

  @Test("Every country the engine knows has a name in every locale", arguments: CLDRLocale.allCases)
  func everyTerritory(locale: CLDRLocale) {
    let engine = CountryTable.iso3166.englishNames.keys.sorted()
    #expect(CLDRData.territoryCodes == engine)
    let data = CLDRData.of(locale)
    #expect(data.territoryNames.count == engine.count)
    for code in engine {
      let name = CLDRData.of(locale).territoryName(CountryCode(uncheckedRawValue: code))
      #expect(name.map { !$0.isEmpty } == true, "\(locale): no name for \(code)")
    }
  }

  /// Whether `python3` can import babel, the package the script reads CLDR from.
  static let babelInstalled = (try? Fixtures.run("/usr/bin/env", ["python3", "-c", "import babel"]).status) == 0

  @Test(
    "The generated file is what Scripts/cldr-wording.py makes from the installed CLDR data",
    .enabled(
      if: babelInstalled,
      "babel is not installed for python3, so Scripts/cldr-wording.py --check cannot compare (pip install babel)"))
  func scriptCheck() throws {
    let result = try Fixtures.runScript("Scripts/cldr-wording.py", ["--check"])
    print(result.output)
    #expect(result.status == 0, "\(result.output)")
  }
}
