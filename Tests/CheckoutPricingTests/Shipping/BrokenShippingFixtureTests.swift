import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

@Suite("Loading shipping tables")
struct BrokenShippingFixtureTests {
  @Test("A fixture with a defect of every new shipping kind reports each at its file and line, and nothing else")
  func brokenShippingFixture() throws {
    let expected = try ExpectedDiagnostics(fixture: "broken-shipping")
    #expect(expected.errorCount >= 35)
    let found = try expected.check()
    // Cell errors carry the cell's column: 'whenever' is in column 39 of services.csv line 7.
    let basis = try #require(found.first { $0.location.file == "services.csv" && $0.location.line == 7 })
    #expect(basis.location.column == 39)
  }

  @Test(
    "Manifest shipping keys name the key and the allowed words",
    arguments: [
      ("\"methodOrder\": \"fastest\"", "'methodOrder' must be one of cheapest, pinned, found 'fastest'"),
      ("\"deliveryDetail\": 3", "'deliveryDetail' must be one of dates, businessDays, found number"),
    ])
  func manifestKeys(key: String, message: String) throws {
    let files = try TestBooks.minimalMerchant(
      replacingInManifest: "\"pricesIncludeTax\": false", with: "\"pricesIncludeTax\": false, \(key)")
    let diagnostics = TestBooks.loadingDiagnostics(files)
    #expect(diagnostics.contains { $0.location.file == "manifest.json" && $0.message == message }, "\(diagnostics)")
  }

  @Test("Pinned positions load without warnings when the manifest pins; the new files are optional")
  func pinnedLoadsClean() throws {
    let book = try Ship.merchant(
      services: "service,carrier,label,type,position\na,A,A,shipping,2\nb,B,B,shipping,1\n",
      serviceZones: "service,zone,transitMin,transitMax\na,us,1,1\nb,us,1,1\n",
      rates: "service,zone,basis,price\na,us,flat,1.00\nb,us,flat,2.00\n",
      manifest: ["\"pricesIncludeTax\": false": "\"pricesIncludeTax\": false, \"methodOrder\": \"pinned\""])
    #expect(book.warnings.isEmpty)
    #expect(book.merchant.methodOrder == .pinned)
    #expect(book.shipping.plans.first { $0.service.id == "b" }?.service.position == 1)
    #expect(
      book.shipping.surcharges.isEmpty && book.shipping.plans.allSatisfy { $0.stores.isEmpty }
        && book.shipping.holidays.isEmpty)
  }
}
