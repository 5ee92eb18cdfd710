/// The tax at one combined rate: all lines whose components add up to
/// ``rate``.
package struct RateTax: Sendable, Hashable {
  /// The combined rate of the lines (compound components included at their
  /// effective rate).
  public let rate: Rate
  /// Their net amount.
  public let base: Amount
  /// Their tax.
  public let tax: Amount
}
