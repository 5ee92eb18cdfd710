/// A quote as every sheet's writer reads it, built once per response: the
/// summary items with their kinds, the methods with the selected one, the
/// problems with each wallet's code for them, the later payments, the
/// total and the per-card totals.
///
/// Every ``SheetWriter`` reads this view and nothing below it, so a fact
/// that more than one format states (which problems mean the order cannot
/// be shipped to the address, whether the method the wallet asked for is
/// the one selected, which coupon the quote applied) is decided here, once,
/// and the formats cannot disagree about it. The model is
/// swift-argument-parser's completion scripts: one model of the command,
/// one generator per shell.
package struct SheetView {
  /// The event answered.
  let event: QuoteRequest.Event
  /// The currency of every amount.
  let currency: Currency
  /// The sheet's shipping type.
  let shippingType: ShippingType
  /// The summary items in Apple's order, each with its
  /// ``SummaryItem/kind``: a writer names an item by its kind, never by its
  /// label or sign.
  let items: [SummaryItem]
  /// The grand total, the exact sum of ``items``; `pending` while an item
  /// it includes is.
  let total: SummaryItem
  /// The shipping methods in display order; the first is the selected one.
  let methods: [ShippingMethod]
  /// The quote's errors, each with the wallets' codes for it, in order.
  let problems: [Problem]
  /// Whether a problem means the order cannot be shipped to the address
  /// (``WalletCodes/cannotShip``): the address is refused, not priced.
  let cannotShipHere: Bool
  /// Whether the wallet's input asked for a shipping method that is not
  /// the selected one: the engine selects the first method when the one
  /// asked for does not reach the address.
  let askedMethodIsNotSelected: Bool
  /// What the shopper agrees now to pay later; not in ``items`` or
  /// ``total``.
  let laterPayments: [Quote.LaterPayment]
  /// The coupon the quote applied, if any.
  let coupon: AppliedCoupon?
  /// The total for each card type that changes it, for a sheet that shows
  /// them before a card is picked (``Quote/cardTotals``).
  let cardTotals: [Quote.CardTotal]
  /// What the wallet's input said, when the request came in a wallet's
  /// form.
  let wallet: WalletContext?
  /// On ``QuoteRequest/Event/paymentAuthorized``, the decision; `nil` on
  /// other events.
  let authorization: AuthorizationDecision?
  /// On ``QuoteRequest/Event/paymentAuthorized``, why the payment is
  /// refused, `nil` when it is accepted: every format's authorization
  /// answer is written from it (``Quote/authorizationRefusal``).
  let authorizationRefusal: AuthorizationRefusal?
  /// The words of every sentence and label a writer adds itself (a
  /// method's detail, Google Pay's total label, a decline's description).
  let text: ShopperText
  /// Where the response's own `total`, `lineItems` and `shippingMethods`
  /// were written, set by ``ResponseEncoder`` before any writer runs: the
  /// Apple Pay update holds the same three values and copies their bytes.
  var written = WrittenSheet()

  /// The view of `quote`, which has a total, for a response that answers
  /// `wallet`'s input and shows `cardTotals`, by default the quote's own;
  /// what the writers add themselves is worded by `text`.
  init(
    _ quote: borrowing Quote, total: SummaryItem, cardTotals: [Quote.CardTotal]? = nil, wallet: WalletContext? = nil,
    text: ShopperText = .english
  ) {
    event = quote.event
    currency = quote.currency
    shippingType = quote.shippingType
    items = quote.summaryItems
    self.total = total
    methods = quote.shippingMethods
    laterPayments = quote.laterPayments
    self.cardTotals = cardTotals ?? quote.cardTotals
    self.wallet = wallet
    self.text = text
    authorization = quote.authorization
    authorizationRefusal = quote.authorizationRefusal
    // An unserviceable address is named by the rule that placed it: only
    // worked out when the quote has errors.
    if quote.errors.isEmpty {
      problems = []
    } else {
      let unserved = AddressPart(unservedIn: quote.breakdown.shipping?.zone)
      problems = quote.errors.map { Problem($0, unserved: unserved) }
    }
    cannotShipHere = problems.contains { $0.codes.cannotShip }
    let asked: String? =
      switch wallet {
      case .googlePay(let google)?: google.shippingOptionID
      case .payPal(let payPal)?: payPal.requestedOptionID
      case .stripe?, nil: nil
      }
    if let asked, let selected = quote.shippingMethods.first {
      askedMethodIsNotSelected = asked != selected.identifier
    } else {
      askedMethodIsNotSelected = false
    }
    coupon = quote.breakdown.discounts?.appliedCouponCode.map { code in
      AppliedCoupon(code: code, description: AppliedCoupon.description(of: code, in: quote))
    }
  }

  /// Calls `body` with the UTF-8 of `method`'s detail in the view's words
  /// (``ShopperText/withDetail(_:type:_:)``).
  func withDetail<Result>(of method: ShippingMethod, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    text.withDetail(method.deliveryDetail, type: method.type, body)
  }

  /// The selected shipping method, if any.
  var selected: ShippingMethod? { methods.first }

  /// Whether the total is not yet known (shipping or tax before an address).
  var isPending: Bool { total.type == .pending }

  /// Where the response's own `total`, `lineItems` and `shippingMethods`
  /// were written.
  struct WrittenSheet {
    var total: Range<Int> = 0..<0
    var lineItems: Range<Int> = 0..<0
    var shippingMethods: Range<Int> = 0..<0
  }

  /// The coupon code the quote applied, and what it gave.
  struct AppliedCoupon {
    /// The code as the engine priced it.
    let code: String
    /// The label of the discount the code gave: for a free-shipping code
    /// that does not cover the selected method, the zero item that names
    /// the methods it covers, so a sheet that lists the offer as applied
    /// also says why it takes nothing off; the code when no item names it.
    let description: String

    static func description(of code: String, in quote: Quote) -> String {
      let note =
        quote.breakdown.uncoveredFreeShipping?.code == code
        ? quote.summaryItems.first { $0.kind == .shippingDiscount }?.label : nil
      return note ?? quote.breakdown.discounts?.items.first { $0.code == code }?.label ?? code
    }
  }
}
