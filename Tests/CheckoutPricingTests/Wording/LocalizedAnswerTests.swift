import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

/// A language changes words and nothing else: every answer in every
/// supported locale has the English answer's amounts, identifiers,
/// statuses, error codes and fields and method order, and still meets
/// every wallet's contract.
@Suite("Answers in every language")
struct LocalizedAnswerTests {
  /// Every built-in catalog's tag, and tags that fall back to one.
  static let locales = CLDRLocale.allCases.map(\.rawValue) + ["de_AT", "pt-PT", "zh-TW", "sw-KE"]

  /// The members whose strings are words a shopper reads, and the objects
  /// whose every member is (the W3C `shippingAddressErrors`, and the
  /// `shippingAddress` `AddressErrors` of a `retry()`).
  static let wordMembers: Set<String> = [
    "label", "detail", "message", "totalPriceLabel", "description", "paymentDescription", "displayName", "name",
    "error",
  ]
  static let wordObjects: Set<String> = ["shippingAddressErrors", "retry.shippingAddress"]

  /// `example`'s request with `"locale": tag` added.
  static func request(_ example: ExampleRequests.Example, locale tag: String) throws -> [UInt8] {
    var text = String(decoding: example.bytes, as: UTF8.self)
    let open = try #require(text.firstIndex(of: "{"))
    text.insert(contentsOf: "\"locale\":\"\(tag)\",", at: text.index(after: open))
    return Array(text.utf8)
  }

  /// Where `answer` differs from `english` other than in words, as paths.
  static func differences(_ answer: JSONValue, _ english: JSONValue, at path: String = "$") -> [String] {
    switch (answer, english) {
    case (.object(let members), .object(let reference)):
      guard members.map(\.key) == reference.map(\.key) else { return ["\(path): members differ"] }
      let inWords = wordObjects.contains { path.hasSuffix(".\($0)") }
      return zip(members, reference).flatMap { member, other in
        if inWords || wordMembers.contains(member.key), case .string = member.value, case .string = other.value {
          return [String]()
        }
        return differences(member.value, other.value, at: "\(path).\(member.key)")
      }
    case (.array(let elements), .array(let reference)):
      guard elements.count == reference.count else {
        return ["\(path): \(elements.count) elements, not \(reference.count)"]
      }
      return zip(elements, reference).enumerated().flatMap { index, pair in
        differences(pair.0, pair.1, at: "\(path)[\(index)]")
      }
    default:
      return answer == english ? [] : ["\(path): \(answer.serialized()) is not \(english.serialized())"]
    }
  }

  @Test(
    "Every example in every locale has the English answer's figures, and every contract holds",
    arguments: try ExampleRequests.all())
  func examplesInEveryLocale(example: ExampleRequests.Example) throws {
    let engine = try #require(ExampleRequests.engines[example.merchant])
    let english = try JSONParser().parse(engine.respond(toJSON: try Self.request(example, locale: "en")).text)
    for locale in Self.locales {
      let bytes = try Self.request(example, locale: locale)
      let response = try JSONParser().parse(engine.respond(toJSON: bytes).text)
      let differences = Self.differences(response, english)
      try #require(differences.isEmpty, "\(example) in \(locale): \(differences.prefix(3))")
      guard case .success(let read) = RequestReader.read(currency: engine.book.merchant.currency, bytes).request
      else { continue }
      let quote = engine.quote(read.quote)
      if response["applePay"] != nil || response["paymentRequest"] != nil {
        let problems = ContractChecker.problems(
          in: response, event: read.quote.event, currency: engine.book.merchant.currency)
        try #require(problems.isEmpty, "\(example) in \(locale): \(problems)")
      }
      var context = read.response
      context.text = engine.text(for: locale)
      for contract in WalletContracts.all {
        guard let answer = response[contract.member] else { continue }
        let problems = contract.problems(in: answer, for: quote, context: context)
        try #require(problems.isEmpty, "\(example) in \(locale) \(contract.member): \(problems)")
      }
    }
  }

  @Test(
    "Random quotes in every locale have the English quote's figures, and every wallet's contract holds",
    arguments: SampleMerchant.allCases)
  func randomQuotesInEveryLocale(merchant: SampleMerchant) throws {
    var checked = 0
    try PricingEnginePropertyTests.forAllRandomRequests(merchant, count: 300) { engine, request, rng in
      var english = request
      english.locale = "en"
      var localized = request
      localized.locale = Self.locales[Int.random(in: 0..<Self.locales.count, using: &rng)]
      let reference = engine.quote(english)
      let quote = engine.quote(localized)
      try #require(quote.status == reference.status && quote.total?.amount == reference.total?.amount, "\(localized)")
      try #require(quote.summaryItems.map(\.amount) == reference.summaryItems.map(\.amount), "\(localized)")
      try #require(quote.summaryItems.map(\.kind) == reference.summaryItems.map(\.kind), "\(localized)")
      try #require(quote.summaryItems.map(\.type) == reference.summaryItems.map(\.type), "\(localized)")
      try #require(quote.shippingMethods.map(\.identifier) == reference.shippingMethods.map(\.identifier))
      try #require(quote.shippingMethods.map(\.amount) == reference.shippingMethods.map(\.amount))
      try #require(quote.errors.map(\.code) == reference.errors.map(\.code), "\(localized)")
      try #require(quote.errors.map(\.path) == reference.errors.map(\.path), "\(localized)")
      try #require(quote.errors.map(\.reason) == reference.errors.map(\.reason), "\(localized)")
      guard quote.total != nil else { return }
      for contract in WalletContracts.all {
        let format = try #require(ResponseFormat(rawValue: contract.member))
        for wallet in contract.contexts {
          var context = ResponseContext(formats: ResponseFormats(format), wallet: wallet)
          context.text = engine.text(for: localized.locale)
          let bytes = ResponseEncoder.encode(quote, context: context)
          let answer = try #require(try JSONParser().parse(String(decoding: bytes, as: UTF8.self))[contract.member])
          let problems = contract.problems(in: answer, for: quote, context: context)
          try #require(problems.isEmpty, "\(contract.member) in \(localized.locale ?? ""): \(problems)")
        }
      }
      checked += 1
    }
    #expect(checked >= 100, "only \(checked) priced quotes were checked")
  }
}
