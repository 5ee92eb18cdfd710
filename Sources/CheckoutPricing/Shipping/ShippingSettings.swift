/// The manifest's choices the shipping stage follows, given to its tables
/// when they load, so that a quote reads them from the shipping tables
/// alone.
struct ShippingSettings: Sendable {
  /// How the method list is ordered (`methodOrder`).
  var methodOrder: MethodOrder = .cheapest
  /// How a method's detail states its window (`deliveryDetail`).
  var deliveryDetail: DeliveryDetailStyle = .dates
  /// The rounding mode of percentage rates (`rounding.mode`).
  var roundingMode: RoundingMode = .halfAwayFromZero
  /// The IANA name of the time zone of cut-offs and business days
  /// (`timeZone`); `nil`, or a name not known, is GMT.
  var timeZone: String?
}
