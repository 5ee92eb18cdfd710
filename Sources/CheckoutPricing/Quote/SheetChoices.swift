/// What the shopper picks on an open sheet: the event, the shipping method
/// and the card.
///
/// A ``QuoteSession`` holds them beside the request it was made from,
/// which it shares with its copies, so copying a session copies these and
/// one reference rather than every string of the request. Finishing a
/// quote reads them from here, and the rest from the request.
struct SheetChoices: Sendable {
  /// The event answered.
  var event: QuoteRequest.Event
  /// The shipping method picked, if any.
  var shippingMethod: String?
  /// The card picked, if any.
  var paymentMethod: PaymentMethod?

  /// The choices `request` carries.
  init(of request: borrowing QuoteRequest) {
    event = request.event
    shippingMethod = request.shippingMethod
    paymentMethod = request.paymentMethod
  }

  /// Puts them in `request`.
  func apply(to request: inout QuoteRequest) {
    request.event = event
    request.shippingMethod = shippingMethod
    request.paymentMethod = paymentMethod
  }
}
