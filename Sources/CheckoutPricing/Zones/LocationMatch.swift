/// The area an address is in, and the rule that put it there.
public struct LocationMatch: Sendable, Hashable {
  /// The zone or jurisdiction.
  public var area: String
  /// The most specific rule that matched.
  public var rule: LocationRule
  /// Whether a redacted postcode left the answer open: a finer rule than the
  /// postcode tells exists under it, so the full postcode may land in
  /// another area. Price again when the full address arrives.
  public var dependsOnFullPostcode: Bool

  /// Creates a match.
  public init(area: String, rule: LocationRule, dependsOnFullPostcode: Bool) {
    self.area = area
    self.rule = rule
    self.dependsOnFullPostcode = dependsOnFullPostcode
  }
}
