/// One shipping method the sheet shows: Apple Pay's `PKShippingMethod`.
public struct ShippingMethod: Sendable, Hashable, Identifiable {
  /// The stable identifier: the service, or `service/store` for a pickup location.
  public let identifier: String
  /// What the sheet shows.
  public let label: String
  /// Shipping, delivery, store pickup or service pickup.
  public let type: ShippingType
  /// The price, never negative, in the merchant's currency.
  public let amount: Amount
  /// The days it arrives; `nil` when they cannot be computed, or reach past
  /// the merchant's listed holidays (the detail then counts business days).
  public var window: DeliveryWindow? { isDated ? deliveryDetail.window : nil }
  /// The service that offers it.
  let service: ServiceID
  /// What the detail says, written as text when it is read
  /// (``detail``).
  let deliveryDetail: MethodDetail
  /// Whether the window's dates are known (within the listed holidays).
  let isDated: Bool

  /// The identifier, for `Identifiable`.
  public var id: String { identifier }

  /// The store of a pickup method.
  var store: PickupLocation? { deliveryDetail.store?.store }

  /// The window the detail states, dated or in business days; `nil`
  /// without one. For the sibling targets that check a wallet's estimate.
  package var statedWindow: DeliveryWindow? { deliveryDetail.window }

  /// The `stores.csv` id of a pickup method's store; `nil` for other
  /// methods. For the sibling targets that rebuild a response.
  package var storeID: String? { store?.id }

  init(
    identifier: String, label: String, type: ShippingType, amount: Amount, service: ServiceID, detail: MethodDetail,
    isDated: Bool
  ) {
    self.identifier = identifier
    self.label = label
    self.type = type
    self.amount = amount
    self.service = service
    deliveryDetail = detail
    self.isDated = isDated
  }
}
