// Compiled in the library where PassKit exists, and in the tests, against
// stand-ins of PassKit's published signatures, where it does not (see
// `Tests/CheckoutPricingTests/PassKit/`): one source, never both in one
// build, so an Apple test build does not declare these members twice.
#if canImport(PassKit) && !CHECKOUT_PRICING_PASSKIT_STAND_INS
  public import Foundation
  public import PassKit
  import Contacts
#elseif CHECKOUT_PRICING_PASSKIT_STAND_INS && !canImport(PassKit)
  public import CheckoutPricing
  import Foundation
#endif

#if (canImport(PassKit) && !CHECKOUT_PRICING_PASSKIT_STAND_INS) || (CHECKOUT_PRICING_PASSKIT_STAND_INS && !canImport(PassKit))
  extension ContactField {
    /// The `CNPostalAddress` key of the field, which
    /// `PKPaymentRequest.paymentShippingAddressInvalidError(withKey:localizedDescription:)`
    /// takes so that the sheet highlights that part of the address (Apple,
    /// `PKPaymentErrorKey.postalAddressUserInfoKey`); `nil` for
    /// `postalAddress`, the address as a whole.
    public var postalAddressKey: String? {
      switch self {
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
#endif
