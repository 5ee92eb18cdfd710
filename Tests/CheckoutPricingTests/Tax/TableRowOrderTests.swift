import SampleMerchants
import SeededRandom
import TestSupport
import Testing

@testable import CheckoutPricing

/// The order of a table's rows is not the merchant's decision, except where
/// `RateTables/README.md` says it is: shuffling them changes no figure.
@Suite("Table row order")
struct TableRowOrderTests {
  /// Tables whose row order `RateTables/README.md` makes meaningful:
  /// automatic discounts are considered in file order, and the first cart
  /// exclusion that holds gives the reason.
  static let orderedTables: Set<String> = ["coupons.csv", "exclusions.csv"]

  /// `text` with its data rows in a random order; comments, blank lines
  /// and the header keep their lines. No sample table has a quoted line
  /// break, so a row is a line.
  static func shuffledRows(_ text: String, _ rng: inout SeededGenerator) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var header: Int?
    var dataLines: [Int] = []
    for (index, line) in lines.enumerated() where !line.isEmpty && !line.hasPrefix("#") {
      if header == nil { header = index } else { dataLines.append(index) }
    }
    let rows = dataLines.map { lines[$0] }.shuffled(using: &rng)
    for (position, index) in dataLines.enumerated() { lines[index] = rows[position] }
    return lines.joined(separator: "\n")
  }

  /// Every figure of a quote, in an order that does not depend on the
  /// order of components or summary items.
  static func figures(_ quote: Quote) -> [String] {
    var figures = quote.errors.map { "error \($0.path ?? "") \($0.message)" }
    figures.append("total \(quote.total.map { "\($0.label) \($0.amount)" } ?? "none")")
    figures += quote.summaryItems.map { "item \($0.type) \($0.label) \($0.amount)" }.sorted()
    figures += quote.shippingMethods.map { "method \($0.identifier) \($0.label) \($0.detail) \($0.amount)" }
    if let tax = quote.breakdown.tax {
      figures += tax.components.map { "component \($0.id) \($0.rate) \($0.base) \($0.tax)" }.sorted()
      figures += tax.lines.map { "line \($0.id) \($0.net) \($0.tax)" }.sorted()
      figures.append("shipping tax \(tax.shipping)")
    }
    return figures
  }

  @Test("Swapping two 1% components' rows (Fulton County and MARTA, Atlanta) moves no cent between them")
  func swappedEqualComponents() throws {
    var files = SampleMerchant.usOutfitters.files
    let rates = try #require(files["tax_rates.csv"])
    let fulton = "us-ga-atlanta,fulton-lost,Fulton County LOST,county,standard,1,no,,,,"
    let marta = "us-ga-atlanta,marta,MARTA,special,standard,1,no,,,,"
    try #require(rates.contains(fulton + "\n" + marta + "\n"))
    files["tax_rates.csv"] = rates.replacingOccurrences(of: fulton + "\n" + marta, with: marta + "\n" + fulton)
    let swapped = try RateBook.load(from: .files(files))
    let original = TestBooks.book(.usOutfitters)
    let atlanta = try Destination(
      contact: ContactFields(locality: "Atlanta", administrativeArea: "GA", postalCode: "30303", countryCode: "US"))
    var ties = 0
    for cents in stride(from: 100, through: 10_000, by: 7) {
      let line = LineAmount(
        id: "a", category: "standard", amount: Amount(uncheckedMinorUnits: Int64(cents), exponent: 2))
      let request = TaxRequest(destination: atlanta, lines: [line])
      let expected = try original.tax(for: request).components
      let actual = try swapped.tax(for: request).components
      let byID = Dictionary(uniqueKeysWithValues: expected.map { ($0.id, $0.tax) })
      for component in actual {
        try #require(byID[component.id] == component.tax, "\(component.id) on \(line.amount)")
      }
      // The rule: of equal components, the smaller id takes the extra cent.
      let ones = expected.filter { $0.rate == (try? Rate(percent: "1")) }.sorted { $0.id < $1.id }
      try #require(ones.count == 4)
      try #require(zip(ones, ones.dropFirst()).allSatisfy { $0.tax >= $1.tax }, "\(ones) on \(line.amount)")
      if ones.first?.tax != ones.last?.tax { ties += 1 }
    }
    #expect(ties > 0, "no price split the 1% components unevenly")
  }

  @Test(
    "Shuffling the rows of every table whose order means nothing changes no figure of any example or random quote",
    arguments: SampleMerchant.allCases)
  func shuffledTablesPriceAlike(merchant: SampleMerchant) throws {
    let engine = try #require(ExampleRequests.engines[merchant])
    let examples = try ExampleRequests.all().filter { $0.merchant == merchant }
    let currency = engine.book.merchant.currency
    let exampleRequests = examples.compactMap { try? RequestReader.readQuoteRequest(currency: currency, $0.bytes) }
    #expect(exampleRequests.count == examples.count)
    forAllSeededCases(count: 8) { rng in
      var files = merchant.files
      for (name, text) in files where name.hasSuffix(".csv") && !Self.orderedTables.contains(name) {
        files[name] = Self.shuffledRows(text, &rng)
      }
      let shuffled = PricingEngine(book: try RateBook.load(from: .files(files)))
      var requests = exampleRequests
      for _ in 0..<150 { requests.append(PricingEnginePropertyTests.randomRequest(merchant, book: engine.book, &rng)) }
      for request in requests {
        let expected = Self.figures(engine.quote(request))
        let actual = Self.figures(shuffled.quote(request))
        try #require(actual == expected, "\(request)")
      }
    }
  }
}
