/// One payment sheet's quote, prepared so that choosing a shipping method
/// or a card prices only what that choice changes.
///
/// A session keeps the stages of the pipeline that depend on the cart, the
/// contact, the coupon, the shipping type and the instant: the destination,
/// the discounts, the shipping methods offered and the tax jurisdiction.
/// Choosing a method or a card then takes the free-shipping discount, tax,
/// the card's adjustment and the total again, and nothing else. The quote is
/// the one ``PricingEngine/quote(_:)-(QuoteRequest)`` gives for the same
/// request: the stateless call is a session prepared and finished at once,
/// and the tests check that later choices agree with it.
///
/// ```swift
/// var session = engine.session(for: request)  // on shipping contact selected
/// let first = engine.quote(session)
/// session.selectShippingMethod("ups-2day")     // on shipping method selected
/// let second = engine.quote(session)
/// ```
///
/// When the contact, cart, coupon or shipping type changes, make a new
/// session. A session is priced only by an engine on the book that made it;
/// given to another, that engine prices its request from the start.
public struct QuoteSession: Sendable {
  /// The request: its shipping and payment methods are the latest choices.
  public var request: QuoteRequest {
    var request = base.request
    choices.apply(to: &request)
    return request
  }

  /// The request as the session was made from it, the book and the
  /// stages: one immutable object that every copy of the session shares.
  let base: Base
  /// The latest choices, which the session's copies differ in.
  private(set) var choices: SheetChoices

  /// What a session was made from and worked out, held once: a server
  /// copies a session on every sheet event, and a request's strings would
  /// each be retained and released by a copy.
  final class Base: Sendable {
    /// The request, with the choices it was made with.
    let request: QuoteRequest
    /// The book the stages were worked out from, kept alive with the
    /// session: an address alone could be reused by a book loaded after it
    /// was freed, which would then finish these stages as its own.
    let book: RateBook
    /// The stages, or the error that stopped the quote before any price.
    let stages: Result<StageResults, QuoteFailure>

    init(request: QuoteRequest, book: RateBook, stages: Result<StageResults, QuoteFailure>) {
      self.request = request
      self.book = book
      self.stages = stages
    }
  }

  /// What a quote works out before the shopper's choice of method and card.
  /// One immutable object, so copying a session retains it once rather
  /// than every array and string inside.
  final class StageResults: Sendable {
    /// The contact's and coupon's errors, and an unserviceable address.
    let errors: [QuoteFailure]
    /// The cart, checked.
    let cart: CheckedCart
    /// The destination, when the contact was usable.
    let destination: Destination?
    /// Merchandise discounts and coupons.
    let discounts: DiscountResult
    /// Every method offered, in the merchant's order, none selected yet.
    let shipping: ShippingResult?
    /// The methods of the sheet's shipping type, in the same order.
    let methods: [ShippingMethod]
    /// Whether `methods` is every option of `shipping` (no method was of
    /// another type), so that one reordering serves both.
    let methodsAreAllOptions: Bool
    /// The destination's tax jurisdiction, looked up once; `nil` when none
    /// covers it.
    let taxJurisdiction: TaxJurisdiction?
    /// Whether the jurisdiction's rule covers only part of a redacted
    /// postcode.
    let taxDependsOnFullPostcode: Bool
    /// The address the jurisdiction was found at.
    let taxAddress: TaxAddress
    /// The lines paid later, when the cart has one.
    let charges: ChargePlan?
    /// The stages at each full postcode that stands for a part of a
    /// redacted one the rules price differently (``RateBook/candidatePlaces(in:)``);
    /// empty when the destination's postcode has no finer rules under it.
    let candidates: [StageResults]

    init(
      errors: [QuoteFailure], cart: CheckedCart, destination: Destination?, discounts: DiscountResult,
      shipping: ShippingResult?, methods: [ShippingMethod], methodsAreAllOptions: Bool,
      taxPlace: (jurisdiction: TaxJurisdiction, dependsOnFullPostcode: Bool, address: TaxAddress)?,
      charges: ChargePlan?, candidates: [StageResults] = []
    ) {
      self.errors = errors
      self.cart = cart
      self.destination = destination
      self.discounts = discounts
      self.shipping = shipping
      self.methods = methods
      self.methodsAreAllOptions = methodsAreAllOptions
      taxJurisdiction = taxPlace?.jurisdiction
      taxDependsOnFullPostcode = taxPlace?.dependsOnFullPostcode ?? false
      taxAddress = taxPlace?.address ?? .destination
      self.charges = charges
      self.candidates = candidates
    }

  }

  init(request: QuoteRequest, book: RateBook, stages: Result<StageResults, QuoteFailure>) {
    choices = SheetChoices(of: request)
    base = Base(request: request, book: book, stages: stages)
  }

  /// The shopper picked a shipping method (`onshippingmethodselected`).
  public mutating func selectShippingMethod(_ identifier: String?) {
    choices.event = .shippingMethodSelected
    choices.shippingMethod = identifier
  }

  /// The shopper picked a card (`onpaymentmethodselected`).
  public mutating func selectPaymentMethod(_ method: PaymentMethod?) {
    choices.event = .paymentMethodSelected
    choices.paymentMethod = method
  }

  /// The request of the shopper's authorization (`onpaymentauthorized`),
  /// for ``PricingEngine/quote(_:)-(QuoteRequest)``: `contact` is the full
  /// address, `authorizedTotal` the total the sheet showed, and the
  /// redacted contact the session last priced is the one the full address
  /// must lie inside (``AuthorizationRequest/pricedContact``). The full
  /// address changes the destination, so the quote is priced from the
  /// start, not from this session's stages.
  public func authorizing(_ contact: ContactFields, authorizedTotal: Amount) -> QuoteRequest {
    var authorized = request
    authorized.event = .paymentAuthorized
    authorized.authorization = AuthorizationRequest(
      authorizedTotal: authorizedTotal, pricedContact: authorized.shippingContact)
    authorized.shippingContact = contact
    return authorized
  }

  /// The methods offered for the sheet's shipping type, in the merchant's
  /// order before any selection; empty when none is (see the quote's errors).
  public var offeredMethods: [ShippingMethod] { (try? base.stages.get())?.methods ?? [] }
}
