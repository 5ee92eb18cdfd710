// Compiled in the library where PassKit exists, and in the tests, against
// stand-ins of PassKit's published signatures, where it does not (see
// `Tests/CheckoutPricingTests/PassKit/`): one source, never both in one
// build, so an Apple test build does not declare these members twice.
#if canImport(PassKit) && !CHECKOUT_PRICING_PASSKIT_STAND_INS
  public import Foundation
  public import Contacts
  public import PassKit
#elseif CHECKOUT_PRICING_PASSKIT_STAND_INS && !canImport(PassKit)
  public import CheckoutPricing
  import Foundation
#endif

#if (canImport(PassKit) && !CHECKOUT_PRICING_PASSKIT_STAND_INS) || (CHECKOUT_PRICING_PASSKIT_STAND_INS && !canImport(PassKit))
  extension ContactFields {
    /// The fields of the shipping contact's `CNPostalAddress`
    /// (`PKContact.postalAddress`), redacted or full, under the names the
    /// engine reads: `city` is the locality, `state` the administrative
    /// area (a code or a name: `"NY"`, `"New York"`), `isoCountryCode` the
    /// country code (PassKit may send it in lower case: `"us"`), and
    /// `postalCode`, `country`, `subLocality` and `subAdministrativeArea`
    /// themselves. The empty strings PassKit sends for what it does not
    /// know count as absent, and the street is never read.
    ///
    /// ```swift
    /// let contact = ContactFields(shippingContact.postalAddress!)
    /// let quote = engine.shippingContactSelected(contact, in: request)
    /// ```
    public init(_ address: CNPostalAddress) {
      self.init(
        locality: address.city, subLocality: address.subLocality, administrativeArea: address.state,
        subAdministrativeArea: address.subAdministrativeArea, postalCode: address.postalCode,
        country: address.country, countryCode: address.isoCountryCode)
    }
  }
#endif
