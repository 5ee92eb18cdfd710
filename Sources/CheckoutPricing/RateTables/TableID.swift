/// A dense identifier the loader gives each zone, service, category, tax
/// area and payment area: its position in the book's table of that kind.
///
/// The text of an identifier lives once, in the book; stages pass these,
/// which copy as an integer and index arrays directly. `Kind` keeps two
/// kinds apart: a ``ZoneID`` cannot index the services, as with
/// swift-tagged's `Tagged`.
struct TableID<Kind>: Hashable, Sendable {
  /// The position in the table.
  let index: Int32

  init(_ index: Int) { self.index = Int32(truncatingIfNeeded: index) }
}

extension Array {
  /// The element of a table at a typed id.
  subscript<Kind>(_ id: TableID<Kind>) -> Element { self[Int(id.index)] }
}

/// The kinds of ``TableID``, and of the area a ``LocationMatch`` is in.
///
/// Behind the `Reference` SPI only because the SPI's matches name their
/// kind (``RateBook/zone(for:)``); the ids themselves stay internal.
package enum IDKind {
  /// A shipping zone (`zones.csv`).
  public enum Zone {}
  /// A tax area (`tax_areas.csv`): the place where a jurisdiction applies.
  public enum TaxArea {}
  /// A payment area (`payment_areas.csv`).
  enum PaymentArea {}
  /// A shipping service (`services.csv`).
  enum Service {}
  /// A cart line category (`tax_rates.csv`, `coupons.csv`, `exclusions.csv`).
  enum Category {}
}

typealias ZoneID = TableID<IDKind.Zone>
typealias TaxAreaID = TableID<IDKind.TaxArea>
typealias PaymentAreaID = TableID<IDKind.PaymentArea>
typealias ServiceID = TableID<IDKind.Service>
typealias CategoryID = TableID<IDKind.Category>
