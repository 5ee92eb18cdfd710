/// The UK postcode grammar (Royal Mail, BS 7666): an outward code of 2-4
/// characters (area letters, district number, sometimes a district letter)
/// and an inward code of a sector digit and two unit letters.
///
/// Outward shapes are `A9`, `A99`, `AA9`, `AA99`, `A9A` and `AA9A`, with
/// Royal Mail's letter rules: Q, V and X never start a postcode; I, J and Z
/// are never second; the letter of `A9A` is one of ABCDEFGHJKPSTUW and that of
/// `AA9A` one of ABEHMNPRVWXY; the unit letters never use C, I, K, M, O or V.
/// The space between outward and inward code is where a postcode's levels
/// split, so it decides meaning when present: `"BN1 1"` is sector 1 of BN1,
/// while `"BN11"` is the district BN11.
enum BritishPostcode {
  /// An outward code that fits the grammar.
  struct Outward {
    /// The outward code: `"SW1A"`.
    let text: String
    /// Its leading letters: `"SW"`.
    let area: String
    /// A key that sorts districts by number: area, two-digit district, then
    /// the district letter if any (`"KW2"` → `"KW02"`, `"EC1A"` → `"EC01A"`).
    let rangeKey: String
  }

  private static let letters = UInt8(ascii: "A")...UInt8(ascii: "Z")
  private static let digits = UInt8(ascii: "0")...UInt8(ascii: "9")

  /// Whether `bytes` are postcode area letters: one or two letters, Q, V and X
  /// never first, I, J and Z never second.
  static func isArea(_ bytes: some Collection<UInt8>) -> Bool {
    guard (1...2).contains(bytes.count), bytes.allSatisfy(letters.contains) else { return false }
    for (index, byte) in bytes.enumerated() {
      let excluded = index == 0 ? "QVX".utf8 : "IJZ".utf8
      if excluded.contains(byte) { return false }
    }
    return true
  }

  /// The outward code `bytes` spell, or `nil` when they do not fit the grammar.
  static func outward(_ bytes: some Collection<UInt8>) -> Outward? {
    let chars = Array(bytes)
    guard (2...4).contains(chars.count) else { return nil }
    let areaLength = chars.prefix(2).prefix(while: letters.contains).count
    guard isArea(chars.prefix(areaLength)) else { return nil }
    let rest = chars.dropFirst(areaLength)
    guard let first = rest.first, digits.contains(first) else { return nil }
    var district = [first]
    var districtLetter: UInt8?
    switch rest.dropFirst().first {
    case nil:
      break
    case let second? where digits.contains(second):
      // A two-digit district never starts with 0 ("B01" is not "B1").
      guard first != UInt8(ascii: "0") else { return nil }
      district.append(second)
    case let second?:
      let allowed = areaLength == 1 ? "ABCDEFGHJKPSTUW".utf8 : "ABEHMNPRVWXY".utf8
      guard allowed.contains(second) else { return nil }
      districtLetter = second
    }
    guard rest.count == district.count + (districtLetter == nil ? 0 : 1) else { return nil }
    let area = String(decoding: chars.prefix(areaLength), as: UTF8.self)
    let paddedDistrict = district.count == 1 ? [UInt8(ascii: "0")] + district : district
    return Outward(
      text: String(decoding: chars, as: UTF8.self), area: area,
      rangeKey: area + String(decoding: paddedDistrict + (districtLetter.map { [$0] } ?? []), as: UTF8.self))
  }

  /// Whether `bytes` are an inward code: a digit and two unit letters.
  static func isInward(_ bytes: some Collection<UInt8>) -> Bool {
    let chars = Array(bytes)
    guard chars.count == 3, digits.contains(chars[0]) else { return false }
    return chars.dropFirst().allSatisfy { letters.contains($0) && !"CIKMOV".utf8.contains($0) }
  }

  /// The postcode `input` spells: a full postcode with or without the space,
  /// or an outward code alone (partial). `nil` when it is neither.
  static func parse(_ input: PostcodeInput) -> Postcode? {
    guard let (outward, inward) = split(input) else { return nil }
    var levels = [outward.area, outward.text]
    var text = outward.text
    if let inward {
      text += " " + String(decoding: inward, as: UTF8.self)
      levels.append(outward.text + " " + String(decoding: inward.prefix(1), as: UTF8.self))
      levels.append(text)
    }
    return Postcode(country: .unitedKingdom, text: text, isPartial: inward == nil, levels: levels)
  }

  /// The outward code and, for a full postcode, the inward code of `input`.
  private static func split(_ input: PostcodeInput) -> (Outward, [UInt8]?)? {
    guard !input.bytes.contains(PostcodeInput.hyphen) else { return nil }
    let groups = input.groups
    switch groups.count {
    case 1:
      let group = groups[0]
      if let outward = outward(group) { return (outward, nil) }
      guard group.count >= 5, let outward = outward(group.dropLast(3)), isInward(group.suffix(3))
      else { return nil }
      return (outward, Array(group.suffix(3)))
    case 2:
      guard let outward = outward(groups[0]), isInward(groups[1]) else { return nil }
      return (outward, Array(groups[1]))
    default:
      return nil
    }
  }

  /// The level key a rule prefix denotes: an area (`"BN"`), an outward code
  /// (`"BN1"`, which does not cover BN11), a sector (`"BN1 1"`, written with
  /// its space) or a full postcode. `nil` for anything else.
  static func prefixKey(_ input: PostcodeInput) -> String? {
    let groups = input.groups
    if groups.count == 1, isArea(groups[0]) { return input.text }
    if groups.count == 2, groups[1].count == 1, let sector = groups[1].first, digits.contains(sector),
      let outward = outward(groups[0])
    {
      return outward.text + " " + String(decoding: [sector], as: UTF8.self)
    }
    return parse(input)?.text
  }

  /// The sortable key of an outward code given as a range endpoint; `nil`
  /// for anything else, full postcodes included.
  static func rangeKey(_ input: PostcodeInput) -> String? {
    guard input.groups.count == 1, !input.bytes.contains(PostcodeInput.hyphen) else { return nil }
    return outward(input.bytes)?.rangeKey
  }
}
