extension PricingEngine {
  /// Checks the request's tenders, in the order sent: each in the
  /// merchant's currency, for more than zero, with a non-empty id that no
  /// other tender has (one card cannot pay twice): ids are compared by
  /// ``Tender/duplicateKey``, so a card written with or without its
  /// hyphens, spaces or capitals is one card.
  ///
  /// - Throws: ``QuoteFailure/currencyMismatch(_:_:)`` at
  ///   `tenders[i].amount` for another currency;
  ///   ``QuoteFailure/invalidRequest(_:_:)`` at `tenders[i].amount` for an
  ///   amount of zero or less, at `tenders[i].id` for an empty or repeated id.
  func checkTenders(of request: borrowing QuoteRequest) throws(QuoteFailure) {
    let currency = book.merchant.currency
    for (index, tender) in request.tenders.enumerated() {
      let what = tender.kindName == "giftCard" ? "the gift card" : "the store credit"
      let path = "tenders[\(index)]"
      try QuoteFailure.check(tender.amount, in: currency, what: what, at: .path("\(path).amount"))
      guard tender.amount.minorUnits > 0 else {
        throw .invalidRequest(.path("\(path).amount"), "\(what) is for \(tender.amount); a tender pays more than 0")
      }
      let key = tender.duplicateKey
      guard !key.isEmpty else {
        throw .invalidRequest(.path("\(path).id"), "empty; a tender needs its card number or reference")
      }
      if let first = request.tenders[..<index].firstIndex(where: { $0.duplicateKey == key }) {
        throw .invalidRequest(
          .path("\(path).id"),
          "'\(tender.id)' is tenders[\(first)] ('\(request.tenders[first].id)') too; each card or credit pays once")
      }
    }
  }

  /// The tenders applied, in order, to `due`, the total before them,
  /// which becomes what is left to charge: each pays what is left, up to
  /// its amount, so the total never falls below zero. Appends an item for
  /// each tender that pays something to `items` and returns what each
  /// paid, at its index.
  ///
  /// A tender is a payment, not a discount: it comes after tax and the
  /// card's adjustment and changes neither (``Tender``).
  func applyTenders(
    _ tenders: [Tender], to due: inout Amount, appendingTo items: inout [SummaryItem]
  ) -> [Amount] {
    let exponent = due.exponent
    var used: [Amount] = []
    used.reserveCapacity(tenders.count)
    let left = Self.charge(due.minorUnits, after: tenders) { tender, paid in
      used.append(Amount(uncheckedMinorUnits: paid, exponent: exponent))
      if paid > 0 {
        items.append(
          SummaryItem(
            label: text.label(of: tender), amount: Amount(uncheckedMinorUnits: -paid, exponent: exponent), kind: .tender
          ))
      }
    }
    due = Amount(uncheckedMinorUnits: left, exponent: exponent)
    return used
  }

  /// What is left to charge of `due`, in minor units, once `tenders` have
  /// paid: each, in order, pays what is left, up to its amount, so what is
  /// left never falls below zero (a negative `due` is left as it is).
  /// `paid` hears what each tender paid. The one rule of tenders, for the
  /// quote's total and for each card type's (``cardTotals(merchandise:destination:withoutCard:tenders:total:itemCount:)``).
  static func charge(_ due: Int64, after tenders: [Tender], _ paid: (Tender, Int64) -> Void) -> Int64 {
    var left = max(due, 0)
    for tender in tenders {
      // Both are within the amount range and `left` is not negative, so
      // neither the minimum nor its negation overflows.
      let amount = min(tender.amount.minorUnits, left)
      left -= amount
      paid(tender, amount)
    }
    // What the tenders paid is at most `due`: the difference fits.
    return due - (max(due, 0) - left)
  }
}
