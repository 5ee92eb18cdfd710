/// Prices payment-sheet events from a merchant's rate book.
///
/// The engine is an immutable value around a ``RateBook``; share one across
/// threads and call it from any of them. Each call runs the stages of
/// <doc:HowAQuoteRuns> in that order:
///
/// 1. **Destination**: the contact becomes a `Destination` (an unusable one
///    is a `shippingContactInvalid` error naming the field);
/// 2. **Discounts**: merchandise discounts and coupons
///    (`RateBook.discounts(for:)`);
/// 3. **Shipping**: shipping methods for the destination, priced on the
///    discounted subtotal, in the sheet's shipping type; the selected one
///    first;
/// 4. **Free shipping**: a free-shipping discount on the selected method;
/// 5. **Tax**: on the discounted lines and the shipping after its discount,
///    none charged when the buyer claims an exemption (``TaxExemption``);
/// 6. **Card adjustment**: the payment-method adjustment, after tax;
/// 7. **Summary**: the summary items in Apple's order and the total, their
///    exact sum; the request's gift cards and store credit then pay what
///    they can of it, in order (``Tender``).
///
/// Each job has its file: the request's own fields are checked in
/// `PricingEngine+Request.swift`, stages 1 to 3 run in
/// `PricingEngine+Preparation.swift`, stages 4 to 6 in
/// `PricingEngine+Choices.swift`, stage 7 in `PricingEngine+Summary.swift`;
/// a stage's failure becomes the quote's ``QuoteError`` in
/// `PricingEngine+Failures.swift`.
///
/// A line paid later (``CartLine/paymentTiming``) goes through the stages
/// at what it charges now; its later charges are priced after tax, where
/// the quote is taxed, as ``Quote/laterPayments`` (<doc:JSONContract>,
/// "Payments later").
///
/// The destination, discounts and shipping stages do not depend on the
/// shipping method or the card. A ``QuoteSession`` keeps what they found,
/// so a server that holds one per open sheet answers a method or card
/// change by running the last four stages alone; the quote is the same as
/// pricing the whole request again.
///
/// ```swift
/// let engine = PricingEngine(
///   book: try RateBook.load(directory: "RateTables/us-outfitters"))
/// var request = QuoteRequest(event: .initial, asOf: now, cart: cart)
/// let first = engine.quote(request)
/// let afterContact = engine.shippingContactSelected(contact, in: request)
///
/// // Or keep one session per sheet.
/// var session = engine.session(for: request)
/// session.selectShippingMethod("ups-ground")
/// let afterMethod = engine.quote(session)
/// ```
public struct PricingEngine: Sendable {
  /// The merchant's tables.
  public let book: RateBook

  /// The renderer of every label and sentence a quote holds: the stages
  /// return data, and the quote's summary, tenders, later payments and
  /// errors take their words from here, as the response's writers do.
  let text: ShopperText
  /// The merchant's labels the quote's method, discount, adjustment, zone
  /// and tax component labels are taken from (`labels.csv`), in the
  /// language of ``text``; `nil` shows each table's own.
  let labels: LabelChain?

  /// Creates an engine for a rate book. Its answers are worded in the
  /// merchant's language (`manifest.json`'s `locale`, English when it has
  /// none), or in a request's own ``QuoteRequest/locale``.
  public init(book: RateBook) {
    self.init(
      book: book, text: .merchantDefault(book.merchant.locale),
      labels: book.labels.flatMap { LabelChain($0, locale: nil, merchantLocale: book.merchant.locale) })
  }

  /// Creates an engine for a rate book whose quotes and responses are
  /// worded by `text`, each table's labels its own.
  package init(book: RateBook, text: ShopperText) { self.init(book: book, text: text, labels: nil) }

  /// Creates an engine for a rate book whose quotes and responses are
  /// worded by `text`, with the merchant's labels of `labels`.
  init(book: RateBook, text: ShopperText, labels: LabelChain?) {
    self.book = book
    self.text = text
    self.labels = labels
  }

  // MARK: - Sheet events

  /// The quote before the sheet opens.
  public func initialQuote(for request: QuoteRequest) -> Quote {
    quote(request, after: .initial) { _ in }
  }

  /// The shopper picked or edited the shipping contact.
  public func shippingContactSelected(_ contact: ContactFields, in request: QuoteRequest) -> Quote {
    quote(request, after: .shippingContactSelected) { $0.shippingContact = contact }
  }

  /// The shopper picked a shipping method.
  public func shippingMethodSelected(_ identifier: String, in request: QuoteRequest) -> Quote {
    quote(request, after: .shippingMethodSelected) { $0.shippingMethod = identifier }
  }

  /// The shopper picked a card.
  public func paymentMethodSelected(_ method: PaymentMethod, in request: QuoteRequest) -> Quote {
    quote(request, after: .paymentMethodSelected) { $0.paymentMethod = method }
  }

  /// The shopper entered or cleared a coupon code.
  public func couponCodeChanged(_ code: String?, in request: QuoteRequest) -> Quote {
    quote(request, after: .couponCodeChanged) { $0.couponCode = code }
  }

