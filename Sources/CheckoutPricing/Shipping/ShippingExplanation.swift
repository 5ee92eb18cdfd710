/// Why a service was offered at its price, or why it was not offered.
///
/// Each step names the table row it used:
/// `weight 2.5 lb billed as 3 lb: tier 1 < w <= 5 lb at 10.95 (rates.csv:14)`.
public struct ShippingExplanation: Sendable, Hashable {
  /// The service, or `service/store` for one pickup location.
  public let service: String
  /// How the price was built, in order; empty unless the request asked to explain.
  public let steps: [String]
  /// Why the service is not offered; `nil` when it is.
  public let exclusion: String?
  /// The same as data, for the one sentence the shopper sees when no
  /// service is offered; `nil` when it is offered.
  let cause: ExclusionCause?

  /// Creates an explanation.
  public init(service: String, steps: [String], exclusion: String?) {
    self.init(service: service, steps: steps, exclusion: exclusion, cause: exclusion == nil ? nil : .place)
  }

  init(service: String, steps: [String], exclusion: String?, cause: ExclusionCause?) {
    self.service = service
    self.steps = steps
    self.exclusion = exclusion
    self.cause = cause
  }
}
