/// The position the loader gives each zone, service, category, tax area
/// and payment area in the book's table of that kind: a dense index, not
/// the identifier the merchant wrote (that text lives once, in the book).
///
/// Stages pass these, which copy as an integer and index arrays directly.
/// `Kind` keeps two kinds apart: a ``ZoneID`` cannot index the services, as
/// with swift-tagged's `Tagged`.
struct TableIndex<Kind>: Hashable, Sendable {
  /// The position in the table.
  let index: Int32

  init(_ index: Int) { self.index = Int32(truncatingIfNeeded: index) }
}

extension Array {
  /// The element of a table at a typed id.
  subscript<Kind>(_ id: TableIndex<Kind>) -> Element { self[Int(id.index)] }
}

/// The kinds of ``TableIndex``, and of the area a ``LocationMatch`` is in:
/// each stage adds the kinds of its own tables (`IDKind.Zone` in `Zones/`,
/// `IDKind.Service` in `Shipping/`), so the table format names none.
///
/// Of `package` access only because the matches the reference tests read
/// name their kind (``RateBook/zone(for:)``); the indexes stay internal.
package enum IDKind {}
