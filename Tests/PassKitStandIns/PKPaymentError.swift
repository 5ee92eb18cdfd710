// Stand-ins for PassKit's errors and the constructors that make them
// (PassKit, PKError.h, PKPaymentRequest.h, Contacts' CNPostalAddress.h),
// returning what Apple documents each one returns: its code, and in
// `userInfo` the contact field and the postal address key.
#if !canImport(PassKit)
  import Foundation

  /// `PKContactField`.
  public struct PKContactField: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let postalAddress = PKContactField(rawValue: "post")
    public static let emailAddress = PKContactField(rawValue: "email")
    public static let phoneNumber = PKContactField(rawValue: "phone")
    public static let name = PKContactField(rawValue: "name")
    public static let phoneticName = PKContactField(rawValue: "phoneticName")
  }

  /// `PKPaymentErrorKey`: the keys of a payment error's `userInfo`.
  public struct PKPaymentErrorKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let contactFieldUserInfoKey = PKPaymentErrorKey(rawValue: "PKPaymentErrorContactField")
    public static let postalAddressUserInfoKey = PKPaymentErrorKey(rawValue: "PKPaymentErrorPostalAddress")
  }

  /// `PKPaymentError`, with its `Code` (`PKPaymentErrorCode`). PassKit's is
  /// an `NSError` underneath, immutable, which is why it may cross threads.
  public struct PKPaymentError: Error, @unchecked Sendable {
    public enum Code: Int, Sendable {
      case unknownError = -1
      case shippingContactInvalidError = 1
      case billingContactInvalidError = 2
      case shippingAddressUnserviceableError = 3
      case couponCodeInvalidError = 4
      case couponCodeExpiredError = 5
    }

    public let code: Code
    public let userInfo: [String: Any]

    public init(_ code: Code, userInfo: [String: Any] = [:]) {
      self.code = code
      self.userInfo = userInfo
    }

    public var localizedDescription: String { userInfo[NSLocalizedDescriptionKey] as? String ?? "" }
  }

  /// `PKPaymentRequest`'s error constructors.
  public final class PKPaymentRequest {
    static func error(_ code: PKPaymentError.Code, _ info: [PKPaymentErrorKey: String], _ description: String?)
      -> any Error
    {
      var userInfo: [String: Any] = [:]
      for (key, value) in info { userInfo[key.rawValue] = value }
      if let description { userInfo[NSLocalizedDescriptionKey] = description }
      return PKPaymentError(code, userInfo: userInfo)
    }

    public static func paymentContactInvalidError(
      withContactField field: PKContactField, localizedDescription: String?
    ) -> any Error {
      error(.shippingContactInvalidError, [.contactFieldUserInfoKey: field.rawValue], localizedDescription)
    }

    public static func paymentShippingAddressInvalidError(
      withKey postalAddressKey: String, localizedDescription: String?
    ) -> any Error {
      error(
        .shippingContactInvalidError,
        [.contactFieldUserInfoKey: PKContactField.postalAddress.rawValue, .postalAddressUserInfoKey: postalAddressKey],
        localizedDescription)
    }

    public static func paymentShippingAddressUnserviceableError(withLocalizedDescription description: String?)
      -> any Error
    {
      error(.shippingAddressUnserviceableError, [:], description)
    }

    public static func paymentCouponCodeInvalidError(localizedDescription: String?) -> any Error {
      error(.couponCodeInvalidError, [:], localizedDescription)
    }

    public static func paymentCouponCodeExpiredError(localizedDescription: String?) -> any Error {
      error(.couponCodeExpiredError, [:], localizedDescription)
    }
  }

  // Contacts' `CNPostalAddress` keys, with Apple's values.
  public let CNPostalAddressStreetKey = "street"
  public let CNPostalAddressSubLocalityKey = "subLocality"
  public let CNPostalAddressCityKey = "city"
  public let CNPostalAddressSubAdministrativeAreaKey = "subAdministrativeArea"
  public let CNPostalAddressStateKey = "state"
  public let CNPostalAddressPostalCodeKey = "postalCode"
  public let CNPostalAddressCountryKey = "country"
  public let CNPostalAddressISOCountryCodeKey = "ISOCountryCode"
#endif
