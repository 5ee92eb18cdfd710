/// The area an address is in, by its typed id in the index, and the rule
/// that put it there, by its position in the index's rules.
///
/// `Kind` is the index's kind of area: a zone index's match carries a
/// ``ZoneID``, a tax-area index's a ``TaxAreaID``, so a match indexes only
/// the tables of its kind.
package struct LocationMatch<Kind>: Sendable, Hashable {
  /// The zone or jurisdiction, as the table names it: text for the edges.
  public var area: String { rules[position].area }
  /// The area: its position in its index's ``LocationIndex/areaNames``, the
  /// dense id a book's tables are indexed by.
  let areaID: TableIndex<Kind>
  /// The array the rule is in, and its position there.
  private var rules: [LocationRule]
  private var position: Int
  /// Whether a redacted postcode left the answer open: a finer rule than the
  /// postcode tells exists under it, so the full postcode may land in
  /// another area. Price again when the full address arrives.
  public var dependsOnFullPostcode: Bool
  /// What the index alone said of ``dependsOnFullPostcode``, before a stage
  /// (a surcharge, an exclusion, a service area) set it: what `explain`'s
  /// zone line states.
  let ruleDependsOnFullPostcode: Bool

  /// The most specific rule that matched; its index gives where it came
  /// from (``LocationIndex/location(of:)``).
  var rule: LocationRule { rules[position] }

  /// A match of `rules[position]`, sharing the index's array.
  init(areaID: TableIndex<Kind>, rules: [LocationRule], position: Int, dependsOnFullPostcode: Bool) {
    self.areaID = areaID
    self.rules = rules
    self.position = position
    self.dependsOnFullPostcode = dependsOnFullPostcode
    ruleDependsOnFullPostcode = dependsOnFullPostcode
  }

  /// Matches are equal when their areas, rules and flags are, wherever the
  /// rules are kept.
  public static func == (lhs: LocationMatch, rhs: LocationMatch) -> Bool {
    lhs.areaID == rhs.areaID && lhs.dependsOnFullPostcode == rhs.dependsOnFullPostcode && lhs.rule == rhs.rule
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(areaID)
    hasher.combine(rule)
    hasher.combine(dependsOnFullPostcode)
  }
}
