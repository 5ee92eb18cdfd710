/// The book calls the stages: each runs on its own tables
/// (``ShippingTables``, ``DiscountTables``, ``TaxTables``,
/// ``PaymentTables``), which hold what it needs of the manifest, so no stage
/// reaches back into the book. These are what a quote runs; the doors of
/// `package` access that map a failure to a ``QuoteError`` are in
/// `RateBook+StageDoors.swift`.
extension RateBook {
  /// The shipping zone of a destination.
  package func zone(for destination: Destination) -> LocationMatch<IDKind.Zone>? {
    shipping.zones.match(destination)
  }

  /// The shipping stage on a cart already checked
  /// (``ShippingTables/shippingOptions(for:cart:)``).
  func shippingOptions(for request: ShippingRequest, cart checked: CheckedCart) throws(QuoteFailure) -> ShippingResult {
    try shipping.shippingOptions(for: request, cart: checked)
  }

  /// The discount stage on a cart already checked
  /// (``DiscountTables/discounts(for:couponCode:asOf:laterChargeDiscounts:)``).
  func discounts(
    for cart: CheckedCart, couponCode: String?, asOf: Date, laterChargeDiscounts: inout [Coupon]?
  ) throws(QuoteFailure) -> DiscountResult {
    try discounts.discounts(
      for: cart, couponCode: couponCode, asOf: asOf, laterChargeDiscounts: &laterChargeDiscounts)
  }

  /// What a free-shipping grant takes off the selected method's price
  /// (``DiscountTables/shippingDiscount(_:shippingAmount:serviceID:)``).
  func shippingDiscount(_ grant: FreeShippingGrant?, shippingAmount: Amount, serviceID: ServiceID?) -> Amount {
    DiscountTables.shippingDiscount(grant, shippingAmount: shippingAmount, serviceID: serviceID)
  }

  /// The tax jurisdiction of a destination, with the match that chose it.
  package func taxJurisdiction(for destination: Destination) -> (
    jurisdiction: TaxJurisdiction, match: LocationMatch<IDKind.TaxArea>
  )? {
    tax.taxJurisdiction(for: destination)
  }

  /// The tax jurisdiction of a sale to `destination`, and the address it
  /// was found at (``TaxTables/taxJurisdiction(forSaleTo:)``).
  package func taxJurisdiction(forSaleTo destination: Destination) -> (
    jurisdiction: TaxJurisdiction, dependsOnFullPostcode: Bool, address: TaxAddress
  )? {
    tax.taxJurisdiction(forSaleTo: destination)
  }

  /// The tax stage on lines a checked cart's discounts made, in a
  /// jurisdiction already looked up
  /// (``TaxTables/tax(for:categories:in:dependsOnFullPostcode:)``).
  func tax(
    for request: TaxRequest, categories: [CategoryID], in jurisdiction: TaxJurisdiction?,
    dependsOnFullPostcode: Bool
  ) throws(QuoteFailure) -> TaxResult {
    try tax.tax(
      for: request, categories: categories, in: jurisdiction, dependsOnFullPostcode: dependsOnFullPostcode)
  }

  /// The card adjustment stage
  /// (``PaymentTables/paymentAdjustment(for:merchandise:destination:)``).
  func paymentAdjustment(
    for method: PaymentMethod?, merchandise: Amount, destination: Destination?
  ) throws(QuoteFailure) -> PaymentAdjustment? {
    try payments.paymentAdjustment(for: method, merchandise: merchandise, destination: destination)
  }

  /// The adjustment each card type would get
  /// (``PaymentTables/forEachCardTypeAdjustment(merchandise:destination:_:)``).
  func forEachCardTypeAdjustment(
    merchandise: Amount, destination: Destination?, _ body: (PaymentMethodType, PaymentAdjustment) -> Void
  ) throws(QuoteFailure) {
    try payments.forEachCardTypeAdjustment(merchandise: merchandise, destination: destination, body)
  }

  /// The `payment_areas.csv` area of a destination, if it is in one, by
  /// name: for the Decimal reference, which reads the tables' text.
  package func paymentArea(for destination: Destination) -> String? {
    payments.areas.match(destination)?.area
  }
}
