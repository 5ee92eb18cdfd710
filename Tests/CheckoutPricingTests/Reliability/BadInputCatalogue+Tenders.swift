@testable import CheckoutPricing

extension BadInput {
  /// A request whose `tenders` member is `tenders`.
  static func tenders(_ tenders: String) -> String {
    request(#""tenders":\#(tenders)"#)
  }

  /// Requests whose gift cards or store credit are wrong, and a gift card
  /// sold on terms it cannot be: each at its path.
  static let tenders: [BadInput] = [
    BadInput(
      "tenders as an object", tenders(#"{"kind":"giftCard","id":"GC-1234","amount":"5.00"}"#), path: "tenders",
      fragment: "expected an array of tenders"),
    BadInput(
      "a tender of an unknown kind", tenders(#"[{"kind":"coupon","id":"GC-1234","amount":"5.00"}]"#),
      path: "tenders[0].kind"),
    BadInput("a tender without a kind", tenders(#"[{"id":"GC-1234","amount":"5.00"}]"#), path: "tenders[0].kind"),
    BadInput("a tender without an id", tenders(#"[{"kind":"giftCard","amount":"5.00"}]"#), path: "tenders[0].id"),
    BadInput(
      "a tender with an empty id", tenders(#"[{"kind":"giftCard","id":"","amount":"5.00"}]"#), path: "tenders[0].id",
      fragment: "empty"),
    BadInput(
      "a tender without an amount", tenders(#"[{"kind":"storeCredit","id":"SC-9"}]"#), path: "tenders[0].amount"),
    BadInput(
      "a tender of a negative amount", tenders(#"[{"kind":"giftCard","id":"GC-1234","amount":"-5.00"}]"#),
      path: "tenders[0].amount", fragment: "negative"),
    BadInput(
      "a tender of zero", tenders(#"[{"kind":"giftCard","id":"GC-1234","amount":"0.00"}]"#), path: "tenders[0].amount",
      fragment: "more than 0"),
    BadInput(
      "a tender with more decimals than the currency",
      tenders(#"[{"kind":"giftCard","id":"GC-1234","amount":"5.001"}]"#), path: "tenders[0].amount"),
    BadInput(
      "a tender in another currency",
      tenders(#"[{"kind":"giftCard","id":"GC-1234","amount":"5.00","currency":"EUR"}]"#),
      path: "tenders[0].currency", fragment: "EUR"),
    BadInput(
      "two tenders with the same id",
      tenders(
        #"[{"kind":"giftCard","id":"GC-1234","amount":"5.00"},{"kind":"storeCredit","id":"SC-9","amount":"1.00"},{"kind":"giftCard","id":"GC-1234","amount":"2.00"}]"#
      ), path: "tenders[2].id", fragment: "tenders[0]"),
    BadInput(
      "a tender with an unknown member", tenders(#"[{"kind":"giftCard","id":"GC-1234","amount":"5.00","pin":"1"}]"#),
      path: "tenders[0].pin"),
    BadInput(
      "more tenders than the limit",
      tenders(
        "["
          + (0...QuoteLimits.tenders).map { #"{"kind":"giftCard","id":"GC-\#($0)","amount":"1.00"}"# }.joined(
            separator: ",") + "]"), path: "tenders", fragment: "at most 16"),
    BadInput(
      "a gift card line paid later",
      line(["category": #""giftCard""#, "paymentTiming": #"{"type":"deferred","date":"2026-12-15"}"#]),
      path: "lines[0].paymentTiming", fragment: "gift card"),
  ]
}
