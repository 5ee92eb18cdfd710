extension ShopperText {
  /// The built-in catalog of `locale`, made the first time it is asked
  /// for: a process that answers in one language builds no other.
  static func builtIn(_ locale: CLDRLocale) -> ShopperText {
    switch locale {
    case .en: english
    case .enGB: britishEnglish
    case .de: german
    case .fr: french
    case .es: spanish
    case .it: italian
    case .nl: dutch
    case .ptBR: brazilianPortuguese
    case .ja: japanese
    case .zhHans: simplifiedChinese
    case .zhHant: traditionalChinese
    case .ko: korean
    }
  }

  /// The built-in catalog a language tag falls back to, or `nil` when no
  /// catalog is of its language.
  ///
  /// The tag's language chooses: `de-AT` and `de-CH` answer in `de`,
  /// `pt-PT` in `pt-BR` (CLDR's `pt` is Brazil's Portuguese), English in
  /// `en` except `en-GB`. Chinese follows the script, or the region where
  /// the tag names none, as CLDR's likely subtags do: `zh-TW`, `zh-HK` and
  /// `zh-MO` are written in Traditional characters, `zh`, `zh-CN` and
  /// `zh-SG` in Simplified ones.
  static func catalogLocale(for tag: LanguageTag) -> CLDRLocale? {
    switch tag.language {
    case "en": tag.region == "GB" ? .enGB : .en
    case "de": .de
    case "fr": .fr
    case "es": .es
    case "it": .it
    case "nl": .nl
    case "pt": .ptBR
    case "ja": .ja
    case "ko": .ko
    case "zh":
      tag.script == "Hant" || tag.script == nil && ["TW", "HK", "MO"].contains(tag.region) ? .zhHant : .zhHans
    default: nil
    }
  }

  /// The catalog a merchant's `locale` names, English when it names none
  /// or one the engine has no catalog for.
  static func merchantDefault(_ locale: String?) -> ShopperText {
    guard let locale, let tag = LanguageTag(locale), let catalog = catalogLocale(for: tag) else { return english }
    return builtIn(catalog)
  }

  private static let britishEnglish = ShopperText(words: .english(datesOf: .of(.enGB)))
  private static let german = translated(.de, CatalogText.de)
  private static let french = translated(.fr, CatalogText.fr)
  private static let spanish = translated(.es, CatalogText.es)
  private static let italian = translated(.it, CatalogText.it)
  private static let dutch = translated(.nl, CatalogText.nl)
  private static let brazilianPortuguese = translated(.ptBR, CatalogText.ptBR)
  private static let japanese = translated(.ja, CatalogText.ja)
  private static let simplifiedChinese = translated(.zhHans, CatalogText.zhHans)
  private static let traditionalChinese = translated(.zhHant, CatalogText.zhHant)
  private static let korean = translated(.ko, CatalogText.ko)

  private static func translated(_ locale: CLDRLocale, _ text: String) -> ShopperText {
    ShopperText(words: Wording(messages: MessageCatalog(parsing: text), cldr: .of(locale)))
  }
}

extension Wording {
  /// The English words with another English's dates: British English
  /// writes "Thu 26 Nov" where the engine's own English writes "Thu Nov 26".
  static func english(datesOf cldr: CLDRData) -> Wording {
    var words = english
    words.weekdays = cldr.weekdays
    words.months = cldr.months
    words.shortDate = cldr.shortDate
    return words
  }
}
