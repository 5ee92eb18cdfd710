import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

/// The translators' files: every catalog says every message of the English
/// one, with the same values, and the built-in catalogs render their CLDR
/// dates and plural forms.
@Suite("Catalogs")
struct CatalogTests {
  /// Each catalog file's text, by its language tag.
  static let files: [(tag: String, text: String)] = [
    ("de", CatalogText.de), ("es", CatalogText.es), ("fr", CatalogText.fr), ("it", CatalogText.it),
    ("ja", CatalogText.ja), ("ko", CatalogText.ko), ("nl", CatalogText.nl), ("pt-BR", CatalogText.ptBR),
    ("zh-Hans", CatalogText.zhHans), ("zh-Hant", CatalogText.zhHant),
  ]

  /// A key without its plural category: `businessDays.one` is `businessDays`.
  static func message(_ key: String) -> String {
    let categories = Set(PluralCategory.allCases.map { "\($0)" })
    guard let dot = key.lastIndex(of: "."), categories.contains(String(key[key.index(after: dot)...])) else {
      return key
    }
    return String(key[..<dot])
  }

  @Test("Every catalog has each English message once, with the same values, and a fallback form of each counted one")
  func sameMessagesAsEnglish() throws {
    let english = MessageCatalog(parsing: CatalogText.en)
    let englishMessages = Set(english.templates.keys.map(Self.message))
    #expect(englishMessages.count > 70)
    for (tag, text) in Self.files {
      let catalog = MessageCatalog(parsing: text)
      let keys = text.split(separator: "\n").filter { !$0.hasPrefix("#") && $0.contains(" = ") }
        .map { String($0.prefix { $0 != " " }) }
      #expect(keys.count == Set(keys).count, "\(tag) repeats a key")
      #expect(Set(catalog.templates.keys.map(Self.message)) == englishMessages, "\(tag)")
      for (key, template) in catalog.templates {
        let reference = english.templates[key] ?? english.templates["\(Self.message(key)).other"]
        #expect(Set(template.valueNames) == Set(reference?.valueNames ?? []), "\(tag) \(key)")
        #expect(!template.pieces.isEmpty, "\(tag) \(key) is empty")
      }
      for counted in ["businessDays", "businessDays.range"] {
        #expect(catalog.templates["\(counted).other"] != nil, "\(tag) \(counted).other")
      }
    }
  }

  @Test(
    "Each catalog dates, counts and names in its language",
    arguments: [
      (CLDRLocale.de, "Lieferung Do., 26. Nov. – Fr., 27. Nov.", "1 Werktag", "2–3 Werktage", "Vereinigte Staaten"),
      (.ja, "お届け予定：11月26日(木)～11月27日(金)", "1営業日", "2～3営業日", "アメリカ合衆国"),
      (.fr, "Livraison jeu. 26 nov. – ven. 27 nov.", "1 jour ouvré", "2 à 3 jours ouvrés", "États-Unis"),
      (.enGB, "Arrives Thu 26 Nov - Fri 27 Nov", "1 business day", "2-3 business days", "United States"),
      (.en, "Arrives Thu Nov 26 - Fri Nov 27", "1 business day", "2-3 business days", "United States"),
      (.ko, "도착 예정: 11월 26일 (목)~11월 27일 (금)", "1영업일", "2~3영업일", "미국"),
      (.zhHant, "預計送達：11月26日週四至11月27日週五", "1個工作天", "2-3個工作天", "美國"),
    ])
  func datesAndCounts(locale: CLDRLocale, dates: String, one: String, range: String, country: String) throws {
    let text = ShopperText.builtIn(locale)
    let window = DeliveryWindow(
      earliest: try #require(CalendarDate(year: 2026, month: 11, day: 26)),
      latest: try #require(CalendarDate(year: 2026, month: 11, day: 27)), minimumBusinessDays: 1,
      maximumBusinessDays: 1)
    #expect(text.detail(of: window, style: .dates, type: .shipping) == dates)
    #expect(text.detail(of: window, style: .businessDays, type: .shipping) == one)
    let wider = DeliveryWindow(
      earliest: window.earliest, latest: window.latest, minimumBusinessDays: 2, maximumBusinessDays: 3)
    #expect(text.detail(of: wider, style: .businessDays, type: .shipping) == range)
    #expect(
      text.message(for: .unserviceable(.outsideZones(.unitedStates), zone: nil, explanations: [])).contains(country))
  }

  @Test("A message's values go where the language puts them; a missing one shows as written")
  func templates() {
    let catalog = MessageCatalog(parsing: "# a comment\na = {x} then {y}\n  b=  plain  \nno equals sign\n")
    #expect(catalog("a", ["y": "2", "x": "1"]) == "1 then 2")
    #expect(catalog("a", ["x": "1"]) == "1 then {y}")
    #expect(catalog("b") == "plain")
    #expect(catalog("missing") == "{missing}")
    #expect(catalog.templates.count == 2)
  }
}
