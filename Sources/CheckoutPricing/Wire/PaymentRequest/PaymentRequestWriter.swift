/// The `paymentRequest` answer: a W3C `PaymentDetailsUpdate`: `total`,
/// `displayItems`, `shippingOptions` (the selected one marked),
/// `shippingAddressErrors` (keyed by the W3C `AddressErrors` names),
/// `modifiers` when a card type changes the total, and `error`.
///
/// Each modifier is a W3C `PaymentDetailsModifier` for Apple Pay
/// (`supportedMethods` `https://apple.com/apple-pay`, Apple's "Apple Pay
/// Payment Request API" identifier), whose `data` is an `ApplePayModifier`
/// naming the `paymentMethodType`; its `total` and its one
/// `additionalDisplayItems` are one of the view's card totals
/// (``PricingEngine/cardTotals(for:)``).
///
/// The spec defines `error` as why no shipping option is available, and
/// Safari shows it only then, so it is written only when no option is
/// offered, and holds the errors that explain it: an unserviceable
/// address, or a contact error with no `AddressErrors` member. Other
/// errors (a coupon's) have no place in a W3C sheet; the page shows them
/// from the response's `errors` (the JSON contract article, "Handing the answer to the page").
package enum PaymentRequestWriter: SheetWriter {
  package static let member: StaticString = "paymentRequest"

  /// A W3C amount is a decimal string in any currency's own decimals.
  package static func refusal(currency: Currency, wallet: WalletContext?) -> String? { nil }

  package static func write(_ view: SheetView, to json: inout JSONWriter) {
    if view.event == .paymentAuthorized { return writeCompletion(view, to: &json) }
    let code = view.currency.code
    func amount(_ value: Amount, _ json: inout JSONWriter) {
      json.key("amount")
      json.object { json in
        json.member("currency", code)
        json.member("value", value)
      }
    }
    // Errors about a part of the address are keyed by it, the first for
    // each key.
    var addressErrors: [(key: String, message: String)] = []
    var noOptionReasons: [String] = []
    for problem in view.problems {
      if let field = problem.field.flatMap(addressErrorKey) {
        if !addressErrors.contains(where: { $0.key == field }) { addressErrors.append((field, problem.message)) }
      } else if problem.codes.cannotShip {
        noOptionReasons.append(problem.message)
      }
    }
    let selected = view.selected?.identifier
    json.object { json in
      json.key("total")
      json.object { json in
        json.member("label", view.total.label)
        amount(view.total.amount, &json)
        if view.isPending {
          json.member("pending", true)
        }
      }
      json.key("displayItems")
      json.array(view.items) { json, item in
        json.object { json in
          json.member("label", item.label)
          amount(item.amount, &json)
          if item.type == .pending {
            json.member("pending", true)
          }
        }
      }
      json.key("shippingOptions")
      json.array(view.methods) { json, method in
        json.object { json in
          json.member("id", method.identifier)
          json.member("label", method.label)
          amount(method.amount, &json)
          json.member("selected", method.identifier == selected)
        }
      }
      json.key("shippingAddressErrors")
      json.object { json in
        for error in addressErrors {
          json.key(error.key)
          json.string(error.message)
        }
      }
      if !view.cardTotals.isEmpty {
        json.key("modifiers")
        json.array(view.cardTotals) { json, card in
          json.object { json in
            json.member("supportedMethods", applePayMethod)
            json.key("total")
            json.object { json in
              json.member("label", card.total.label)
              amount(card.total.amount, &json)
              if card.total.type == .pending {
                json.member("pending", true)
              }
            }
            json.key("additionalDisplayItems")
            json.array { json in
              json.object { json in
                json.member("label", card.adjustment.label)
                amount(card.adjustment.amount, &json)
              }
            }
            json.key("data")
            json.object { json in json.member("paymentMethodType", card.type.rawValue) }
          }
        }
      }
      if view.methods.isEmpty && !noOptionReasons.isEmpty {
        json.member("error", noOptionReasons.joined(separator: " "))
      }
    }
  }

  /// The payment method identifier of Apple Pay in the W3C Payment Request
  /// API (Apple, "Apple Pay on the Web", "Payment Request API").
  static let applePayMethod = "https://apple.com/apple-pay"

  /// The W3C `AddressErrors` member for an Apple contact field (Safari maps
  /// `region` to `administrativeArea` and `city` to `locality`). The tests'
  /// tree encoder uses the same table.
  package static func addressErrorKey(_ field: ContactField) -> String? {
    switch field {
    case .postalCode: "postalCode"
    case .administrativeArea: "region"
    case .locality: "city"
    case .subLocality: "dependentLocality"
    case .country, .countryCode: "country"
    case .postalAddress, .addressLines: "addressLine"
    case .subAdministrativeArea: "region"
    }
  }
}
