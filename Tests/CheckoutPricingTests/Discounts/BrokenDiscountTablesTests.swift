import Foundation
import Testing

@testable import CheckoutPricing

@Suite("Loading discount, payment and tax tables")
struct BrokenDiscountTablesTests {
  private struct Expected: CustomStringConvertible {
    var file: String
    var line: Int
    var severity: Diagnostic.Severity
    var text: String
    var description: String { "\(file):\(line): \(severity.rawValue): \(text)" }
  }

  private static let folder = Fixtures.directory.appendingPathComponent("broken-discounts")

  private func expected() throws -> [Expected] {
    let text = try String(contentsOf: Self.folder.appendingPathComponent("expected-diagnostics.txt"), encoding: .utf8)
    return try text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
      let match = try #require(line.wholeMatch(of: /([^:]+):(\d+): (error|warning): (.+)/), "\(line)")
      return Expected(
        file: String(match.1), line: Int(match.2)!, severity: match.3 == "error" ? .error : .warning,
        text: String(match.4))
    }
  }

  @Test("A fixture with every new defect class reports each at its file and line, and nothing else")
  func brokenFixture() throws {
    let expected = try expected()
    #expect(expected.filter { $0.severity == .error }.count >= 20)
    let error = try #require(throws: RateTableError.self) { try RateBook.load(directory: Self.folder.path) }
    let found = error.diagnostics
    for want in expected {
      let hit = found.contains {
        $0.location.file == want.file && $0.location.line == want.line && $0.severity == want.severity
          && $0.message.contains(want.text)
      }
      #expect(hit, "missing \(want)\nfound:\n\(found.map(\.description).joined(separator: "\n"))")
    }
    for diagnostic in found {
      let listed = expected.contains {
        $0.file == diagnostic.location.file && $0.line == diagnostic.location.line && $0.severity == diagnostic.severity
      }
      #expect(listed, "unexpected \(diagnostic)")
    }
  }

  @Test("Every sample merchant's discount, payment and tax tables load with no warning")
  func samplesAreClean() throws {
    for merchant in SampleMerchant.allCases {
      let book = try merchant.rateBook()
      #expect(book.warnings.isEmpty, "\(merchant): \(book.warnings)")
      #expect(!book.discounts.coupons.isEmpty)
    }
    #expect(TestBooks.book(.usOutfitters).discounts.paymentAdjustments.count == 4)
    #expect(TestBooks.book(.ukTeahouse).discounts.paymentAdjustments.isEmpty)
  }

  @Test("Payment files are optional: a merchant without them has no adjustments")
  func paymentFilesAreOptional() throws {
    var files = SampleMerchant.usOutfitters.files
    files["payment_adjustments.csv"] = nil
    files["payment_areas.csv"] = nil
    let book = try RateBook.load(from: .files(files))
    #expect(book.discounts.paymentAdjustments.isEmpty)
    #expect(
      try book.paymentAdjustment(for: PaymentMethod(type: .store), merchandise: usd("100.00"), destination: nil) == nil)
  }
}
