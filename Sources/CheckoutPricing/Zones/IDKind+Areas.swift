extension IDKind {
  /// A shipping zone (`zones.csv`).
  public enum Zone {}
  /// A tax area (`tax_areas.csv`): the place where a jurisdiction applies.
  public enum TaxArea {}
  /// A payment area (`payment_areas.csv`).
  enum PaymentArea {}
}

typealias ZoneID = TableIndex<IDKind.Zone>
typealias TaxAreaID = TableIndex<IDKind.TaxArea>
typealias PaymentAreaID = TableIndex<IDKind.PaymentArea>
