import Foundation
import SeededRandom
import TestSupport
import Testing

@testable import CheckoutPricing

/// Landed cost through the whole quote and every wallet's answer, over
/// seeded random carts, destinations and services (`RateTables/README.md`,
/// "Landed cost", "In the quote"): a DDP total is the goods, discounts,
/// shipping and tax plus exactly the duties, border VAT and fees the
/// breakdown lists; a DAP total, and a DDP one the merchant absorbs, is the
/// total of the same book without the landed-cost tables plus only the VAT
/// the seller collects on a low-value sale; the regime's decision flips at
/// its threshold in its own currency; and every format shows the quote's
/// total and its "Duties and import taxes" item. Carts may sell a gift card,
/// which is no goods (outside the threshold, the freight split and the
/// classification), and be paid in part by a gift card, which pays last,
/// after the charges.
@Suite("Landed cost in the quote, over random carts")
struct LandedCostQuotePropertyTests {
  /// The landed-cost tables: the UK's £135 (seller's VAT below, duty
  /// relieved, £9 waiver), the EU's €150 in the Netherlands (seller's VAT
  /// below, €3 flat duty per subheading), Canada with no regime row (its
  /// defaults: nothing is of low value), ad valorem, specific, preferential
  /// and additional duty rows, a carrier's fee, national handling fees per
  /// consignment and per item, and exchange rates, the euro's not a whole
  /// number of cents on €150.
  static let landedFiles: [String: String] = [
    "import_regimes.csv": """
    destination,threshold,currency,measure,per,relieves,sellerCollectsVAT,flatDuty,flatDutyCurrency,dutyWaivedBelow,vatBase,dutyBase
    GB,135,GBP,goods,consignment,duty,belowThreshold,,,9,goodsShippingDuty,goodsAndShipping
    NL,150,EUR,goods,consignment,none,belowThreshold,3,EUR,,goodsShippingDuty,goodsAndShipping

    """,
    "duty_rates.csv": """
    destination,hsPrefix,origin,rate,amount,per,layer,preference
    GB,6109,,12,,,base,
    GB,9102,,5,,,base,
    GB,4901,,0,,,base,
    NL,6109,,12,,,base,
    NL,9102,,4.5,,,base,
    CA,6109,,18,,,base,
    CA,6109,US,0,,,base,CUSMA
    CA,9102,,5,0.50,unit,base,
    CA,,,2,,,additional,

    """,
    "import_vat_rates.csv": "destination,category,rate\nGB,,20\nNL,,21\nCA,,5\n",
    "import_fees.csv": """
    destination,service,kind,amount,currency,per
    GB,ddp,carrier,5.00,USD,consignment
    NL,,handling,2.00,EUR,consignment
    CA,,handling,1.00,CAD,item
    CA,absorbed,carrier,7.50,USD,consignment

    """,
    "exchange_rates.csv": "currency,rate\nGBP,1.25\nEUR,1.1537\nCAD,0.7301\n",
  ]

  /// The flat rate of each service to each place, in cents.
  static let shipping: [String: [String: Int64]] = [
    "ddp": ["GB": 2_000, "NL": 2_200, "CA": 1_800],
    "dap": ["GB": 1_200, "NL": 1_400, "CA": 950],
    "absorbed": ["GB": 3_000, "NL": 3_100, "CA": 2_500],
  ]

