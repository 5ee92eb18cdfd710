import CheckoutPricing
import Foundation

extension WooCommerceTaxImport {
  /// The rows of an export, indexed to find the rates at each place.
  struct RowIndex {
    let rows: [Row]
    /// Every place, in the order the rows first name them.
    let places: [Place]
    /// The tax classes of the file, `standard` first, then in file order.
    let categories: [String]
    /// Rows naming neither postcodes nor cities, by country and state.
    private let broad: [String: [Int]]
    /// Rows listing exact postcodes and no city, by each postcode.
    private let byPostcode: [String: [Int]]
    /// Rows listing a `*` prefix or a range.
    private let patterned: [Int]
    /// Rows listing cities and no postcode, by each city, uppercased.
    private let byCity: [String: [Int]]
    /// Rows listing exact postcodes and cities, by each pair.
    private let byPostcodeAndCity: [PostcodeAndCity: [Int]]
    /// The exact postcodes, patterns and uppercased cities of each row whose
    /// lists are long, so that whether it covers a place is a lookup, not a
    /// walk through thousands of postcodes; a short list is walked.
    private let longLists: [Int: LongLists]

    private struct LongLists {
      let exact: Set<String>
      let patterns: [String]
      let cities: Set<String>
    }

    /// Whether a row's postcodes or cities are too many to walk at each of
    /// its places.
    private static func isLong(_ row: Row) -> Bool { row.postcodes.count > 8 || row.cities.count > 8 }

    private struct PostcodeAndCity: Hashable {
      let postcode: String
      let city: String
    }

    init(_ rows: [Row]) {
      self.rows = rows
      var places: [Place] = []
      var seen = Set<Place>()
      var categories = [CartLine.standardCategory]
      var broad: [String: [Int]] = [:]
      var byPostcode: [String: [Int]] = [:]
      var patterned: [Int] = []
      var byCity: [String: [Int]] = [:]
      var byPostcodeAndCity: [PostcodeAndCity: [Int]] = [:]
      var longLists: [Int: LongLists] = [:]
      for (index, row) in rows.enumerated() {
        if !categories.contains(row.category) { categories.append(row.category) }
        if row.postcodes.isEmpty && row.cities.isEmpty {
          broad[Self.key(row.country, row.state), default: []].append(index)
        }
        // A row is filed only under what a place it covers must have: its
        // postcode and city pair when it lists both, so that many rows
        // sharing a city (or a postcode) are not all candidates at each of
        // their places.
        let upperCities = row.cities.map { $0.uppercased() }
        for postcode in row.postcodes {
          if Self.isPattern(postcode) {
            if patterned.last != index { patterned.append(index) }
          } else if upperCities.isEmpty {
            byPostcode[postcode, default: []].append(index)
          } else {
            for city in upperCities {
              byPostcodeAndCity[PostcodeAndCity(postcode: postcode, city: city), default: []].append(index)
            }
          }
        }
        if row.postcodes.isEmpty {
          for city in upperCities { byCity[city, default: []].append(index) }
        }
        if Self.isLong(row) {
          longLists[index] = LongLists(
            exact: Set(row.postcodes.lazy.filter { !Self.isPattern($0) }),
            patterns: row.postcodes.filter(Self.isPattern), cities: Set(upperCities))
        }
        let postcodes: [String?] = row.postcodes.isEmpty ? [nil] : row.postcodes
        let cities: [String?] = row.cities.isEmpty ? [nil] : row.cities
        for postcode in postcodes {
          for city in cities {
            let place = Place(country: row.country, state: row.state, postcode: postcode, city: city)
            if seen.insert(place).inserted { places.append(place) }
          }
        }
      }
      self.places = places
      self.categories = categories
      self.broad = broad
      self.byPostcode = byPostcode
      self.patterned = patterned
      self.byCity = byCity
      self.byPostcodeAndCity = byPostcodeAndCity
      self.longLists = longLists
    }

    /// The rows WooCommerce applies at `place`: per priority and class, the
    /// first in file order that covers it; ordered by priority, then class.
    func rates(at place: Place) -> [Row] {
      var candidates: [Int] = []
      for (country, state) in [(place.country, place.state), (place.country, ""), ("", "")] {
        candidates += broad[Self.key(country, state)] ?? []
      }
      let city = place.city?.uppercased()
      if let postcode = place.postcode {
        candidates += byPostcode[postcode] ?? []
        candidates += patterned
        if let city { candidates += byPostcodeAndCity[PostcodeAndCity(postcode: postcode, city: city)] ?? [] }
      }
      if let city { candidates += byCity[city] ?? [] }
      var chosen: [String: Int] = [:]
      for index in Set(candidates).sorted() where covers(index, place, city: city) {
        let slot = "\(rows[index].priority) \(rows[index].category)"
        if chosen[slot] == nil { chosen[slot] = index }
      }
      return chosen.values.sorted {
        (rows[$0].priority, rows[$0].line) < (rows[$1].priority, rows[$1].line)
      }.map { rows[$0] }
    }

    /// Whether every address of `place` matches `row`'s location, as
    /// WooCommerce matches one: country and state equal or empty, one of its
    /// postcodes and one of its cities when it lists them.
    ///
    /// An exact postcode covers only itself, so in a long list it is looked
    /// up; only the list's patterns are tried one by one.
    private func covers(_ index: Int, _ place: Place, city: String?) -> Bool {
      let row = rows[index]
      guard row.country.isEmpty || row.country == place.country, row.state.isEmpty || row.state == place.state
      else { return false }
      let long = Self.isLong(row) ? longLists[index] : nil
      if !row.postcodes.isEmpty {
        guard let postcode = place.postcode else { return false }
        let listed =
          if let long {
            long.exact.contains(postcode) || long.patterns.contains { Self.pattern($0, covers: postcode) }
          } else {
            row.postcodes.contains { Self.pattern($0, covers: postcode) }
          }
        guard listed else { return false }
      }
      if !row.cities.isEmpty {
        guard let city else { return false }
        let listed =
          if let long { long.cities.contains(city) } else { row.cities.contains { $0.uppercased() == city } }
        guard listed else { return false }
      }
      return true
    }

    private static func key(_ country: String, _ state: String) -> String { "\(country) \(state)" }

    private static func isPattern(_ postcode: String) -> Bool {
      postcode.hasSuffix("*") || postcode.contains("...")
    }

    /// Whether every postcode `postcode` stands for (itself, a `*` prefix,
    /// or a range) is inside `pattern`.
    static func pattern(_ pattern: String, covers postcode: String) -> Bool {
      if pattern == postcode { return true }
      if pattern.hasSuffix("*") {
        let prefix = pattern.dropLast()
        let inner = postcode.hasSuffix("*") ? String(postcode.dropLast()) : postcode
        return inner.hasPrefix(prefix)
      }
      guard let (low, high) = range(pattern) else { return false }
      let (innerLow, innerHigh) = range(postcode) ?? (postcode, postcode)
      guard !innerLow.hasSuffix("*"), innerLow.count == low.count, innerHigh.count == high.count else { return false }
      return low <= innerLow && innerHigh <= high
    }

    private static func range(_ text: String) -> (String, String)? {
      guard let separator = text.range(of: "...") else { return nil }
      return (String(text[..<separator.lowerBound]), String(text[separator.upperBound...]))
    }
  }
}
