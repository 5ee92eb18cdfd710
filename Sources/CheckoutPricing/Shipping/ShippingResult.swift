/// The shipping methods for one cart and address, in display order.
package struct ShippingResult: Sendable, Hashable {
  /// The zone the address is in. Its `dependsOnFullPostcode` is also set
  /// when a surcharge, exclusion or service area covers only part of a
  /// redacted postcode: price again with the full address.
  public let zone: LocationMatch<IDKind.Zone>?
  /// The methods, selected first, then by the merchant's `methodOrder`.
  public let options: [ShippingMethod]
  /// One per service in the book, offered or not, sorted by service.
  public let explanations: [ShippingExplanation]

  /// Creates a result.
  public init(zone: LocationMatch<IDKind.Zone>?, options: [ShippingMethod], explanations: [ShippingExplanation]) {
    self.zone = zone
    self.options = options
    self.explanations = explanations
  }

  /// The method the sheet selects: the first.
  public var selected: ShippingMethod? { options.first }
}
