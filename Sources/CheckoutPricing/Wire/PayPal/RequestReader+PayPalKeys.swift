// The members of the body PayPal POSTs to a merchant's shipping callback
// that the engine reads (PayPal shipping module guide, "Callback request
// fields"; Orders v2 server callback request). PayPal owns and grows that
// body, so its objects are read with `ignoringOthers`: the members listed
// here are checked, the rest are not the engine's to judge.
extension RequestReader {
  static let payPalKeys: [StaticString] = ["id", "shipping_address", "shipping_option", "purchase_units"]
  /// The redacted address: PayPal sends no street, name or phone.
  static let payPalAddressKeys: [StaticString] = ["country_code", "admin_area_1", "admin_area_2", "postal_code"]
  static let payPalOptionKeys: [StaticString] = ["id", "label", "type"]
  static let payPalUnitKeys: [StaticString] = ["reference_id", "amount"]
  static let payPalMoneyKeys: [StaticString] = ["currency_code", "value"]

  enum PayPalKey: Int, ObjectKey {
    case id, shippingAddress, shippingOption, purchaseUnits
    static var names: [StaticString] { payPalKeys }
  }

  enum PayPalAddressKey: Int, ObjectKey {
    case countryCode, adminArea1, adminArea2, postalCode
    static var names: [StaticString] { payPalAddressKeys }
  }

  enum PayPalOptionKey: Int, ObjectKey {
    case id, label, type
    static var names: [StaticString] { payPalOptionKeys }
  }

  enum PayPalUnitKey: Int, ObjectKey {
    case referenceID, amount
    static var names: [StaticString] { payPalUnitKeys }
  }

  enum PayPalMoneyKey: Int, ObjectKey {
    case currencyCode, value
    static var names: [StaticString] { payPalMoneyKeys }
  }
}
