package import CheckoutPricing
import Foundation

extension ContractChecker {
  /// Checks a response to `paymentAuthorized` against the sheets' own
  /// definitions of an authorization's answer, and the engine's rule for
  /// the decision, derived from the figures the response states:
  ///
  /// - `authorization`: `decision` `accept` or `refuse`. On acceptance the
  ///   capture is the final total when it is at most the authorized total,
  ///   else the authorized total with the difference absorbed; on refusal
  ///   no capture, and the reason `totalRose` (a final total above the
  ///   authorized one) or `shippingContactInvalid` at a contact field,
  ///   with no final total (the address was not priced).
  /// - `applePay`: an `ApplePayPaymentAuthorizationResult`, `required
  ///   short status` and `sequence<ApplePayError> errors` (Apple, Apple
  ///   Pay on the Web, "ApplePayPaymentAuthorizationResult":
  ///   `STATUS_SUCCESS` when the authorization succeeds,
  ///   `STATUS_FAILURE` "along with the errors" when it fails).
  /// - `paymentRequest`: the argument of `PaymentResponse.complete()`, a
  ///   `PaymentComplete` (`"fail"`, `"success"`, `"unknown"`), or of
  ///   `retry()`, a `PaymentValidationErrors` (`error`, `payer`,
  ///   `shippingAddress`, an `AddressErrors`, `paymentMethod`) (W3C
  ///   Payment Request API, IDL index).
  package static func authorizationProblems(in response: JSONValue, currency: Currency) -> [String] {
    var problems: [String] = []
    func check(_ condition: Bool, _ message: @autoclosure () -> String) {
      if !condition { problems.append(message()) }
    }
    func amount(_ value: JSONValue?) -> Decimal? {
      guard let text = value?.stringValue else { return nil }
      let pattern = currency.minorUnits == 0 ? "^[0-9]+$" : "^[0-9]+\\.[0-9]{\(currency.minorUnits)}$"
      guard (try? Regex(pattern).wholeMatch(in: text)) != nil else { return nil }
      return Decimal(string: text)
    }
    guard let decision = response["authorization"] else {
      // A request that could not be read or priced at all.
      check(response["status"] == .string("failure"), "a response without authorization is not a failure")
      return problems
    }
    let accepted = decision["decision"] == .string("accept")
    check(accepted || decision["decision"] == .string("refuse"), "authorization.decision")
    let authorized = amount(decision["authorizedTotal"])
    check(authorized != nil, "authorization.authorizedTotal \(String(describing: decision["authorizedTotal"]))")
    let final = amount(decision["finalTotal"])
    check(decision["finalTotal"] == nil || final != nil, "authorization.finalTotal")
    let capture = amount(decision["captureAmount"])
    let absorbed = amount(decision["absorbedAmount"])
    check(response["status"] == .string(accepted ? "success" : "failure"), "status for \(accepted ? "accept" : "refuse")")
    if accepted, let authorized, let final {
      check(keys(decision).isSubset(of: ["decision", "authorizedTotal", "finalTotal", "captureAmount", "absorbedAmount"]),
        "authorization keys \(keys(decision).sorted())")
      if final <= authorized {
        check(capture == final, "captured \(String(describing: capture)), not the final total \(final)")
        check(decision["absorbedAmount"] == nil, "absorbed beside a final total within the authorized one")
      } else {
        check(capture == authorized, "captured \(String(describing: capture)) above the authorized total \(authorized)")
        check(absorbed == final - authorized, "absorbed \(String(describing: absorbed)), not \(final - authorized)")
      }
    } else if accepted {
      check(false, "accepted without a final total")
    } else {
      check(decision["captureAmount"] == nil && decision["absorbedAmount"] == nil, "a refusal captures nothing")
      switch decision["reason"]?.stringValue {
      case "totalRose":
        check(keys(decision) == ["decision", "authorizedTotal", "finalTotal", "reason"], "totalRose keys")
        if let authorized, let final { check(final > authorized, "totalRose, but \(final) <= \(authorized)") }
      case "shippingContactInvalid":
        check(
          keys(decision) == ["decision", "authorizedTotal", "reason", "contactField"],
          "shippingContactInvalid keys \(keys(decision).sorted())")
        check(
          decision["contactField"]?.stringValue.map(contactFields.contains) == true, "authorization.contactField")
      case "addressUnserviceable":
        check(keys(decision) == ["decision", "authorizedTotal", "reason"], "addressUnserviceable keys")
      default:
        check(false, "authorization.reason \(String(describing: decision["reason"]))")
      }
    }

    if let apple = response["applePay"] {
      check(keys(apple).isSubset(of: ["status", "errors", "orderDetails"]) && keys(apple).contains("status"),
        "applePay keys \(keys(apple).sorted())")
      check(
        apple["status"] == .string(accepted ? "STATUS_SUCCESS" : "STATUS_FAILURE"),
        "applePay.status \(String(describing: apple["status"])) for \(accepted ? "accept" : "refuse")")
      guard case .array(let errors)? = apple["errors"] else { return problems + ["applePay.errors is not an array"] }
      check(accepted == errors.isEmpty, "applePay has \(errors.count) errors on \(accepted ? "accept" : "refuse")")
      for (index, error) in errors.enumerated() {
        let path = "applePay.errors[\(index)]"
        check(keys(error).isSubset(of: ["code", "contactField", "message"]) && keys(error).contains("code"), path)
        check(error["code"]?.stringValue.map(applePayErrorCodes.contains) == true, "\(path).code")
        check(
          error["code"]?.stringValue == (decision["reason"]?.stringValue == "totalRose" ? "unknown" : decision["reason"]?.stringValue),
          "\(path).code is not the refusal's reason")
        if error["code"] == .string("shippingContactInvalid") {
          check(error["contactField"] == decision["contactField"], "\(path).contactField is not the refusal's")
        }
        check(error["message"]?.stringValue?.isEmpty == false, "\(path).message")
      }
    }
    if let w3c = response["paymentRequest"] {
      if accepted {
        check(keys(w3c) == ["complete"], "paymentRequest keys \(keys(w3c).sorted()) on accept")
        check(w3c["complete"] == .string("success"), "paymentRequest.complete")
      } else {
        check(keys(w3c) == ["retry"], "paymentRequest keys \(keys(w3c).sorted()) on refuse")
        let retry = w3c["retry"]
        check(
          keys(retry).isSubset(of: ["error", "payer", "shippingAddress", "paymentMethod"]) && !keys(retry).isEmpty,
          "paymentRequest.retry keys \(keys(retry).sorted())")
        check(retry?["error"]?.stringValue?.isEmpty == false, "paymentRequest.retry.error")
        if let address = retry?["shippingAddress"] {
          check(
            !keys(address).isEmpty && keys(address).isSubset(of: addressErrorKeys),
            "paymentRequest.retry.shippingAddress keys \(keys(address).sorted())")
          check(decision["contactField"] != nil, "paymentRequest.retry.shippingAddress without a contact field")
        }
      }
    }
    return problems
  }
}
