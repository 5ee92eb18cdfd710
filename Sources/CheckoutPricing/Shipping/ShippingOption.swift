/// One shipping method the sheet shows: Apple Pay's `PKShippingMethod`.
public struct ShippingOption: Sendable, Hashable, Identifiable {
  /// The stable identifier: the service, or `service/store` for a pickup location.
  public let identifier: String
  /// What the sheet shows.
  public let label: String
  /// The delivery window in words, and the store for pickups.
  public let detail: String
  /// Shipping, delivery, store pickup or service pickup.
  public let type: ShippingType
  /// The price, never negative, in the merchant's currency.
  public let amount: Amount
  /// The days it arrives; `nil` when they cannot be computed.
  public let window: DeliveryWindow?
  /// How the price was built.
  public let explanation: ShippingExplanation

  /// The identifier, for `Identifiable`.
  public var id: String { identifier }

  /// Creates an option.
  public init(
    identifier: String, label: String, detail: String, type: ShippingType, amount: Amount, window: DeliveryWindow?,
    explanation: ShippingExplanation
  ) {
    self.identifier = identifier
    self.label = label
    self.detail = detail
    self.type = type
    self.amount = amount
    self.window = window
    self.explanation = explanation
  }
}
