/// Where a jurisdiction's tax is sourced for a sale inside its state
/// (`tax_jurisdictions.csv`, `sourcing`).
package enum TaxSourcing: String, Sendable, Hashable, CaseIterable {
  /// At the shopper's address: the rule of most states and of VAT.
  case destination
  /// At the seller's place of business when the shopper is in the same
  /// state, as origin-based states source an in-state seller's sales
  /// (Texas Tax Code § 321.203, Ohio Revised Code § 5739.033): the merchant
  /// marks the jurisdiction its `origin` is in.
  case origin
}

/// The address a quote's tax was looked up at.
package enum TaxAddress: Sendable, Hashable {
  /// The shopper's shipping address.
  case destination
  /// The merchant's `origin`: an in-state sale in an origin-sourced
  /// jurisdiction.
  case origin
  /// The store of the selected `storePickup` method (its `stores.csv` row
  /// is the method's store): a product received at the seller's location is
  /// sourced there (Streamlined Sales and Use Tax Agreement § 310.A.1; for
  /// VAT, where the goods are made available, Council Directive 2006/112/EC,
  /// Article 31).
  case store
  /// The merchant's origin, for a sale to another EU member state when
  /// the manifest's `euDistanceSales` is `origin`: below the EU-wide
  /// threshold the origin's VAT is charged (Council Directive 2006/112/EC,
  /// Article 59c).
  case euDistanceSaleOrigin
  /// The shopper's address, for a sale to another EU member state when the
  /// manifest's `euDistanceSales` is `destination` (Article 33(a); the
  /// One-Stop Shop).
  case euDistanceSaleDestination
}
