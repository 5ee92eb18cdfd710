extension ShopperText {
  /// The most bytes a method's dated detail takes in any catalog: two
  /// dates, the verb and the separator. A test holds every catalog to it.
  static let datedDetailCapacity = 96

  /// A method's detail in words: "Arrives Tue Nov 24 - Wed Nov 25",
  /// "2-4 business days", "1400 Wynkoop St, Denver. Ready Mon Nov 16".
  func detail(_ detail: MethodDetail, type: ShippingType) -> String {
    withDetail(detail, type: type) { String(decoding: $0, as: UTF8.self) }
  }

  /// A delivery window as a method's detail, stated in `style`; pickups
  /// say ``Wording/ready`` where deliveries say ``Wording/arrives``.
  func detail(of window: DeliveryWindow, style: DeliveryDetailStyle, type: ShippingType) -> String {
    withDetail(of: window, style: style, type: type) { String(decoding: $0, as: UTF8.self) }
  }

  /// Calls `body` with the UTF-8 of ``detail(_:type:)``. A dated window is
  /// written as bytes on the stack: a detail is written for every offered
  /// method of every response, and as a `String` it would be an allocation
  /// each.
  func withDetail<Result>(
    _ detail: MethodDetail, type: ShippingType, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    guard let store = detail.store else {
      guard let window = detail.window else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
      return withDetail(of: window, style: detail.style, type: type, body)
    }
    var text = words.pickup(store.address, detail.window.map { self.detail(of: $0, style: detail.style, type: type) })
    return text.withUTF8(body)
  }

  /// Calls `body` with the UTF-8 of ``detail(of:style:type:)``.
  func withDetail<Result>(
    of window: DeliveryWindow, style: DeliveryDetailStyle, type: ShippingType,
    _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    switch style {
    case .dates:
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.datedDetailCapacity) { buffer in
        var writer = ByteWriter(buffer: buffer)
        writer.append(type == .storePickup || type == .servicePickup ? words.ready : words.arrives)
        write(window.earliest, to: &writer)
        if window.earliest != window.latest {
          writer.append(words.dateRangeSeparator)
          write(window.latest, to: &writer)
        }
        return body(UnsafeBufferPointer(rebasing: buffer[..<writer.count]))
      }
    case .businessDays:
      var text = words.businessDays(window.minimumBusinessDays, window.maximumBusinessDays)
      return text.withUTF8(body)
    }
  }

  /// A date in the catalog's short form: `Tue Nov 24`.
  func shortDate(_ date: CalendarDate) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.datedDetailCapacity) { buffer in
      var writer = ByteWriter(buffer: buffer)
      write(date, to: &writer)
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<writer.count]), as: UTF8.self)
    }
  }

  /// Writes `date` in the catalog's ``Wording/shortDate`` form.
  private func write(_ date: CalendarDate, to writer: inout ByteWriter) {
    for part in words.shortDate {
      switch part {
      case .weekday: writer.append(words.weekdays[date.isoWeekday - 1])
      case .month: writer.append(words.months[date.month - 1])
      case .day:
        if date.day >= 10 { writer.append(UInt8(ascii: "0") + UInt8(date.day / 10)) }
        writer.append(UInt8(ascii: "0") + UInt8(date.day % 10))
      case .text(let text): writer.append(text)
      }
    }
  }

  /// Bytes appended to a stack buffer; what does not fit is left out, and a
  /// test holds every catalog's longest detail within the buffer.
  private struct ByteWriter {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    var count = 0

    mutating func append(_ byte: UInt8) {
      guard count < buffer.count else { return }
      buffer[count] = byte
      count += 1
    }

    mutating func append(_ text: String) {
      for byte in text.utf8 { append(byte) }
    }
  }
}
