import CheckoutPricing
import DecimalReference
import Foundation
import SampleMerchants

/// The issue 7 scenarios: whole quotes as a checkout server makes them.
struct QuoteScenarios {
  let harness: Harness
  let quick: Bool
  let engine: PricingEngine
  let cart: Cart
  let contacts: [ContactFields]
  let asOf = Date(timeIntervalSince1970: 1_795_291_445)  // 2026-11-21T15:04:05-05:00

  init(harness: Harness, quick: Bool) throws {
    self.harness = harness
    self.quick = quick
    engine = PricingEngine(book: try SampleMerchant.usOutfitters.rateBook())
    let usd = engine.book.merchant.currency
    cart = Cart(lines: [
      try CartLine("tent-2p", "Ridgeline 2-Person Tent", price: "249.00", in: usd, weight: "4.6", .pound),
      try CartLine("wax", "Mustache Wax", price: "10.00", in: usd, quantity: 2, weight: "0.25", .pound),
      try CartLine(
        "trail-mix", "Trail Mix", price: "6.49", in: usd, quantity: 3, weight: "12", .ounce, category: "groceries"),
    ])
    contacts = QuoteScenarios.usContacts(count: quick ? 1_000 : 10_000)
  }

  /// Distinct real-shaped US contacts over every ZIP3 in use (all states,
  /// DC, territories and military), alternating redacted ZIP5 and full
  /// ZIP+4 forms and the case of the country code.
  static func usContacts(count: Int) -> [ContactFields] {
    var contacts: [ContactFields] = []
    var suffix = 1
    while contacts.count < count && suffix < 100 {
      for zip3 in 0..<1000 where contacts.count < count {
        let zip = String(format: "%03d%02d", zip3, suffix)
        guard let destination = try? Destination(contact: ContactFields(postalCode: zip, countryCode: "US")),
          let region = destination.region
        else { continue }
        let full = contacts.count % 2 == 1
        contacts.append(
          ContactFields(
            administrativeArea: region,
            postalCode: full ? "\(zip)-\(String(format: "%04d", contacts.count % 9999))" : zip,
            countryCode: contacts.count % 3 == 0 ? "us" : "US"))
      }
      suffix += 1
    }
    return contacts
  }

  func request(_ event: QuoteRequest.Event, _ index: Int) -> QuoteRequest {
    QuoteRequest(
      event: event, asOf: asOf, cart: cart, shippingContact: contacts[index % contacts.count],
      shippingMethod: event == .shippingMethodSelected ? "ups-ground" : nil)
  }

  /// Scenario 1's quotes, `count` times, with nothing else: a steady
  /// workload for callgrind.
  func profile(count: Int) {
    let requests = contacts.indices.map { request(.shippingContactSelected, $0) }
    for index in 0..<count { blackHole(engine.quote(requests[index % requests.count])) }
  }

  /// Scenario 2's method choices, `count` times, in sessions prepared
  /// first: the same workload for callgrind.
  func profileMethodSelection(count: Int) throws {
    let sessions = contacts.indices.map { engine.session(for: request(.shippingContactSelected, $0)) }
    for index in 0..<count {
      var session = sessions[index % sessions.count]
      let offered = session.offeredMethods
      guard !offered.isEmpty else { throw ScenarioError(message: "contact \(index) is offered no method") }
      session.selectShippingMethod(offered[(index / sessions.count) % offered.count].identifier)
      blackHole(engine.quote(session))
    }
  }

  /// Loads the US sample merchant from its embedded files `count` times:
  /// scenario 6's work for callgrind, without the disk.
  func profileLoading(count: Int) throws {
    for _ in 0..<count { blackHole(try SampleMerchant.usOutfitters.rateBook()) }
  }

