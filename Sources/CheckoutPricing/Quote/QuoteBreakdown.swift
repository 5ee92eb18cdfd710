/// How a quote's figures were reached, for receipts, support and
/// `checkout-pricing explain`.
package struct QuoteBreakdown: Sendable, Hashable {
  /// The destination the quote was priced for, if the contact was usable:
  /// the sheet's, redacted or not (``redactedPlace`` names the candidate
  /// whose figures a redacted one shows).
  public internal(set) var destination: Destination?
  /// Shipping: the zone, every method offered, and every service's explanation.
  public var shipping: ShippingResult? { stageFigures.shipping }
  /// Discounts applied and their allocation across lines.
  public var discounts: DiscountResult? { stageFigures.discounts }
  /// ``shipping`` and ``discounts``, as the stages hold them.
  let stageFigures: StageFigures
  /// The amount taken off the selected method's price by a free-shipping discount.
  public let shippingDiscount: Amount
  /// The free-shipping discount (a code's or an automatic one) that does
  /// not cover the selected method, so took nothing off it; `nil` when
  /// there is none, when it covers the method, or before a method is
  /// selected. The discount stays applied, and a summary item of zero
  /// names the services it covers (``FreeShippingGrant/services``).
  public let uncoveredFreeShipping: FreeShippingGrant?
  /// Tax per line, on shipping, per component and per rate.
  public let tax: TaxResult?
  /// The address ``tax`` was looked up at: the shopper's, the merchant's
  /// origin, or the store of a store pickup.
  public let taxAddress: TaxAddress
  /// The id of the store ``tax`` was looked up at, when ``taxAddress`` is
  /// ``TaxAddress/store``: the selected pickup's, whatever method the
  /// request named.
  public let taxStore: String?
  /// The payment-method adjustment, if the selected card has one.
  public let paymentAdjustment: PaymentAdjustment?
  /// The buyer's claim not to be charged tax, when the request made one:
  /// ``tax`` is what the jurisdiction would have charged, and none of it was.
  public let taxExemption: TaxExemption?
  /// The tax ``tax`` computed and the quote did not charge: with
  /// ``taxExemption``, or in a jurisdiction where the merchant is not
  /// registered (``TaxJurisdiction/isRegistered``); `nil` when the tax is
  /// charged or there is no address.
  public let exemptedTax: Amount?
  /// The request's tenders, in the order applied.
  public let tenders: [Tender]
  /// What each of ``tenders`` paid, at the same index; what remains on it
  /// is its amount less this.
  public let tendersUsed: [Amount]
  /// How a redacted postcode with finer rules under it was priced: its
  /// candidates and the one the quote shows; `nil` for every other quote.
  public var redactedPlace: RedactedPlaceChoice? = nil
  /// What the selected method's parcel pays at the border, held out of
  /// line: every quote carries its pointer, only a parcel abroad the
  /// value.
  var storedLandedCost: OutOfLine<LandedCostResult>? = nil

  /// What the selected method's parcel pays at the border, and why
  /// (RateTables/README.md, "Landed cost"); `nil` for a parcel that stays
  /// in the merchant's country, or a book without landed-cost tables.
  package internal(set) var landedCost: LandedCostResult? {
    get { storedLandedCost?.value }
    set { storedLandedCost = newValue.map(OutOfLine.value) }
  }
}