  /// The shopper authorized the payment: `contact` is the full address
  /// and `authorizedTotal` the total the sheet showed. The quote prices the
  /// full address and its ``Quote/authorization`` accepts, with the amount
  /// to capture, or refuses (<doc:AuthorizingThePayment>). The redacted
  /// contact the sheet priced is `request`'s own ``QuoteRequest/authorization``
  /// one when it has it, else `request`'s contact.
  public func paymentAuthorized(
    _ contact: ContactFields, authorizedTotal: Amount, in request: QuoteRequest
  ) -> Quote {
    quote(request, after: .paymentAuthorized) {
      let priced = $0.authorization?.pricedContact ?? $0.shippingContact
      $0.authorization = AuthorizationRequest(authorizedTotal: authorizedTotal, pricedContact: priced)
      $0.shippingContact = contact
    }
  }

  /// `request` priced after the sheet's `event`, with the choice it made.
  private func quote(
    _ request: QuoteRequest, after event: QuoteRequest.Event, _ choice: (inout QuoteRequest) -> Void
  ) -> Quote {
    var request = request
    request.event = event
    choice(&request)
    return quote(request)
  }

  // MARK: - The pipeline

  /// The words a request is answered in: the built-in catalog of its
  /// `locale`'s language, else the engine's own (the merchant's).
  func text(for locale: String?) -> ShopperText {
    guard let locale, let tag = LanguageTag(locale), let catalog = ShopperText.catalogLocale(for: tag) else {
      return text
    }
    return ShopperText.builtIn(catalog)
  }

  /// The engine that answers a request in `locale` when it is not this
  /// one: another catalog, or other merchant labels (``labels(for:)``).
  /// `nil` for a request that names no language, which this engine answers.
  @inline(__always)
  func engine(for locale: String?) -> PricingEngine? {
    guard locale != nil else { return nil }
    let (text, labels) = (text(for: locale), labels(for: locale))
    guard text !== self.text || !LabelChain.same(labels, self.labels) else { return nil }
    return PricingEngine(book: book, text: text, labels: labels)
  }

  /// Prices a request. Never throws: every problem is an error in the quote,
  /// and whatever can still be priced is.
  public func quote(_ request: QuoteRequest) -> Quote { quote(request, explaining: false) }

  /// Prices a request, the shipping stage recording its steps when
  /// `explaining`: the one pricing of a request, with no session kept.
  /// With `pricingCardTypes`, a request with no card also gets each card
  /// type's total (``Quote/cardTotals``), for a W3C sheet's `modifiers`.
  func quote(_ request: borrowing QuoteRequest, explaining: Bool, pricingCardTypes: Bool = false) -> Quote {
    if let engine = engine(for: request.locale) {
      return engine.wordedQuote(request, explaining: explaining, pricingCardTypes: pricingCardTypes)
    }
    return wordedQuote(request, explaining: explaining, pricingCardTypes: pricingCardTypes)
  }

  /// Prices a request in this engine's words and labels, whatever its
  /// `locale` says.
  func wordedQuote(_ request: borrowing QuoteRequest, explaining: Bool, pricingCardTypes: Bool = false) -> Quote {
    if request.event == .paymentAuthorized { return authorizedQuote(request, explaining: explaining) }
    do {
      return try completeQuote(
        request, SheetChoices(of: request), from: try stageResults(for: request, explaining: explaining),
        pricingCardTypes: pricingCardTypes)
    } catch {
      return failed(copy request, QuoteError(error, in: text))
    }
  }

  /// Works out the stages a shipping method or card does not change (1 to 3,
  /// and the tax jurisdiction), for ``quote(_:)-(QuoteSession)`` to finish
  /// now and again after each choice. See ``QuoteSession``.
  public func session(for request: QuoteRequest) -> QuoteSession {
    // The stages hold the merchant's labels: those of the request's language.
    if let engine = engine(for: request.locale) { return engine.session(for: request) }
    let stages: Result<QuoteSession.StageResults, QuoteFailure>
    do {
      stages = .success(try stageResults(for: request, explaining: false))
    } catch {
      stages = .failure(error)
    }
    return QuoteSession(request: request, book: book, stages: stages)
  }

  /// Prices a session's request with its latest shipping method and card.
  /// Never throws, like ``quote(_:)-(QuoteRequest)``, and gives the same quote.
  public func quote(_ session: QuoteSession) -> Quote {
    let base = session.base
    // A session another book prepared says nothing about this one.
    guard base.book.isSameBook(as: book) else { return quote(session.request) }
    if let engine = engine(for: base.request.locale) { return engine.quote(session) }
    if session.choices.event == .paymentAuthorized { return authorizedQuote(session.request, explaining: false) }
    do {
      // The request as the session was made, with the latest choices
      // beside it: a request with them put in would be a copy.
      return try completeQuote(base.request, session.choices, from: try base.stages.get())
    } catch {
      return failed(session.request, QuoteError(error, in: text))
    }
  }
}
