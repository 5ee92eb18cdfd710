extension ResponseEncoder {
  /// The `googlePay` answer. (Written with the format.)
  static func writeGooglePay(_ quote: Quote, total: SummaryItem, context: ResponseContext, to json: inout JSONWriter) {
    json.object { _ in }
  }
}
