/// The area an address is in, by its dense id in the index, and the rule
/// that put it there, by its position in the index's rules.
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

  /// The most specific rule that matched; its index gives where it came
  /// from (``LocationIndex/location(of:)``).
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