  /// The minimal merchant (Georgia, USD, 10% off with `SAVE10`) shipping
  /// abroad by a DDP service, a DAP one and a DDP one whose charges it
  /// absorbs; with the landed-cost tables or without them.
  static func book(withLandedCost: Bool, manifest member: String? = nil) throws -> RateBook {
    var files = try TestBooks.minimalMerchant()
    if let member {
      files["manifest.json"] = files["manifest.json"]?.replacingOccurrences(
        of: #""pricesIncludeTax": false"#, with: #""pricesIncludeTax": false, \#(member)"#)
    }
    files["zones.csv"] = "zone,country\nus,US\nGB,GB\nNL,NL\nCA,CA\n"
    files["services.csv"] = """
      service,carrier,label,type,incoterm,absorbImportCharges
      ground,UPS,Ground,shipping,,
      ddp,DHL,DHL Duties Paid,shipping,DDP,no
      dap,Post,International Post,shipping,DAP,
      absorbed,FedEx,FedEx Duties Included,shipping,DDP,yes

      """
    var zones = "service,zone,transitMin,transitMax\nground,us,1,5\n"
    var rates = "service,zone,basis,price\nground,us,flat,7.95\n"
    for (service, prices) in shipping.sorted(by: { $0.key < $1.key }) {
      for (zone, price) in prices.sorted(by: { $0.key < $1.key }) {
        zones += "\(service),\(zone),3,9\n"
        rates += "\(service),\(zone),flat,\(price / 100).\(String(format: "%02d", price % 100))\n"
      }
    }
    files["service_zones.csv"] = zones
    files["rates.csv"] = rates
    if withLandedCost { files.merge(landedFiles) { $1 } }
    return try RateBook.load(from: .files(files))
  }

  static let engine = PricingEngine(book: try! book(withLandedCost: true))
  static let plain = PricingEngine(book: try! book(withLandedCost: false))

  /// Each destination's contact, as Apple Pay and as PayPal send it.
  static let places: [String: (contact: String, payPal: String)] = [
    "GB": (
      #"{"locality":"London","postalCode":"SW1A 1AA","countryCode":"GB"}"#,
      #"{"country_code":"GB","admin_area_2":"London","postal_code":"SW1A 1AA"}"#
    ),
    "NL": (
      #"{"locality":"Amsterdam","postalCode":"1012 AB","countryCode":"NL"}"#,
      #"{"country_code":"NL","admin_area_2":"Amsterdam","postal_code":"1012 AB"}"#
    ),
    "CA": (
      #"{"locality":"Toronto","administrativeArea":"ON","postalCode":"M5V 2T6","countryCode":"CA"}"#,
      #"{"country_code":"CA","admin_area_1":"ON","admin_area_2":"Toronto","postal_code":"M5V 2T6"}"#
    ),
  ]

  /// The threshold in US dollars: £135 at 1.25 and €150 at 1.1537.
  static let thresholds: [String: Decimal] = [
    "GB": Decimal(135) * Decimal(string: "1.25")!, "NL": Decimal(150) * Decimal(string: "1.1537")!,
  ]

  struct Line {
    var cents: Int64
    var quantity: Int64
    var hsCode: String
    var origin: String

    func json(_ index: Int) -> String {
      let price = "\(cents / 100).\(String(format: "%02d", cents % 100))"
      // An empty code or origin is left out: the line is unclassified.
      return #"{"id":"l\#(index)","label":"Line \#(index)","unitPrice":"\#(price)","quantity":\#(quantity)"#
        + (hsCode.isEmpty ? "" : #","hsCode":"\#(hsCode)""#) + (origin.isEmpty ? "" : #","originCountry":"\#(origin)""#)
        + "}"
    }
  }

  struct Case: CustomStringConvertible {
    var lines: [Line]
    var country: String
    var service: String
    var coupon: Bool
    /// A gift card sold beside the goods, in cents: not goods, it crosses
    /// no border and needs no classification.
    var giftCard: Int64? = nil
    /// A gift card paying, in cents: it pays last, after the charges.
    var tender: Int64? = nil

    var goods: Int64 { lines.reduce(0) { $0 + $1.cents * $1.quantity } }
    var linesJSON: String {
      var json = lines.indices.map { lines[$0].json($0) }
      if let giftCard {
        json.append(
          #"{"id":"card","label":"Gift card","unitPrice":"\#(giftCard / 100).\#(String(format: "%02d", giftCard % 100))","#
            + #""quantity":1,"category":"giftCard"}"#)
      }
      return "[" + json.joined(separator: ",") + "]"
    }
    var tendersJSON: String {
      guard let tender else { return "" }
      return
        #""tenders":[{"kind":"giftCard","id":"6006-4910-0000-1234","amount":"\#(tender / 100).\#(String(format: "%02d", tender % 100))"}],"#
    }

    /// The request in Apple Pay's and the wallets' shape, every format but
    /// PayPal's asked for.
    var request: String {
      #"{"event":"shippingMethodSelected","asOf":"2026-11-21T15:04:05-05:00","currency":"USD","lines":\#(linesJSON),"#
        + #""shippingContact":\#(LandedCostQuotePropertyTests.places[country]!.contact),"shippingMethod":"\#(service)","#
        + (coupon ? #""couponCode":"SAVE10","# : "") + tendersJSON
        + #""formats":["applePay","paymentRequest","googlePay","stripe"]}"#
    }

    /// The same cart, place and method as PayPal's shipping callback.
    var payPalRequest: String {
      #"{"asOf":"2026-11-21T15:04:05-05:00","currency":"USD","lines":\#(linesJSON),"#
        + (coupon ? #""couponCode":"SAVE10","# : "") + tendersJSON + #""formats":["payPal"],"#
        + #""payPal":{"id":"5O190127TN364715T","shipping_address":\#(LandedCostQuotePropertyTests.places[country]!.payPal),"#
        + #""shipping_option":{"id":"\#(service)","type":"SHIPPING","selected":true},"#
        + #""purchase_units":[{"reference_id":"default","amount":{"currency_code":"USD","value":"1.00"}}]}}"#
    }

    var description: String { request }
  }

  static let codes = ["6109.10.00", "9102.11.00", "4901.99.00", "6110.20.10"]
  static let origins = ["CN", "US", "VN"]

  static func randomCase(_ rng: inout SeededGenerator) -> Case {
    let lines = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
      Line(
        cents: Int64.random(in: 1...40_000, using: &rng), quantity: Int64.random(in: 1...3, using: &rng),
        hsCode: codes.randomElement(using: &rng)!, origin: origins.randomElement(using: &rng)!)
    }
    return Case(
      lines: lines, country: ["GB", "NL", "CA"].randomElement(using: &rng)!,
      service: ["ddp", "dap", "absorbed"].randomElement(using: &rng)!, coupon: Int.random(in: 0..<3, using: &rng) == 0,
      giftCard: Int.random(in: 0..<4, using: &rng) == 0 ? Int64.random(in: 1_000...20_000, using: &rng) : nil,
      tender: Int.random(in: 0..<4, using: &rng) == 0 ? Int64.random(in: 100...60_000, using: &rng) : nil)
  }

  /// A cart of one to three lines of one unit whose goods are `cents`.
  static func cart(worth cents: Int64, _ rng: inout SeededGenerator) -> [Line] {
    var left = cents
    var lines: [Line] = []
    for remaining in (0..<Int.random(in: 1...3, using: &rng)).reversed() where left > 0 {
      let part = remaining == 0 ? left : Int64.random(in: 1...max(1, left / 2), using: &rng)
      lines.append(
        Line(
          cents: part, quantity: 1, hsCode: codes.randomElement(using: &rng)!,
          origin: origins.randomElement(using: &rng)!))
      left -= part
    }
    return lines
  }

  static func minorUnits(_ value: JSONValue?) throws -> Int64 {
    try Amount(parsing: try #require(value?.stringValue, "no amount: \(String(describing: value))"), exponent: 2)
      .minorUnits
  }

  static func sum(_ items: JSONValue?, where keep: (JSONValue) -> Bool = { _ in true }) throws -> Int64 {
    try (items?.arrayValue ?? []).filter(keep).reduce(0) { $0 + (try minorUnits($1["amount"])) }
  }

  /// The quote of `text` and its answer, every format's contract checked.
  static func answer(_ engine: PricingEngine, _ text: String) throws -> (quote: Quote, response: JSONValue) {
    let wire = try RequestReader.read(currency: engine.book.merchant.currency, Array(text.utf8)).request.get()
    let quote = engine.quote(wire.quote)
    let response = try JSONParser().parse(ResponseEncoder.encode(quote, context: wire.response))
    if response["applePay"] != nil {
      let problems = ContractChecker.problems(in: response, event: quote.event, currency: quote.currency)
      try #require(problems.isEmpty, "\(problems)")
    }
    for contract in WalletContracts.all {
      guard let answer = response[contract.member] else { continue }
      let problems = contract.problems(in: answer, for: quote, context: wire.response)
      try #require(problems.isEmpty, "\(contract.member): \(problems)")
    }
    return (quote, response)
  }

  static let dutiesLabel = "Duties and import taxes"

  /// What a case showed, so a run can tell that it reached each branch.
  struct Seen {
    var isBelow: Bool?
    var charged: Int64
    var saleVAT: Int64
    var fees: Int64
    var isDutyWaived: Bool
    /// Whether a gift card was sold, and whether a tender paid.
    var soldGiftCard: Bool
    var tendered: Bool
  }

  /// What the quote's tenders paid, in cents (their items are negative).
  static func tendered(_ quote: Quote) -> Int64 {
    -quote.summaryItems.filter { $0.kind == .tender }.reduce(0) { $0 + $1.amount.minorUnits }
  }

  /// Checks one case's quote, its answers and the plain book's quote.
  static func check(_ test: Case) throws -> Seen {
    let (quote, response) = try answer(engine, test.request)
    let (reference, _) = try answer(plain, test.request)
    try #require(quote.errors.isEmpty && reference.errors.isEmpty, "\(quote.errors) \(reference.errors)")
    try #require(quote.selectedShippingMethod == test.service)
    let total = try #require(quote.total?.amount.minorUnits)
    let referenceTotal = try #require(reference.total?.amount.minorUnits)
    let landed = try #require(response["breakdown"]?["landedCost"], "no landedCost in \(response.serialized())")
    try #require(landed["status"]?.stringValue == "priced")

    // The figures the breakdown lists, summed here.
    let waived = landed["dutyWaived"] == .bool(true)
    let duties = waived ? 0 : try sum(landed["duties"])
    let borderVAT = try sum(landed["vat"]) { $0["collectedBy"]?.stringValue == "border" }
    let saleVAT = try sum(landed["vat"]) { $0["collectedBy"]?.stringValue == "seller" }
    let fees = try sum(landed["fees"])
    let listed = duties + borderVAT + fees
    try #require(try minorUnits(landed["importCharges"]) == listed)
    try #require(try minorUnits(landed["saleVAT"]) == saleVAT)

    // The plain book's total before its tenders: goods less discounts, a
    // gift card sold, shipping and tax. A tender pays last, up to what is
    // due, with the charges or without them.
    let discounts = reference.summaryItems.filter { $0.kind == .discount }.reduce(0) { $0 + $1.amount.minorUnits }
    let tax = reference.summaryItems.filter { $0.kind == .tax }.reduce(0) { $0 + $1.amount.minorUnits }
    let shipping = try #require(Self.shipping[test.service]?[test.country])
    let card = test.giftCard ?? 0
    let referenceDue = referenceTotal + tendered(reference)
    try #require(referenceDue == test.goods + card + discounts + shipping + tax)
    let due = total + tendered(quote)
    try #require(
      tendered(quote) == min(test.tender ?? 0, due) && tendered(reference) == min(test.tender ?? 0, referenceDue))

    // DDP charges the listed figures; DAP and an absorbed DDP only the
    // low-value sale's VAT, the rest of the quote the plain book's.
    let isCharged = test.service == "ddp"
    let charges = quote.summaryItems.filter { $0.kind == .importCharges }
    if isCharged {
      try #require(due == test.goods + card + discounts + shipping + tax + saleVAT + listed)
      try #require(charges.map(\.amount.minorUnits) == (listed > 0 ? [listed] : []))
    } else {
      try #require(due == referenceDue + saleVAT)
      try #require(charges.isEmpty)
      let extra = quote.summaryItems.filter { item in item.kind != .tender && !reference.summaryItems.contains(item) }
      try #require(
        extra.map(\.amount.minorUnits) == (saleVAT > 0 ? [saleVAT] : []) && extra.allSatisfy { $0.kind == .tax })
    }

    // The regime: the goods after discounts against the threshold, exactly.
    var isBelow: Bool?
    if let threshold = thresholds[test.country] {
      let regime = try #require(landed["regime"])
      try #require(try minorUnits(regime["measured"]) == test.goods + discounts)
      isBelow = Decimal(test.goods + discounts) / 100 <= threshold
      try #require(regime["atOrBelowThreshold"] == .bool(isBelow!), "\(regime.serialized())")
    }

    // Every format: the total, and the duties item.
    let item = charges.first?.amount.minorUnits
    let text = quote.total!.amount.formatted()
    try #require(response["total"]?["amount"]?.stringValue == text)
    let apple = try #require(response["applePay"])
    try #require(apple["newTotal"]?["amount"]?.stringValue == text)
    try #require(
      try (apple["newLineItems"]?.arrayValue ?? []).filter { $0["label"]?.stringValue == dutiesLabel }.map {
        try minorUnits($0["amount"])
      } == (item.map { [$0] } ?? []), "\(apple.serialized())")
    let w3c = try #require(response["paymentRequest"])
    try #require(w3c["total"]?["amount"]?["value"]?.stringValue == text)
    try #require(
      try (w3c["displayItems"]?.arrayValue ?? []).filter { $0["label"]?.stringValue == dutiesLabel }.map {
        try minorUnits($0["amount"]?["value"])
      } == (item.map { [$0] } ?? []), "\(w3c.serialized())")
    let google = try #require(response["googlePay"]?["newTransactionInfo"])
    try #require(google["totalPrice"]?.stringValue == text)
    let googleItems = (google["displayItems"]?.arrayValue ?? []).filter { $0["label"]?.stringValue == dutiesLabel }
    try #require(googleItems.allSatisfy { $0["type"]?.stringValue == "LINE_ITEM" }, "\(google.serialized())")
    try #require(
      try googleItems.map { try minorUnits($0["price"]) } == (item.map { [$0] } ?? []), "\(google.serialized())")
    let stripe = try #require(response["stripe"])
    try #require(stripe["amount"] == .number(String(total)), "\(stripe.serialized())")
    try #require(
      (stripe["lineItems"]?.arrayValue ?? []).filter { $0["name"]?.stringValue == dutiesLabel }.map { $0["amount"] }
        == (item.map { [.number(String($0))] } ?? []), "\(stripe.serialized())")
    let (payPalQuote, payPalResponse) = try answer(engine, test.payPalRequest)
    try #require(payPalQuote.summaryItems == quote.summaryItems && payPalQuote.total == quote.total)
    let amount = try #require(payPalResponse["payPal"]?["body"]?["purchase_units"]?.arrayValue?.first?["amount"])
    try #require(amount["value"]?.stringValue == text, "\(amount.serialized())")
    // PayPal has no member for duties: they are its `handling`.
    let handling = amount["breakdown"]?["handling"]?["value"]
    try #require((handling == nil ? 0 : try minorUnits(handling)) == (item ?? 0), "\(amount.serialized())")
    return Seen(
      isBelow: isBelow, charged: item ?? 0, saleVAT: saleVAT, fees: fees, isDutyWaived: waived,
      soldGiftCard: card > 0, tendered: tendered(quote) > 0)
  }

  @Test(
    "DDP totals are goods, discounts, shipping and tax plus the listed duties, VAT and fees; DAP totals the plain book's plus the seller's VAT; every format agrees"
  )
  func totalsAndFormats() throws {
    print("LandedCostQuotePropertyTests.totalsAndFormats: seed \(PropertyRun.baseSeed)")
    var seen: [Seen] = []
    forAllSeededCases(count: 2_000) { rng in
      seen.append(try Self.check(Self.randomCase(&rng)))
    }
    // The run reached every branch: charges with fees, the seller's VAT,
    // both sides of a threshold, a waived duty.
    #expect(seen.contains { $0.charged > 0 && $0.fees > 0 })
    #expect(seen.contains { $0.saleVAT > 0 })
    #expect(seen.contains { $0.isBelow == true } && seen.contains { $0.isBelow == false })
    #expect(seen.contains { $0.isDutyWaived })
    // Gift cards sold and tenders, with charges and without.
    #expect(seen.contains { $0.soldGiftCard && $0.charged > 0 } && seen.contains { $0.soldGiftCard && $0.saleVAT > 0 })
    #expect(seen.contains { $0.tendered && $0.charged > 0 } && seen.contains { $0.tendered && $0.saleVAT > 0 })
  }

  @Test("The regime's decision flips at its threshold in its own currency: one cent under, at and over it")
  func decisionFlipsAtTheThreshold() throws {
    print("LandedCostQuotePropertyTests.decisionFlipsAtTheThreshold: seed \(PropertyRun.baseSeed)")
    forAllSeededCases(count: 500) { rng in
      let country = ["GB", "NL"].randomElement(using: &rng)!
      // The last cent at or below the threshold: 168.75 USD is £135
      // exactly; €150 is 173.055 USD, so 173.05 is the last.
      var edge = Self.thresholds[country]! * 100
      var floored = Decimal()
      NSDecimalRound(&floored, &edge, 0, .down)
      let last = NSDecimalNumber(decimal: floored).int64Value
      for (cents, isBelow) in [(last - 1, true), (last, true), (last + 1, false)] {
        let test = Case(
          lines: Self.cart(worth: cents, &rng), country: country,
          service: ["ddp", "dap", "absorbed"].randomElement(using: &rng)!, coupon: false)
        let decision = try Self.check(test).isBelow
        try #require(decision == isBelow, "\(cents) cents: \(test)")
      }
    }
  }

  /// The book of ``engine`` whose DAP methods show their estimate, under
  /// the default `unclassifiedLines`, `refuse`.
  static let estimating = PricingEngine(
    book: try! book(withLandedCost: true, manifest: #""showImportEstimate": true"#))

  /// The DAP note's ending in English, with the estimate when there is one.
  static func dueOnDelivery(_ estimate: Int64?) -> String {
    "Import charges due on delivery"
      + (estimate.map { ", about \(Amount(uncheckedMinorUnits: $0, exponent: 2)) USD" } ?? "")
  }

  @Test(
    "Under refuse an unclassified line lists no DDP method; a DAP method's detail gives the landed cost priced for it, or no note when it is zero, in every format"
  )
  func refusedMethodsAndEstimates() throws {
    print("LandedCostQuotePropertyTests.refusedMethodsAndEstimates: seed \(PropertyRun.baseSeed)")
    var (refused, estimated, nothingDue) = (0, 0, 0)
    forAllSeededCases(count: 500) { rng in
      var test = Self.randomCase(&rng)
      // Some lines lose their HS code or their origin.
      let unclassified = Int.random(in: 0..<3, using: &rng) == 0
      if unclassified {
        let index = Int.random(in: test.lines.indices, using: &rng)
        if Bool.random(using: &rng) { test.lines[index].hsCode = "" } else { test.lines[index].origin = "" }
      }
      // On a new address, so that every format lists the methods.
      let request = test.request.replacingOccurrences(
        of: #""event":"shippingMethodSelected""#, with: #""event":"shippingContactSelected""#)
      let (quote, response) = try Self.answer(Self.estimating, request)
      try #require(quote.errors.isEmpty, "\(quote.errors) \(test)")
      let listed = quote.shippingMethods.map(\.identifier)
      if unclassified {
        try #require(listed == ["dap"], "\(listed) \(test)")
        refused += 1
      } else {
        try #require(Set(listed) == ["ddp", "dap", "absorbed"] && listed.first == test.service, "\(listed) \(test)")
      }

      // The DAP method's own landed cost: the quote with it selected.
      let dap = try #require(quote.shippingMethods.first { $0.identifier == "dap" })
      let own = try Self.answer(
        Self.estimating,
        request.replacingOccurrences(of: #""shippingMethod":"\#(test.service)""#, with: #""shippingMethod":"dap""#)
      ).quote
      let landed = try #require(own.breakdown.landedCost, "\(test)")
      let estimate = landed.status == .priced && landed.importCharges > 0 ? landed.importCharges : nil
      try #require((estimate == nil) == (unclassified || landed.importCharges == 0), "\(landed.status) \(test)")
      if estimate != nil { estimated += 1 }
      let detail = quote.detail(of: dap)
      if landed.status == .priced && landed.importCharges == 0 {
        // Nothing is due at the door: no note.
        try #require(!detail.contains("Import charges"), "\(detail) \(test)")
        nothingDue += 1
      } else {
        try #require(detail.hasSuffix(". " + Self.dueOnDelivery(estimate)), "\(detail) \(test)")
      }
      for method in quote.shippingMethods where method.identifier != "dap" {
        try #require(!quote.detail(of: method).contains("Import charges"), "\(method.identifier) \(test)")
      }

      // Apple Pay's `detail` and Google Pay's `description` are the detail.
      let apple = response["applePay"]?["newShippingMethods"]?.arrayValue ?? []
      try #require(
        apple.first { $0["identifier"]?.stringValue == "dap" }?["detail"]?.stringValue == detail, "\(apple)")
      let google = response["googlePay"]?["newShippingOptionParameters"]?["shippingOptions"]?.arrayValue ?? []
      try #require(
        google.first { $0["id"]?.stringValue == "dap" }?["description"]?.stringValue == detail, "\(google)")
    }
    // The run reached both sides.
    #expect(refused > 0 && estimated > 0 && nothingDue > 0)
  }
}
