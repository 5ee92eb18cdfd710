extension SheetView {
  /// One of the quote's errors as the sheets see it: its typed reason, its
  /// contact field and message, and each wallet's code for it.
  struct Problem {
    /// The error: ``QuoteError/reason``, ``QuoteError/contactField``,
    /// ``QuoteError/message`` and, for a malformed request, its path.
    let error: QuoteError
    /// How each wallet names it.
    let codes: WalletCodes

    /// The problem of `error`; an unserviceable address is about
    /// `unserved`, the part of the address that placed it.
    init(_ error: QuoteError, unserved: AddressPart) {
      self.error = error
      codes = WalletCodes(error.reason, unserved: unserved)
    }

    /// The contact field it is about, if any.
    var field: ContactField? { error.contactField }
    /// The sentence for the shopper.
    var message: String { error.message }
  }

  /// The part of an address a problem is about, for a problem that means
  /// the order cannot be shipped there: what PayPal's decline names
  /// (``PayPalIssue``).
  enum AddressPart: Sendable, Hashable {
    /// The country.
    case country
    /// The state, province or region.
    case region
    /// The postal code.
    case postalCode
    /// Any other part: the city, the street, or the address as a whole.
    case address

    /// The part a contact field is.
    init(_ field: ContactField) {
      switch field {
      case .postalCode: self = .postalCode
      case .administrativeArea, .subAdministrativeArea: self = .region
      case .country, .countryCode: self = .country
      case .addressLines, .locality, .subLocality, .postalAddress: self = .address
      }
    }

    /// The part of an address no method reaches, named by the rule of
    /// `zones.csv` that placed it: no zone at all is the country (the
    /// sample merchants' zones cover whole countries, so an address in no
    /// zone is in a country they do not ship to); a zone reached by a
    /// postcode rule is the postal code, by a state rule the region, by a
    /// city rule or the country rule the address (the zone is served, but
    /// not for this cart or this kind of method).
    init(unservedIn zone: LocationMatch<IDKind.Zone>?) {
      guard let rule = zone?.rule else {
        self = .country
        return
      }
      if rule.postcode != nil {
        self = .postalCode
      } else if rule.city != nil {
        self = .address
      } else if rule.region != nil {
        self = .region
      } else {
        self = .address
      }
    }
  }
}
