/// How Stripe counts a currency's amounts: Stripe's own smallest unit, which
/// is not always the ISO 4217 minor unit the merchant prices in.
///
/// Stripe's "Supported currencies" page (docs.stripe.com/currencies): every
/// API amount is an integer in the currency's smallest unit; the
/// zero-decimal currencies are counted in whole units; the three-decimal
/// currencies (BHD, JOD, KWD, OMR, TND) in thousandths whose last digit must
/// be 0; every other currency in hundredths, ISK too ("ISK will remain a
/// two-decimal currency in the Stripe API", Stripe support, "Deprecation of
/// fractional ISK charges"), although ISO 4217 gives it no decimals.
///
/// An amount is written to Stripe by multiplying it by a power of ten,
/// which is exact; a currency that would need a division (a price rounded)
/// is refused instead.
enum StripeMinorUnits {
  /// Stripe's zero-decimal currencies ("Zero-decimal currencies"). MGA has
  /// two decimals in ISO 4217; ISK and UGX none.
  static let zeroDecimal: Set<String> = [
    "BIF", "CLP", "DJF", "GNF", "JPY", "KMF", "KRW", "MGA", "PYG", "RWF", "UGX", "VND", "VUV", "XAF", "XOF", "XPF",
  ]
  /// Stripe's three-decimal currencies ("Three-decimal currencies").
  static let threeDecimal: Set<String> = ["BHD", "JOD", "KWD", "OMR", "TND"]

  /// The number of decimals of Stripe's smallest unit of `code`.
  static func exponent(of code: String) -> Int {
    if zeroDecimal.contains(code) { return 0 }
    if threeDecimal.contains(code) { return 3 }
    return 2
  }

  /// What an amount in `currency`'s minor units is multiplied by to count
  /// Stripe's, for a currency ``refusal(of:)`` accepts; 1 for one it
  /// refuses, whose amounts are never written to Stripe.
  static func factor(for currency: Currency) -> Int64 {
    Int64.powerOfTen(max(exponent(of: currency.code) - currency.minorUnits, 0))
  }

  /// Why `currency`'s amounts cannot be given to Stripe exactly, if they
  /// cannot: a price is never rounded to fit a sheet.
  static func refusal(of currency: Currency) -> String? {
    let stripe = exponent(of: currency.code)
    if currency.minorUnits > stripe {
      return
        "Stripe counts \(currency.code) in units of \(stripe) decimals and the merchant's prices have \(currency.minorUnits); no price is rounded to fit a sheet"
    }
    // Stripe, "Three-decimal currencies": "these API calls require the
    // least-significant (last) digit to be 0". A price in thousandths may
    // end in any digit; one in hundredths (a merchant whose table gives the
    // currency two decimals) always ends in 0 once multiplied by ten.
    if stripe == 3 && currency.minorUnits == 3 {
      return
        "Stripe takes \(currency.code) amounts in thousandths whose last digit is 0, and the merchant's prices have 3 decimals; no price is rounded to fit a sheet"
    }
    return nil
  }
}
