/// Why a service was offered at its price, or why it was not offered.
///
/// Each step names the table row it used:
/// `weight 2.5 lb billed as 3 lb: tier 1 < w <= 5 lb at 10.95 (rates.csv:14)`.
@_spi(Reference) public struct ShippingExplanation: Sendable, Hashable {
  /// The service's plan, which holds its identifier and label.
  let plan: ServicePlan
  /// What the rater decided, in order; empty unless the request asked to
  /// explain.
  let trace: [ShippingStep]
  /// Why the service is not offered, for the merchant; `nil` when it is.
  let reason: ExclusionReason?
  /// The same for the shopper's one sentence when no service is offered.
  let cause: ExclusionCause?

  /// Why the service is not offered; `nil` when it is.
  public var exclusion: String? { reason.map { ExplainWriter.text(of: $0, serviceLabel: plan.service.label) } }

  /// The service.
  public var service: String { plan.service.id }

  /// How the price was built, one step a line, each naming the row it
  /// used; empty unless the request asked to explain. A pickup service's
  /// steps for each store begin with the store.
  public var steps: [String] { trace.map(ExplainWriter.text(of:)) }

  /// An offered service's explanation.
  init(service plan: ServicePlan, trace: [ShippingStep]) {
    self.init(service: plan, trace: trace, reason: nil, cause: nil)
  }

  init(service plan: ServicePlan, trace: [ShippingStep], reason: ExclusionReason?, cause: ExclusionCause?) {
    self.plan = plan
    self.trace = trace
    self.reason = reason
    self.cause = cause
  }
}
