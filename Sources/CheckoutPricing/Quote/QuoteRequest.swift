/// What a checkout server asks on a sheet event: the cart, the shopper's
/// choices so far, and the instant to price at.
public struct QuoteRequest: Sendable, Hashable {
  /// The sheet event being answered.
  public enum Event: String, Sendable, Hashable, CaseIterable {
    /// Before the sheet opens: the payment request's first items and methods.
    case initial
    /// `onshippingcontactselected` / `didSelectShippingContact`.
    case shippingContactSelected
    /// `onshippingmethodselected` / `didSelectShippingMethod`.
    case shippingMethodSelected
    /// `onpaymentmethodselected` / `didSelectPaymentMethod`.
    case paymentMethodSelected
    /// `oncouponcodechanged` / `didChangeCouponCode`.
    case couponCodeChanged
    /// `onpaymentauthorized` / `didAuthorizePayment`: the shopper
    /// authorized; the full address is priced and the authorized total
    /// accepted or refused (``authorization``, ``Quote/authorization``).
    case paymentAuthorized
  }

  /// The event.
  public var event: Event
  /// The instant to price at: validity of coupons, cut-offs and delivery
  /// dates. The library never reads the clock.
  public var asOf: Date
  /// The currency the caller expects; `nil` accepts the merchant's. A
  /// different one is an error, never a conversion.
  public var currency: String?
  /// The cart.
  public var cart: Cart
  /// The shipping contact, redacted or full; `nil` before one is known.
  public var shippingContact: ContactFields?
  /// The sheet's shipping type: which kinds of method to offer.
  public var shippingType: ShippingType
  /// The identifier of the method the shopper has selected, if any.
  public var shippingMethod: String?
  /// The card the shopper has selected, if any.
  public var paymentMethod: PaymentMethod?
  /// The coupon code the shopper entered, if any.
  public var couponCode: String?
  /// The buyer's claim not to be charged tax, if any: no tax is charged
  /// (``TaxExemption``).
  public var taxExemption: TaxExemption?
  /// Gift cards and store credit paying part or all of the order, applied
  /// in this order after tax and the card's adjustment (``Tender``). Each
  /// pays at most what is left; the total is what remains to charge.
  public var tenders: [Tender]
  /// The shopper's language, a BCP 47 tag as the page or app has it
  /// (`navigator.language`, `Locale.current.identifier`): `de-DE`, `ja`,
  /// `pt_BR`. The answer's words are in the built-in catalog of its
  /// language, else in the merchant's (`manifest.json`'s `locale`), else
  /// in English; `nil` asks for the merchant's. A tag that is not
  /// well-formed is an error at `locale`. Amounts are never localized.
  public var locale: String?
  /// On ``Event/paymentAuthorized``, the total the sheet showed and the
  /// redacted contact it priced (``AuthorizationRequest``); the full
  /// address is ``shippingContact``. Ignored on other events.
  public var authorization: AuthorizationRequest? {
    get { storedAuthorization?.value }
    set { storedAuthorization = newValue.map(OutOfLine.value) }
  }
  /// ``authorization``, out of line: only an authorization carries one.
  private var storedAuthorization: OutOfLine<AuthorizationRequest>?

  /// Creates a request.
  public init(
    event: Event, asOf: Date, currency: String? = nil, cart: Cart, shippingContact: ContactFields? = nil,
    shippingType: ShippingType = .shipping, shippingMethod: String? = nil, paymentMethod: PaymentMethod? = nil,
    couponCode: String? = nil, taxExemption: TaxExemption? = nil,
    tenders: [Tender] = [], locale: String? = nil, authorization: AuthorizationRequest? = nil
  ) {
    self.event = event
    self.asOf = asOf
    self.currency = currency
    self.cart = cart
    self.shippingContact = shippingContact
    self.shippingType = shippingType
    self.shippingMethod = shippingMethod
    self.paymentMethod = paymentMethod
    self.couponCode = couponCode
    self.taxExemption = taxExemption
    self.tenders = tenders
    self.locale = locale
    storedAuthorization = authorization.map(OutOfLine.value)
  }
}
