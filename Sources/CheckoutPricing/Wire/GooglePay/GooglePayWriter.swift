/// The `googlePay` answer: a Google Pay `PaymentDataRequestUpdate` for
/// `onPaymentDataChanged` to return (Google Pay API, "Client reference",
/// `PaymentDataRequestUpdate`; DefinitelyTyped `types/googlepay/index.d.ts`).
///
/// - `newTransactionInfo`, always: the only members Google lets an update
///   change ("Only changes in totalPrice, totalPriceStatus,
///   transactionNote, displayItems will be allowed"), with `currencyCode`
///   and `totalPriceLabel`, without which the cart is not shown.
/// - `newShippingOptionParameters`, the full list ("should be the full
///   list of shipping options instead of a delta"), for an address
///   callback of a page that declared `SHIPPING_OPTION`, when a method
///   reaches the address: an empty list is refused by a sheet that
///   requires an option, and the error says why there is none.
/// - `newOfferInfo`, the full list of the offers priced: for an `OFFER`
///   callback always (empty when the code was refused, so the sheet drops
///   it), for an address callback when codes were sent.
/// - `error`, the first of the quote's errors whose intent the page
///   declared ("an exception will be thrown if the intent does not fall
///   into one of the provided intents"); none without Google's input,
///   when the declared intents are not known.
///
/// Without a Google input the members follow the quote's event.
enum GooglePayWriter: SheetWriter {
  static let member: StaticString = "googlePay"

  /// Google Pay API, `TransactionInfo.totalPrice` and `DisplayItem.price`:
  /// "a decimal with up to two decimal places".
  static func refusal(currency: Currency, wallet: WalletContext?) -> String? {
    guard currency.minorUnits > 2 else { return nil }
    return
      "Google Pay prices have at most two decimals and \(currency.code) has \(currency.minorUnits); no price is rounded to fit a sheet"
  }

  static func write(_ view: SheetView, to json: inout JSONWriter) {
    // `onPaymentAuthorized` is answered with a `PaymentAuthorizationResult`.
    if view.event == .paymentAuthorized { return writeAuthorization(view, to: &json) }
    let google: GooglePayContext? = if case .googlePay(let google)? = view.wallet { google } else { nil }
    let applied = view.coupon
    let writesOptions: Bool
    let writesOffers: Bool
    switch google?.trigger {
    case nil:
      let full = view.event == .initial || view.event == .shippingContactSelected || view.event == .couponCodeChanged
      writesOptions = full && !view.methods.isEmpty
      writesOffers = full && applied != nil
    case .initialize, .shippingAddress:
      writesOptions = google?.intents.contains(.shippingOption) == true && !view.methods.isEmpty
      writesOffers = google?.intents.contains(.offer) == true && google?.redemptionCodes.isEmpty == false
    case .offer:
      writesOptions = false
      writesOffers = true
    case .shippingOption, .paymentMethod:
      writesOptions = false
      writesOffers = false
    }
    json.object { json in
      json.key("newTransactionInfo")
      writeTransaction(view, to: &json)
      if writesOptions {
        json.key("newShippingOptionParameters")
        writeOptions(view, to: &json)
      }
      if writesOffers {
        json.key("newOfferInfo")
        json.object { json in
          json.key("offers")
          json.array { json in
            // The code as the sheet sent it, so the sheet knows it as its own.
            guard let applied else { return }
            let code = google?.appliedCode ?? applied.code
            json.object { json in
              json.member("redemptionCode", code)
              json.member("description", String(applied.description.prefix(offerDescriptionLength)))
            }
          }
        }
      }
      if let google, let error = errorToShow(view, google) {
        json.key("error")
        json.object { json in
          json.member("reason", error.reason.rawValue)
          json.member("intent", error.intent.rawValue)
          json.member("message", error.message)
        }
      }
    }
  }

  /// `TransactionInfo`: `totalPriceStatus` `ESTIMATED` while our total is
  /// pending ("the final price may change depending on the selected
  /// shipping address"), else `FINAL`; `displayItems` typed by kind, a
  /// pending one `PENDING` and a final one without `status` (Google: "default
  /// value is FINAL if absent").
  ///
  /// `totalPrice` is the sum of the display items, computed here in minor
  /// units, so the items add up to it by construction; it is the quote's
  /// total because a quote's items add up to its total (``Quote``). Later
  /// payments are not items: Google Pay has no recurring or deferred item,
  /// so the answer is the charge made now.
  private static func writeTransaction(_ view: SheetView, to json: inout JSONWriter) {
    var units: Int64 = 0
    var fits = true
    for item in view.items {
      let (sum, overflow) = units.addingReportingOverflow(item.amount.minorUnits)
      units = sum
      fits = fits && !overflow
    }
    let price = fits ? Amount(uncheckedMinorUnits: units, exponent: view.total.amount.exponent) : view.total.amount
    json.object { json in
      json.member("currencyCode", view.currency.code)
      json.member("totalPriceStatus", view.isPending ? "ESTIMATED" : "FINAL")
      // Google's `[0-9]+(\.[0-9][0-9])?`: the merchant's minor-unit digits,
      // none for JPY, two for USD; a currency with three is refused when
      // the format is asked for (`refusal(currency:wallet:)`).
      json.member("totalPrice", price)
      json.member("totalPriceLabel", view.text.words.total)
      json.key("displayItems")
      json.array(view.items) { json, item in
        json.object { json in
          json.member("label", item.label)
          json.member("type", GooglePayDisplayItemType(item.kind).rawValue)
          // `DisplayItem.price`: "Negative values are allowed": a discount
          // is negative, as in every other format.
          json.member("price", item.amount)
          if item.type == .pending {
            json.member("status", "PENDING")
          }
        }
      }
    }
  }

  /// `ShippingOptionParameters`: the selected method as
  /// `defaultSelectedOptionId` and every method as a `SelectionOption`,
  /// its delivery window or store as the `description`.
  private static func writeOptions(_ view: SheetView, to json: inout JSONWriter) {
    json.object { json in
      if let selected = view.selected {
        json.member("defaultSelectedOptionId", selected.identifier)
      }
      json.key("shippingOptions")
      json.array(view.methods) { json, method in
        json.object { json in
          json.member("id", method.identifier)
          json.member("label", method.label)
          json.key("description")
          view.withDetail(of: method) { json.string(utf8: $0) }
        }
      }
    }
  }

  /// The most characters of an `OfferDetail.description`: Google says it
  /// "should be less than 60 characters long".
  static let offerDescriptionLength = 59

  /// The error to show: the first of the quote's errors whose intent the
  /// page declared, then a shipping option asked for that is not the one
  /// selected (the engine selects the first method when the one asked for
  /// does not reach the address).
  static func errorToShow(
    _ view: SheetView, _ google: GooglePayContext
  ) -> (reason: GooglePayErrorReason, intent: GooglePayIntent, message: String)? {
    // `OTHER_ERROR` belongs to no intent: the callback's own, or for
    // `INITIALIZE` the first declared.
    let own = google.trigger?.intent ?? GooglePayIntent.dataChanged.first { google.intents.contains($0) }
    for problem in view.problems {
      let reason = problem.codes.googlePay
      if let intent = reason.intent ?? own, google.intents.contains(intent) {
        return (reason, intent, problem.message)
      }
    }
    if google.trigger == .shippingOption, google.intents.contains(.shippingOption), view.askedMethodIsNotSelected,
      let selected = view.selected
    {
      return (
        .shippingOptionInvalid, .shippingOption, view.text.words.methodReplaced(selected.label)
      )
    }
    return nil
  }
}
