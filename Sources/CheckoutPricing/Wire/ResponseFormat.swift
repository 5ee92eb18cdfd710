/// An answer a request can ask for by name in its `formats` member: each is
/// written by its own ``SheetWriter`` from the same ``SheetView``.
///
/// A response writes the formats in the order of the cases, whatever order
/// the request named them in, so the same request always gives the same
/// bytes.
package enum ResponseFormat: String, CaseIterable, Sendable, Hashable {
  /// Apple Pay JS: the update dictionary for the event.
  case applePay
  /// The W3C Payment Request API: a `PaymentDetailsUpdate`.
  case paymentRequest
  /// Google Pay: a `PaymentDataRequestUpdate` for `onPaymentDataChanged`.
  case googlePay
  /// Stripe's Express Checkout Element: `elements.update` and `resolve`.
  case stripe
  /// PayPal's server-side shipping callback: the HTTP answer.
  case payPal

  /// The formats a request answers when it names none: the two sheets the
  /// engine has always answered.
  package static let sheets: ResponseFormats = [.applePay, .paymentRequest]
}

/// A set of ``ResponseFormat``s, in one byte.
package struct ResponseFormats: OptionSet, Sendable, Hashable {
  package let rawValue: UInt8

  package init(rawValue: UInt8) { self.rawValue = rawValue }

  package init(_ format: ResponseFormat) {
    rawValue = 1 << UInt8(ResponseFormat.allCases.firstIndex(of: format)!)
  }

  package static let applePay = ResponseFormats(.applePay)
  package static let paymentRequest = ResponseFormats(.paymentRequest)
  package static let googlePay = ResponseFormats(.googlePay)
  package static let stripe = ResponseFormats(.stripe)
  package static let payPal = ResponseFormats(.payPal)

  /// Whether `format` is in the set.
  package func contains(_ format: ResponseFormat) -> Bool { contains(ResponseFormats(format)) }
}

/// Where a request's `formats` named each format, in two bytes: a refusal
/// is reported at its format's place (`formats[i]`).
package struct NamedFormats: Sendable, Hashable {
  /// Three bits per format, in the order of ``ResponseFormat``'s cases: its
  /// place plus one, or 0 when the request did not name it.
  private var places: UInt16 = 0

  package init() {}

  /// Records that the request named `format` at `place` in `formats`.
  package mutating func name(_ format: ResponseFormat, at place: Int) {
    let shift = Self.shift(of: format)
    places = places & ~(0b111 << shift) | UInt16(place + 1) << shift
  }

  /// The place of `format` in the request's `formats`; `nil` when the
  /// request did not name it.
  package func place(of format: ResponseFormat) -> Int? {
    let stored = Int(places >> Self.shift(of: format) & 0b111)
    return stored == 0 ? nil : stored - 1
  }

  private static func shift(of format: ResponseFormat) -> UInt16 {
    UInt16(ResponseFormat.allCases.firstIndex(of: format)! * 3)
  }
}
