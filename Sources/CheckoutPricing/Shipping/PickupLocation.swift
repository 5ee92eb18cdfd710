/// A store or service point where a `storePickup` or `servicePickup` service
/// hands over orders: one row of `stores.csv`.
public struct PickupLocation: Sendable, Hashable, Identifiable {
  /// The store's identifier, unique in the file.
  public let id: String
  /// The pickup service it belongs to.
  public let service: String
  /// What the sheet shows as the method's label: "Pick up at LoDo".
  public let label: String
  /// The street address, shown in the method's detail.
  public let address: String
  /// The city.
  public let locality: String
  /// The postcode, as written.
  public let postcode: String?
  /// The country.
  public let country: CountryCode
  /// The zones whose shoppers it serves.
  public let zones: [String]
  /// A price replacing the service's rate at this store; `nil` uses the rate.
  public let price: Amount?
  /// The row it came from.
  public let location: TableLocation

  /// The identifier of the shipping method for this store: `service/store`.
  public var methodIdentifier: String { "\(service)/\(id)" }
}
