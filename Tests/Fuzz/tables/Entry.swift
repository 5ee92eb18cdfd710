// libFuzzer entry: the rate-table loader on fuzzed table text. Built by
// Scripts/fuzz.sh.

@testable import CheckoutPricing

/// The default sample merchant's files as bytes, in a fixed order.
private let baseFiles = SampleMerchant.usOutfitters.files.mapValues { Array($0.utf8) }
private let names = baseFiles.keys.sorted()

/// The first byte picks one of the sample merchant's files; the rest of the
/// input replaces its bytes as they are, invalid UTF-8 included. The loader
/// must either load a book or throw diagnostics, each at a line and column
/// inside the file, and a book that loads must price a quote without
/// trapping.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTables(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let name = names[Int(data[0]) % names.count]
  var files = baseFiles
  files[name] = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
  do {
    let book = try RateBook.load(from: .files(bytes: files))
    let engine = PricingEngine(book: book)
    let request =
      #"{"event":"shippingContactSelected","asOf":"2026-11-21T15:04:05-05:00","lines":[{"id":"a","unitPrice":"10.00","quantity":2,"weight":{"value":"0.25","unit":"lb"}}],"shippingContact":{"administrativeArea":"GA","postalCode":"30303","countryCode":"US"},"couponCode":"SAVE10"}"#
    _ = engine.respond(toJSON: Array(request.utf8))
  } catch {
    guard !error.diagnostics.isEmpty else { fatalError("a load failed with no diagnostic") }
  }
  return 0
}
