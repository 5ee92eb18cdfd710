/// Shipping could not be priced: the address is not served, or the request
/// cannot be priced exactly.
@_spi(Reference) public struct ShippingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  public enum Code: String, Sendable, Hashable, CaseIterable {
    /// No method reaches the address (Apple Pay's `addressUnserviceable`).
    case addressUnserviceable
    /// The request is malformed: a quantity below 1, a negative weight or
    /// side, a negative subtotal, or amounts not in the merchant's currency.
    case invalidRequest
    /// A price or weight left the exact range.
    case overflow
  }

  /// What went wrong.
  public let code: Code
  /// For `addressUnserviceable`, a sentence for the shopper; otherwise what
  /// a developer needs to fix the request.
  public let message: String
  /// The zone, when the address is in one.
  public let zone: LocationMatch<IDKind.Zone>?
  /// Why each service was not offered, sorted by service.
  public let explanations: [ShippingExplanation]

  /// Creates an error.
  public init(
    _ code: Code, _ message: String, zone: LocationMatch<IDKind.Zone>? = nil, explanations: [ShippingExplanation] = []
  ) {
    self.code = code
    self.message = message
    self.zone = zone
    self.explanations = explanations
  }

  public var description: String { "\(code.rawValue): \(message)" }
}
