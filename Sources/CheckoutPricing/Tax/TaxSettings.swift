/// The manifest's choices the tax stage follows, given to its tables when
/// they load, so that a quote reads them from the tax tables alone.
struct TaxSettings: Sendable {
  /// Whether prices include tax (`pricesIncludeTax`).
  var pricesIncludeTax = false
  /// Where tax is rounded when a jurisdiction does not say (`rounding.taxLevel`).
  var roundingLevel = TaxRoundingLevel.line
  /// How tax is rounded when a jurisdiction does not say (`rounding.mode`).
  var roundingMode = RoundingMode.halfAwayFromZero
  /// Where parcels leave from (`origin`): the address of an origin-sourced
  /// sale, and of a distance sale's VAT under `euDistanceSales: origin`;
  /// `nil` while a broken manifest is read.
  var origin: Destination?
  /// Which VAT a sale to another EU member state is charged
  /// (`euDistanceSales`), when the manifest says.
  var euDistanceSales: EUDistanceSales?
}
