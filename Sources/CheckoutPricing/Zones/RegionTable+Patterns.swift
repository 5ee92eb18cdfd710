/// Which regions a rule's postcode condition can lie in: what the area
/// loaders check a rule naming both a region and a postcode against.
extension RegionTable {
  /// The regions holding the postcodes of a rule's postcode condition, or
  /// `nil` when `region` holds some of them, the library does not tie
  /// postcodes to regions in `country`, or none of them is in use.
  ///
  /// - US: the states of the ZIP3s the postcode, prefix or range spans.
  /// - CA: the provinces of the first letters it spans (for X, the
  ///   territory of the FSA when the pattern names one).
  ///
  /// - Complexity: O(1) when `region` holds some of the postcodes; the
  ///   regions that do are listed only for a rule that can never match.
  static func otherRegions(holding pattern: PostcodePattern, country: CountryCode, notIn region: String)
    -> [String]?
  {
    let held: [String]
    switch country.rawValue {
    case "US":
      guard let zip3s = zip3Bounds(of: pattern) else { return nil }
      if let own = zip3sByState[region], own.contains(where: zip3s.contains) { return nil }
      held = zip3s.flatMap { ZIP3Table.states(forZIP3: $0) }
    case "CA":
      guard let letters = firstLetters(of: pattern) else { return nil }
      held = letters.flatMap { letter -> [String] in
        guard letter != "X" else {
          if case .level(let key) = pattern, key.count >= 3 {
            return territoriesByXFSA[String(key.prefix(3))] ?? []
          }
          return ["NT", "NU"]
        }
        return provincesByFirstLetter[letter] ?? []
      }
    default:
      return nil
    }
    guard !held.isEmpty, !held.contains(region) else { return nil }
    var seen = Set<String>()
    return held.filter { seen.insert($0).inserted }
  }

  /// The ZIP3s whose ZIP codes a US rule's postcode, prefix or range spans.
  private static func zip3Bounds(of pattern: PostcodePattern) -> ClosedRange<Int>? {
    // Read in place: every zone and tax-area rule of a loaded book with a
    // region and a postcode passes here.
    func leading(_ key: String) -> (value: Int, digits: Int)? {
      var (value, digits) = (0, 0)
      for byte in key.utf8.prefix(3) {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        (value, digits) = (value * 10 + Int(byte - UInt8(ascii: "0")), digits + 1)
      }
      return digits == 0 ? nil : (value, digits)
    }
    switch pattern {
    case .level(let key):
      guard let (value, digits) = leading(key) else { return nil }
      // A prefix shorter than a ZIP3 (`9*`) spans every ZIP3 it starts.
      let width = [100, 10, 1][digits - 1]
      return value * width...value * width + width - 1
    case .range(let bounds):
      guard let low = leading(bounds.lowerBound), let high = leading(bounds.upperBound), low.digits == 3,
        high.digits == 3
      else { return nil }
      return low.value...high.value
    }
  }

  /// The first letters of the Canadian postal codes a rule's postcode,
  /// prefix or range spans.
  private static func firstLetters(of pattern: PostcodePattern) -> [Character]? {
    switch pattern {
    case .level(let key):
      return key.first.map { [$0] }
    case .range(let bounds):
      guard let low = bounds.lowerBound.unicodeScalars.first, let high = bounds.upperBound.unicodeScalars.first,
        low <= high
      else { return nil }
      return (low.value...high.value).compactMap { Unicode.Scalar($0).map(Character.init) }
    }
  }

  /// The ZIP3s of each state, for ``otherRegions(holding:country:notIn:)``.
  private static let zip3sByState: [String: [Int]] = {
    var zip3s: [String: [Int]] = [:]
    for zip3 in 0..<1000 {
      for state in ZIP3Table.states(forZIP3: zip3) { zip3s[state, default: []].append(zip3) }
    }
    return zip3s
  }()
}