  // 1 and 2
  func contactAndMethod() throws -> [Measurement] {
    let contactRequests = contacts.indices.map { request(.shippingContactSelected, $0) }
    let methodRequests = contacts.indices.map { request(.shippingMethodSelected, $0) }
    let count = contacts.count
    // Scenario 2 as a server holding one session per open sheet answers it:
    // each contact's session is prepared when the contact is selected (not
    // timed), and each timed operation picks one of the methods offered,
    // in turn, and prices the session.
    let sessions = contactRequests.map { engine.session(for: $0) }
    let choices = sessions.map { $0.offeredMethods.map(\.identifier) }
    let counts = Dictionary(grouping: choices, by: \.count).mapValues(\.count)
    guard counts[0] == nil, choices.filter({ $0.count >= 2 }).count * 10 >= choices.count * 9 else {
      throw ScenarioError(
        message:
          "scenario 2 needs a method for every contact, two or more for nine in ten: \(counts.sorted { $0.key < $1.key })"
      )
    }
    for (index, session) in sessions.prefix(200).enumerated() where choices[index].count >= 2 {
      var session = session
      session.selectShippingMethod(choices[index][1])
      var request = contactRequests[index]
      request.event = .shippingMethodSelected
      request.shippingMethod = choices[index][1]
      guard engine.quote(session) == engine.quote(request) else {
        throw ScenarioError(message: "scenario 2's session quote differs from the stateless quote at contact \(index)")
      }
    }
    return [
      harness.measure("1 shipping contact selected, 3 lines") { i in
        blackHole(engine.quote(contactRequests[i % count]))
      },
      harness.measure("2 shipping method selected, same carts, in a session") { i in
        var session = sessions[i % count]
        let offered = choices[i % count]
        session.selectShippingMethod(offered[(i / count) % offered.count])
        blackHole(engine.quote(session))
      },
      {
        var stateless = harness.measure("2 shipping method selected, same carts, stateless (comparison)") { i in
          blackHole(engine.quote(methodRequests[i % count]))
        }
        stateless.isComparison = true
        return stateless
      }(),
    ]
  }

  // 3
  func fiftyLines() throws -> Measurement {
    let usd = engine.book.merchant.currency
    var lines: [CartLine] = []
    for index in 0..<50 {
      let cents = Int64(500 + index * 307)
      let price = Amount(minorUnits: cents, currency: usd)
      let weight = try Weight(parsing: "0.\(1 + index % 9)", unit: .pound)
      let category = index % 5 == 0 ? "groceries" : "standard"
      lines.append(
        CartLine(
          id: String(format: "sku-%02d", index), label: "Item \(index)", unitPrice: price,
          quantity: Int64(1 + index % 4), weight: weight, category: category))
    }
    // Black Friday, when the merchant's automatic discount runs beside the coupon.
    let blackFriday = Date(timeIntervalSince1970: 1_795_885_200)  // 2026-11-28T12:00:00-05:00
    let request = QuoteRequest(
      event: .paymentMethodSelected, asOf: blackFriday, cart: Cart(lines: lines),
      shippingContact: ContactFields(
        locality: "Chicago", administrativeArea: "IL", postalCode: "60601", countryCode: "US"),
      shippingMethod: "ups-ground", paymentMethod: PaymentMethod(type: .credit, network: "visa"), couponCode: "SNACKS20"
    )
    let quote = engine.quote(request)
    let discounts = quote.breakdown.discounts?.items.count ?? 0
    guard quote.errors.isEmpty, discounts >= 2, quote.breakdown.paymentAdjustment != nil else {
      throw ScenarioError(
        message: "scenario 3 must price two discounts and a card surcharge: \(discounts) discounts, \(quote.errors)")
    }
    return harness.measure("3 50 lines, 2 discounts, coupon, card surcharge") { _ in
      blackHole(engine.quote(request))
    }
  }

  // 4
  func scaling() throws -> [Row] {
    var rows: [Row] = []
    var first: Double?
    for size in quick ? [1_000] : [1_000, 10_000, 100_000] {
      let book = try RateBook.load(from: .files(generatedMerchantFiles(ruleCount: size, taxJurisdictions: true)))
      let scaled = PricingEngine(book: book)
      let requests = contacts.indices.map { index in
        QuoteRequest(event: .shippingContactSelected, asOf: asOf, cart: cart, shippingContact: contacts[index])
      }
      let count = requests.count
      let measurement = harness.measure("4 quote, \(size) zone rules and tax jurisdictions") { i in
        blackHole(scaled.quote(requests[i % count]))
      }
      let base = first ?? measurement.medianNanoseconds
      first = base
      rows.append(
        Row(
          measurement: measurement,
          note: String(format: "%.2fx the 1,000-rule time", measurement.medianNanoseconds / base)))
    }
    return rows
  }

