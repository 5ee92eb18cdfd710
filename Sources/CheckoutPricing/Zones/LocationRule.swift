/// One row of `zones.csv` or `tax_areas.csv`: a place that belongs to an area,
/// or is taken out of it.
///
/// Every condition that is set must hold. A rule with no country is the
/// explicit rest of the world.
///
/// A large book holds hundreds of thousands of rules, so a rule is stored
/// in 80 bytes rather than the 144 its properties would take as written:
/// the country as its two letters, a postcode range's bounds boxed, and
/// only the line it came from (its index knows the file).
package struct LocationRule: Sendable, Hashable {
  /// The zone or jurisdiction the rule belongs to.
  package var area: String
  /// The canonical region code (`GA`, `ON`, `NSW`), if the rule names one.
  package var region: String?
  /// The city's matching key, if the rule names one.
  package var city: String?
  /// The postcode condition: a level key, or a range's bounds in a box
  /// (ranges are few, and a range inline would take 32 bytes of every rule).
  private(set) var postcodeLevel: String?
  private var postcodeRange: PostcodeBounds?
  /// The line of its table the rule came from.
  private var lineNumber: UInt32
  /// The country's two ASCII letters, first in the high byte; 0 for none.
  private var countryLetters: UInt16
  /// Whether the rule takes the place out of the area instead of adding it.
  package var isExclusion: Bool

  /// The line of its table the rule came from; the file is its index's
  /// (``LocationIndex/location(of:)``).
  package var line: Int { Int(lineNumber) }

  /// The country, or `nil` for the rest of the world.
  package var country: CountryCode? {
    get { countryLetters == 0 ? nil : CountryCode(letters: countryLetters) }
    set { countryLetters = newValue?.letters ?? 0 }
  }

  /// The postcode condition, if any.
  package var postcode: PostcodePattern? {
    get {
      if let postcodeLevel { return .level(postcodeLevel) }
      return postcodeRange.map { .range($0.range) }
    }
    set {
      postcodeLevel = nil
      postcodeRange = nil
      switch newValue {
      case .level(let key): postcodeLevel = key
      case .range(let range): postcodeRange = PostcodeBounds(range, country: country)
      case nil: break
      }
    }
  }

  /// A range's bounds, shared by copies of the rule.
  private final class PostcodeBounds: Sendable, Hashable {
    let range: ClosedRange<String>
    /// The level key an extended range lies under (``extendedStem``).
    let stem: String?

    init(_ range: ClosedRange<String>, country: CountryCode?) {
      self.range = range
      stem = country.flatMap { PostcodeGrammar.extendedStem(of: range, country: $0) }
    }

    static func == (lhs: PostcodeBounds, rhs: PostcodeBounds) -> Bool { lhs.range == rhs.range }
    func hash(into hasher: inout Hasher) { hasher.combine(range) }
  }

  /// The ZIP5 a range of ZIP+4 codes lies within (`30303` for
  /// `30303-0001...30303-4999`): the rule is filed under that level key,
  /// where a lookup already hashes, and outranks every level rule
  /// (``Specificity``). `nil` for every other rule.
  var extendedStem: String? { postcodeRange?.stem }

  /// Creates a rule.
  package init(
    area: String, isExclusion: Bool = false, country: CountryCode?, region: String? = nil,
    city: String? = nil, postcode: PostcodePattern? = nil, line: Int
  ) {
    self.area = area
    self.isExclusion = isExclusion
    // Before the postcode: a range's box reads the country.
    self.countryLetters = country?.letters ?? 0
    self.region = region
    self.city = city
    // A table file is at most 2 GiB (``TableFile``), so its lines fit.
    self.lineNumber = UInt32(line)
    self.postcode = postcode
  }

  /// How much of `destination` the rule covers.
  @inline(__always)  // so a caller reads the rule in place instead of copying it for the call
  func coverage(of destination: Destination) -> Coverage {
    guard countryLetters != 0 else { return .whole }
    guard countryLetters == destination.country.letters else { return .none }
    if region != nil && region != destination.region { return .none }
    if city != nil && city != destination.city { return .none }
    guard postcodeLevel != nil || postcodeRange != nil else { return .whole }
    guard let destinationPostcode = destination.postcode else { return .none }
    if let postcodeLevel { return PostcodePattern.coverage(ofLevel: postcodeLevel, over: destinationPostcode) }
    guard let postcodeRange else { return .none }
    return PostcodePattern.coverage(ofRange: postcodeRange.range, over: destinationPostcode)
  }

  /// Whether the two rules state the same place (area and kind aside).
  package func hasSameConditions(as other: LocationRule) -> Bool {
    country == other.country && region == other.region && city == other.city
      && postcode == other.postcode
  }

  /// The place a rule states, area and kind aside: a key under which rules
  /// with the same conditions (``hasSameConditions(as:)``) meet.
  package struct Conditions: Hashable {
    let country: CountryCode?
    let region: String?
    let city: String?
    let postcode: PostcodePattern?
  }

  /// The rule's place, as a hashable key.
  package var conditions: Conditions {
    Conditions(country: country, region: region, city: city, postcode: postcode)
  }

  /// How specific the rule is; the most specific matching rule wins.
  @inline(__always)  // as `coverage(of:)`
  package var specificity: Specificity {
    let hasPostcode = postcodeLevel != nil || postcodeRange != nil
    let conditions = (region != nil ? 1 : 0) + (city != nil ? 1 : 0) + (hasPostcode ? 1 : 0)
    if let length = postcodeLevel?.utf8.count {
      return Specificity(rank: .postcodeLevel(length: length), conditions: conditions)
    }
    if let postcodeRange {
      let rank: Specificity.Rank =
        postcodeRange.stem != nil ? .extendedRange(postcodeRange.range) : .postcodeRange(postcodeRange.range)
      return Specificity(rank: rank, conditions: conditions)
    }
    if city != nil { return Specificity(rank: .city, conditions: conditions) }
    if region != nil { return Specificity(rank: .region, conditions: conditions) }
    if country != nil { return Specificity(rank: .country, conditions: conditions) }
    return Specificity(rank: .restOfWorld, conditions: 0)
  }
}

