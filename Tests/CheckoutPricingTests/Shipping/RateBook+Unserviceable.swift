@testable import CheckoutPricing

/// What the shipping stage found when it offers nothing: why, the sentence
/// the shopper reads for it, the zone, and why each service was not offered.
struct UnservedAddress {
  var problem: CheckoutPricing.Unserviceable
  var message: String
  var zone: LocationMatch<IDKind.Zone>?
  var explanations: [ShippingExplanation]
}

extension RateBook {
  /// Runs the shipping stage as a quote does and returns its unserviceable
  /// failure, or `nil` when it prices the request or fails otherwise; the
  /// reference door (`shippingOptions(for:)`) reports the same failure as
  /// a `QuoteError` with reason `unserviceable`.
  func unserviceable(_ request: ShippingRequest) -> UnservedAddress? {
    do {
      _ = try shippingOptions(for: request, cart: CheckedCart(checking: request.cart, in: self))
      return nil
    } catch {
      guard case .unserviceable(let problem, let zone, let explanations) = error else { return nil }
      guard (try? shippingOptions(for: request)) == nil else { return nil }
      return UnservedAddress(
        problem: problem, message: ShopperText.english.message(for: error), zone: zone, explanations: explanations)
    }
  }
}
