/// Area rules indexed for lookup: finds the most specific area an address is
/// in without scanning every rule.
///
/// Rules are filed under their most specific condition: postcode level keys
/// in a hash table per country, ranges in a list sorted by lower bound, then
/// cities, regions and countries in hash tables. A lookup touches one bucket
/// per postcode level (at most eight), a binary search in the ranges, and
/// one bucket each for city, region, country and the rest of the world.
///
/// ```swift
/// let index = ZoneIndex(rules: rules, file: "zones.csv")
/// if let match = index.match(destination) { print(match.area) }
/// ```
///
/// `Kind` is the kind of area the rules name (a shipping zone, a tax area,
/// a payment area): a match carries its area as a ``TableIndex`` of that kind,
/// so a zone index's answer indexes the zone tables and nothing else.
///
/// An immutable class: the book, every quote and every match refer to one
/// index.
package final class LocationIndex<Kind>: Sendable {
  /// Every rule, in the order given.
  package let rules: [LocationRule]
  /// The table the rules came from.
  let file: String
  private let countries: [CountryCode: CountryBucket]
  private let restOfWorld: [Int]
  /// The areas the rules name, in the order the rules first name them: an
  /// area's position here is its dense id (``LocationMatch/areaID``). The
  /// names are for loading and for text; a match carries the id.
  let areaNames: [String]
  /// The area of each rule, as a position in ``areaNames``.
  private let ruleAreas: [Int32]
  /// Whether some rule can cover part of a destination's postcode
  /// (``PostcodePattern/canCoverPart(country:)``).
  let hasFinerRules: Bool
  /// Whether some country's rules have a level key finer than a postcode
  /// that covers finer ones can be (``CountryRules/refined``), so a match
  /// with such a postcode looks.
  private let hasRefinedKeys: Bool

  /// Indexes `rules`.
  ///
  /// - Complexity: O(*n* log *n*) for *n* rules.
  init(rules: [LocationRule], file: String) {
    self.rules = rules
    self.file = file
    // One hash per rule: reading the slot with a default stores the next
    // id when the area is new. (A table of at most 2 GiB has fewer rules
    // than Int32 holds.)
    var ids: [String: Int32] = [:]
    var names: [String] = []
    ruleAreas = rules.indices.map { index in
      let next = Int32(names.count)
      var id = next
      func read(_ slot: inout Int32) { id = slot }
      read(&ids[rules[index].area, default: next])
      if id == next { names.append(rules[index].area) }
      return id
    }
    areaNames = names
    var countries: [CountryCode: CountryRules] = [:]
    var restOfWorld: [Int] = []
    var hasFinerRules = false
    for index in rules.indices {
      guard let country = rules[index].country else {
        restOfWorld.append(index)
        continue
      }
      if !hasFinerRules, let postcode = rules[index].postcode, postcode.canCoverPart(country: country) {
        hasFinerRules = true
      }
      // Mutate the bucket in place: copying it out and back would copy its
      // tables on every rule.
      switch rules[index].postcode {
      case .level(let key):
        countries[country, default: CountryRules()].levels.insert(index, of: rules)
        // Only a postcode that covers finer ones (a redacted one, a ZIP5)
        // consults `refined`, so countries without such postcodes skip the
        // ancestors, and ancestors shorter than such a postcode are not
        // kept: a ZIP5 rule alone leaves `refined` empty.
        if PostcodeGrammar.hasCoveringForms(country) {
          // A key no longer than that postcode has no ancestor to keep: a
          // US ZIP5 rule makes none, and no array.
          let shortest = PostcodeGrammar.shortestCoveringLength(country)
          if key.utf8.count > shortest {
            countries[country, default: CountryRules()].refined.formUnion(
              PostcodePattern.ancestors(of: key, country: country).lazy.filter { $0.utf8.count >= shortest })
          }
        }
      case .range where rules[index].extendedStem != nil:
        // Filed under its ZIP5, which every lookup of the ZIP5 or of a
        // ZIP+4 under it already hashes.
        countries[country, default: CountryRules()].levels.insert(index, of: rules)
      case .range:
        countries[country, default: CountryRules()].ranges.append(index)
      case nil:
        if rules[index].city != nil {
          countries[country, default: CountryRules()].cities.insert(index, of: rules)
        } else if rules[index].region != nil {
          countries[country, default: CountryRules()].regions.insert(index, of: rules)
        } else {
          countries[country, default: CountryRules()].whole.append(index)
        }
      }
    }
    for (country, var bucket) in countries where !bucket.ranges.isEmpty {
      bucket.ranges.sort {
        LocationIndex.bounds(of: rules[$0]).lowerBound < LocationIndex.bounds(of: rules[$1]).lowerBound
      }
      var highest = ""
      bucket.rangeMaxUpper = bucket.ranges.map {
        highest = max(highest, LocationIndex.bounds(of: rules[$0]).upperBound)
        return highest
      }
      countries[country] = bucket
    }
    hasRefinedKeys = countries.values.contains { !$0.refined.isEmpty }
    self.countries = countries.mapValues(CountryBucket.init)
    self.restOfWorld = restOfWorld
    self.hasFinerRules = hasFinerRules
  }

  /// Calls `body` with every list of two or more rules filed under one key
  /// (a postcode level, the ranges of a country, a city, a region, a whole
  /// country, the rest of the world). Rules with the same conditions are
  /// always filed under the same key.
  func forEachSharedKey(_ body: ([Int]) -> Void) {
    for bucket in countries.values.lazy.map(\.rules) {
      bucket.levels.groups.forEach(body)
      bucket.cities.groups.forEach(body)
      bucket.regions.groups.forEach(body)
      for list in [bucket.ranges, bucket.whole] where list.count > 1 { body(list) }
    }
    if restOfWorld.count > 1 { body(restOfWorld) }
  }

  /// The area of the rule at `index` in ``rules``.
  private func areaName(of index: Int) -> String { areaNames[Int(ruleAreas[index])] }

  /// The id of the area of the rule at `index` in ``rules``: its position in
  /// ``areaNames``.
  func areaID(ofRule index: Int) -> TableIndex<Kind> { TableIndex(Int(ruleAreas[index])) }

  /// The name of an area, for text.
  func name(of area: TableIndex<Kind>) -> String { areaNames[area] }

  /// The position in ``rules`` of each area's first rule, by area id.
  func firstRuleOfEachArea() -> [Int] {
    var first = [Int](repeating: 0, count: areaNames.count)
    // Ids are given in the order areas first appear, so the next new area
    // always has the next id.
    var seen = 0
    for index in ruleAreas.indices where Int(ruleAreas[index]) == seen {
      first[seen] = index
      seen += 1
    }
    return first
  }

  /// Where `rule`, one of ``rules``, came from.
  func location(of rule: LocationRule) -> TableLocation { TableLocation(file: file, line: rule.line) }

  private static func bounds(of rule: LocationRule) -> ClosedRange<String> {
    guard case .range(let bounds) = rule.postcode else { preconditionFailure("not a range rule") }
    return bounds
  }

  /// The area `destination` is in, by the most specific matching rule of
  /// an area that no matching exclusion removes; `nil` when no area covers it.
  ///
  /// With a redacted postcode, a rule must cover every postcode under it to
  /// match; finer rules below it set ``LocationMatch/dependsOnFullPostcode``.
  func match(_ destination: Destination) -> LocationMatch<Kind>? {
    var dependsOnFullPostcode = false
    // The areas of the exclusions that matched: rarely any, seldom more
    // than one, so the first is held without an array.
    var excludedArea: Int32?
    var moreExcludedAreas: [Int32] = []
    // One pass finds the best rule and any matching exclusion; only when an
    // exclusion matched (rare) is a second pass needed to skip its area.
    var best = bestInclusion(
      for: destination,
      admitting: { index, coverage, isExclusion in
        switch coverage {
        case .whole where isExclusion:
          if excludedArea == nil { excludedArea = ruleAreas[index] } else { moreExcludedAreas.append(ruleAreas[index]) }
        case .part: dependsOnFullPostcode = true
        case .whole, .none: break
        }
        return true
      })
    if let excludedArea {
      best = bestInclusion(
        for: destination,
        admitting: { index, _, _ in
          ruleAreas[index] != excludedArea && !moreExcludedAreas.contains(ruleAreas[index])
        })
    }
    guard let best else { return nil }
    if hasRefinedKeys, let postcode = destination.postcode, postcode.coversFinerPostcodes,
      let known = postcode.levels.last,
      let refined = countries[destination.country]?.rules.refined, !refined.isEmpty, refined.contains(known)
    {
      dependsOnFullPostcode = true
    }
    return LocationMatch(
      areaID: TableIndex(Int(ruleAreas[best])), rules: rules, position: best,
      dependsOnFullPostcode: dependsOnFullPostcode)
  }

  /// The most specific inclusion rule that covers `destination` whole and
  /// that `admit` accepts; `admit` also sees every candidate (its position
  /// in ``rules``) and its coverage.
  private func bestInclusion(
    for destination: Destination, admitting admit: (_ index: Int, Coverage, _ isExclusion: Bool) -> Bool
  ) -> Int? {
    var best: (index: Int, specificity: Specificity)?
    rules.withUnsafeBufferPointer { rules in
      forEachCandidate(of: destination) { index in
        let coverage = rules[index].coverage(of: destination)
        let isExclusion = rules[index].isExclusion
        guard admit(index, coverage, isExclusion), !isExclusion, coverage == .whole else { return }
        let new = rules[index].specificity
        guard let current = best else {
          best = (index, new)
          return
        }
        let old = current.specificity
        // Equal specificity in two areas is refused at load time; the area
        // name breaks any remaining tie so the answer never depends on order.
        if old < new
          || (old == new && ruleAreas[index] != ruleAreas[current.index]
            && areaName(of: index) < areaName(of: current.index))
        {
          best = (index, new)
        }
      }
    }
    return best?.index
  }

  /// Calls `body` with every rule that might cover `destination` whole, and
  /// every range that might cover part of it.
  private func forEachCandidate(of destination: Destination, _ body: (Int) -> Void) {
    if let bucket = countries[destination.country] {
      if let postcode = destination.postcode {
        for level in postcode.levels {
          bucket.rules.levels.forEach(level, in: rules, body)
        }
        // Rules finer than a redacted postcode only ever cover part of it,
        // so they are not visited; `refined` records that they exist.
        if !bucket.rules.ranges.isEmpty {
          visitRanges(in: bucket, overlapping: PostcodeGrammar.rangeSpan(of: postcode), body)
        }
      }
      if let city = destination.city { bucket.rules.cities.forEach(city, in: rules, body) }
      if let region = destination.region { bucket.rules.regions.forEach(region, in: rules, body) }
      bucket.rules.whole.forEach(body)
    }
    restOfWorld.forEach(body)
  }

  private func visitRanges(
    in bucket: CountryBucket, overlapping span: ClosedRange<String>, _ body: (Int) -> Void
  ) {
    // From the last range whose lower bound is at most the span's upper bound.
    var position =
      bucket.rules.ranges.partitioningIndex { LocationIndex.bounds(of: rules[$0]).lowerBound > span.upperBound } - 1
    while position >= 0 && bucket.rules.rangeMaxUpper[position] >= span.lowerBound {
      body(bucket.rules.ranges[position])
      position -= 1
    }
  }
}

/// A country's rules by the key each is filed under.
private struct CountryRules: Sendable {
  var levels = RuleKeyTable(key: .postcodeLevel)
  var ranges: [Int] = []
  /// The highest upper bound among `ranges[0...i]`, to stop a backward scan early.
  var rangeMaxUpper: [String] = []
  var cities = RuleKeyTable(key: .city)
  var regions = RuleKeyTable(key: .region)
  var whole: [Int] = []
  /// Level keys that have finer postcode rules below them.
  var refined: Set<String> = []
}

/// A country's rules once indexed, immutable and shared by every thread.
/// Outside the generic index, so that one type serves every kind of area.
private final class CountryBucket: Sendable {
  let rules: CountryRules

  init(_ rules: CountryRules) { self.rules = rules }
}

/// The index of `zones.csv`.
package typealias ZoneIndex = LocationIndex<IDKind.Zone>
/// The index of `tax_areas.csv`.
package typealias TaxAreaIndex = LocationIndex<IDKind.TaxArea>
/// The index of `payment_areas.csv`.
typealias PaymentAreaIndex = LocationIndex<IDKind.PaymentArea>
