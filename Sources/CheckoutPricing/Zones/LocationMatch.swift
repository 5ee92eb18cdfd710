/// The area an address is in, and the rule that put it there.
///
/// A match is copied through the stages of a quote and into its breakdown,
/// so it refers to its rule in the index's rule array rather than holding a
/// copy of it: a copy of the match retains that array and the area, not
/// each string of the rule.
@_spi(Reference) public struct LocationMatch: Sendable, Hashable {
  /// The zone or jurisdiction.
  public var area: String { rules[position].area }
  /// The area's position in its index's ``LocationIndex/areaNames``: the
  /// dense id a book's tables are indexed by.
  let areaIndex: Int32
  /// The array the rule is in, and its position there.
  private var rules: [LocationRule]
  private var position: Int
  /// Whether a redacted postcode left the answer open: a finer rule than the
  /// postcode tells exists under it, so the full postcode may land in
  /// another area. Price again when the full address arrives.
  public var dependsOnFullPostcode: Bool

  /// The most specific rule that matched.
  var rule: LocationRule { rules[position] }

  /// A match of `rules[position]`, sharing the index's array.
  init(areaIndex: Int32, rules: [LocationRule], position: Int, dependsOnFullPostcode: Bool) {
    self.areaIndex = areaIndex
    self.rules = rules
    self.position = position
    self.dependsOnFullPostcode = dependsOnFullPostcode
  }

  /// Matches are equal when their areas, rules and flags are, wherever the
  /// rules are kept.
  public static func == (lhs: LocationMatch, rhs: LocationMatch) -> Bool {
    lhs.area == rhs.area && lhs.dependsOnFullPostcode == rhs.dependsOnFullPostcode && lhs.rule == rhs.rule
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(area)
    hasher.combine(rule)
    hasher.combine(dependsOnFullPostcode)
  }
}
