extension PostcodeShape {
  /// ``parse(_:country:)`` of `PostcodeInput(raw)`, read in one pass over
  /// the string's UTF-8 bytes into a buffer on the stack.
  ///
  /// The general path builds three arrays (the cleaned text, its compact
  /// form and the canonical text) and tests each separator against a
  /// `Set`, which is most of what `Destination(contact:)` costs for the
  /// plain ASCII postcodes nearly every contact sends.
  ///
  /// Returns `nil` wherever the general path might answer differently, so
  /// `nil` does not mean malformed: the caller then takes the general path,
  /// which also words the error. That is for text with a byte outside ASCII
  /// (a no-break space is white space there), text that is not a postcode,
  /// and a shape with a ``wholeCheck``, which wants an array.
  func parse(asciiText raw: String, country: CountryCode) -> Postcode? {
    guard wholeCheck == nil, raw.utf8.count <= PostcodeInput.maximumRawLength else { return nil }
    // A native string's bytes are contiguous; reading them through a
    // buffer rather than the view's iterator halves the loop's cost.
    let parsed = raw.utf8.withContiguousStorageIfAvailable { bytes in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: positions.count) { compact -> Postcode? in
        guard let count = compactForm(of: bytes, into: compact), let isPartial = isPartial(count: count) else {
          return nil
        }
        return postcode(UnsafeBufferPointer(rebasing: compact[..<count]), isPartial, country)
      }
    }
    return parsed ?? nil
  }

  /// Writes the letters and digits of `bytes`, uppercased, to `compact`
  /// and returns their count, or `nil` when a byte does not fit its
  /// position or a separator stands where the country writes none.
  private func compactForm(of bytes: UnsafeBufferPointer<UInt8>, into compact: UnsafeMutableBufferPointer<UInt8>)
    -> Int?
  {
    var count = 0
    // PostcodeInput drops white space at either end and turns each inner
    // run into one space; a space or hyphen is then a separator after
    // `count` letters and digits.
    var started = false
    var pendingSpace = false
    for var byte in bytes {
      if byte == PostcodeInput.space || (0x09...0x0D).contains(byte) {
        pendingSpace = started
        continue
      }
      started = true
      if pendingSpace || byte == PostcodeInput.hyphen {
        guard count < 64, separatorMask & (1 << UInt64(count)) != 0 else { return nil }
        pendingSpace = false
        if byte == PostcodeInput.hyphen { continue }
      }
      if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) { byte -= 32 }
      // Every class holds only ASCII letters and digits, so this also
      // turns away punctuation and any byte of a non-ASCII character.
      guard count < positions.count, count < compact.count, positions[count].contains(byte) else { return nil }
      compact[count] = byte
      count += 1
    }
    return count > 0 ? count : nil
  }

  /// The postcode whose compact form is `kept`, with its canonical text
  /// and levels (those of its first ``fullLength`` characters: a ZIP+4's
  /// own nine digits are its ``Postcode/extendedKey``).
  private func postcode(_ kept: UnsafeBufferPointer<UInt8>, _ isPartial: Bool, _ country: CountryCode) -> Postcode {
    let levels = (1...min(kept.count, fullLength)).map { end in
      Self.shortDigitString(kept[..<end])
        ?? String(decoding: UnsafeBufferPointer(rebasing: kept[..<end]), as: UTF8.self)
    }
    var text = levels[levels.count - 1]
    if let separator = canonicalSeparator, kept.count > separator.after {
      text = String(unsafeUninitializedCapacity: kept.count + 1) { buffer in
        _ = buffer.initialize(fromContentsOf: kept[..<separator.after])
        buffer[separator.after] = separator.byte
        _ = buffer[(separator.after + 1)...].initialize(fromContentsOf: kept[separator.after...])
        return kept.count + 1
      }
    }
    return Postcode(
      country: country, text: text, isPartial: isPartial, levels: levels,
      coversFinerPostcodes: coversFiner(count: kept.count))
  }

  /// `"0"` to `"9"`, `"00"` to `"99"` and `"000"` to `"999"`, in that order:
  /// the first three levels of every US, German, French, Australian and
  /// Japanese postcode, made once (1,110 small strings), rather than made
  /// from bytes, which validates each, on every contact.
  private static let shortDigitStrings: [String] = (1...3).flatMap { length in
    (0..<power(of: 10, length)).map { value in
      var digits = String(value)
      while digits.utf8.count < length { digits = "0" + digits }
      return digits
    }
  }

  private static func power(of base: Int, _ exponent: Int) -> Int {
    (0..<exponent).reduce(1) { product, _ in product * base }
  }

  /// The text of one to three ASCII digits from ``shortDigitStrings``, or
  /// `nil` for any other bytes.
  private static func shortDigitString(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
    guard (1...3).contains(bytes.count) else { return nil }
    var value = 0
    for byte in bytes {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    // The strings of length n start after the 10 + ... + 10^(n-1) shorter ones.
    let start = [0, 10, 110][bytes.count - 1]
    return shortDigitStrings[start + value]
  }
}