  // 5
  func twoThreads() throws -> [Row] {
    // Each thread prices requests of its own, as a server decodes each
    // request on the thread that handles it. Shared between threads, the
    // requests' cart array would have its reference count written by both
    // cores on every quote, which is the benchmark's cost, not the book's;
    // that variant stays as a comparison row.
    let requestsOfThread = (0..<2).map { _ in
      let cart = Cart(lines: cart.lines.map { $0 })  // a buffer of the thread's own
      return contacts.map { QuoteRequest(event: .shippingContactSelected, asOf: asOf, cart: cart, shippingContact: $0) }
    }
    let perThread = quick ? 2_000 : 40_000
    // For comparison only: a second, separately loaded book, so each thread
    // can price from its own. The gap between the two two-thread rows is
    // what sharing one book costs (reference counts written by both cores).
    let engines = [engine, PricingEngine(book: try SampleMerchant.usOutfitters.rateBook())]
    func run(threads: Int, separateBooks: Bool = false, sharedRequests: Bool = false) -> Double {
      let start = ContinuousClock.now
      DispatchQueue.concurrentPerform(iterations: threads) { thread in
        let engine = engines[separateBooks ? thread : 0]
        let requests = requestsOfThread[sharedRequests ? 0 : thread]
        for index in 0..<perThread {
          blackHole(engine.quote(requests[(index * 7 + thread * 13) % requests.count]))
        }
      }
      let seconds = nanoseconds(ContinuousClock.now - start) / 1e9
      return Double(threads * perThread) / seconds
    }
    // The machine is shared and its speed drifts by 2x within a minute, so
    // the four set-ups run in turn, round after round, and each ratio is the
    // median of the rounds' ratios: a round's runs are seconds apart.
    _ = run(threads: 1)  // warm-up
    var rounds: [(one: Double, two: Double, separate: Double, shared: Double)] = []
    for _ in 0..<(quick ? 1 : 7) {
      rounds.append(
        (
          run(threads: 1), run(threads: 2), run(threads: 2, separateBooks: true),
          run(threads: 2, sharedRequests: true)
        ))
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    let one = median(rounds.map(\.one))
    func row(_ name: String, _ rates: [Double], isComparison: Bool = false) -> Row {
      let rate = median(rates)
      let ratios = zip(rates, rounds.map(\.one)).map { $0 / $1 }.sorted()
      let spread = String(format: " (rounds %.2f-%.2fx)", ratios[0], ratios[ratios.count - 1])
      return Row(
        measurement: Measurement(
          name: name, medianNanoseconds: 1e9 / rate, p99Nanoseconds: 1e9 / rate,
          timesJudged: false, isComparison: isComparison),
        note: String(format: "%.0f quotes/s, %.2fx one thread", rate, median(ratios)) + (rounds.count > 1 ? spread : "")
      )
    }
    return [
      Row(
        measurement: Measurement(
          name: "5 one thread", medianNanoseconds: 1e9 / one, p99Nanoseconds: 1e9 / one,
          timesJudged: false),
        note: String(format: "%.0f quotes/s", one)),
      row("5 two threads, one shared rate book", rounds.map(\.two)),
      row("5 two threads, a book each (comparison)", rounds.map(\.separate), isComparison: true),
      row(
        "5 two threads, one book, requests shared by the threads (comparison)", rounds.map(\.shared),
        isComparison: true),
    ]
  }

  // 6
  func loading() throws -> [Row] {
    var rows: [Row] = []
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("RateTables")
    for merchant in SampleMerchant.allCases {
      let path = root.appendingPathComponent(merchant.rawValue).path
      let time = try timeOnce { _ = try RateBook.load(directory: path) }
      rows.append(
        Row(
          measurement: Measurement(
            name: "6 load \(merchant.rawValue) from disk", medianNanoseconds: time, p99Nanoseconds: time,
            timesJudged: false)))
    }
    let size = quick ? 1_000 : 100_000
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pricing-benchmark-\(size)")
    try writeMerchant(generatedMerchantFiles(ruleCount: size, taxJurisdictions: true), to: folder)
    var book: RateBook?
    let time = try timeOnce { book = try RateBook.load(directory: folder.path) }
    blackHole(book)
    // Measured in a process that does nothing else: this one's resident
    // memory holds every earlier scenario's too.
    let peak = try peakResidentKilobytesLoading(folder)
    rows.append(
      Row(
        measurement: Measurement(
          name: "6 load \(size)-rule merchant from disk", medianNanoseconds: time, p99Nanoseconds: time,
          timesJudged: false),
        note: String(format: "peak resident %.1f MB in a process that only loads it", Double(peak) / 1_000)))
    try? FileManager.default.removeItem(at: folder)
    return rows
  }

  /// The peak resident memory, in kilobytes, of a new process of this
  /// benchmark that loads the merchant in `folder` (`--load-only`).
  private func peakResidentKilobytesLoading(_ folder: URL) throws -> Int {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
    child.arguments = ["--load-only", folder.path]
    let output = Pipe()
    child.standardOutput = output
    try child.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    child.waitUntilExit()
    guard child.terminationStatus == 0, let kilobytes = Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
    else {
      throw ScenarioError(message: "loading \(folder.path) in a child process failed: '\(text)'")
    }
    return kilobytes
  }

  /// A round trip's request bodies: scenario 7's, answered in all five
  /// formats (9), in German (10), authorized at the full address (11),
  /// or a classified cart sent abroad duty paid (12).
  enum RoundTrip {
    case apple, allFormats, german, authorization, crossBorder
  }

  private func bodies(_ roundTrip: RoundTrip) throws -> [[UInt8]] {
    switch roundTrip {
    case .apple: try jsonBodies()
    case .allFormats: try jsonBodies(formats: Self.allFormats)
    case .german: try jsonBodies(locale: Self.localized)
    case .authorization: try authorizationBodies()
    case .crossBorder: try crossBorderBodies()
    }
  }

  // 7, 9, 10, 11, 12
  func roundTrip(_ roundTrip: RoundTrip) throws -> Row {
    let bodies = try bodies(roundTrip)
    let (name, note): (String, String) =
      switch roundTrip {
      case .apple: ("7 JSON round trip (decode, quote, encode)", "")
      case .allFormats:
        (
          "9 JSON round trip answering all five formats",
          "scenario 7's carts and places as PayPal's callback, all five answers"
        )
      case .german: ("10 JSON round trip in German (locale de-DE)", "scenario 7's requests with \"locale\": \"de-DE\"")
      case .authorization:
        (
          "11 JSON authorization round trip (full address, accepted)",
          "scenario 7's carts at each place's full address, authorizing the total its redacted contact showed"
        )
      case .crossBorder:
        (
          "12 JSON round trip of a parcel abroad, duty paid",
          "a classified cart to the UK, the EU and Canada by the US sample's DDP service"
        )
      }
    let measurement = harness.measure(name) { i in blackHole(engine.respond(toJSON: bodies[i % bodies.count])) }
    return Row(measurement: measurement, note: note)
  }

  /// A round trip's requests, `count` times, with nothing else: the same
  /// workload for callgrind.
  func profileRoundTrip(_ roundTrip: RoundTrip, count: Int) throws {
    let bodies = try bodies(roundTrip)
    for index in 0..<count { blackHole(engine.respond(toJSON: bodies[index % bodies.count])) }
  }

  /// Scenario 10's language: the words of another catalog than the
  /// merchant's, with dates of two-byte characters.
  static let localized = "de-DE"

  /// Scenario 7's address: Apple Pay's redacted contact.
  private func appleContact(_ contact: ContactFields) -> String {
    #""shippingContact":{"administrativeArea":"\#(contact.administrativeArea ?? "")","postalCode":"\#(contact.postalCode ?? "")","countryCode":"US"}"#
  }

  /// Scenario 9's address: the same place in PayPal's shipping callback,
  /// since the PayPal answer repeats the callback's order id.
  private func payPalCallback(_ contact: ContactFields) -> String {
    #""payPal":{"id":"5O190127TN364715T","shipping_address":{"country_code":"US","admin_area_1":"\#(contact.administrativeArea ?? "")","postal_code":"\#(contact.postalCode ?? "")"},"purchase_units":[{"reference_id":"default"}]}"#
  }

  /// Scenario 9's `formats` member: every answer the engine writes.
  static let allFormats = #","formats":["applePay","paymentRequest","googlePay","stripe","payPal"]"#

  /// Scenario 7's request bodies, one per contact up to 1,024, checked to
  /// price; `formats` and `locale` are added to each when given.
  private func jsonBodies(formats: String = "", locale: String? = nil) throws -> [[UInt8]] {
    let language = locale.map { #""locale":"\#($0)","# } ?? ""
    let bodies: [[UInt8]] = contacts.indices.prefix(1_024).map { index in
      let contact = contacts[index]
      return Array(
        """
        {"event":"shippingContactSelected","asOf":"2026-11-21T15:04:05-05:00","currency":"USD",\(language)"lines":[\
        {"id":"tent-2p","label":"Ridgeline 2-Person Tent","unitPrice":"249.00","quantity":1,"weight":{"value":"4.6","unit":"lb"}},\
        {"id":"wax","label":"Mustache Wax","unitPrice":"10.00","quantity":2,"weight":{"value":"0.25","unit":"lb"}},\
        {"id":"trail-mix","label":"Trail Mix","unitPrice":"6.49","quantity":3,"weight":{"value":"12","unit":"oz"},"category":"groceries"}],\
        \(formats.isEmpty ? appleContact(contact) : payPalCallback(contact))\(formats)}
        """.utf8)
    }
    guard engine.respond(toJSON: bodies[0]).status == .success else {
      throw ScenarioError(message: "scenario 7's request must price: \(engine.respond(toJSON: bodies[0]).text)")
    }
    // Every format asked for is written, in the language asked for.
    let first = engine.respond(toJSON: bodies[0]).text
    if locale != nil, !first.contains("Zwischensumme") {
      throw ScenarioError(message: "scenario 10's response is not in German: \(first)")
    }
    for name in ["applePay", "paymentRequest", "googlePay", "stripe", "payPal"] where formats.contains(name) {
      guard first.contains("\"\(name)\":") else {
        throw ScenarioError(message: "scenario 9's response has no \(name): \(first)")
      }
    }
    return bodies
  }
}

/// Runs `body` once and returns its wall time in nanoseconds.
func timeOnce(_ body: () throws -> Void) throws -> Double {
  let start = ContinuousClock.now
  try body()
  return nanoseconds(ContinuousClock.now - start)
}

/// This process's peak resident set size in kilobytes (`VmHWM` in
/// /proc/self/status), or 0 where the system does not say.
func peakResidentKilobytes() -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
  else { return 0 }
  return Int(line.dropFirst("VmHWM:".count).trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "")
    ?? 0
}

extension QuoteScenarios {
  /// Scenario 1's request with what the stages before the money found: the
  /// destination and the selected method's price.
  struct MoneyInput {
    var request: QuoteRequest
    var destination: Destination
    var shipping: (service: String, amount: Amount)?
  }

