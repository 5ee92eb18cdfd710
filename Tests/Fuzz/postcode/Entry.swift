// libFuzzer entry: the postcode and region normalizers, and a whole contact.
// Built by Scripts/fuzz.sh.

@testable import CheckoutPricing

/// The countries with a grammar or a region table, and two without.
private let countries: [CountryCode] = ["US", "GB", "CA", "IE", "NL", "DE", "FR", "AU", "JP", "BR", "NZ"].compactMap {
  CountryCode(rawValue: $0)
}

/// The first byte picks a country; the rest is the text. The text is also
/// split on newlines into a contact's country code, region, postcode and
/// city for ``Destination/init(contact:)``.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPostcode(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0, !countries.isEmpty else { return 0 }
  let country = countries[Int(data[0]) % countries.count]
  let text = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)

  if let postcode = try? PostcodeGrammar.normalize(text, country: country) {
    // Invariant: a canonical postcode is its own canonical form.
    guard let again = try? PostcodeGrammar.normalize(postcode.text, country: country), again == postcode else {
      fatalError("'\(text)' normalizes to '\(postcode.text)', which does not normalize to itself")
    }
    let span = PostcodeGrammar.rangeSpan(of: postcode)
    _ = span.contains(span.lowerBound)
  }
  _ = PostcodeGrammar.prefixKey(text, country: country)
  _ = PostcodeGrammar.rangeKey(text, country: country)
  if let region = RegionTable.canonicalRegion(text, country: country) {
    guard RegionTable.canonicalRegion(region, country: country) == region else {
      fatalError("'\(text)' is region '\(region)', which is not its own canonical form")
    }
  }

  let parts = text.split(separator: "\n", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
  let contact = ContactFields(
    locality: parts.count > 3 ? parts[3] : nil, administrativeArea: parts.count > 1 ? parts[1] : nil,
    postalCode: parts.count > 2 ? parts[2] : nil, countryCode: parts[0])
  _ = try? Destination(contact: contact)
  return 0
}
