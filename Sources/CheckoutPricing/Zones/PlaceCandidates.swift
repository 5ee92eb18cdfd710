/// The full postcodes that stand for every part of a postcode covering
/// finer ones (``Postcode/coversFinerPostcodes``) that the finer rules under
/// it price differently.
///
/// The full postcodes under a redacted one sort in the order of their rule
/// keys, and each finer rule, a level key or a range, holds an interval of
/// them. Cut that order at the first postcode of each interval and at the
/// first one after it: every full postcode lies in one piece, and every
/// postcode of a piece is covered by the same rules, so is priced alike.
/// The first postcode of each piece is a candidate. For `30303` with a rule
/// `30303-0001...30303-4999`: `30303-0000`, `30303-0001`, `30303-5000`.
///
/// ```swift
/// let zip = try PostcodeGrammar.normalize("30303", country: us)
/// PlaceCandidates(zip)?.keys(dividedBy: [.range("303030001"..."303034999")])
/// // ["303030000", "303030001", "303035000"]
/// ```
struct PlaceCandidates {
  /// What every full postcode under the redacted one starts with, as a
  /// rule key: `30303`, `K1A`, `IV2 ` (a UK inward code follows a space).
  let stem: String
  /// The bytes each later position allows, ascending.
  let alphabets: [[UInt8]]

  /// The pieces of `postcode`, or `nil` when it covers no finer postcodes.
  init?(_ postcode: Postcode) {
    guard postcode.coversFinerPostcodes, let known = postcode.levels.last else { return nil }
    let country = SharedPostcodes.grammarCountry(of: postcode.country)
    if country == .unitedKingdom {
      // An inward code: a sector digit, then two unit letters, never C, I,
      // K, M, O or V (``BritishPostcode``).
      guard !known.contains(" "), postcode.levels.count >= 2 else { return nil }
      let unit = ByteClass("ABDEFGHJLNPQRSTUWXYZ".utf8).bytes
      self.init(stem: known + " ", alphabets: [ByteClass("0123456789".utf8).bytes, unit, unit])
      return
    }
    guard let shape = PostcodeShape.forCountry(country) else { return nil }
    let count = known.utf8.count
    let end = count == shape.partialLength ? shape.fullLength : (shape.extendedLength ?? count)
    guard end > count, end <= shape.positions.count else { return nil }
    self.init(stem: known, alphabets: shape.positions[count..<end].map(\.bytes))
  }

  private init(stem: String, alphabets: [[UInt8]]) {
    self.stem = stem
    self.alphabets = alphabets
  }

  /// The rule key of each candidate, ascending: the first full postcode of
  /// the redacted one and of each piece `patterns` cut it into.
  ///
  /// - Complexity: O(*n* log *n*) for *n* patterns.
  func keys(dividedBy patterns: [PostcodePattern]) -> [String] {
    var starts: Set<[Int]> = [alphabets.map { _ in 0 }]
    for pattern in patterns {
      guard let (low, high) = interval(of: pattern) else { continue }
      starts.insert(low)
      if let next = successor(of: high) { starts.insert(next) }
    }
    return starts.sorted { $0.lexicographicallyPrecedes($1) }.map(key)
  }

  /// The first and last suffix of the full postcodes `pattern` holds under
  /// the stem, as positions in ``alphabets``; `nil` when it holds none.
  private func interval(of pattern: PostcodePattern) -> (low: [Int], high: [Int])? {
    let (first, last) = (alphabets.map { _ in 0 }, alphabets.map { $0.count - 1 })
    switch pattern {
    case .level(let key):
      guard let given = suffix(of: key), given.count <= alphabets.count else { return nil }
      return (given + first.dropFirst(given.count), given + last.dropFirst(given.count))
    case .range(let bounds):
      // A bound beyond the stem's postcodes, or written coarser than a
      // full postcode (a ZIP5 bound), holds from the first or to the last.
      let low = bounds.lowerBound <= key(first) ? first : suffix(of: bounds.lowerBound) ?? first
      let high = bounds.upperBound >= key(last) ? last : suffix(of: bounds.upperBound) ?? last
      guard !high.lexicographicallyPrecedes(low) else { return nil }
      return (low, high)
    }
  }

  /// The positions of the bytes of `key` after the stem, or `nil` when it
  /// does not start with the stem or a byte is not allowed where it stands.
  private func suffix(of key: String) -> [Int]? {
    let bytes = Array(key.utf8)
    let stemBytes = stem.utf8
    guard bytes.count > stemBytes.count, bytes.starts(with: stemBytes) else { return nil }
    var positions: [Int] = []
    for (offset, byte) in bytes.dropFirst(stemBytes.count).enumerated() {
      guard offset < alphabets.count, let index = alphabets[offset].firstIndex(of: byte) else { return nil }
      positions.append(index)
    }
    return positions
  }

  /// The suffix after `suffix`, or `nil` after the last.
  private func successor(of suffix: [Int]) -> [Int]? {
    var next = suffix
    for position in next.indices.reversed() {
      if next[position] + 1 < alphabets[position].count {
        next[position] += 1
        return next
      }
      next[position] = 0
    }
    return nil
  }

  /// The rule key of the full postcode with `suffix`.
  private func key(_ suffix: [Int]) -> String {
    stem + String(decoding: suffix.indices.map { alphabets[$0][suffix[$0]] }, as: UTF8.self)
  }
}