  /// The money stages of scenario 1 (discounts, the shipping discount, tax
  /// and the total) in the engine, from the destination and method the
  /// earlier stages found.
  func engineMoneyStages(_ input: MoneyInput) throws -> Amount {
    let book = engine.book
    let discounts = try book.discounts(
      for: DiscountRequest(cart: input.request.cart, couponCode: input.request.couponCode, asOf: input.request.asOf))
    let shipping = input.shipping?.amount ?? .zero(exponent: book.merchant.currency.minorUnits)
    let off = book.shippingDiscount(discounts.freeShipping, shippingAmount: shipping, service: input.shipping?.service)
    let taxed = try shipping.subtracting(off)
    let tax = try book.tax(
      for: TaxRequest(destination: input.destination, lines: discounts.discountedLines, shipping: taxed))
    return try discounts.merchandise.adding(taxed).adding(tax.amountToAdd)
  }

  // 8
  /// The same work on both sides: scenario 1's money stages in the engine
  /// and in plain `Decimal` (the tests' reference), from the same
  /// destinations and methods, found before the timing.
  func moneyStages() throws -> [Row] {
    let inputs: [MoneyInput] = try contacts.indices.map { index in
      let request = self.request(.shippingContactSelected, index)
      guard let contact = request.shippingContact else { throw ScenarioError(message: "no contact") }
      let destination = try Destination(contact: contact)
      let quote = engine.quote(request)
      // The method's service: the identifier up to a pickup's `/store`.
      let method = quote.shippingMethods.first.map {
        (service: String($0.identifier.prefix { $0 != "/" }), amount: $0.amount)
      }
      return MoneyInput(request: request, destination: destination, shipping: method)
    }
    for input in inputs.prefix(200) {
      let engineTotal = try engineMoneyStages(input).decimal
      let reference = DecimalReference.moneyStages(
        input.request, destination: input.destination,
        shipping: input.shipping.map { ($0.service, $0.amount.decimal) }, book: engine.book)
      guard engineTotal == reference, engineTotal == engine.quote(input.request).total?.amount.decimal else {
        throw ScenarioError(message: "the money stages give \(engineTotal) in the engine, \(reference) in Decimal")
      }
    }
    let count = inputs.count
    let engineSide = harness.measure("8 money stages of scenario 1 (discounts, tax, total), engine") { i in
      blackHole(try? engineMoneyStages(inputs[i % count]))
    }
    var decimalSide = harness.measure("8 the same stages in plain Decimal (the tests' reference)") { i in
      let input = inputs[i % count]
      blackHole(
        DecimalReference.moneyStages(
          input.request, destination: input.destination,
          shipping: input.shipping.map { ($0.service, $0.amount.decimal) }, book: engine.book))
    }
    decimalSide.isComparison = true
    return [
      Row(measurement: engineSide, note: speed(of: engineSide, against: decimalSide, named: "Decimal")),
      Row(measurement: decimalSide),
    ]
  }
}

/// A scenario whose setup does not price what it is meant to measure.
struct ScenarioError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
