extension LocationIndex {
  /// Logs problems that make a match depend on the order of rows (errors),
  /// and rules that can never match or add nothing (warnings).
  ///
  /// Every check is near-linear, so a table of a million rows, however
  /// repetitive, is checked in about the time it takes to read: rules with
  /// one place are one diagnostic for the group, an exclusion is found for
  /// each rule by lookup, and ranges are swept once.
  ///
  /// - Parameters:
  ///   - areaColumn: the name of the area column in messages (`zone` or
  ///     `jurisdiction`).
  ///   - log: where the diagnostics go.
  /// - Complexity: O(*n* log *n*) for *n* rules.
  package func diagnose(areaColumn: String, into log: DiagnosticLog) {
    sameConditionDiagnostics(areaColumn: areaColumn, into: log)
    excludedRuleDiagnostics(into: log)
    overlappingRangeDiagnostics(areaColumn: areaColumn, into: log)
  }

  private func sameConditionDiagnostics(areaColumn: String, into log: DiagnosticLog) {
    // Rules with the same conditions are filed under the same key of the
    // index, so only keys that hold two or more rules are grouped: a book
    // of unique postcodes hashes no conditions at all. Each group of rules
    // with one place is one diagnostic of each kind, naming its lines.
    forEachSharedKey { list in
      var groups: [LocationRule.Conditions: [Int]] = [:]
      for index in list.sorted() { groups[rules[index].conditions, default: []].append(index) }
      for group in groups.values where group.count > 1 { diagnoseSamePlace(group, areaColumn: areaColumn, log) }
    }
  }

  /// One place named by the rules `group`, in file order.
  private func diagnoseSamePlace(_ group: [Int], areaColumn: String, _ log: DiagnosticLog) {
    // Two areas claim the place: which wins would depend on the order of rows.
    let includes = group.filter { !rules[$0].isExclusion }
    if let first = includes.first.map({ rules[$0] }),
      let other = includes.first(where: { rules[$0].area != first.area }).map({ rules[$0] })
    {
      let all = includes.map { rules[$0].line }
      log.error(
        location(of: other),
        "\(areaColumn) '\(other.area)' has the same place as line \(first.line) of \(areaColumn) '\(first.area)'; the match would depend on the order of rows"
          + (all.count > 2 ? " (\(DiagnosticLog.lines(all)) name it)" : ""))
    }
    // Within one area: repeats add nothing; an include and an exclude of
    // the same place cancel out.
    var byArea: [String: [Int]] = [:]
    for index in group { byArea[rules[index].area, default: []].append(index) }
    for members in byArea.values {
      for isExclusion in [false, true] {
        let same = members.filter { rules[$0].isExclusion == isExclusion }
        guard same.count > 1 else { continue }
        let repeats = same.dropFirst().map { rules[$0].line }
        log.warning(
          location(of: rules[same[1]]),
          "repeats line \(rules[same[0]].line); it adds nothing"
            + (repeats.count > 1 ? " (\(DiagnosticLog.lines(Array(repeats))) all repeat it)" : ""))
      }
      if let include = members.first(where: { !rules[$0].isExclusion }),
        let exclude = members.first(where: { rules[$0].isExclusion })
      {
        log.warning(
          location(of: rules[include]),
          "can never match: line \(rules[exclude].line) excludes the same place from \(areaColumn) '\(rules[include].area)'"
        )
      }
    }
  }

  /// The place an exclusion is filed under: its area and conditions other
  /// than the postcode.
  private struct ExclusionPlace: Hashable {
    var area: String
    var country: CountryCode?
    var region: String?
    var city: String?
  }

  private func excludedRuleDiagnostics(into log: DiagnosticLog) {
    // Exclusions by place, and within it by postcode level key (nil for
    // none); range exclusions per place sorted by lower bound with the
    // running largest upper bound, so that "some exclusion contains this
    // range" is one binary search.
    var byKey: [ExclusionPlace: [String?: Int]] = [:]
    var ranges: [ExclusionPlace: [(bounds: ClosedRange<String>, index: Int)]] = [:]
    for (index, rule) in rules.enumerated() where rule.isExclusion {
      let place = ExclusionPlace(area: rule.area, country: rule.country, region: rule.region, city: rule.city)
      switch rule.postcode {
      case .range(let bounds): ranges[place, default: []].append((bounds, index))
      case .level(let key): if byKey[place]?[key] == nil { byKey[place, default: [:]][key] = index }
      case nil: if byKey[place]?[nil] == nil { byKey[place, default: [:]][nil] = index }
      }
    }
    guard !byKey.isEmpty || !ranges.isEmpty else { return }
    var rangeSearch: [ExclusionPlace: RangeCover] = [:]
    for (place, list) in ranges { rangeSearch[place] = RangeCover(list) }

    for rule in rules where !rule.isExclusion {
      if let exclusion = containingExclusion(of: rule, byKey: byKey, ranges: rangeSearch) {
        log.warning(
          location(of: rule), "can never match: line \(rules[exclusion].line) excludes a place that contains it")
      }
    }
  }

