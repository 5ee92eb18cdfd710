extension ResponseEncoder {
  /// The `stripe` answer. (Written with the format.)
  static func writeStripe(_ quote: Quote, total: SummaryItem, context: ResponseContext, to json: inout JSONWriter) {
    json.object { _ in }
  }
}
