// Runs the PassKit mapping (the `CheckoutPricingPassKit` target) against
// the stand-ins of `Tests/PassKitStandIns` where PassKit does not exist,
// and against PassKit itself where it does.
#if canImport(PassKit) || canImport(PassKitStandIns)
  import Foundation
  import SampleMerchants
  import TestSupport
  import Testing

  @testable import CheckoutPricing
  import CheckoutPricingPassKit

  #if canImport(PassKit)
    import Contacts
    import PassKit
  #else
    import PassKitStandIns
  #endif

  /// The four updates PassKit's delegate completes with are the quote's, as
  /// PassKit's own types: the summary items add up to the total, the total is
  /// last under the merchant's name, every amount is the quote's exact one,
  /// every error carries PassKit's code and contact field, and a later
  /// payment's dates are the shopper's midnights of its days.
  @Suite("PassKit mapping")
  struct PassKitMappingTests {
    /// Two shoppers' calendars on either side of the date line: a date made
    /// in the merchant's or UTC's midnight would show the day before or after.
    static let calendars: [Calendar] = ["Pacific/Auckland", "America/Los_Angeles"].map { zone in
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = TimeZone(identifier: zone)!
      return calendar
    }

    /// The `CNPostalAddress` key the sheet must highlight for each of our
    /// contact fields (Apple, `PKPaymentErrorKey.postalAddressUserInfoKey`),
    /// written out here rather than read from the mapping.
    static let postalAddressKeys: [ContactField: String] = [
      .addressLines: "street", .postalCode: "postalCode", .administrativeArea: "state", .locality: "city",
      .subLocality: "subLocality",
      .subAdministrativeArea: "subAdministrativeArea", .country: "country", .countryCode: "ISOCountryCode",
    ]

    /// PassKit's code for each of ours (Apple, `PKPaymentError.Code`).
    static func expectedCode(_ error: QuoteError) -> PKPaymentError.Code {
      switch error.reason.kind {
      case .invalidContact: .shippingContactInvalidError
      case .unserviceable: .shippingAddressUnserviceableError
      case .coupon(.expired): .couponCodeExpiredError
      case .coupon: .couponCodeInvalidError
      case .invalidRequest, .invalidLine, .currencyMismatch, .amountOutOfRange, .beyondSheetLimits: .unknownError
      }
    }

    /// The problems of the summary items PassKit is given for `quote`.
    static func itemProblems(_ items: [PKPaymentSummaryItem], _ quote: Quote, merchant: String, in calendar: Calendar)
      -> [String]
    {
      guard let total = quote.total else {
        return items.isEmpty ? [] : ["\(items.count) items for a quote that priced nothing"]
      }
      var problems: [String] = []
      let expected = quote.summaryItems.count + quote.laterPayments.count + 1
      guard items.count == expected, let last = items.last else { return ["\(items.count) items, not \(expected)"] }
      // The total: last, the merchant's name, the quote's amount and type.
      if last.label != merchant { problems.append("the last item is '\(last.label)', not '\(merchant)'") }
      if last.amount.decimalValue != total.amount.decimal { problems.append("total \(last.amount) ≠ \(total.amount)") }
      if (last.type == .pending) != (total.type == .pending) { problems.append("total type \(last.type)") }
      // The items paid now: each the quote's, from its text, adding up to the total.
      var sum = Decimal(0)
      for (item, source) in zip(items, quote.summaryItems) {
        let exact = Decimal(string: source.amount.formatted(), locale: Locale(identifier: "en_US_POSIX"))
        if item.label != source.label || item.amount.decimalValue != exact
          || type(of: item) != PKPaymentSummaryItem.self
          || (item.type == .pending) != (source.type == .pending)
        {
          problems.append("item '\(item.label)' \(item.amount) is not \(source)")
        }
        sum += item.amount.decimalValue
      }
      if sum != last.amount.decimalValue { problems.append("the items add up to \(sum), the total is \(last.amount)") }
      // The later payments: their kind and dates.
      for (item, payment) in zip(items.dropFirst(quote.summaryItems.count), quote.laterPayments) {
        problems += laterProblems(item, payment, in: calendar)
      }
      return problems
    }

    /// The problems of a later payment's item: its kind, amount and dates.
    static func laterProblems(_ item: PKPaymentSummaryItem, _ payment: Quote.LaterPayment, in calendar: Calendar)
      -> [String]
    {
      func day(_ date: Date?) -> String? {
        guard let date else { return nil }
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        guard parts.hour == 0, parts.minute == 0, let year = parts.year, let month = parts.month, let day = parts.day
        else { return "not a midnight: \(parts)" }
        return CalendarDate(year: year, month: month, day: day)?.description
      }
      var problems: [String] = []
      if item.label != payment.item.label || item.amount.decimalValue != payment.item.amount.decimal {
        problems.append("later item '\(item.label)' \(item.amount) is not \(payment.item)")
      }
      switch payment.schedule {
      case .recurring(let unit, let count, let start, let end):
        guard let recurring = item as? PKRecurringPaymentSummaryItem else {
          return problems + ["not recurring: \(item)"]
        }
        let units: [PaymentTiming.IntervalUnit: NSCalendar.Unit] = [
          .year: .year, .month: .month, .day: .day, .hour: .hour, .minute: .minute,
        ]
        if recurring.intervalUnit != units[unit] || recurring.intervalCount != count {
          problems.append("interval \(recurring.intervalUnit) × \(recurring.intervalCount), not \(unit) × \(count)")
        }
        if day(recurring.startDate) != start.description {
          problems.append("start \(String(describing: day(recurring.startDate))) ≠ \(start)")
        }
        if day(recurring.endDate) != end?.description {
          problems.append("end \(String(describing: day(recurring.endDate))) ≠ \(String(describing: end))")
        }
      case .deferred(let date):
        guard let deferred = item as? PKDeferredPaymentSummaryItem else { return problems + ["not deferred: \(item)"] }
        if day(deferred.deferredDate) != date.description {
          problems.append("deferred \(deferred.deferredDate) ≠ \(date)")
        }
      case .automaticReload(let threshold):
        guard let reload = item as? PKAutomaticReloadPaymentSummaryItem else {
          return problems + ["not automatic reload: \(item)"]
        }
        if reload.thresholdAmount.decimalValue != threshold.decimal {
          problems.append("threshold \(reload.thresholdAmount)")
        }
      }
      return problems
    }

    /// The problems of the errors PassKit is given for `quote`.
    static func errorProblems(_ errors: [any Error], _ quote: Quote) -> [String] {
      guard errors.count == quote.errors.count else { return ["\(errors.count) errors for \(quote.errors)"] }
      var problems: [String] = []
      for (error, source) in zip(errors, quote.errors) {
        guard let error = error as? PKPaymentError else {
          problems.append("not a PKPaymentError: \(error)")
          continue
        }
        if error.code != expectedCode(source) { problems.append("\(error.code) for \(source)") }
        if error.userInfo[NSLocalizedDescriptionKey] as? String != source.message {
          problems.append("the description is not the message of \(source)")
        }
        let field = error.userInfo[PKPaymentErrorKey.contactFieldUserInfoKey.rawValue] as? String
        let key = error.userInfo[PKPaymentErrorKey.postalAddressUserInfoKey.rawValue] as? String
        if let contact = source.contactField {
          if field != PKContactField.postalAddress.rawValue {
            problems.append("contact field \(String(describing: field)) for \(source)")
          }
          if key != postalAddressKeys[contact] {
            problems.append("address key \(String(describing: key)) for \(source)")
          }
        } else if field != nil || key != nil {
          problems.append("a contact field for \(source)")
        }
      }
      return problems
    }

    /// The problems of the shipping methods PassKit is given for `quote`.
    static func methodProblems(_ methods: [PKShippingMethod], _ quote: Quote) -> [String] {
      guard methods.count == quote.shippingMethods.count else { return ["\(methods.count) methods"] }
      var problems: [String] = []
      for (method, option) in zip(methods, quote.shippingMethods) {
        if method.identifier != option.identifier || method.label != option.label
          || method.detail != quote.detail(of: option)
          || method.amount.decimalValue != option.amount.decimal || method.type != .final
        {
          problems.append("method \(String(describing: method.identifier)) is not \(option.identifier)")
        }
        let range = method.dateComponentsRange
        let days = range.map {
          [$0.startDateComponents, $0.endDateComponents].map { "\($0.year!)-\($0.month!)-\($0.day!)" }
        }
        let expected = option.window.map { [$0.earliest, $0.latest].map { "\($0.year)-\($0.month)-\($0.day)" } }
        if days != expected {
          problems.append(
            "\(option.identifier) arrives \(String(describing: days)), not \(String(describing: expected))")
        }
      }
      return problems
    }

    /// Every problem of the four updates for `quote`.
    static func problems(_ quote: Quote, merchant: String) -> [String] {
      var problems: [String] = []
      for calendar in calendars {
        let contact = quote.shippingContactUpdate(in: calendar)
        let method = quote.shippingMethodUpdate(in: calendar)
        let card = quote.paymentMethodUpdate(in: calendar)
        let coupon = quote.couponCodeUpdate(in: calendar)
        for update in [contact, method, card, coupon] as [PKPaymentRequestUpdate] {
          problems += itemProblems(update.paymentSummaryItems, quote, merchant: merchant, in: calendar)
          if update.status != (quote.errors.isEmpty ? .success : .failure) {
            problems.append("status \(update.status)")
          }
          problems += requestProblems(update, quote, in: calendar)
        }
        for errors in [contact.errors ?? [], card.errors ?? [], coupon.errors ?? []] {
          problems += errorProblems(errors, quote)
        }
        problems += methodProblems(contact.shippingMethods, quote) + methodProblems(coupon.shippingMethods, quote)
      }
      return problems
    }

    /// The problems of the update's request for a later payment.
    static func requestProblems(_ update: PKPaymentRequestUpdate, _ quote: Quote, in calendar: Calendar) -> [String] {
      let set = [
        update.recurringPaymentRequest != nil, update.deferredPaymentRequest != nil,
        update.automaticReloadPaymentRequest != nil,
      ]
      guard let first = quote.laterPayments.first else {
        return set.contains(true) ? ["a later payment request for a quote without one"] : []
      }
      var problems: [String] = []
      switch first.schedule {
      case .recurring:
        guard let request = update.recurringPaymentRequest, set == [true, false, false] else {
          return ["no recurring request"]
        }
        let regular = quote.laterPayments.first { !$0.isTrial }!
        problems += laterProblems(request.regularBilling, regular, in: calendar)
        if let trial = quote.laterPayments.first(where: \.isTrial) {
          if let billing = request.trialBilling {
            problems += laterProblems(billing, trial, in: calendar)
          } else {
            problems.append("no trial billing")
          }
        } else if request.trialBilling != nil {
          problems.append("a trial billing without a trial")
        }
        if request.paymentDescription != first.paymentDescription
          || request.managementURL.absoluteString != first.managementURL
        {
          problems.append("recurring request \(request.paymentDescription) \(request.managementURL)")
        }
      case .deferred:
        guard let request = update.deferredPaymentRequest, set == [false, true, false] else {
          return ["no deferred request"]
        }
        problems += laterProblems(request.deferredBilling, first, in: calendar)
        if request.managementURL.absoluteString != first.managementURL { problems.append("deferred URL") }
      case .automaticReload:
        guard let request = update.automaticReloadPaymentRequest, set == [false, false, true] else {
          return ["no automatic reload request"]
        }
        problems += laterProblems(request.automaticReloadBilling, first, in: calendar)
        if request.managementURL.absoluteString != first.managementURL { problems.append("reload URL") }
      }
      return problems
    }

    @Test("Every example's four PassKit updates are its quote", arguments: try ExampleRequests.all())
    func examplesMapToPassKit(example: ExampleRequests.Example) throws {
      let engine = try #require(ExampleRequests.engines[example.merchant])
      let decoded = RequestReader.read(currency: engine.book.merchant.currency, example.bytes)
      guard case .success(let request) = decoded.request else { return }
      let quote = engine.quote(request.quote)
      let problems = Self.problems(quote, merchant: engine.book.merchant.name)
      #expect(problems.isEmpty, "\(example): \(problems)")
    }

    @Test(
      "Random quotes' PassKit items add up to the total, which is last, and their errors carry PassKit's code and field",
      arguments: SampleMerchant.allCases)
    func randomQuotesMapToPassKit(merchant: SampleMerchant) throws {
      var priced = 0
      var failed = 0
      try PricingEnginePropertyTests.forAllRandomRequests(merchant, count: 1_000) { engine, request, _ in
        let quote = engine.quote(request)
        if quote.total != nil { priced += 1 }
        if !quote.errors.isEmpty { failed += 1 }
        let problems = Self.problems(quote, merchant: engine.book.merchant.name)
        try #require(problems.isEmpty, "\(problems) for \(request)")
      }
      #expect(priced >= 500 && failed >= 50, "\(priced) priced, \(failed) with errors")
    }

    @Test("A quote in the shopper's language reaches PassKit in it: labels, details and errors")
    func localizedQuoteMapsToPassKit() throws {
      let engine = try #require(ExampleRequests.engines[.usOutfitters])
      var request = QuoteRequest(
        event: .shippingContactSelected, asOf: QuoteFixtures.asOf,
        cart: Cart(lines: [QuoteFixtures.line("tent", 12_000)]),
        shippingContact: QuoteFixtures.atlanta, locale: "ja-JP")
      let quote = engine.quote(request)
      let methods = quote.paymentShippingMethods
      #expect(!methods.isEmpty && methods.allSatisfy { $0.detail?.hasPrefix("お届け予定：") == true }, "\(methods)")
      #expect(quote.paymentSummaryItems(in: Self.calendars[0]).first?.label == "小計")
      #expect(Self.problems(quote, merchant: engine.book.merchant.name).isEmpty)
      request.shippingContact = ContactFields(administrativeArea: "TX", postalCode: "30303", countryCode: "US")
      let error = try #require(engine.quote(request).shippingContactUpdate(in: Self.calendars[0]).errors.first)
      let message = (error as? PKPaymentError)?.userInfo[NSLocalizedDescriptionKey] as? String
      #expect(message == "ZIPコード30303はTexasの番号ではありません。")
    }

    @Test("Every later payment kind maps to its PassKit item and request, with the shopper's days")
    func examplesCoverEveryLaterPaymentKind() throws {
      var kinds: Set<String> = []
      for example in try ExampleRequests.all() {
        let engine = try #require(ExampleRequests.engines[example.merchant])
        let decoded = RequestReader.read(currency: engine.book.merchant.currency, example.bytes)
        guard case .success(let request) = decoded.request else { continue }
        let update = engine.quote(request.quote).shippingContactUpdate(in: Self.calendars[0])
        if update.recurringPaymentRequest?.trialBilling != nil { kinds.insert("trial") }
        if update.recurringPaymentRequest != nil { kinds.insert("recurring") }
        if update.deferredPaymentRequest != nil { kinds.insert("deferred") }
        if update.automaticReloadPaymentRequest != nil { kinds.insert("automaticReload") }
      }
      #expect(kinds == ["trial", "recurring", "deferred", "automaticReload"])
    }

    @Test("Each contact field's error is PassKit's own, at the field's CNPostalAddress key")
    func contactErrorsNameTheField() throws {
      for field in ContactField.allCases {
        let error = try #require(QuoteError(.invalidContact(field), "Fix it.").paymentError as? PKPaymentError)
        #expect(error.code == .shippingContactInvalidError)
        #expect(
          error.userInfo[PKPaymentErrorKey.contactFieldUserInfoKey.rawValue] as? String
            == PKContactField.postalAddress.rawValue)
        #expect(
          error.userInfo[PKPaymentErrorKey.postalAddressUserInfoKey.rawValue] as? String
            == Self.postalAddressKeys[field])
      }
    }

    @Test("A 0.1 + 0.2 amount reaches PassKit exactly as its text")
    func amountsAreExact() {
      let amount = Amount(uncheckedMinorUnits: 30, exponent: 2)
      let item = SummaryItem(label: "Tea", amount: amount).paymentSummaryItem
      #expect(item.amount == NSDecimalNumber(string: "0.30"))
      #expect(item.amount.stringValue == "0.3")
      let kuwait = SummaryItem(label: "Tea", amount: Amount(uncheckedMinorUnits: 1_001, exponent: 3)).paymentSummaryItem
      #expect(kuwait.amount.decimalValue == Decimal(string: "1.001"))
    }
  }
#endif
