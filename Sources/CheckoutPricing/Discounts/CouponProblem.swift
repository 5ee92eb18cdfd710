/// Why a typed coupon code does not apply, as data: the reason a program
/// reads and the values a sentence needs. ``ShopperText`` writes the
/// shopper's sentence ("The code SAVE10 expired on 2026-10-31.").
struct CouponProblem: Sendable, Hashable {
  /// How the sentence names the coupon: its code, or its label when it has
  /// none; the code as the shopper typed it (trimmed) when no coupon has it.
  var name: String
  /// What is wrong, with its figures.
  var detail: Detail

  /// What is wrong with the code, with the figures a sentence gives.
  enum Detail: Sendable, Hashable {
    /// No coupon has the code.
    case unknown
    /// The last valid day has passed; the day, when the coupon has one.
    case expired(lastDay: CalendarDate?)
    /// The first valid day has not come; the day, when the coupon has one.
    case notYetValid(firstDay: CalendarDate?)
    /// The subtotal compared with the coupon's minimum is below it;
    /// `giftCardsNotCounted` when gift cards sold were left out of it.
    case belowMinimum(minimum: Amount?, giftCardsNotCounted: Bool, subtotal: Amount)
    /// No line qualifies: the categories and items the coupon is limited
    /// to, empty when it is not limited.
    case noEligibleItems(appliesTo: [String])
    /// Fewer eligible units than a buy-N-get-M offer needs.
    case notEnoughItems(needed: Int64, eligible: Int64)
    /// A free-shipping code when another free-shipping discount, by its
    /// label, already applies.
    case freeShippingAlreadyApplies(String)
    /// The code, or a discount already chosen, does not combine; the other
    /// discount's label when one is to blame.
    case notCombinable(with: String?)
  }

  /// The reason a program compares against.
  var reason: QuoteError.CouponReason {
    switch detail {
    case .unknown: .unknown
    case .expired: .expired
    case .notYetValid: .notYetValid
    case .belowMinimum: .belowMinimum
    case .noEligibleItems: .noEligibleItems
    case .notEnoughItems: .notEnoughItems
    case .freeShippingAlreadyApplies, .notCombinable: .notCombinable
    }
  }
}
