/// The rules of a ``LocationIndex`` filed under one kind of text key: a
/// postcode level, a city or a region.
///
/// It is a hash table of rule numbers that does not store the keys: a key is
/// read back from the rule it came from when a lookup needs to compare it.
/// A slot is 8 bytes (the rule number and 32 bits of the key's hash, so a
/// lookup compares text only when those bits agree), where a
/// `[String: [Int]]` entry takes 32 bytes and more. For a book of 100,000
/// postcode rules that is 2 MB instead of 8.4 MB per index.
///
/// Keys are hashed and compared as `String`s, so canonically equivalent
/// texts are one key, as they are in a `Dictionary`.
struct RuleKeyTable: Sendable {
  /// Which of a rule's conditions is its key.
  enum Key: Sendable {
    case postcodeLevel
    case city
    case region

    /// The rule's key, if it has this condition.
    func of(_ rule: LocationRule) -> String? {
      switch self {
      case .postcodeLevel: return rule.postcodeLevel ?? rule.extendedStem
      case .city: return rule.city
      case .region: return rule.region
      }
    }
  }

  /// The condition the table files rules by.
  let key: Key
  /// A power of two of slots, at most half of them used so that a lookup
  /// that finds nothing stops after a probe or two. An empty slot is 0;
  /// otherwise its high 32 bits are the key's hash, whose low bits are the
  /// slot the key would have on its own, and its low 32 bits a
  /// ``Reference`` plus one.
  private var slots: [UInt64] = []
  /// The rules of each key that has two or more, in the order they were added.
  private(set) var groups: [[Int]] = []
  private var count = 0

  /// What a slot refers to: one rule, or a group of rules with one key.
  private enum Reference {
    case rule(Int)
    case group(Int)

    /// Below 2^31 a rule, from it a group: a book of 2^31 rules would need
    /// hundreds of gigabytes, so neither number comes near it.
    static let groupBase: UInt64 = 1 << 31

    init(_ slot: UInt64) {
      let number = (slot & 0xFFFF_FFFF) - 1
      self = number < Self.groupBase ? .rule(Int(number)) : .group(Int(number - Self.groupBase))
    }

    func slot(hash: UInt32) -> UInt64 {
      let number: UInt64
      switch self {
      case .rule(let index): number = UInt64(index)
      case .group(let index): number = Self.groupBase + UInt64(index)
      }
      return UInt64(hash) << 32 | (number + 1)
    }
  }

  /// An empty table for keys of one kind.
  init(key: Key) { self.key = key }

  /// Files rule `index` of `rules` under its key; a rule without one is
  /// not filed.
  mutating func insert(_ index: Int, of rules: [LocationRule]) {
    guard let text = key.of(rules[index]) else { return }
    if (count + 1) * 2 > slots.count { grow() }
    let hash = Self.hash(text)
    let (position, found) = find(text, hash: hash, in: rules)
    guard let found else {
      slots[position] = Reference.rule(index).slot(hash: hash)
      count += 1
      return
    }
    switch found {
    case .rule(let first):
      slots[position] = Reference.group(groups.count).slot(hash: hash)
      groups.append([first, index])
    case .group(let group):
      groups[group].append(index)
    }
  }

  /// Calls `body` with each rule filed under `text`, in the order added.
  func forEach(_ text: String, in rules: [LocationRule], _ body: (Int) -> Void) {
    guard count > 0, let found = find(text, hash: Self.hash(text), in: rules).found else { return }
    switch found {
    case .rule(let index): body(index)
    case .group(let group): groups[group].forEach(body)
    }
  }

  /// The slot holding `text`'s rules, or the empty slot where they would go.
  private func find(_ text: String, hash: UInt32, in rules: [LocationRule]) -> (position: Int, found: Reference?) {
    let mask = slots.count - 1
    var position = Int(hash) & mask
    while true {
      let slot = slots[position]
      if slot == 0 { return (position, nil) }
      if slot >> 32 == UInt64(hash) {
        let reference = Reference(slot)
        if key.of(rules[firstRule(of: reference)]) == text { return (position, reference) }
      }
      position = (position + 1) & mask
    }
  }

  private func firstRule(of reference: Reference) -> Int {
    switch reference {
    case .rule(let index): index
    case .group(let group): groups[group][0]
    }
  }

  /// Doubles the slots and places every key again, by the hash its slot
  /// keeps: no key is read or hashed.
  private mutating func grow() {
    let old = slots
    slots = [UInt64](repeating: 0, count: max(8, old.count * 2))
    let mask = slots.count - 1
    for slot in old where slot != 0 {
      var position = Int(slot >> 32) & mask
      while slots[position] != 0 { position = (position + 1) & mask }
      slots[position] = slot
    }
  }

  /// 32 bits of a hash of the text that agrees with `String` equality.
  ///
  /// A quote looks up a dozen keys (every prefix of the postcode, the city
  /// and the region, in the zone and tax-area indexes), and `String`'s own
  /// hash normalizes Unicode on the way. Keys are almost always ASCII,
  /// so text that is ASCII, or canonically equivalent to ASCII, is hashed
  /// by FNV-1a over its ASCII bytes; only other text uses `String`'s hash.
  /// Equal strings are in the same one of those two classes, so they always
  /// hash alike. Three characters alone decompose to ASCII (U+037E to `;`,
  /// U+1FEF to `` ` ``, U+212A KELVIN SIGN to `K`: Unicode's decompositions
  /// were searched for all such), and are hashed as what they decompose to.
  ///
  /// A hash that is the same in every process is safe here: the keys are
  /// the merchant's, placed at load, so a shopper's text can at worst probe
  /// the longest run of slots they made, never lengthen it.
  static func hash(_ text: String) -> UInt32 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    var text = text
    let isASCII = text.withUTF8 { bytes in
      var high: UInt8 = 0
      for byte in bytes {
        high |= byte
        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
      }
      return high < 0x80
    }
    if !isASCII {
      hash = 0xCBF2_9CE4_8422_2325
      for scalar in text.unicodeScalars {
        let ascii: UInt32
        switch scalar.value {
        case 0..<0x80: ascii = scalar.value
        case 0x037E: ascii = 0x3B  // ;
        case 0x1FEF: ascii = 0x60  // `
        case 0x212A: ascii = 0x4B  // K
        default: return UInt32(truncatingIfNeeded: text.hashValue)
        }
        hash = (hash ^ UInt64(ascii)) &* 0x0000_0100_0000_01B3
      }
    }
    // MurmurHash3's 64-bit finalizer: the low bits, which pick the slot,
    // then depend on every byte.
    hash ^= hash >> 33
    hash &*= 0xFF51_AFD7_ED55_8CCD
    hash ^= hash >> 33
    hash &*= 0xC4CE_B9FE_1A85_EC53
    hash ^= hash >> 33
    return UInt32(truncatingIfNeeded: hash)
  }
}
