import Foundation
import SampleMerchants
import SeededRandom
import TestSupport
import Testing

@testable import CheckoutPricing

/// The bound a sheet's total gives at authorization, over seeded random
/// carts, coupons, cards and places of every sample merchant: for each
/// redacted place (a random destination's redacted form, or the place above
/// one of the book's finer rules) and full addresses inside it (its
/// candidates and random completions).
@Suite("Redacted place properties")
struct RedactedPlacePropertyTests {
  /// A redacted place and full addresses inside it, as contacts.
  struct Place {
    var redacted: ContactFields
    var full: [ContactFields]
  }

  @Test(
    "Under highest, a redacted place's sheet total is at least every full address's inside it",
    arguments: SampleMerchant.allCases)
  func highestIsAnUpperBound(merchant: SampleMerchant) {
    let book = TestBooks.book(merchant)
    let engine = PricingEngine(book: book)
    forAllSeededCases(count: 2_000) { rng in
      let pricing = rng.pricingCase(book, merchant: merchant)
      guard let place = Self.place(pricing, &rng) else { return }
      let sheet = engine.quote(Self.request(pricing, place.redacted, method: pricing.service))
      guard let total = sheet.total, total.type == .final, let method = sheet.selectedShippingMethod else { return }
      for contact in place.full {
        let full = engine.quote(Self.request(pricing, contact, method: method))
        guard full.selectedShippingMethod == method, let fullTotal = full.total, fullTotal.type == .final else {
          continue
        }
        try #require(
          total.amount >= fullTotal.amount,
          "\(pricing): sheet \(place.redacted.postalCode ?? "") \(total.amount) < \(contact.postalCode ?? "") \(fullTotal.amount)"
        )
      }
    }
  }

  @Test(
    "Under pending, every summary amount that differs among the candidates is pending, and so is the total",
    arguments: SampleMerchant.allCases)
  func pendingLeavesNoGuess(merchant: SampleMerchant) throws {
    let book = try TestBooks.book(
      merchant,
      editing: [
        "manifest.json": {
          $0.replacingOccurrences(
            of: "{", with: "{\"redactedPlacePolicy\": \"pending\", ", options: [], range: $0.range(of: "{"))
        }
      ])
    let engine = PricingEngine(book: book)
    forAllSeededCases(count: 1_000) { rng in
      let pricing = rng.pricingCase(book, merchant: merchant)
      guard let place = Self.place(pricing, &rng), let destination = try? Destination(checking: place.redacted)
      else { return }
      let sheet = engine.quote(Self.request(pricing, place.redacted, method: pricing.service))
      guard let method = sheet.selectedShippingMethod, sheet.total != nil else { return }
      let candidates = book.candidatePlaces(in: destination).map { candidate in
        engine.quote(
          Self.request(pricing, Self.contact(candidate, postcode: candidate.postcode?.text), method: method))
      }.filter { $0.selectedShippingMethod == method }
      for kind in [SummaryItem.Kind.shipping, .tax] {
        let amounts = Set(candidates.compactMap { $0.summaryItems.first { $0.kind == kind }?.amount })
        guard amounts.count > 1 else { continue }
        let item = sheet.summaryItems.first { $0.kind == kind }
        try #require(
          item?.type == .pending, "\(pricing): \(kind) differs among \(amounts) but shows \(String(describing: item))")
        try #require(sheet.total?.type == .pending, "\(pricing): total not pending")
      }
    }
  }

  static func request(_ pricing: PricingCase, _ contact: ContactFields, method: String?) -> QuoteRequest {
    QuoteRequest(
      event: .shippingContactSelected, asOf: pricing.asOf, cart: pricing.cart, shippingContact: contact,
      shippingMethod: method, paymentMethod: pricing.payment, couponCode: pricing.couponCode)
  }

  static func contact(_ destination: Destination, postcode: String?) -> ContactFields {
    ContactFields(
      locality: destination.city, administrativeArea: destination.region, postalCode: postcode,
      countryCode: destination.country.rawValue)
  }

  /// Half the time the redacted form of the case's destination, half the
  /// time the redacted place above one of the book's finer rules; with its
  /// candidates and three random full postcodes inside it.
  static func place(_ pricing: PricingCase, _ rng: inout SeededGenerator) -> Place? {
    var destination = pricing.destination
    var redactedText: String?
    let finer = pricing.book.finerRules
    if !finer.isEmpty, Bool.random(using: &rng), let rule = finer.randomElement(using: &rng),
      let country = rule.country, let key = Self.key(of: rule)
    {
      destination = Destination(country: country, region: rule.region, city: rule.city)
      redactedText = Self.redacted(key, country: country)
    } else if let postcode = destination.postcode {
      redactedText = Self.redacted(postcode.levels.last ?? postcode.text, country: destination.country)
    }
    guard let redactedText,
      let postcode = try? PostcodeGrammar.normalize(redactedText, country: destination.country)
    else { return nil }
    let redacted = Self.contact(destination, postcode: postcode.text)
    guard let checked = try? Destination(checking: redacted) else { return nil }
    var full = pricing.book.candidatePlaces(in: checked).map { Self.contact(destination, postcode: $0.postcode?.text) }
    if let pieces = PlaceCandidates(postcode) {
      for _ in 0..<3 {
        let suffix = pieces.alphabets.map { $0.randomElement(using: &rng)! }
        full.append(Self.contact(destination, postcode: pieces.stem + String(decoding: suffix, as: UTF8.self)))
      }
    } else {
      full.append(redacted)
    }
    return Place(redacted: redacted, full: full)
  }

  /// A key of the postcodes a rule names: its level key, or its range's lower bound.
  static func key(of rule: LocationRule) -> String? {
    switch rule.postcode {
    case .level(let key): key
    case .range(let bounds): bounds.lowerBound
    case nil: nil
    }
  }

  /// The redacted form of the postcode whose rule key is `key`: a ZIP5, an
  /// outward code, an FSA, a routing key, a Dutch four digits; the key
  /// itself elsewhere.
  static func redacted(_ key: String, country: CountryCode) -> String {
    let grammar = SharedPostcodes.grammarCountry(of: country)
    if grammar == .unitedKingdom { return String(key.prefix { $0 != " " }) }
    let length = PostcodeGrammar.shortestCoveringLength(grammar)
    return length > 0 ? String(key.prefix(length)) : key
  }
}
