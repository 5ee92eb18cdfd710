extension SheetView {
  /// Why the sheet refuses the payment (``Quote/AuthorizationRefusal``).
  typealias AuthorizationRefusal = Quote.AuthorizationRefusal

  /// A minimal authorization answer, `{"decision": "accept"}` or
  /// `{"decision": "refuse"}`, for a format whose own authorization
  /// result is not written yet: the page reads the decision from the
  /// response's `authorization` member.
  static func writeMinimalAuthorization(_ view: SheetView, to json: inout JSONWriter) {
    json.object { json in
      json.member("decision", view.authorizationRefusal == nil ? "accept" : "refuse")
    }
  }
}
