extension DeliveryWindow {
  /// The window as a method's detail: "Arrives Tue Nov 24 - Wed Nov 25" or
  /// "2-4 business days"; pickups say "Ready" instead of "Arrives".
  public func detail(style: DeliveryDetailStyle, type: ShippingType) -> String {
    switch style {
    case .dates:
      let verb: StaticString = type == .storePickup || type == .servicePickup ? "Ready " : "Arrives "
      let capacity = verb.utf8CodeUnitCount + 2 * CalendarDate.shortTextMaximumCount + 3
      // Written as bytes into the one string returned: a detail is built
      // for every offered method of every quote.
      return String(unsafeUninitializedCapacity: capacity) { buffer in
        var index = 0
        for byte in UnsafeBufferPointer(start: verb.utf8Start, count: verb.utf8CodeUnitCount) {
          buffer[index] = byte
          index += 1
        }
        index = earliest.writeShortText(into: buffer, at: index)
        if earliest != latest {
          for byte in " - ".utf8 {
            buffer[index] = byte
            index += 1
          }
          index = latest.writeShortText(into: buffer, at: index)
        }
        return index
      }
    case .businessDays:
      if maximumBusinessDays == 0 { return "Same business day" }
      if minimumBusinessDays == maximumBusinessDays {
        return "\(maximumBusinessDays) business day\(maximumBusinessDays == 1 ? "" : "s")"
      }
      return "\(minimumBusinessDays)-\(maximumBusinessDays) business days"
    }
  }
}
