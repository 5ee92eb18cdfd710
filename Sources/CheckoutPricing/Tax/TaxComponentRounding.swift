/// Whether a jurisdiction's components are rounded as one tax or each on
/// its own, for prices exclusive of tax.
package enum TaxComponentRounding: String, Sendable, Hashable, CaseIterable {
  /// The components' rates are added and applied as one rate, rounded once;
  /// the rounded tax is split across the components by their exact shares
  /// (SSUTA: the combined state and local rate is applied as one).
  case combined
  /// Each component is its own tax, rounded on its own (Canada: GST and PST
  /// or QST appear and round separately).
  case separate
}
