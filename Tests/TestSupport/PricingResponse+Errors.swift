package import CheckoutPricing
package import Testing

extension PricingResponse {
  /// The `errors` of a failure answer. Fails the test, with the answer's
  /// text, when the status is not a failure, in the response or in its
  /// JSON, or when the answer has no array of errors.
  package func failureErrors(sourceLocation: SourceLocation = #_sourceLocation) throws -> [JSONValue] {
    try #require(status == .failure, "\(text.prefix(500))", sourceLocation: sourceLocation)
    let json = try JSONParser().parse(text)
    try #require(json["status"] == .string("failure"), "\(text.prefix(500))", sourceLocation: sourceLocation)
    return try #require(json["errors"]?.arrayValue, "no errors in \(text.prefix(500))", sourceLocation: sourceLocation)
  }
}
