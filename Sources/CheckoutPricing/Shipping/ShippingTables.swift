/// The shipping part of a rate book: services, the zones they serve, their
/// rates, and what adjusts them (surcharges, exclusions, pickup locations,
/// service areas, holidays).
public struct ShippingTables: Sendable {
  /// Services by identifier.
  public let services: [String: ShippingService]
  /// The zones each service serves, with transit times, by service then zone.
  public let serviceZones: [String: [String: ServiceZone]]
  /// Rate rows by service then zone, in file order.
  public let rates: [String: [String: [ShippingRate]]]
  /// Surcharges, in file order.
  public let surcharges: [ShippingSurcharge]
  /// Exclusions by service, in file order.
  public let exclusions: [String: [ShippingExclusion]]
  /// Pickup locations by service, by store identifier.
  public let stores: [String: [PickupLocation]]
  /// The places a service is limited to (`service_areas.csv`), by service;
  /// a service not listed reaches its whole zones.
  public let serviceAreas: [String: [LocationRule]]
  /// The merchant's holidays (no handling, no transit), with their labels.
  public let holidays: [CalendarDate: String]

  /// Service identifiers in order, so every walk over services is deterministic.
  let serviceIDs: [String]
  /// Holidays as day numbers, for the window computation.
  let holidayDays: Set<Int>
  /// The Gregorian calendar in the merchant's time zone.
  let calendar: Calendar

  init(
    services: [String: ShippingService], serviceZones: [String: [String: ServiceZone]],
    rates: [String: [String: [ShippingRate]]], surcharges: [ShippingSurcharge] = [],
    exclusions: [String: [ShippingExclusion]] = [:], stores: [String: [PickupLocation]] = [:],
    serviceAreas: [String: [LocationRule]] = [:], holidays: [CalendarDate: String] = [:],
    timeZone: TimeZone = .gmt
  ) {
    self.services = services
    self.serviceZones = serviceZones
    self.rates = rates
    self.surcharges = surcharges
    self.exclusions = exclusions
    self.stores = stores
    self.serviceAreas = serviceAreas
    self.holidays = holidays
    serviceIDs = services.keys.sorted()
    holidayDays = Set(holidays.keys.map(\.dayNumber))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    self.calendar = calendar
  }
}
