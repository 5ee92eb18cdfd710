extension DeliveryWindow {
  /// The window as a method's detail: "Arrives Tue Nov 24 - Wed Nov 25" or
  /// "2-4 business days"; pickups say "Ready" instead of "Arrives".
  public func detail(style: DeliveryDetailStyle, type: ShippingType) -> String {
    switch style {
    case .dates:
      let verb = type == .storePickup || type == .servicePickup ? "Ready" : "Arrives"
      return earliest == latest
        ? "\(verb) \(earliest.shortText)" : "\(verb) \(earliest.shortText) - \(latest.shortText)"
    case .businessDays:
      if maximumBusinessDays == 0 { return "Same business day" }
      if minimumBusinessDays == maximumBusinessDays {
        return "\(maximumBusinessDays) business day\(maximumBusinessDays == 1 ? "" : "s")"
      }
      return "\(minimumBusinessDays)-\(maximumBusinessDays) business days"
    }
  }
}
