/// Whether and how a service serves one zone, decided when the tables
/// load: served, with what rating needs, or not served.
enum ZoneOffer: Sendable {
  /// The service serves the zone.
  case served(ServedZone)
  /// The service does not serve the zone.
  case notServed
}
