import Foundation
import SampleMerchants
import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("Loading discount, payment and tax tables")
struct BrokenDiscountTablesTests {
  @Test("A fixture with every new defect class reports each at its file and line, and nothing else")
  func brokenFixture() throws {
    let expected = try ExpectedDiagnostics(fixture: "broken-discounts")
    #expect(expected.errorCount >= 20)
    try expected.check()
  }

  @Test("Every sample merchant's discount, payment and tax tables load with no warning")
  func samplesAreClean() throws {
    for merchant in SampleMerchant.allCases {
      let book = try merchant.rateBook()
      #expect(book.warnings.isEmpty, "\(merchant): \(book.warnings)")
      #expect(!book.discounts.coupons.isEmpty)
    }
    #expect(TestBooks.book(.usOutfitters).payments.adjustments.count == 4)
    #expect(TestBooks.book(.ukTeahouse).payments.adjustments.isEmpty)
  }

  @Test("Payment files are optional: a merchant without them has no adjustments")
  func paymentFilesAreOptional() throws {
    var files = SampleMerchant.usOutfitters.files
    files["payment_adjustments.csv"] = nil
    files["payment_areas.csv"] = nil
    let book = try RateBook.load(from: .files(files))
    #expect(book.payments.adjustments.isEmpty)
    #expect(
      try book.paymentAdjustment(for: PaymentMethod(type: .store), merchandise: usd("100.00"), destination: nil) == nil)
  }
}
