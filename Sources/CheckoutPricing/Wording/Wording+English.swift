extension Wording {
  /// The English catalog: the words every answer uses today.
  static let english = Wording(
    subtotal: "Subtotal",
    pendingShipping: "Shipping",
    tax: "Tax",
    taxNotCharged: "Tax not charged",
    exemption: { kind in
      switch kind {
      case .exempt: "Tax exempt"
      case .reverseCharge: "VAT reverse charge"
      }
    },
    storeCredit: "Store credit",
    // The last four characters of the number, as a receipt masks a card.
    giftCard: { "Gift card ····\($0)" },
    trial: { "\($0) (trial)" },
    // Short enough for Google Pay's offer description (under 60
    // characters) with two services, and true of a capped grant as of a
    // whole one.
    freeShippingOnlyWith: { code, services in
      let named =
        services.count < 2
        ? services.joined() : services.dropLast().joined(separator: ", ") + " or " + services[services.count - 1]
      return "\(code): only with \(named)"
    },
    weekdays: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
    months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
    shortDate: [.weekday, .text(" "), .month, .text(" "), .day],
    arrives: "Arrives ",
    ready: "Ready ",
    dateRangeSeparator: " - ",
    businessDays: { minimum, maximum in
      if maximum == 0 { return "Same business day" }
      if minimum == maximum { return "\(maximum) business day\(maximum == 1 ? "" : "s")" }
      return "\(minimum)-\(maximum) business days"
    },
    pickup: { address, window in address + (window.map { ". \($0)" } ?? "") },
    // Google's samples label the total "Total"; the merchant's name is the
    // sheet's `merchantInfo.merchantName`.
    total: "Total",
    methodReplaced: { "That shipping option does not reach this address; \($0) is selected instead." },
    storeUnavailable: "The store chosen cannot take this order; choose another option.",
    methodUnavailable: "The shipping option chosen is not available for this order; choose another.",
    places: PlaceNames(
      country: { $0.englishName },
      region: { RegionTable.englishName(of: $0, in: $1) }),
    contact: englishContact,
    coupon: englishCoupon,
    unserviceable: englishUnserviceable)

  @Sendable private static func englishContact(_ problem: ContactProblem, _ names: PlaceNames) -> String {
    switch problem {
    case .noCountry:
      return "Choose a country or region."
    case .unknownRegion(let country):
      return switch country {
      case .unitedStates: "Enter a US state, such as GA or Georgia."
      case .canada: "Enter a province or territory, such as ON or Ontario."
      case .australia: "Enter a state or territory, such as NSW or New South Wales."
      default: "Enter a valid state, province or region."
      }
    case .invalidCity:
      return "Enter a valid city."
    case .malformedPostcode(let country), .missingPostcode(let country):
      return englishPostcodeForm(country)
    case .postcodeNotInUse(let postcode, let country):
      return "\(englishPostcodeNoun(country)) \(postcode) is not in use. \(englishPostcodeForm(country))"
    case .postcodeOutsideRegion(let postcode, let region, let country):
      return "\(englishPostcodeNoun(country)) \(postcode) is not in \(names.region(region, country))."
    case .postcodeOfAnotherPlace(let postcode, let postcodeCountry, let country):
      // A Royal Mail postcode outside a Crown Dependency, or a US ZIP code
      // outside a territory.
      let noun = postcodeCountry == .unitedKingdom ? "Postcode" : "ZIP code"
      return "\(noun) \(postcode) is not in \(names.country(country))."
    }
  }

  /// What a postcode of `country` is called when it is not in use or not
  /// in the region.
  private static func englishPostcodeNoun(_ country: CountryCode) -> String {
    country == .unitedStates ? "ZIP code" : "Postal code"
  }

  /// The sentence asking for a well-formed postcode of the country whose
  /// grammar applies, with an example of the form.
  private static func englishPostcodeForm(_ country: CountryCode) -> String {
    switch country.rawValue {
    case "GB": "Enter a UK postcode such as SW1A 1AA."
    case "US": "Enter a 5-digit ZIP code."
    case "CA": "Enter a postal code such as K1A 0B1."
    case "IE": "Enter an Eircode such as D02 X285."
    case "NL": "Enter a postcode such as 1234 AB."
    case "DE": "Enter a 5-digit postcode."
    case "FR": "Enter a 5-digit postal code."
    case "AU": "Enter a 4-digit postcode."
    case "JP": "Enter a postal code such as 100-0001."
    default: "Enter a valid postal code."
    }
  }

  @Sendable private static func englishCoupon(_ problem: CouponProblem) -> String {
    let name = problem.name
    switch problem.detail {
    case .unknown:
      return "The code \(name) is not valid."
    case .expired(let lastDay):
      return "The code \(name) expired\(lastDay.map { " on \($0)" } ?? "")."
    case .notYetValid(let firstDay):
      return "The code \(name) is valid from \(firstDay.map { "\($0)" } ?? "a later date")."
    case .belowMinimum(let minimum, let giftCardsNotCounted, let subtotal):
      // The figure compared with the minimum, so the sentence never
      // contradicts itself when the cart holds a gift card.
      let basis = giftCardsNotCounted ? ", gift cards sold not counted" : ""
      return "The code \(name) needs a subtotal of \(minimum.map { "\($0)" } ?? "")\(basis); yours is \(subtotal)."
    case .noEligibleItems(let appliesTo):
      guard !appliesTo.isEmpty else { return "The code \(name) needs something in your cart." }
      return "The code \(name) applies only to \(appliesTo.joined(separator: ", ")); nothing in your cart qualifies."
    case .notEnoughItems(let needed, let eligible):
      return "The code \(name) needs \(needed) eligible items; your cart has \(eligible)."
    case .freeShippingAlreadyApplies(let other):
      return "Free shipping already applies (\(other))."
    case .notCombinable(let other):
      return "The code \(name) cannot be combined with \(other ?? "another discount")."
    }
  }

  @Sendable private static func englishUnserviceable(_ problem: Unserviceable, _ names: PlaceNames) -> String {
    switch problem {
    case .outsideZones(let country):
      return "We don't ship to this address in \(names.country(country))."
    case .noMethod(let type):
      let noun =
        switch type {
        case .shipping: "Shipping"
        case .delivery: "Delivery"
        case .storePickup: "Store pickup"
        case .servicePickup: "Pickup"
        }
      return "\(noun) is not available to this address."
    case .excluded(let cause, let zone):
      let place = zone ?? "this address"
      return switch cause {
      case .category(let line): "We can't ship \(line) to \(place)."
      case .overWeight(let limit, let unit): "We can't ship orders over \(limit.text(in: unit)) to \(place)."
      case .overLength(let micrometres):
        "We can't ship items over \(ShopperText.length(micrometres: micrometres)) long to \(place)."
      case .noRate: "We can't ship an order of this size to \(place)."
      case .place: "We don't ship to \(place)."
      }
    }
  }
}