  /// An exclusion of the rule's area whose place contains the rule's and
  /// is not the same place (that case is the same-place check's).
  private func containingExclusion(
    of rule: LocationRule, byKey: [ExclusionPlace: [String?: Int]], ranges: [ExclusionPlace: RangeCover]
  ) -> Int? {
    // The places that contain the rule's: each condition, or none of it.
    var places = [ExclusionPlace(area: rule.area, country: nil, region: nil, city: nil)]
    if let country = rule.country {
      for region in Set([nil, rule.region]) {
        for city in Set([nil, rule.city]) {
          places.append(ExclusionPlace(area: rule.area, country: country, region: region, city: city))
        }
      }
    }
    var keys: [String?] = [nil]
    if case .level(let key) = rule.postcode, let country = rule.country {
      keys += [key] + PostcodePattern.ancestors(of: key, country: country)
    }
    for place in places {
      if let exclusions = byKey[place] {
        for key in keys {
          if let index = exclusions[key], !rules[index].hasSameConditions(as: rule) { return index }
        }
      }
      if case .range(let bounds) = rule.postcode, let index = ranges[place]?.containing(bounds),
        !rules[index].hasSameConditions(as: rule)
      {
        return index
      }
    }
    return nil
  }

  /// Ranges sorted by lower bound, with the running largest upper bound:
  /// whether some range contains a given one is one binary search.
  private struct RangeCover {
    private let lowers: [String]
    /// The largest upper bound among ranges `0...i`, and that range's rule.
    private let widest: [(upper: String, index: Int)]

    init(_ ranges: [(bounds: ClosedRange<String>, index: Int)]) {
      let sorted = ranges.sorted { ($0.bounds.lowerBound, $0.index) < ($1.bounds.lowerBound, $1.index) }
      lowers = sorted.map(\.bounds.lowerBound)
      var running: [(upper: String, index: Int)] = []
      running.reserveCapacity(sorted.count)
      for range in sorted {
        if let last = running.last, last.upper >= range.bounds.upperBound {
          running.append(last)
        } else {
          running.append((range.bounds.upperBound, range.index))
        }
      }
      widest = running
    }

    /// A rule whose range contains `bounds`, if any.
    func containing(_ bounds: ClosedRange<String>) -> Int? {
      let position = lowers.partitioningIndex { $0 > bounds.lowerBound } - 1
      guard position >= 0, widest[position].upper >= bounds.upperBound else { return nil }
      return widest[position].index
    }
  }

  private struct RangeGroup: Hashable {
    var country: CountryCode
    var region: String?
    var city: String?
  }

  private func overlappingRangeDiagnostics(areaColumn: String, into log: DiagnosticLog) {
    // Ranges of one area act as their union; ranges of different areas must
    // nest or stay apart, or the match would depend on the order of rows.
    // Per group of the same other conditions, each area's ranges are merged
    // into disjoint unions (keeping the rule that opened each), and the
    // unions are swept once by lower bound with a stack of the open ones,
    // innermost on top: a union that starts inside the top one and ends
    // after it crosses it.
    var groups: [RangeGroup: [String: [(bounds: ClosedRange<String>, index: Int)]]] = [:]
    for (index, rule) in rules.enumerated() where !rule.isExclusion {
      if case .range(let bounds) = rule.postcode, let country = rule.country {
        groups[RangeGroup(country: country, region: rule.region, city: rule.city), default: [:]][
          rule.area, default: []
        ].append((bounds, index))
      }
    }
    for areas in groups.values where areas.count > 1 {
      var unions: [(bounds: ClosedRange<String>, index: Int)] = []
      for ranges in areas.values { unions += Self.merged(ranges) }
      unions.sort {
        ($0.bounds.lowerBound, $1.bounds.upperBound, $0.index) < ($1.bounds.lowerBound, $0.bounds.upperBound, $1.index)
      }
      var open: [(bounds: ClosedRange<String>, index: Int)] = []
      for union in unions {
        while let top = open.last, top.bounds.upperBound < union.bounds.lowerBound { open.removeLast() }
        if let top = open.last, top.bounds.upperBound < union.bounds.upperBound {
          let (earlier, later) = rules[top.index].line < rules[union.index].line ? (top, union) : (union, top)
          let laterRule = rules[later.index]
          let earlierRule = rules[earlier.index]
          log.error(
            location(of: laterRule),
            "postcode range \(PostcodePattern.range(later.bounds)) of \(areaColumn) '\(laterRule.area)' overlaps \(PostcodePattern.range(earlier.bounds)) of \(areaColumn) '\(earlierRule.area)' on line \(earlierRule.line) without containing it; the match would depend on the order of rows"
          )
          continue
        }
        open.append(union)
      }
    }
  }

  /// Ranges merged where they overlap, each union with the rule of its
  /// earliest range.
  private static func merged(_ ranges: [(bounds: ClosedRange<String>, index: Int)]) -> [(
    bounds: ClosedRange<String>, index: Int
  )] {
    let sorted = ranges.sorted { ($0.bounds.lowerBound, $0.index) < ($1.bounds.lowerBound, $1.index) }
    var unions: [(bounds: ClosedRange<String>, index: Int)] = []
    for range in sorted {
      if let last = unions.last, range.bounds.lowerBound <= last.bounds.upperBound {
        unions[unions.count - 1].bounds = last.bounds.lowerBound...max(last.bounds.upperBound, range.bounds.upperBound)
      } else {
        unions.append(range)
      }
    }
    return unions
  }
}

extension LocationRule {
  /// Whether every place this rule names is also named by `other`'s
  /// conditions, so that `other` lies entirely inside this rule.
  package func contains(_ other: LocationRule) -> Bool {
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
