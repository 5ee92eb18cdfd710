/// A store or service point where a `storePickup` or `servicePickup` service
/// hands over orders: one row of `stores.csv`.
struct PickupLocation: Sendable, Hashable, Identifiable {
  /// The store's identifier, unique in the file.
  let id: String
  /// The pickup service it belongs to.
  let service: String
  /// What the sheet shows as the method's label: "Pick up at LoDo".
  let label: String
  /// The street address, shown in the method's detail.
  let address: String
  /// The city.
  let locality: String
  /// The postcode, as written.
  let postcode: String?
  /// The country.
  let country: CountryCode
  /// The zones whose shoppers it serves.
  let zones: [String]
  /// A price replacing the service's rate at this store; `nil` uses the rate.
  let price: Amount?
  /// The row it came from.
  let location: TableLocation
  /// The store's address as a place, where a `storePickup` method is taxed.
  let place: Destination

  /// The identifier of the shipping method for this store: `service/store`.
  var methodIdentifier: String { "\(service)/\(id)" }
}
