/// The merchant a rate book prices for: `manifest.json`.
public struct Merchant: Sendable, Hashable {
  /// The business name on card statements: the grand total's label.
  public let name: String
  /// The currency of every amount.
  public let currency: Currency
  /// The currency table with the merchant's exponent overrides.
  package let currencies: CurrencyTable
  /// Where parcels leave from.
  package let origin: Destination
  /// The IANA time zone of cut-offs and business days.
  public let timeZone: String
  /// Whether prices include tax (UK, EU, Australia, Japan) or exclude it (US, Canada).
  public let pricesIncludeTax: Bool
  /// The default rounding mode.
  public let roundingMode: RoundingMode
  /// The default tax rounding level.
  public let taxRoundingLevel: TaxRoundingLevel
  /// How shipping methods are ordered (`methodOrder`, default `cheapest`).
  let methodOrder: MethodOrder
  /// How a method's detail states its window (`deliveryDetail`, default `dates`).
  let deliveryDetail: DeliveryDetailStyle
  /// What a quote shows when a redacted postcode covers places the rules
  /// price differently (`redactedPlacePolicy`, default `highest`).
  let redactedPlacePolicy: RedactedPlacePolicy
  /// The page where a shopper manages or cancels a payment made later
  /// (`managementURL`, required by Apple Pay of every recurring, deferred
  /// and automatic reload payment); `nil` when the manifest has none, and
  /// then a request with such a line is a failure.
  public let managementURL: String?
  /// Which VAT a sale to another EU member state is charged
  /// (`euDistanceSales`); `nil` when the manifest does not say, and every
  /// sale is taxed where its tax areas put it.
  let euDistanceSales: EUDistanceSales?
  /// The language the sheet's words are in when a request names none
  /// (`locale`, a BCP 47 tag such as `de-DE`); `nil` when the manifest has
  /// none, and then English.
  public let locale: String?
  /// How much the total at the full address may exceed the authorized
  /// total and still be accepted, the merchant absorbing the difference
  /// (`authorizationTolerance`, an amount in ``currency``; zero when the
  /// manifest has none): <doc:AuthorizingThePayment>.
  public let authorizationTolerance: Amount
}
