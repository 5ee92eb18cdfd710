extension DeliveryWindow {
  /// The window as a method's detail: "Arrives Tue Nov 24 - Wed Nov 25" or
  /// "2-4 business days"; pickups say "Ready" instead of "Arrives".
  func detail(style: DeliveryDetailStyle, type: ShippingType) -> String {
    withDetail(style: style, type: type) { String(decoding: $0, as: UTF8.self) }
  }

  /// Calls `body` with the UTF-8 of ``detail(style:type:)``. Dates are
  /// written as bytes on the stack: a detail is written for every offered
  /// method of every response, and as a `String` it would be an allocation
  /// each.
  func withDetail<Result>(
    style: DeliveryDetailStyle, type: ShippingType, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    switch style {
    case .dates:
      let verb: StaticString = type == .storePickup || type == .servicePickup ? "Ready " : "Arrives "
      let capacity = verb.utf8CodeUnitCount + 2 * CalendarDate.shortTextMaximumCount + 3
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
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
        return body(UnsafeBufferPointer(rebasing: buffer[..<index]))
      }
    case .businessDays:
      var text = businessDaysText
      return text.withUTF8(body)
    }
  }

  /// "Same business day", "1 business day", "2-4 business days".
  private var businessDaysText: String {
    if maximumBusinessDays == 0 { return "Same business day" }
    if minimumBusinessDays == maximumBusinessDays {
      return "\(maximumBusinessDays) business day\(maximumBusinessDays == 1 ? "" : "s")"
    }
    return "\(minimumBusinessDays)-\(maximumBusinessDays) business days"
  }
}
