// The keys each object of a request may have. The lists are matched as
// bytes: ASCII letters other than K, which no other text equals as a Swift
// string (see `JSONTape.bytes(_:equal:)`). Each list has an enum whose cases
// are its keys' positions, so a reader names a key it reads and the
// compiler checks the name.
extension RequestReader {
  static let requestKeys: [StaticString] = [
    "event", "asOf", "currency", "lines", "shippingContact", "shippingType", "shippingMethod", "paymentMethod",
    "couponCode", "taxExemption", "id", "shippingAddress", "formats", "googlePay", "stripe", "payPal",
    "tenders", "locale", "authorizedTotal", "pricedContact",
  ]
  static let lineKeys: [StaticString] = [
    "id", "label", "unitPrice", "quantity", "weight", "dimensions", "category", "paymentTiming", "hsCode",
    "originCountry",
  ]
  /// A line's `paymentTiming`: `type`, then the members of each type.
  static let paymentTimingKeys: [StaticString] = [
    "type", "intervalUnit", "intervalCount", "startDate", "endDate", "trial", "date", "thresholdAmount",
  ]
  static let trialKeys: [StaticString] = ["unitPrice", "endDate"]
  /// The contact fields that can affect a price, in the order they are read.
  static let contactFields: [StaticString] = [
    "locality", "subLocality", "administrativeArea", "subAdministrativeArea", "postalCode", "country", "countryCode",
  ]
  // Apple Pay sends more fields with a full contact: `addressLines`, kept
  // (an authorization refuses an address without a street), and the names,
  // phone and email, which do not affect a price: accepted, checked as
  // strings, and dropped (`null` for any of them is absent).
  static let contactKeys: [StaticString] =
    contactFields + [
      "addressLines", "givenName", "familyName", "phoneticGivenName", "phoneticFamilyName", "emailAddress",
      "phoneNumber",
    ]
  /// A W3C `PaymentAddress` (Payment Request API, "PaymentAddress
  /// interface", its `toJSON()` members): those that can affect a price,
  /// then those only checked.
  static let paymentAddressKeys: [StaticString] = [
    "country", "region", "city", "dependentLocality", "postalCode", "sortingCode", "addressLine", "organization",
    "recipient", "phone",
  ]
  /// Apple's `ApplePayPaymentMethod`: the card's type and network, then
  /// the members a page forwards from `event.paymentMethod` that do not
  /// change a price (checked, not kept).
  static let paymentMethodKeys: [StaticString] = ["type", "network", "displayName", "paymentPass", "billingContact"]
  /// Apple's `ApplePayPaymentPass`: checked, not kept.
  static let paymentPassKeys: [StaticString] = [
    "primaryAccountIdentifier", "primaryAccountNumberSuffix", "deviceAccountIdentifier",
    "deviceAccountNumberSuffix", "activationState",
  ]
  /// An `authorizedTotal` given as a W3C `PaymentCurrencyAmount`.
  static let currencyAmountKeys: [StaticString] = ["currency", "value"]
  static let taxExemptionKeys: [StaticString] = ["kind", "id"]
  static let tenderKeys: [StaticString] = ["kind", "id", "amount", "currency"]
  static let weightKeys: [StaticString] = ["value", "unit"]
  static let dimensionsKeys: [StaticString] = ["length", "width", "height", "unit"]

  enum RequestKey: Int, ObjectKey {
    case event, asOf, currency, lines, shippingContact, shippingType, shippingMethod, paymentMethod, couponCode
    case taxExemption, id, shippingAddress, formats, googlePay, stripe, payPal, tenders, locale, authorizedTotal
    case pricedContact
    static var names: [StaticString] { requestKeys }
    /// The root object has more keys than the other objects' 16: only its
    /// reading zeroes the wider storage, once per request.
    typealias Storage = SIMD32<Int>
  }

  enum PaymentAddressKey: Int, ObjectKey {
    case country, region, city, dependentLocality, postalCode, sortingCode, addressLine, organization, recipient
    case phone
    static var names: [StaticString] { paymentAddressKeys }
  }

  enum LineKey: Int, ObjectKey {
    case id, label, unitPrice, quantity, weight, dimensions, category, paymentTiming, hsCode, originCountry
    static var names: [StaticString] { lineKeys }
  }

  enum PaymentTimingKey: Int, ObjectKey {
    case type, intervalUnit, intervalCount, startDate, endDate, trial, date, thresholdAmount
    static var names: [StaticString] { paymentTimingKeys }
  }

  enum TrialKey: Int, ObjectKey {
    case unitPrice, endDate
    static var names: [StaticString] { trialKeys }
  }

  /// The contact fields: those a price reads, then those only checked.
  enum ContactKey: Int, ObjectKey {
    case locality, subLocality, administrativeArea, subAdministrativeArea, postalCode, country, countryCode
    case addressLines, givenName, familyName, phoneticGivenName, phoneticFamilyName, emailAddress, phoneNumber
    static var names: [StaticString] { contactKeys }
  }

  enum PaymentMethodKey: Int, ObjectKey {
    case type, network, displayName, paymentPass, billingContact
    static var names: [StaticString] { paymentMethodKeys }
  }

  enum PaymentPassKey: Int, ObjectKey {
    case primaryAccountIdentifier, primaryAccountNumberSuffix, deviceAccountIdentifier, deviceAccountNumberSuffix
    case activationState
    static var names: [StaticString] { paymentPassKeys }
  }

  enum CurrencyAmountKey: Int, ObjectKey {
    case currency, value
    static var names: [StaticString] { currencyAmountKeys }
  }

  enum TaxExemptionKey: Int, ObjectKey {
    case kind, id
    static var names: [StaticString] { taxExemptionKeys }
  }

  enum TenderKey: Int, ObjectKey {
    case kind, id, amount, currency
    static var names: [StaticString] { tenderKeys }
  }

  enum WeightKey: Int, ObjectKey {
    case value, unit
    static var names: [StaticString] { weightKeys }
  }

  enum DimensionsKey: Int, ObjectKey {
    case length, width, height, unit
    static var names: [StaticString] { dimensionsKeys }
  }
}

/// The `type` of a line's `paymentTiming` in a request: Apple's
/// `ApplePayPaymentTiming` values.
enum PaymentTimingType: String, CaseIterable {
  case immediate, recurring, deferred, automaticReload
}

/// The `kind` of a tender in a request (``Tender``).
enum TenderKind: String, CaseIterable {
  case giftCard, storeCredit
}
