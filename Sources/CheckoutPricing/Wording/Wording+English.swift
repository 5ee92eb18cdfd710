extension Wording {
  /// The English catalog (`Catalogs/en.txt`): the engine's own words, and
  /// the reference every other catalog translates.
  ///
  /// Two things differ from CLDR's English, so that answers stay as they
  /// have always been: the short date has no comma ("Thu Nov 26", where
  /// CLDR writes "Thu, Nov 26"), and countries and regions have their ISO
  /// names ("United States", "Georgia").
  static let english: Wording = {
    var words = Wording(messages: MessageCatalog(parsing: CatalogText.en), cldr: .of(.en))
    words.shortDate = [.weekday, .text(" "), .month, .text(" "), .day]
    words.places = PlaceNames(
      country: { $0.englishName },
      region: { RegionTable.englishName(of: $0, in: $1) })
    return words
  }()
}
