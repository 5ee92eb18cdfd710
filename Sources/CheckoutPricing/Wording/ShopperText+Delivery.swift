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
        let count = dates.write(window, pickup: type == .storePickup || type == .servicePickup, into: buffer)
        return body(UnsafeBufferPointer(rebasing: buffer[..<count]))
      }
    case .businessDays:
      var text = words.businessDays(window.minimumBusinessDays, window.maximumBusinessDays)
      return text.withUTF8(body)
    }
  }

  /// A date in the catalog's short form: `Tue Nov 24`.
  func shortDate(_ date: CalendarDate) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.datedDetailCapacity) { buffer in
      let count = dates.write(date, into: buffer, at: 0)
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
    }
  }
}

/// A catalog's words for a dated detail as UTF-8 in one array, each word a
/// range of it: writing a date copies bytes, with no `String` read.
struct DateWords: Sendable {
  /// Every word, one after another.
  private let bytes: [UInt8]
  /// ``Wording/arrives``, ``Wording/ready`` and
  /// ``Wording/dateRangeSeparator``.
  private let arrives: Range<Int>
  private let ready: Range<Int>
  private let separator: Range<Int>
  /// The seven weekdays, Monday first, then the months, January first.
  private let names: [Range<Int>]
  /// ``Wording/shortDate``, its fixed text as ranges of ``bytes``.
  private let parts: [Part]

  private enum Part {
    case weekday
    case month
    case day
    case text(Range<Int>)
  }

  init(_ words: Wording) {
    var bytes: [UInt8] = []
    func add(_ text: String) -> Range<Int> {
      let start = bytes.count
      bytes += text.utf8
      return start..<bytes.count
    }
    arrives = add(words.arrives)
    ready = add(words.ready)
    separator = add(words.dateRangeSeparator)
    names = words.weekdays.map(add) + words.months.map(add)
    parts = words.shortDate.map { part in
      switch part {
      case .weekday: Part.weekday
      case .month: .month
      case .day: .day
      case .text(let text): .text(add(text))
      }
    }
    self.bytes = bytes
  }

  /// Writes a window's dated detail into `buffer` and returns its length.
  func write(_ window: DeliveryWindow, pickup: Bool, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    var index = copy(pickup ? ready : arrives, into: buffer, at: 0)
    index = write(window.earliest, into: buffer, at: index)
    if window.earliest != window.latest {
      index = copy(separator, into: buffer, at: index)
      index = write(window.latest, into: buffer, at: index)
    }
    return index
  }

  /// Writes a short date into `buffer` from `start` and returns the index
  /// after it.
  func write(_ date: CalendarDate, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
    var index = start
    for part in parts {
      switch part {
      case .weekday: index = copy(names[date.isoWeekday - 1], into: buffer, at: index)
      case .month: index = copy(names[7 + date.month - 1], into: buffer, at: index)
      case .day:
        guard index + 2 <= buffer.count else { continue }
        if date.day >= 10 {
          buffer[index] = UInt8(ascii: "0") + UInt8(date.day / 10)
          index += 1
        }
        buffer[index] = UInt8(ascii: "0") + UInt8(date.day % 10)
        index += 1
      case .text(let text): index = copy(text, into: buffer, at: index)
      }
    }
    return index
  }

  /// Copies the word at `range` into `buffer` from `start`, as much of it
  /// as fits (a test holds every catalog within the buffer), and returns
  /// the index after it.
  private func copy(_ range: Range<Int>, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
    let count = min(range.count, buffer.count - start)
    guard count > 0 else { return start }
    bytes.withUnsafeBufferPointer { bytes in
      UnsafeMutableRawPointer(buffer.baseAddress! + start).copyMemory(
        from: bytes.baseAddress! + range.lowerBound, byteCount: count)
    }
    return start + count
  }
}
