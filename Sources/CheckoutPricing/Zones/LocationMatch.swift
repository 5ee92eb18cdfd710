/// The area an address is in, by its dense id in the index, and the rule
/// that put it there, by its position in the index's rules.
@_spi(Reference) public struct LocationMatch: Sendable, Hashable {
  /// The zone or jurisdiction.
  public var area: String { rule.area }
  /// The area's position in its index's ``LocationIndex/areaNames``: the
  /// dense id a book's tables are indexed by.
  let areaIndex: Int32
  /// The index that matched, and the rule's position in its rules.
  private var index: LocationIndex
  private var position: Int
  /// Whether a redacted postcode left the answer open: a finer rule than the
  /// postcode tells exists under it, so the full postcode may land in
  /// another area. Price again when the full address arrives.
  public var dependsOnFullPostcode: Bool

  /// The most specific rule that matched.
  var rule: LocationRule { index.rules[position] }

  /// Where that rule came from.
  var location: TableLocation { index.location(of: rule) }

  /// A match of `index.rules[position]`.
  init(areaIndex: Int32, index: LocationIndex, position: Int, dependsOnFullPostcode: Bool) {
    self.areaIndex = areaIndex
    self.index = index
    self.position = position
    self.dependsOnFullPostcode = dependsOnFullPostcode
  }

  /// Matches are equal when their areas, rules and flags are, wherever the
  /// rules are kept.
  public static func == (lhs: LocationMatch, rhs: LocationMatch) -> Bool {
    lhs.area == rhs.area && lhs.dependsOnFullPostcode == rhs.dependsOnFullPostcode && lhs.rule == rhs.rule
      && lhs.index.file == rhs.index.file
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(area)
    hasher.combine(rule)
    hasher.combine(dependsOnFullPostcode)
  }
}
