import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

/// The shopper's words are made in one place: the stages and the writers
/// return data, and ``ShopperText`` words it from one ``Wording`` catalog.
@Suite("The shopper's words")
struct ShopperTextTests {
  /// Every word of the English catalog marked `⟦…⟧`: a catalog in which no
  /// English word of ours can hide.
  static let marked: Wording = {
    let english = Wording.english
    @Sendable func mark(_ text: String) -> String { "⟦\(text)⟧" }
    var words = english
    words.subtotal = mark(english.subtotal)
    words.pendingShipping = mark(english.pendingShipping)
    words.tax = mark(english.tax)
    words.taxNotCharged = mark(english.taxNotCharged)
    words.exemption = { mark(english.exemption($0)) }
    words.storeCredit = mark(english.storeCredit)
    words.giftCard = { mark(english.giftCard($0)) }
    words.trial = { mark(english.trial($0)) }
    words.freeShippingOnlyWith = { mark(english.freeShippingOnlyWith($0, $1)) }
    words.weekdays = english.weekdays.map(mark)
    words.months = english.months.map(mark)
    words.arrives = mark(english.arrives)
    words.ready = mark(english.ready)
    words.businessDays = { mark(english.businessDays($0, $1)) }
    words.pickup = { mark(english.pickup($0, $1)) }
    words.total = mark(english.total)
    words.methodReplaced = { mark(english.methodReplaced($0)) }
    words.storeUnavailable = mark(english.storeUnavailable)
    words.methodUnavailable = mark(english.methodUnavailable)
    words.contact = { mark(english.contact($0, $1)) }
    words.coupon = { mark(english.coupon($0)) }
    words.unserviceable = { mark(english.unserviceable($0, $1)) }
    return words
  }()

  /// Phrases only the English catalog writes: none of them is a merchant's
  /// label in the sample tables.
  static let englishPhrases = [
    "\"Subtotal\"", "Arrives ", "Ready ", "business day", "We don't ship", "We can't ship", "Enter a", "The code ",
    "is not available to this address", "Tax not charged", "Tax exempt", "Gift card", "Store credit", "(trial)",
    "only with", "Choose a country", "is not in", "\"Total\"", "is selected instead", "choose another",
  ]

  @Test(
    "Every example answered in a marked catalog keeps its figures and shows none of the English words",
    arguments: try ExampleRequests.all())
  func markedCatalog(example: ExampleRequests.Example) throws {
    // The merchant's own language may not be English: the marks are set
    // on the English words, so the answer to compare with is English.
    let book = try #require(ExampleRequests.engines[example.merchant]).book
    let english = PricingEngine(book: book, text: .english)
    let marked = PricingEngine(book: book, text: ShopperText(words: Self.marked))
    let englishResponse = english.respond(toJSON: example.bytes)
    let markedResponse = marked.respond(toJSON: example.bytes)
    #expect(markedResponse.status == englishResponse.status)
    // What is left once every marked word is taken out is the merchant's
    // and the wire's, never the catalog's.
    var unworded = markedResponse.text
    while let marked = unworded.range(of: "⟦[^⟦⟧]*⟧", options: .regularExpression) {
      unworded.removeSubrange(marked)
    }
    for phrase in Self.englishPhrases {
      let written = unworded.contains(phrase)
      #expect(!written, "\(example): '\(phrase)' is written outside the catalog")
    }
    // The words changed, and nothing else: with the marks taken out, and
    // each marked word put back as the English one, the bytes are the same.
    let unmarked = markedResponse.text.replacingOccurrences(of: "⟦", with: "").replacingOccurrences(of: "⟧", with: "")
    let same = unmarked == englishResponse.text
    #expect(same, "\(example): \(unmarked) differs from \(englishResponse.text)")
  }

  @Test("The examples reach every kind of word the catalog holds")
  func examplesReachTheCatalog() throws {
    var marked = ""
    for example in try ExampleRequests.all() {
      let english = try #require(ExampleRequests.engines[example.merchant])
      marked +=
        PricingEngine(book: english.book, text: ShopperText(words: Self.marked)).respond(toJSON: example.bytes)
        .text
    }
    // A marked word of each part of the catalog: labels, dates, delivery
    // counts, problems of each kind.
    for word in ["⟦Subtotal⟧", "⟦Arrives ⟧", "⟦Nov⟧", "business day", "⟦We don't ship", "⟦The code ", "⟦ZIP code"] {
      #expect(marked.contains(word), "no example writes \(word)")
    }
  }

  @Test("The longest dated detail of the catalog fits the buffer it is written in")
  func datedDetailFits() {
    let words = Wording.english
    #expect(words.weekdays.count == 7 && words.months.count == 12)
    // The day of the month once: a date is compiled into what comes before
    // it and what comes after.
    #expect(words.shortDate.filter { $0 == .day }.count == 1)
    let date = words.shortDate.reduce(0) { sum, part in
      switch part {
      case .weekday: sum + words.weekdays.map(\.utf8.count).max()!
      case .month: sum + words.months.map(\.utf8.count).max()!
      case .monthNumber: sum + 2
      case .day: sum + 2
      case .text(let text): sum + text.utf8.count
      }
    }
    let longest = max(words.arrives.utf8.count, words.ready.utf8.count) + 2 * date + words.dateRangeSeparator.utf8.count
    #expect(longest <= ShopperText.datedDetailCapacity)
  }

  @Test(
    "A problem is data until it is worded: one sentence per problem",
    arguments: [
      (QuoteFailure.contact(.noCountry), "Choose a country or region."),
      (.contact(.unknownRegion(in: .canada)), "Enter a province or territory, such as ON or Ontario."),
      (.contact(.postcodeNotInUse("00000", .unitedStates)), "ZIP code 00000 is not in use. Enter a 5-digit ZIP code."),
      (.contact(.postcodeOutsideRegion("30303", region: "CA", .unitedStates)), "ZIP code 30303 is not in California."),
      (
        .contact(
          .postcodeOfAnotherPlace("GY1 1AA", postcodeCountry: .unitedKingdom, country: CountryCode(rawValue: "JE")!)),
        "Postcode GY1 1AA is not in Jersey."
      ),
      (
        .unserviceable(.outsideZones(CountryCode(rawValue: "BR")!), zone: nil, explanations: []),
        "We don't ship to this address in Brazil."
      ),
      (
        .unserviceable(.noMethod(.storePickup), zone: nil, explanations: []),
        "Store pickup is not available to this address."
      ),
      (
        .coupon(CouponProblem(name: "SAVE10", detail: .notEnoughItems(needed: 3, eligible: 1))),
        "The code SAVE10 needs 3 eligible items; your cart has 1."
      ),
    ] as [(QuoteFailure, String)])
  func problemSentences(failure: QuoteFailure, sentence: String) {
    #expect(ShopperText.english.message(for: failure) == sentence)
    #expect(ShopperText(words: Self.marked).message(for: failure) == "⟦\(sentence)⟧")
  }
}
