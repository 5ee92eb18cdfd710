// The members of the body PayPal POSTs to a merchant's shipping callback
// that the engine reads (PayPal shipping module guide, "Callback request
// fields"; Orders v2 server callback request). PayPal owns and grows that
// body, so its objects are read with `ignoringOthers`: the members listed
// here are checked, the rest are not the engine's to judge.
extension RequestReader {
  /// The callback's members, then an order's (`status`, `payer`).
  static let payPalKeys: [StaticString] = [
    "id", "shipping_address", "shipping_option", "purchase_units", "status", "payer",
  ]
  /// The redacted address (PayPal's callback sends no street, name or
  /// phone), then the lines of an order's full one.
  static let payPalAddressKeys: [StaticString] = [
    "country_code", "admin_area_1", "admin_area_2", "postal_code", "address_line_1", "address_line_2",
  ]
  /// A callback's `shipping_option`, and each of an order's
  /// `shipping.options`, which adds `selected`.
  static let payPalOptionKeys: [StaticString] = ["id", "label", "type", "selected"]
  static let payPalUnitKeys: [StaticString] = ["reference_id", "amount", "shipping"]
  /// An order's `purchase_units[].shipping`: the recipient's `name`, the
  /// `address` and the `options`.
  static let payPalShippingKeys: [StaticString] = ["name", "address", "options"]
  /// A PayPal `name`: the recipient's `full_name`, the payer's
  /// `given_name` and `surname`; checked and dropped.
  static let payPalNameKeys: [StaticString] = ["full_name", "given_name", "surname"]
  /// An order's `payer`: its `name` and `email_address`, checked and
  /// dropped.
  static let payPalPayerKeys: [StaticString] = ["name", "email_address"]
  static let payPalMoneyKeys: [StaticString] = ["currency_code", "value"]

  enum PayPalKey: Int, ObjectKey {
    case id, shippingAddress, shippingOption, purchaseUnits, status, payer
    static var names: [StaticString] { payPalKeys }
  }

  enum PayPalAddressKey: Int, ObjectKey {
    case countryCode, adminArea1, adminArea2, postalCode, addressLine1, addressLine2
    static var names: [StaticString] { payPalAddressKeys }
  }

  enum PayPalOptionKey: Int, ObjectKey {
    case id, label, type, selected
    static var names: [StaticString] { payPalOptionKeys }
  }

  enum PayPalUnitKey: Int, ObjectKey {
    case referenceID, amount, shipping
    static var names: [StaticString] { payPalUnitKeys }
  }

  enum PayPalShippingKey: Int, ObjectKey {
    case name, address, options
    static var names: [StaticString] { payPalShippingKeys }
  }

  enum PayPalNameKey: Int, ObjectKey {
    case fullName, givenName, surname
    static var names: [StaticString] { payPalNameKeys }
  }

  enum PayPalPayerKey: Int, ObjectKey {
    case name, emailAddress
    static var names: [StaticString] { payPalPayerKeys }
  }

  enum PayPalMoneyKey: Int, ObjectKey {
    case currencyCode, value
    static var names: [StaticString] { payPalMoneyKeys }
  }
}
