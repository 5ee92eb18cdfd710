extension CountryCode {
  /// The country for an English name or a common alias, ignoring case,
  /// spacing, punctuation and Latin accents; `nil` when the name is unknown.
  ///
  /// Understood: ISO 3166-1 English short and official names (`"Korea,
  /// Republic of"`, `"United States of America"`), their everyday forms
  /// (`"South Korea"`, `"Vietnam"`), the names Apple's sheet shows in English
  /// (`"Myanmar (Burma)"`, `"St. Lucia"`, `"Bosnia & Herzegovina"`), alpha-3
  /// codes (`"USA"`, `"DEU"`), former names (`"Turkey"`, `"Swaziland"`), and
  /// a few names in the country's own language for large shipping
  /// destinations (`"Deutschland"`, `"España"`). Ambiguous names such as
  /// `"Korea"` or `"Virgin Islands"` are left out on purpose.
  ///
  /// ```swift
  /// CountryCode.named("united kingdom")  // GB
  /// CountryCode.named("UK")              // GB
  /// CountryCode.named("Deutschland")     // DE
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the name.
  public static func named(_ englishName: String) -> CountryCode? {
    guard englishName.utf8.count <= ContactText.maximumFieldLength else { return nil }
    let key = ContactText.nameKey(englishName)
    guard !key.isEmpty else { return nil }
    let table = CountryTable.iso3166
    if let code = table.codesByNameKey[key] { return CountryCode(uncheckedRawValue: code) }
    // "The Bahamas", "the Gambia"; no ISO name starts with "the".
    if key.hasPrefix("the"), let code = table.codesByNameKey[String(key.dropFirst(3))] {
      return CountryCode(uncheckedRawValue: code)
    }
    // "St Lucia", "St. Kitts and Nevis": ISO spells out "Saint".
    if key.hasPrefix("st"), let code = table.codesByNameKey["saint" + key.dropFirst(2)] {
      return CountryCode(uncheckedRawValue: code)
    }
    return nil
  }

  /// The country's English name: ISO 3166-1's short name, in its everyday
  /// order where ISO inverts it (`"South Korea"`, not `"Korea, Republic of"`).
  public var englishName: String {
    CountryTable.iso3166.englishNames[rawValue] ?? rawValue
  }
}
