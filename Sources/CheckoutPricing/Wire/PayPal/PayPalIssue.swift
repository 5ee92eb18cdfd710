/// The `issue` a merchant's server answers PayPal's shipping callback with
/// when it cannot take the buyer's choice: HTTP 422, `details[].issue`
/// (PayPal shipping module guide, "Merchant decline response"; paypal-js
/// `ShippingAddressErrorType` and `ShippingOptionsErrorType`).
enum PayPalIssue: String, CaseIterable, Sendable, Hashable {
  /// The order cannot be shipped to this address.
  case address = "ADDRESS_ERROR"
  /// The order cannot be shipped to this country.
  case country = "COUNTRY_ERROR"
  /// The order cannot be shipped to this state.
  case state = "STATE_ERROR"
  /// The order cannot be shipped to this postal code.
  case zip = "ZIP_ERROR"
  /// The chosen shipping method is not available.
  case methodUnavailable = "METHOD_UNAVAILABLE"
  /// The chosen store cannot take the order.
  case storeUnavailable = "STORE_UNAVAILABLE"
}
