/// The answer to one sheet event: status, errors, shipping methods with the
/// selected one first, the summary items and the total.
///
/// The summary items other than the total add up exactly to the total, and
/// the total is never negative.
public struct Quote: Sendable, Hashable {
  /// Whether the sheet can proceed.
  public enum Status: String, Sendable, Hashable {
    /// No errors.
    case success
    /// At least one error; the items are still priced where they could be.
    case failure
  }

  /// The words the quote is in (``QuoteRequest/locale``): its labels and
  /// messages, and ``detail(of:)``.
  package let text: ShopperText
  /// The event answered.
  public let event: QuoteRequest.Event
  /// Failure when there is any error; on an authorization, the decision's
  /// (``authorization``): an accepted payment proceeds beside an error
  /// that does not stop it (a coupon priced without), a refused one does
  /// not.
  public var status: Status {
    if let authorization { return authorization.isAccepted ? .success : .failure }
    return errors.isEmpty ? .success : .failure
  }
  /// The errors, in Apple's codes and contact fields.
  public let errors: [QuoteError]
  /// The currency of every amount.
  public let currency: Currency
  /// The sheet's shipping type.
  public let shippingType: ShippingType
  /// The shipping methods in display order; the first is the selected one.
  public let shippingMethods: [ShippingMethod]
  /// The summary items in Apple's order: subtotal, discounts, shipping, tax,
  /// payment-method adjustment, then each gift card or store credit that
  /// paid part of the total (``QuoteRequest/tenders``). Find one by its
  /// ``SummaryItem/kind``: its label is the shopper's text.
  public let summaryItems: [SummaryItem]
  /// The grand total, labelled with the merchant's name: `pending` while
  /// an amount it includes is (shipping or tax before an address). `nil`
  /// when nothing could be priced (an empty cart, another currency, an
  /// amount out of range): then there are no items or methods either, and
  /// nothing a sheet could show, only ``errors``.
  public let total: SummaryItem?
  /// What the shopper agrees now to pay later, for a line whose
  /// ``CartLine/paymentTiming`` is not `immediate`: not part of
  /// ``summaryItems`` or ``total``. Empty for a cart paid now in full.
  public let laterPayments: [LaterPayment]
  /// The total for each card type that changes it, priced with the quote
  /// when a response asks for them (a W3C sheet before a card is picked,
  /// ``PricingEngine/cardTotals(for:)``); empty otherwise.
  package let cardTotals: [CardTotal]
  /// On ``QuoteRequest/Event/paymentAuthorized``, whether the authorized
  /// total is accepted and what to capture, or why it is refused; `nil` on
  /// other events.
  public internal(set) var authorization: AuthorizationDecision? {
    get { storedAuthorization?.value }
    set { storedAuthorization = newValue.map(OutOfLine.value) }
  }
  /// ``authorization``, out of line: only an authorization carries one.
  var storedAuthorization: OutOfLine<AuthorizationDecision>? = nil
  /// How the figures were reached: discounts, tax components, shipping.
  package let breakdown: QuoteBreakdown

  /// A shipping method's detail in the quote's language: "Lieferung Mo.,
  /// 30. Nov." where the request's `locale` is German, as every format
  /// writes it. ``ShippingMethod/detail`` is the same in English.
  public func detail(of method: ShippingMethod) -> String {
    text.detail(method.deliveryDetail, type: method.type)
  }

  /// The total when paying with a card of one type, and the adjustment that
  /// makes it differ from the total without a card: what
  /// ``PricingEngine/cardTotals(for:)`` gives, and a W3C answer's
  /// `modifiers` carry.
  public struct CardTotal: Sendable, Hashable {
    /// The card type (`ApplePayPaymentMethodType`).
    public let type: PaymentMethodType
    /// The discount or surcharge, as its summary item.
    public let adjustment: SummaryItem
    /// The grand total with it, labelled as ``Quote/total``.
    public let total: SummaryItem
  }

  /// The identifier of the selected shipping method, if any.
  public var selectedShippingMethod: String? { shippingMethods.first?.identifier }
}
