public import CheckoutPricing

/// The sample merchants shipped with the library, the same tables as in
/// `RateTables/` of the repository, embedded so that they load with no files
/// on disk.
///
/// ```swift
/// let book = try SampleMerchant.usOutfitters.rateBook()
/// ```
public enum SampleMerchant: String, Sendable, CaseIterable {
  /// Sierra Trail Outfitters, Denver: USD, prices exclusive of tax, ships to
  /// every US state, territory and military address, Canada, the UK, the EU,
  /// Australia and Japan. The default.
  case usOutfitters = "us-outfitters"
  /// Hartley & Finch Tea, Brighton: GBP, prices inclusive of VAT.
  case ukTeahouse = "uk-teahouse"
  /// Kamiya Stationery, Tokyo: JPY, prices inclusive of consumption tax.
  case jpStationery = "jp-stationery"
  /// Falkenberg Buch & Papier, Leipzig: EUR, prices inclusive of VAT, ships
  /// to Germany, France, the Netherlands, Italy and Austria at each
  /// destination's VAT (the manifest's `euDistanceSales`), and to
  /// Switzerland as an export.
  case deBookshop = "de-bookshop"
  /// Barton Springs Leatherworks, Austin: USD, prices exclusive of tax,
  /// ships to the 48 contiguous states and DC; its sales within Texas are
  /// taxed at its Austin workshop, wherever in Texas they go (origin
  /// sourcing, Texas Tax Code § 321.203).
  case txLeatherworks = "tx-leatherworks"

  /// The merchant used when none is named.
  public static let `default` = SampleMerchant.usOutfitters

  /// The merchant's tables, loaded.
  ///
  /// - Throws: ``RateTableError`` only if the embedded tables are broken,
  ///   which the tests rule out.
  public func rateBook() throws(RateTableError) -> RateBook {
    try RateBook.load(from: .files(files))
  }
}
