/// The largest request the engine prices. Anything larger is a malformed
/// request naming the field, never a crash or a slow answer.
public enum QuoteLimits {
  /// Bytes of one JSON request.
  public static let requestBytes = 1 << 20
  /// Lines in one cart.
  public static let lines = 1_000
  /// Units of one line.
  public static let quantity: Int64 = 1_000_000
  /// Characters of a label, identifier, category, coupon code or contact field.
  public static let textLength = 200
  /// Tenders (gift cards, store credit) in one request.
  public static let tenders = 16
  /// Nesting of the JSON request.
  public static let jsonDepth = 16
  /// Characters of an amount's text (`"19.99"`): enough for the largest
  /// price with trailing zeros beyond the currency's decimals, which are
  /// exact and accepted.
  public static let amountTextLength = 40
  /// The largest unit price, in major units: a billion. Unit price times
  /// quantity then stays far inside the amount range.
  public static let unitPriceMajorUnits: Int64 = 1_000_000_000

  /// The largest total a payment sheet accepts, in major units: WebKit's
  /// `PaymentRequestValidator` throws a TypeError in the page ("Total amount
  /// is too big") above it. A quote whose total is larger is a failure.
  public static let sheetTotalMajorUnits: Int64 = 100_000_000
  /// The most summary items (and shipping methods) a payment sheet lists:
  /// Chromium's `PaymentRequest::kMaxListSize`.
  public static let sheetItems = 1_024

  /// The instants a quote may be priced at: 2000-01-01T00:00:00Z up to, not
  /// including, 2100-01-01T00:00:00Z. The merchant's calendar (local days,
  /// business days, holidays) is tabulated for 2000 to 2100, so every date
  /// a quote works out, windows included, comes from those tables; outside
  /// them Foundation's calendar is Julian before 1582, and dates would be
  /// wrong.
  public static let asOf: Range<Date> =
    Date(
      timeIntervalSince1970: 946_684_800)..<Date(
      timeIntervalSince1970: 4_102_444_800)
}
