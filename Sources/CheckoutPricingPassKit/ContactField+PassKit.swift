import Foundation

extension ContactField {
  /// The `CNPostalAddress` key of the field, which
  /// `PKPaymentRequest.paymentShippingAddressInvalidError(withKey:localizedDescription:)`
  /// takes so that the sheet highlights that part of the address (Apple,
  /// `PKPaymentErrorKey.postalAddressUserInfoKey`); `nil` for
  /// `postalAddress`, the address as a whole.
  public var postalAddressKey: String? {
    switch self {
    case .addressLines: CNPostalAddressStreetKey
    case .postalCode: CNPostalAddressPostalCodeKey
    case .administrativeArea: CNPostalAddressStateKey
    case .locality: CNPostalAddressCityKey
    case .subLocality: CNPostalAddressSubLocalityKey
    case .subAdministrativeArea: CNPostalAddressSubAdministrativeAreaKey
    case .country: CNPostalAddressCountryKey
    case .countryCode: CNPostalAddressISOCountryCodeKey
    case .postalAddress: nil
    }
  }
}
