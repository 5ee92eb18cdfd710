import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("Payment-method adjustments")
struct PaymentAdjustmentTests {
  let book = TestBooks.book(.usOutfitters)

  private func place(_ state: String, _ country: String = "US") -> Destination {
    Destination(country: CountryCode(rawValue: country)!, region: state)
  }

  @Test("The store card takes 5% off the merchandise, anywhere, as a negative item")
  func storeCard() throws {
    let adjustment = try #require(
      try book.paymentAdjustment(for: PaymentMethod(type: .store), merchandise: usd("242.10"), destination: nil))
    #expect(adjustment.id == "store-card" && adjustment.kind == .discount)
    #expect(adjustment.label == "Sierra Trail card: 5% off merchandise")
    // 5% of 242.10 is 12.105, rounded half up once.
    #expect(adjustment.amount == usd("-12.11") && adjustment.base == usd("242.10"))
  }

  @Test(
    "A credit surcharge applies where the destination allows it, at that place's rate",
    arguments: [
      ("GA", "US", "3.00"), ("NY", "US", "3.00"), ("CO", "US", "2.00"), ("CT", "US", nil), ("MA", "US", nil),
      ("PR", "US", nil), ("ON", "CA", "2.40"), ("QC", "CA", nil),
    ])
  func creditSurcharge(region: String, country: String, expected: String?) throws {
    let adjustment = try book.paymentAdjustment(
      for: PaymentMethod(type: .credit, network: "visa"), merchandise: usd("100.00"),
      destination: place(region, country))
    #expect(adjustment?.amount == expected.map(usd), "\(region)")
    #expect(adjustment.map { $0.kind == .surcharge } ?? true)
  }

  @Test(
    "Debit, prepaid, e-money and unknown cards get no adjustment here; no card, none at all",
    arguments: [
      PaymentMethodType.debit, .prepaid, .eMoney, .unknown,
    ])
  func noSurchargeOnDebitOrPrepaid(type: PaymentMethodType) throws {
    #expect(
      try book.paymentAdjustment(for: PaymentMethod(type: type), merchandise: usd("100.00"), destination: place("GA"))
        == nil)
    #expect(try book.paymentAdjustment(for: nil, merchandise: usd("100.00"), destination: place("GA")) == nil)
  }

  @Test("A rule's payment areas are resolved to ids at load, the ids of the areas it names in payment_areas.csv")
  func areasByID() throws {
    let areas = book.payments.areas
    let limited = book.payments.adjustments.filter { !$0.areas.isEmpty }
    try #require(!limited.isEmpty)
    for rule in limited {
      #expect(rule.areaIDs.map(areas.name(of:)) == rule.areas, "\(rule.id)")
    }
    // A quote compares the id of the destination's area with them.
    let georgia: PaymentAreaID = try #require(areas.match(place("GA"))?.areaID)
    #expect(limited.contains { $0.areaIDs.contains(georgia) })
  }

  @Test("Without a destination, only adjustments that apply everywhere are given")
  func withoutDestination() throws {
    #expect(
      try book.paymentAdjustment(for: PaymentMethod(type: .credit), merchandise: usd("100.00"), destination: nil) == nil
    )
  }

  @Test("A row naming the card network beats a general one; networks compare ignoring case; the cap holds")
  func networkAndCap() throws {
    let book = try TestBooks.book(
      .usOutfitters,
      editing: [
        "payment_adjustments.csv": {
          $0 + "amex-surcharge,Amex surcharge (3.5%),surcharge,credit,amex,3.5,2.50,us-surcharge\n"
        }
      ])
    let amex = try book.paymentAdjustment(
      for: PaymentMethod(type: .credit, network: "AmEx"), merchandise: usd("50.00"), destination: place("GA"))
    #expect(amex?.id == "amex-surcharge" && amex?.amount == usd("1.75"))
    let capped = try book.paymentAdjustment(
      for: PaymentMethod(type: .credit, network: "amex"), merchandise: usd("100.00"), destination: place("GA"))
    #expect(capped?.amount == usd("2.50"))
    let visa = try book.paymentAdjustment(
      for: PaymentMethod(type: .credit, network: "visa"), merchandise: usd("50.00"), destination: place("GA"))
    #expect(visa?.id == "credit-surcharge" && visa?.amount == usd("1.50"))
  }

  @Test(
    "Card types: each Apple Pay type's adjustment at the place, none where a network row makes it depend on the card")
  func cardTypes() throws {
    func summary(_ book: RateBook, _ place: Destination?) throws -> [String] {
      var found: [String] = []
      try book.forEachCardTypeAdjustment(merchandise: usd("100.00"), destination: place) {
        found.append("\($0.rawValue) \($1.amount)")
      }
      return found
    }
    // Georgia: the store card's 5% off and the 3% credit surcharge; no surcharge on debit or prepaid.
    #expect(try summary(book, place("GA")) == ["credit 3.00", "store -5.00"])
    // Colorado caps the surcharge at 2%; Connecticut bans it; without a place only the store card applies.
    #expect(try summary(book, place("CO")) == ["credit 2.00", "store -5.00"])
    #expect(try summary(book, place("CT")) == ["store -5.00"])
    #expect(try summary(book, nil) == ["store -5.00"])
    // An Amex row where it applies: a credit card's price depends on its network, so no credit total.
    let withAmex = try TestBooks.book(
      .usOutfitters,
      editing: [
        "payment_adjustments.csv": {
          $0 + "amex-surcharge,Amex surcharge (3.5%),surcharge,credit,amex,3.5,2.50,us-surcharge\n"
        }
      ])
    #expect(try summary(withAmex, place("GA")) == ["store -5.00"])
    #expect(try summary(withAmex, place("CT")) == ["store -5.00"])
    #expect(try summary(TestBooks.book(.ukTeahouse), place("GA")).isEmpty)
  }

  @Test("Japan's members card takes 3%, truncated as the merchant rounds; the UK has no adjustments")
  func otherMerchants() throws {
    let jp = TestBooks.book(.jpStationery)
    let yen = Amount(uncheckedMinorUnits: 1_999, exponent: 0)
    let members = try jp.paymentAdjustment(for: PaymentMethod(type: .store), merchandise: yen, destination: nil)
    #expect(members?.amount == Amount(uncheckedMinorUnits: -59, exponent: 0))
    let uk = TestBooks.book(.ukTeahouse)
    for type in PaymentMethodType.allCases {
      #expect(
        try uk.paymentAdjustment(for: PaymentMethod(type: type), merchandise: usd("100.00"), destination: nil) == nil)
    }
  }

  @Test("Free merchandise gives no adjustment; a negative base is an error")
  func edges() throws {
    #expect(
      try book.paymentAdjustment(for: PaymentMethod(type: .store), merchandise: usd("0.00"), destination: nil) == nil)
    #expect {
      try book.paymentAdjustment(for: PaymentMethod(type: .store), merchandise: usd("-1.00"), destination: nil)
    } throws: { ($0 as? QuoteFailure) == .invalidRequest(.none, "merchandise -1.00 is negative") }
  }
}
