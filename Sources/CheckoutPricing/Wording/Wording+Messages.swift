extension Wording {
  /// The catalog of a language whose words are a translator's file
  /// (``MessageCatalog``) and whose dates, plural forms and country names
  /// are CLDR's (``CLDRData``): every built-in catalog, English included
  /// (which keeps its own short date and ISO names, ``english``).
  ///
  /// Each sentence is one message with its values by name, so a language
  /// orders them itself. Amounts, dates in coupon messages, postcodes,
  /// weights and lengths are written as in English (`25.00`, `2026-11-30`,
  /// `150 lb`): the sheet formats amounts itself, and the wallets' own
  /// fields stay in their machine format.
  init(messages: MessageCatalog, cldr: CLDRData) {
    let plural = cldr.plural
    let sameDay = messages("businessDays.sameDay")
    let days = MessageCatalog.Counted(messages, "businessDays")
    let dayRange = MessageCatalog.Counted(messages, "businessDays.range")
    let exempt = messages("taxExempt")
    let reverseCharge = messages("reverseCharge")
    let places = PlaceNames(
      country: { cldr.territoryName($0) ?? $0.englishName },
      region: { RegionTable.englishName(of: $0, in: $1) })
    self.init(
      subtotal: messages("subtotal"),
      pendingShipping: messages("shipping"),
      tax: messages("tax"),
      taxNotCharged: messages("taxNotCharged"),
      importCharges: messages("importCharges"),
      saleVAT: messages("saleVAT"),
      exemption: { $0 == .exempt ? exempt : reverseCharge },
      storeCredit: messages("storeCredit"),
      giftCard: { messages("giftCard", ["last4": String($0)]) },
      trial: { messages("trial", ["label": $0]) },
      freeShippingOnlyWith: {
        messages("freeShippingOnlyWith", ["code": $0, "services": Self.list($1, messages, last: "list.or")])
      },
      weekdays: cldr.weekdays,
      months: cldr.months,
      shortDate: cldr.shortDate,
      arrives: Self.prefix(of: messages, "arrives"),
      ready: Self.prefix(of: messages, "ready"),
      dateRangeSeparator: Self.separator(of: messages, "dateRange"),
      businessDays: { minimum, maximum in
        if maximum == 0 { return sameDay }
        if minimum == maximum { return days(plural(maximum), ["count": "\(maximum)"]) }
        return dayRange(plural(maximum), ["minimum": "\(minimum)", "maximum": "\(maximum)"])
      },
      pickup: { address, window in
        window.map { messages("pickup", ["address": address, "window": $0]) } ?? address
      },
      importDue: { detail, estimate in
        let charges = estimate.map { messages("importDue.estimate", ["amount": $0]) } ?? messages("importDue")
        return detail.map { messages("importDue.detail", ["delivery": $0, "charges": charges]) } ?? charges
      },
      total: messages("total"),
      methodReplaced: { messages("methodReplaced", ["method": $0]) },
      storeUnavailable: messages("storeUnavailable"),
      methodUnavailable: messages("methodUnavailable"),
      totalRose: messages("totalRose"),
      places: places,
      contact: { Self.contact($0, $1, messages) },
      coupon: { Self.coupon($0, messages) },
      unserviceable: { Self.unserviceable($0, $1, messages) })
  }

  /// `items` as the language lists them: "A, B, C" (`list.more`), or with
  /// `last` joining the last two, "A, B or C" (`list.or`).
  private static func list(_ items: [String], _ messages: MessageCatalog, last: String = "list.more") -> String {
    guard var result = items.last else { return "" }
    if items.count > 1 { result = messages(last, ["first": items[items.count - 2], "rest": result]) }
    for item in items.dropLast(2).reversed() { result = messages("list.more", ["first": item, "rest": result]) }
    return result
  }

  /// The text before `{dates}` in message `key`, spaces kept: the verb a
  /// dated detail starts with.
  private static func prefix(of messages: MessageCatalog, _ key: String) -> String {
    guard let template = messages.templates[key], case .text(let text) = template.pieces.first else { return "" }
    return text
  }

  /// The text between `{start}` and `{end}` in message `key`.
  private static func separator(of messages: MessageCatalog, _ key: String) -> String {
    guard let pieces = messages.templates[key]?.pieces, pieces.count == 3, case .text(let text) = pieces[1] else {
      return " - "
    }
    return text
  }

  private static func contact(_ problem: ContactProblem, _ names: PlaceNames, _ messages: MessageCatalog) -> String {
    func form(_ country: CountryCode) -> String {
      let key = "postcode.form.\(country.rawValue)"
      return messages.templates[key] == nil ? messages("postcode.form") : messages(key)
    }
    func noun(_ country: CountryCode) -> String {
      messages(country == .unitedStates ? "postcode.noun.zip" : "postcode.noun.postal")
    }
    switch problem {
    case .noCountry:
      return messages("contact.noCountry")
    case .unknownRegion(let country):
      let key = "contact.region.\(country.rawValue)"
      return messages.templates[key] == nil ? messages("contact.region") : messages(key)
    case .invalidCity:
      return messages("contact.city")
    case .noStreet:
      return messages("contact.street")
    case .redactedPostcode(let country):
      return form(country)
    case .outsidePricedPlace(.countryCode, _):
      return messages("contact.outsidePriced")
    case .outsidePricedPlace(_, let country):
      return messages("postcode.outsidePriced", ["noun": noun(country)])
    case .malformedPostcode(let country), .missingPostcode(let country):
      return form(country)
    case .postcodeNotInUse(let postcode, let country):
      return messages("postcode.notInUse", ["noun": noun(country), "postcode": postcode, "form": form(country)])
    case .postcodeOutsideRegion(let postcode, let region, let country):
      return messages(
        "postcode.outsideRegion",
        ["noun": noun(country), "postcode": postcode, "region": names.region(region, country)])
    case .postcodeOfAnotherPlace(let postcode, let postcodeCountry, let country):
      let noun = messages(postcodeCountry == .unitedKingdom ? "postcode.noun.uk" : "postcode.noun.zip")
      return messages(
        "postcode.otherPlace", ["noun": noun, "postcode": postcode, "country": names.country(country)])
    }
  }

  private static func coupon(_ problem: CouponProblem, _ messages: MessageCatalog) -> String {
    let code = problem.name
    switch problem.detail {
    case .unknown:
      return messages("coupon.unknown", ["code": code])
    case .expired(let lastDay):
      guard let lastDay else { return messages("coupon.expired", ["code": code]) }
      return messages("coupon.expiredOn", ["code": code, "date": "\(lastDay)"])
    case .notYetValid(let firstDay):
      guard let firstDay else { return messages("coupon.notYetValid", ["code": code]) }
      return messages("coupon.validFrom", ["code": code, "date": "\(firstDay)"])
    case .belowMinimum(let minimum, let giftCardsNotCounted, let subtotal):
      return messages(
        giftCardsNotCounted ? "coupon.belowMinimumGiftCards" : "coupon.belowMinimum",
        ["code": code, "minimum": minimum.map { "\($0)" } ?? "", "subtotal": "\(subtotal)"])
    case .noEligibleItems(let appliesTo):
      guard !appliesTo.isEmpty else { return messages("coupon.needsItems", ["code": code]) }
      return messages("coupon.noEligibleItems", ["code": code, "items": Self.list(appliesTo, messages)])
    case .notEnoughItems(let needed, let eligible):
      return messages("coupon.notEnoughItems", ["code": code, "needed": "\(needed)", "eligible": "\(eligible)"])
    case .freeShippingAlreadyApplies(let other):
      return messages("coupon.freeShippingApplies", ["other": other])
    case .notCombinable(let other):
      guard let other else { return messages("coupon.notCombinableAny", ["code": code]) }
      return messages("coupon.notCombinable", ["code": code, "other": other])
    }
  }

  private static func unserviceable(
    _ problem: Unserviceable, _ names: PlaceNames, _ messages: MessageCatalog
  ) -> String {
    switch problem {
    case .outsideZones(let country):
      return messages("unserviceable.country", ["country": names.country(country)])
    case .noMethod(let type):
      return messages("unserviceable.\(type.rawValue)")
    case .unclassified(let unclassified):
      return messages(
        "unserviceable.unclassified", ["item": unclassified.item, "country": names.country(unclassified.country)])
    case .excluded(let cause, let zone):
      // A zone's label names the place; without one, "this address" in
      // the language, as its own message, so each language declines it.
      let suffix = zone == nil ? ".here" : ""
      let place = zone ?? ""
      return switch cause {
      case .category(let line): messages("excluded.category\(suffix)", ["item": line, "place": place])
      case .overWeight(let limit, let unit):
        messages("excluded.overWeight\(suffix)", ["limit": limit.text(in: unit), "place": place])
      case .overLength(let micrometres):
        messages(
          "excluded.overLength\(suffix)",
          ["length": ShopperText.length(micrometres: micrometres), "place": place])
      case .noRate: messages("excluded.noRate\(suffix)", ["place": place])
      case .place: messages("excluded.place\(suffix)", ["place": place])
      }
    }
  }
}