/// The order in which rules win, documented in `RateTables/README.md`: a
/// range of ZIP+4 codes within one ZIP5 (nested first), postcode level
/// (longer first), postcode range (nested first), city, region, country,
/// rest of world; then more conditions first.
package struct Specificity: Comparable, Sendable {
  enum Rank: Sendable, Equatable {
    case restOfWorld
    case country
    case region
    case city
    case postcodeRange(ClosedRange<String>)
    case postcodeLevel(length: Int)
    case extendedRange(ClosedRange<String>)

    var tier: Int {
      switch self {
      case .restOfWorld: 0
      case .country: 1
      case .region: 2
      case .city: 3
      case .postcodeRange: 4
      case .postcodeLevel: 5
      case .extendedRange: 6
      }
    }
  }

  var rank: Rank
  var conditions: Int

  package static func < (lhs: Specificity, rhs: Specificity) -> Bool {
    if lhs.rank.tier != rhs.rank.tier { return lhs.rank.tier < rhs.rank.tier }
    switch (lhs.rank, rhs.rank) {
    case (.postcodeLevel(let a), .postcodeLevel(let b)) where a != b:
      return a < b
    case (.postcodeRange(let a), .postcodeRange(let b)) where a != b,
      (.extendedRange(let a), .extendedRange(let b)) where a != b:
      // A range nested inside another is more specific; ranges that overlap
      // without nesting are refused when the tables load.
      if a.lowerBound != b.lowerBound { return a.lowerBound < b.lowerBound }
      return a.upperBound > b.upperBound
    default:
      return lhs.conditions < rhs.conditions
    }
  }

  package static func == (lhs: Specificity, rhs: Specificity) -> Bool { !(lhs < rhs) && !(rhs < lhs) }
}

extension LocationRule {
  /// The place in words for explanations: `US AK`, `GB IV*`.
  var describedPlace: String {
    [country?.rawValue ?? "*", region, city, postcode.map { "\($0)" }].compactMap { $0 }.joined(separator: " ")
  }
}
