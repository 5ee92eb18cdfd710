extension SheetView {
  /// Why the sheet refuses the payment (``Quote/AuthorizationRefusal``).
  typealias AuthorizationRefusal = Quote.AuthorizationRefusal
}
