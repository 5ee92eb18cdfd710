extension ResponseEncoder {
  /// The `payPal` answer. (Written with the format.)
  static func writePayPal(_ quote: Quote, total: SummaryItem, context: ResponseContext, to json: inout JSONWriter) {
    json.object { _ in }
  }
}
