/// A postcode grammar of fixed positions: every country with a grammar
/// except the UK, whose outward codes vary in length.
///
/// A pattern reads the compact form (letters and digits only) position by
/// position. Separators in the input are allowed only where the country
/// writes one (after the fifth digit of a ZIP+4, after a Canadian FSA), so
/// `"K1A 0B1"`, `"K1A0B1"` and `"k1a-0b1"` are one postcode but `"K1 A0B1"`
/// is malformed.
///
/// A final class of constants, so that finding a country's shape, which
/// every postcode read does, retains one reference instead of copying each
/// table.
final class PostcodeShape: Sendable {
  /// The bytes allowed at each compact position, for the longest accepted form.
  let positions: [ByteClass]
  /// The compact length of a full postcode as kept.
  let fullLength: Int
  /// A longer compact length that is also a full postcode, kept whole
  /// (ZIP+4). A postcode of ``fullLength`` then covers the finer ones
  /// under it (``Postcode/coversFinerPostcodes``).
  let extendedLength: Int?
  /// The compact length of the redacted form that covers many postcodes, if any.
  let partialLength: Int?
  /// Where a separator may stand in the input, as a count of the letters
  /// and digits before it.
  let separatorPositions: Set<Int>
  /// ``separatorPositions`` as bits, bit *n* for a separator after *n*
  /// letters and digits, for ``parse(asciiText:country:)``.
  let separatorMask: UInt64
  /// The separator of the canonical text and the count of letters and digits before it.
  let canonicalSeparator: (byte: UInt8, after: Int)?
  /// The lowest and highest compact suffixes that complete a partial
  /// postcode, so a partial one spans every full postcode under it.
  let partialCompletion: (low: String, high: String)?
  /// A rule about the compact form that positions alone cannot state
  /// (Eircode's `D6W`); it sees every prefix too, so must accept a prefix of
  /// any valid form.
  let wholeCheck: (@Sendable ([UInt8]) -> Bool)?

  init(
    positions: [ByteClass], fullLength: Int, extendedLength: Int?, partialLength: Int?, separatorPositions: Set<Int>,
    canonicalSeparator: (byte: UInt8, after: Int)?, partialCompletion: (low: String, high: String)?,
    wholeCheck: (@Sendable ([UInt8]) -> Bool)?
  ) {
    self.positions = positions
    self.fullLength = fullLength
    self.extendedLength = extendedLength
    self.partialLength = partialLength
    self.separatorPositions = separatorPositions
    precondition(separatorPositions.allSatisfy { (0..<64).contains($0) }, "separator position beyond the mask")
    separatorMask = separatorPositions.reduce(0) { $0 | (1 &<< UInt64($1)) }
    self.canonicalSeparator = canonicalSeparator
    self.partialCompletion = partialCompletion
    self.wholeCheck = wholeCheck
  }

  /// The letters and digits of `input` when every one fits its position and
  /// the separators stand where the country writes them; `nil` otherwise.
  /// The result may be shorter than a full postcode.
  func compactPrefix(_ input: PostcodeInput) -> [UInt8]? {
    guard let compact = input.compact(separatorsAfter: separatorPositions),
      compact.count <= positions.count
    else { return nil }
    for (byte, allowed) in zip(compact, positions) where !allowed.contains(byte) { return nil }
    if let wholeCheck, !wholeCheck(compact) { return nil }
    return compact
  }

  /// Whether a compact form of `count` letters and digits is partial;
  /// `nil` when no postcode of the grammar has that length.
  func isPartial(count: Int) -> Bool? {
    switch count {
    case fullLength, extendedLength: false
    case partialLength: true
    default: nil
    }
  }

  /// The last of the ``Postcode/levels`` that ``parse(_:country:)`` gives,
  /// without making the others: the key a rule's exact postcode is filed
  /// under.
  func levelKey(_ input: PostcodeInput) -> String? {
    guard let compact = compactPrefix(input), isPartial(count: compact.count) != nil else { return nil }
    return String(decoding: compact.prefix(fullLength), as: UTF8.self)
  }

  /// The range of full postcodes a rule cell finer than ``fullLength``
  /// names, for a grammar with an ``extendedLength``: a ZIP+4
  /// (`30303-1234`, one postcode) or, with `isPrefix`, a ZIP+4 prefix
  /// (`30303-12`, `303031200...303031299`); `nil` for any other text.
  ///
  /// Such rules are ranges, not level keys, so that a ZIP+4's levels stay
  /// those of its ZIP5 and a lookup hashes no more keys for it.
  func extendedRange(_ input: PostcodeInput, isPrefix: Bool) -> ClosedRange<String>? {
    guard let extendedLength, let compact = compactPrefix(input), compact.count > fullLength,
      isPrefix ? compact.count <= extendedLength : compact.count == extendedLength
    else { return nil }
    let rest = positions[compact.count..<extendedLength]
    let low = compact + rest.map { $0.bytes.first ?? 0 }
    let high = compact + rest.map { $0.bytes.last ?? 0 }
    return String(decoding: low, as: UTF8.self)...String(decoding: high, as: UTF8.self)
  }

  /// The postcode `input` spells in this grammar, or `nil`.
  func parse(_ input: PostcodeInput, country: CountryCode) -> Postcode? {
    guard let compact = compactPrefix(input), let isPartial = isPartial(count: compact.count) else { return nil }
    var text = compact
    if let separator = canonicalSeparator, compact.count > separator.after {
      text.insert(separator.byte, at: separator.after)
    }
    return Postcode(
      country: country, text: String(decoding: text, as: UTF8.self), isPartial: isPartial,
      levels: PostcodeInput.prefixes(of: compact.prefix(fullLength)),
      coversFinerPostcodes: coversFiner(count: compact.count))
  }

  /// Whether a postcode of `count` letters and digits has finer postcodes
  /// under it: a partial one, or a full one shorter than the extended form.
  func coversFiner(count: Int) -> Bool {
    count == partialLength || (extendedLength != nil && count == fullLength)
  }

  /// The level key of a rule prefix: its compact form, when it can start a
  /// postcode of this grammar and is no longer than a full one.
  func prefixKey(_ input: PostcodeInput) -> String? {
    guard let compact = compactPrefix(input), compact.count <= fullLength else { return nil }
    return String(decoding: compact, as: UTF8.self)
  }

  /// The lowest and highest compact forms of the postcodes `postcode` covers.
  ///
  /// A ZIP5 spans from itself to itself followed by `~`, which sorts after
  /// every digit: each of its ZIP+4 codes lies between (``rangeUpperKey(_:)``).
  func rangeSpan(of postcode: Postcode) -> ClosedRange<String> {
    let compact = postcode.extendedKey ?? postcode.levels.last ?? postcode.text
    if extendedLength != nil, compact.utf8.count == fullLength { return compact...rangeUpperKey(compact) }
    guard postcode.isPartial, let completion = partialCompletion else { return compact...compact }
    return (compact + completion.low)...(compact + completion.high)
  }

  /// The key a range's upper endpoint `key` is stored as: a ZIP5 upper
  /// bound takes every ZIP+4 under it (`30399` holds `30399-9999`), so it
  /// is followed by `~`, which sorts after every digit; any other key as is.
  /// A ZIP5 lower bound needs nothing: it sorts before its ZIP+4 codes.
  func rangeUpperKey(_ key: String) -> String {
    extendedLength != nil && key.utf8.count == fullLength ? key + Self.upperMark : key
  }

  /// What follows a ZIP5 upper bound (``rangeUpperKey(_:)``); never part of
  /// a postcode, so ``PostcodePattern``'s text leaves it out.
  static let upperMark = "~"
}
