/// Why a service was offered at its price, or why it was not offered.
///
/// Each step names the table row it used:
/// `weight 2.5 lb billed as 3 lb: tier 1 < w <= 5 lb at 10.95 (rates.csv:14)`.
@_spi(Reference) public struct ShippingExplanation: Sendable, Hashable {
  /// The service.
  public let service: String
  /// The service's label, which the exclusion's words name.
  let serviceLabel: String
  /// How the price was built, in order; empty unless the request asked to
  /// explain. A pickup service's steps for each store begin with the store.
  public let steps: [String]
  /// Why the service is not offered, for the merchant; `nil` when it is.
  let reason: ExclusionReason?
  /// The same for the shopper's one sentence when no service is offered.
  let cause: ExclusionCause?

  /// Why the service is not offered; `nil` when it is.
  public var exclusion: String? { reason?.text(serviceLabel: serviceLabel) }

  /// An offered service's explanation.
  init(service: ShippingService, steps: [String]) {
    self.init(service: service, steps: steps, reason: nil, cause: nil)
  }

  init(service: ShippingService, steps: [String], reason: ExclusionReason?, cause: ExclusionCause?) {
    self.service = service.id
    serviceLabel = service.label
    self.steps = steps
    self.reason = reason
    self.cause = cause
  }
}
