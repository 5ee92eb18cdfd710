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
    if let due = detail.importCharges {
      // A DAP method abroad: its detail, then the import charges' note.
      var delivery = detail
      delivery.importCharges = nil
      let text = self.detail(delivery, type: type)
      let estimate = due.estimate.map { "\($0.formatted()) \($0.currencyCode ?? "")" }
      var note = words.importDue(text.isEmpty ? nil : text, estimate)
      return note.withUTF8(body)
    }
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
      let count = dates.write(date, into: buffer)
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
    }
  }
}

/// A catalog's words for a dated detail as UTF-8 in one array, each piece
/// a range of it: writing a date copies two pieces and the day's digits,
/// with no `String` read.
///
/// A short date is compiled for each of the 84 pairs of weekday and month
/// into the bytes before the day and the bytes after it, so "Tue Nov 24"
/// is "Tue Nov ", "24" and nothing, and "11月24日(火)" is "11月", "24" and
/// "日(火)", whatever order the catalog's ``Wording/shortDate`` gives.
struct DateWords: Sendable {
  /// Every piece, one after another.
  private let bytes: [UInt8]
  /// ``Wording/arrives``, ``Wording/ready`` and
  /// ``Wording/dateRangeSeparator``.
  private let arrives: Range<Int>
  private let ready: Range<Int>
  private let separator: Range<Int>
  /// For weekday *w* (1 Monday) and month *m*, at `(w - 1) * 12 + m - 1`:
  /// what comes before the day of the month and what comes after it.
  private let dates: [(beforeDay: Range<Int>, afterDay: Range<Int>)]

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
    var dates: [(beforeDay: Range<Int>, afterDay: Range<Int>)] = []
    for weekday in words.weekdays {
      for (index, month) in words.months.enumerated() {
        var pieces = ["", ""]
        var afterDay = 0
        for part in words.shortDate {
          switch part {
          case .weekday: pieces[afterDay] += weekday
          case .month: pieces[afterDay] += month
          case .monthNumber: pieces[afterDay] += String(index + 1)
          case .day: afterDay = 1
          case .text(let text): pieces[afterDay] += text
          }
        }
        dates.append((add(pieces[0]), add(pieces[1])))
      }
    }
    self.dates = dates
    self.bytes = bytes
  }

  /// Writes a window's dated detail into `buffer` and returns its length.
  func write(_ window: DeliveryWindow, pickup: Bool, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    bytes.withUnsafeBufferPointer { words in
      var writer = Writer(words: words, buffer: buffer)
      writer.copy(pickup ? ready : arrives)
      write(window.earliest, to: &writer)
      if window.earliest != window.latest {
        writer.copy(separator)
        write(window.latest, to: &writer)
      }
      return writer.count
    }
  }

  /// Writes a short date into `buffer` and returns its length.
  func write(_ date: CalendarDate, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    bytes.withUnsafeBufferPointer { words in
      var writer = Writer(words: words, buffer: buffer)
      write(date, to: &writer)
      return writer.count
    }
  }

  private func write(_ date: CalendarDate, to writer: inout Writer) {
    let pieces = dates[(date.isoWeekday - 1) * 12 + date.month - 1]
    writer.copy(pieces.beforeDay)
    if date.day >= 10 { writer.digit(date.day / 10) }
    writer.digit(date.day % 10)
    writer.copy(pieces.afterDay)
  }

  /// Copies pieces into a buffer: as much as fits (a test holds every
  /// catalog within the buffer).
  private struct Writer {
    let words: UnsafeBufferPointer<UInt8>
    let buffer: UnsafeMutableBufferPointer<UInt8>
    var count = 0

    /// Byte by byte: a piece is a few bytes, shorter than a call to
    /// `memcpy` costs.
    mutating func copy(_ range: Range<Int>) {
      var index = range.lowerBound
      while index < range.upperBound, count < buffer.count {
        buffer[count] = words[index]
        count += 1
        index += 1
      }
    }

    mutating func digit(_ value: Int) {
      guard count < buffer.count else { return }
      buffer[count] = UInt8(ascii: "0") + UInt8(value)
      count += 1
    }
  }
}
