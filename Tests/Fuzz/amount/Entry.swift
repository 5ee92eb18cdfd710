// libFuzzer entry: the amount-string parser. Built by Scripts/fuzz.sh.

@testable import CheckoutPricing

/// Parses the input at every exponent; whatever parses must format back to
/// text that parses to the same amount, and to a `Decimal` of equal value.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAmount(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  for exponent in -1...(Currency.maximumMinorUnits + 1) {
    guard let amount = try? Amount(parsing: text, exponent: exponent) else { continue }
    let formatted = amount.formatted()
    guard let again = try? Amount(parsing: formatted, exponent: exponent), again == amount else {
      fatalError("'\(text)' at exponent \(exponent) formats as '\(formatted)', which does not parse back")
    }
    guard (try? Amount(exactly: amount.decimal, exponent: exponent)) == amount else {
      fatalError("'\(text)' at exponent \(exponent) does not survive a Decimal round trip")
    }
    _ = try? amount.negated()
    _ = try? amount.adding(amount)
  }
  _ = try? Weight(parsing: text, unit: .kilogram)
  _ = try? Rate(percent: text)
  return 0
}
