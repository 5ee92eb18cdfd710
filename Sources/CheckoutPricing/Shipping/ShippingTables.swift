/// The shipping part of a rate book: services, the zones they serve, their
/// rates, and what adjusts them (surcharges, exclusions, pickup locations,
/// service areas, holidays).
///
/// The tables keyed by service and zone names that the loader reads are
/// compiled into arrays indexed by ``ServiceID`` and ``ZoneID`` (``plans``,
/// ``zoneOffers``) and not kept: a quote reads ids, and names stay only
/// where text is written (``serviceIDs``, ``zoneLabels``).
///
/// An immutable final class, like the book that holds it, shared by every
/// quote and every thread.
package final class ShippingTables: Sendable {
  /// Surcharges, in file order.
  let surcharges: [ShippingSurcharge]
  /// How many rows `rates.csv` gave, for the book's summary.
  let rateCount: Int
  /// The merchant's holidays (no handling, no transit), with their labels.
  let holidays: [CalendarDate: String]
  /// The shopper's word for each zone in messages (`zones.csv`'s `label`),
  /// by zone id.
  let zoneLabels: [String?]

  /// Service identifiers in order, so every walk over services is deterministic.
  package let serviceIDs: [String]
  /// One plan per service, in `serviceIDs` order: a ``ServiceID`` indexes it.
  let plans: [ServicePlan]
  /// For each zone, by zone id, how each plan (in order) serves it.
  let zoneOffers: [[ZoneOffer]]
  /// The business days, for the window computation.
  let businessCalendar: BusinessCalendar
  /// The last day `holidays.csv` lists (a day number), or `nil` without
  /// holidays: past it the engine cannot tell a holiday from a business
  /// day, so a window that reaches further is given without dates.
  let holidaysThrough: Int?
  /// The merchant's time zone as offsets from UTC, for local times.
  let utcOffsets: UTCOffsetTable
  /// The shipping zones, indexed: the area a destination is in is its zone.
  let zones: ZoneIndex
  /// How the method list is ordered (the manifest's `methodOrder`).
  let methodOrder: MethodOrder
  /// How a method's detail states its window (`deliveryDetail`).
  let deliveryDetail: DeliveryDetailStyle
  /// The merchant's rounding mode, for percentage rates.
  let roundingMode: RoundingMode

  /// Compiles the loader's tables, keyed by service and zone names, into
  /// the dense tables a quote reads.
  ///
  /// - Parameters:
  ///   - services: Services by identifier.
  ///   - serviceZones: The zones each service serves, with transit times,
  ///     by service then zone.
  ///   - rates: Rate rows by service then zone, in file order.
  ///   - exclusions: Exclusions by service, in file order.
  ///   - stores: Pickup locations by service, in file order.
  ///   - serviceAreas: The places a service is limited to
  ///     (`service_areas.csv`), by service; a service not listed reaches
  ///     its whole zones.
  ///   - zones: The shipping zones; a ``ZoneID`` is a position among their
  ///     names.
  ///   - settings: The manifest's choices the stage follows.
  init(
    services: [String: ShippingService], serviceZones: [String: [String: ServiceZone]],
    rates: [String: [String: [ShippingRate]]], surcharges: [ShippingSurcharge] = [],
    exclusions: [String: [ShippingExclusion]] = [:], stores: [String: [PickupLocation]] = [:],
    serviceAreas: [String: [LocationRule]] = [:], holidays: [CalendarDate: String] = [:],
    zones: ZoneIndex, zoneLabels: [String: String] = [:], settings: ShippingSettings = ShippingSettings()
  ) {
    let zoneNames = zones.areaNames
    self.surcharges = surcharges
    rateCount = rates.values.reduce(0) { $0 + $1.values.reduce(0) { $0 + $1.count } }
    self.holidays = holidays
    self.zoneLabels = zoneNames.map { zoneLabels[$0] }
    let ids = services.keys.sorted()
    serviceIDs = ids
    let plans = ids.compactMap { id in
      services[id].map { service in
        ServicePlan(
          service: service, exclusions: exclusions[id] ?? [], areas: serviceAreas[id], stores: stores[id] ?? [],
          surcharges: surcharges.filter { $0.service == nil || $0.service == id })
      }
    }
    self.plans = plans
    let zoneOffers = zoneNames.map { zone in
      plans.map { plan -> ZoneOffer in
        guard let listing = serviceZones[plan.service.id]?[zone] else { return .notServed }
        return .served(
          ServedZone(
            listing: listing, rates: rates[plan.service.id]?[zone] ?? [],
            stores: plan.stores.filter { $0.store.zones.contains(zone) }))
      }
    }
    self.zoneOffers = zoneOffers
    let holidayDays = holidays.keys.map(\.dayNumber).sorted()
    businessCalendar = BusinessCalendar(holidays: holidayDays)
    holidaysThrough = holidayDays.last
    utcOffsets = UTCOffsetTable(timeZoneIdentifier: settings.timeZone)
    self.zones = zones
    methodOrder = settings.methodOrder
    deliveryDetail = settings.deliveryDetail
    roundingMode = settings.roundingMode
  }

  /// The id of the service named `name` in `services.csv`, or `nil` for a
  /// name the tables do not list: how the loader resolves a name once, so
  /// that stages compare ids.
  ///
  /// - Complexity: O(log *s*) for *s* services.
  func serviceID(named name: String) -> ServiceID? {
    // `serviceIDs` is sorted: a binary search.
    var (low, high) = (0, serviceIDs.count)
    while low < high {
      let middle = (low + high) / 2
      if serviceIDs[middle] < name { low = middle + 1 } else { high = middle }
    }
    return low < serviceIDs.count && serviceIDs[low] == name ? ServiceID(low) : nil
  }
}

/// Whether and how a service serves one zone, decided when the tables
/// load: served, with what rating needs, or not served.
enum ZoneOffer: Sendable {
  /// The service serves the zone.
  case served(ServedZone)
  /// The service does not serve the zone.
  case notServed
}

/// What a service needs to rate a zone it serves, gathered at load.
final class ServedZone: Sendable {
  /// The service's row of `service_zones.csv` for the zone: its transit
  /// times, and its place in the tables for explanations.
  let listing: ServiceZone
  /// The zone's rate rows, in file order.
  let rates: [ShippingRate]
  /// For a pickup service, its stores that serve the zone, in file order.
  let stores: [StoreOffer]

  init(listing: ServiceZone, rates: [ShippingRate], stores: [StoreOffer]) {
    self.listing = listing
    self.rates = rates
    self.stores = stores
  }
}

/// A zone a service serves, with its transit time: one row of
/// `service_zones.csv`. Its service and zone are where the compiled tables
/// file it (``ShippingTables/zoneOffers``), not text it carries.
struct ServiceZone: Sendable, Hashable {
  /// The fewest business days in transit.
  let transitMin: Int
  /// The most business days in transit.
  let transitMax: Int
  /// The row it came from.
  let location: TableLocation
}
