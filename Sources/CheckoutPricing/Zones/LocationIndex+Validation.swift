extension LocationIndex {
  /// Problems that make a match depend on the order of rows (errors), and
  /// rules that can never match (warnings).
  ///
  /// - Parameter areaColumn: the name of the area column in messages
  ///   (`zone` or `jurisdiction`).
  /// - Complexity: O(*n* log *n*) for *n* rules, plus O(*e* × *r*) for *e*
  ///   exclusions and the *r* rules of their areas.
  func diagnostics(areaColumn: String) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    diagnostics += sameConditionDiagnostics(areaColumn: areaColumn)
    diagnostics += excludedRuleDiagnostics()
    diagnostics += overlappingRangeDiagnostics(areaColumn: areaColumn)
    return diagnostics
  }

  private struct Conditions: Hashable {
    var country: CountryCode?
    var region: String?
    var city: String?
    var postcode: PostcodePattern?

    init(_ rule: LocationRule) {
      country = rule.country
      region = rule.region
      city = rule.city
      postcode = rule.postcode
    }
  }

  private func sameConditionDiagnostics(areaColumn: String) -> [Diagnostic] {
    // Rules with the same conditions are filed under the same key of the
    // index, so only keys that hold two or more rules are compared: a book
    // of unique postcodes hashes no conditions at all.
    var pairs: [(rule: Int, earlier: Int)] = []
    forEachSharedKey { list in
      let ordered = list.sorted()
      // The latest rule with each set of conditions, and for each rule the
      // one before it with the same conditions (-1 for none), as positions
      // in `ordered`: a chain through the rules.
      var latest: [Conditions: Int] = [:]
      var previous = [Int](repeating: -1, count: ordered.count)
      for (position, index) in ordered.enumerated() {
        var link = latest.updateValue(position, forKey: Conditions(rules[index])) ?? -1
        previous[position] = link
        while link >= 0 {
          pairs.append((index, ordered[link]))
          link = previous[link]
        }
      }
    }
    // In file order, each rule's earlier rules first, as they read best.
    pairs.sort { ($0.rule, $0.earlier) < ($1.rule, $1.earlier) }
    return pairs.compactMap { pair in
      let (rule, earlier) = (rules[pair.rule], rules[pair.earlier])
      if earlier.area != rule.area && !earlier.isExclusion && !rule.isExclusion {
        return Diagnostic(
          .error, at: rule.location,
          "\(areaColumn) '\(rule.area)' has the same place as line \(earlier.location.line) of \(areaColumn) '\(earlier.area)'; the match would depend on the order of rows"
        )
      } else if earlier.area == rule.area && earlier.isExclusion == rule.isExclusion {
        return Diagnostic(.warning, at: rule.location, "repeats line \(earlier.location.line); it adds nothing")
      } else if earlier.area == rule.area {
        let include = earlier.isExclusion ? rule : earlier
        let exclude = earlier.isExclusion ? earlier : rule
        return Diagnostic(
          .warning, at: include.location,
          "can never match: line \(exclude.location.line) excludes the same place from \(areaColumn) '\(rule.area)'"
        )
      }
      return nil
    }
  }

  private func excludedRuleDiagnostics() -> [Diagnostic] {
    let exclusions = rules.filter(\.isExclusion)
    guard !exclusions.isEmpty else { return [] }
    var includesByArea: [String: [LocationRule]] = [:]
    for rule in rules where !rule.isExclusion { includesByArea[rule.area, default: []].append(rule) }
    var diagnostics: [Diagnostic] = []
    for exclusion in exclusions {
      for include in includesByArea[exclusion.area, default: []]
      where !include.hasSameConditions(as: exclusion) && exclusion.contains(include) {
        diagnostics.append(
          Diagnostic(
            .warning, at: include.location,
            "can never match: line \(exclusion.location.line) excludes a place that contains it"))
      }
    }
    return diagnostics
  }

  private func overlappingRangeDiagnostics(areaColumn: String) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var byCountry: [CountryCode: [(bounds: ClosedRange<String>, rule: LocationRule)]] = [:]
    for rule in rules where !rule.isExclusion {
      if case .range(let bounds) = rule.postcode, let country = rule.country {
        byCountry[country, default: []].append((bounds, rule))
      }
    }
    for (_, ranges) in byCountry {
      let sorted = ranges.sorted { ($0.bounds.lowerBound, $0.rule.location) < ($1.bounds.lowerBound, $1.rule.location) }
      var open: [(bounds: ClosedRange<String>, rule: LocationRule)] = []
      for range in sorted {
        open.removeAll { $0.bounds.upperBound < range.bounds.lowerBound }
        for other in open
        where other.rule.area != range.rule.area && other.rule.region == range.rule.region
          && other.rule.city == range.rule.city
        {
          let nested =
            (other.bounds.lowerBound <= range.bounds.lowerBound && range.bounds.upperBound <= other.bounds.upperBound)
            || (range.bounds.lowerBound <= other.bounds.lowerBound
              && other.bounds.upperBound <= range.bounds.upperBound)
          if !nested {
            let later = max(other.rule.location, range.rule.location) == range.rule.location ? range : other
            let earlier = later.rule.location == range.rule.location ? other : range
            diagnostics.append(
              Diagnostic(
                .error, at: later.rule.location,
                "postcode range \(later.bounds.lowerBound)...\(later.bounds.upperBound) of \(areaColumn) '\(later.rule.area)' overlaps \(earlier.bounds.lowerBound)...\(earlier.bounds.upperBound) of \(areaColumn) '\(earlier.rule.area)' on line \(earlier.rule.location.line) without containing it; the match would depend on the order of rows"
              ))
          }
        }
        open.append(range)
      }
    }
    return diagnostics
  }
}

extension LocationRule {
  /// Whether every place this rule names is also named by `other`'s
  /// conditions, so that `other` lies entirely inside this rule.
  func contains(_ other: LocationRule) -> Bool {
    guard let country else { return true }
    guard country == other.country else { return false }
    if let region, region != other.region { return false }
    if let city, city != other.city { return false }
    switch (postcode, other.postcode) {
    case (nil, _): return true
    case (.level(let key), .level(let otherKey)):
      return key == otherKey || PostcodePattern.isLevel(otherKey, under: key, country: country)
    case (.range(let bounds), .range(let otherBounds)):
      return bounds.contains(otherBounds.lowerBound) && bounds.contains(otherBounds.upperBound)
    default: return false
    }
  }
}
