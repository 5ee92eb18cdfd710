import Foundation
import TestSupport
import Testing

@testable import CheckoutPricing

extension ContactsTests {
  /// Properties over 10,000 seeded cases each (see `forAllSeededCases`), drawn
  /// from the real postcodes in `Fixtures/` and from each grammar.
  @Suite("Properties")
  struct ContactPropertyTests {
    @Test("Normalizing is idempotent and ignores case and spacing noise")
    func normalizeIsIdempotent() throws {
      try PostcodeSampler().forAllSamples { sample, rng in
        let postcode = try PostcodeGrammar.normalize(sample.noisy, country: sample.country)
        try #require(postcode.text == sample.clean, "\(sample) gave \(postcode.text)")
        try #require(try PostcodeGrammar.normalize(postcode.text, country: sample.country) == postcode, "\(sample)")
        try #require(try PostcodeGrammar.normalize(sample.clean, country: sample.country) == postcode, "\(sample)")
        try #require(postcode.levels.last.map { !$0.isEmpty } == true, "\(sample)")
      }
    }

    @Test("levelKey is the last level normalize gives, and nil exactly where normalize throws")
    func levelKeyIsLastLevel() throws {
      let noise = Array("0123456789ABCZ -*#é\t")
      try PostcodeSampler().forAllSamples { sample, rng in
        // The sample as sent, and a copy with one character dropped,
        // doubled or replaced, which is often no postcode at all.
        var damaged = Array(sample.noisy)
        let position = Int.random(in: 0..<max(1, damaged.count), using: &rng)
        switch Int.random(in: 0..<3, using: &rng) {
        case 0 where !damaged.isEmpty: damaged.remove(at: position)
        case 1 where !damaged.isEmpty: damaged.insert(damaged[position], at: position)
        default: damaged.insert(PostcodeSampler.pick(noise, &rng), at: min(position, damaged.count))
        }
        for text in [sample.noisy, String(damaged)] {
          let expected = try? PostcodeGrammar.normalize(text, country: sample.country).levels.last
          let key = PostcodeGrammar.levelKey(text, country: sample.country)
          try #require(
            key == expected, "\(sample.country) \(text.debugDescription): \(key ?? "nil") vs \(expected ?? "nil")")
        }
      }
    }

    @Test("prefixKey of every level of a postcode is that level, in any case")
    func prefixKeyOfLevelIsLevel() throws {
      try PostcodeSampler().forAllSamples { sample, rng in
        let postcode = try PostcodeGrammar.normalize(sample.noisy, country: sample.country)
        for level in postcode.levels {
          let spelled = PostcodeSampler.randomCase(level, &rng)
          let key = PostcodeGrammar.prefixKey(spelled, country: sample.country)
          try #require(key == level, "\(sample): level \(level) spelled \(spelled) gave \(key ?? "nil")")
        }
        // Levels are distinct and run coarsest to finest.
        try #require(Set(postcode.levels).count == postcode.levels.count, "\(sample): \(postcode.levels)")
      }
    }

    @Test("A full postcode's range key lies in its span, and a partial one's span holds its completions")
    func rangeSpanHoldsRangeKey() throws {
      try PostcodeSampler().forAllSamples { sample, rng in
        let postcode = try PostcodeGrammar.normalize(sample.noisy, country: sample.country)
        let span = PostcodeGrammar.rangeSpan(of: postcode)
        if postcode.country.rawValue == "GB" {
          let outward = String(postcode.text.prefix { $0 != " " })
          let key = try #require(PostcodeGrammar.rangeKey(outward, country: postcode.country), "\(sample)")
          try #require(span == key...key, "\(sample)")
        } else if !postcode.isPartial {
          let key = try #require(PostcodeGrammar.rangeKey(sample.noisy, country: postcode.country), "\(sample)")
          // A ZIP5 spans its ZIP+4 codes: from itself to itself as an upper bound.
          let upper = try #require(
            PostcodeGrammar.rangeKey(sample.noisy, country: postcode.country, upper: true), "\(sample)")
          try #require(span == key...upper, "\(sample)")
          try #require(postcode.coversFinerPostcodes == (key != upper), "\(sample)")
        } else {
          try #require(PostcodeGrammar.rangeKey(postcode.text, country: postcode.country) == nil, "\(sample)")
          let full = try PostcodeGrammar.normalize(
            postcode.text + PostcodeSampler.completion(for: postcode.country, &rng), country: postcode.country)
          let key = try #require(PostcodeGrammar.rangeKey(full.text, country: postcode.country), "\(sample)")
          try #require(span.contains(key), "\(sample): \(span) misses \(key)")
        }
      }
    }

    @Test("The UK prefix BN1 is never a level of a BN10-BN19 postcode, and always one of BN1")
    func bn1IsNotBN1x() throws {
      let gb = CountryCode(uncheckedRawValue: "GB")
      let bn1 = try #require(PostcodeGrammar.prefixKey("BN1", country: gb))
      forAllSeededCases { rng in
        let district = Int.random(in: 10...19, using: &rng)
        var raw = "BN\(district)"
        if Bool.random(using: &rng) {
          raw +=
            PostcodeSampler.separator(allowingHyphen: false, &rng) + PostcodeSampler.digits(1, &rng)
            + PostcodeSampler.letters(2, from: PostcodeSampler.inwardLetters, &rng)
        }
        let bn1x = try PostcodeGrammar.normalize(PostcodeSampler.randomCase(raw, &rng), country: gb)
        try #require(!bn1x.levels.contains(bn1), "\(raw): \(bn1x.levels)")
        try #require(!PostcodeGrammar.rangeSpan(of: bn1x).contains("BN01"), "\(raw)")
        // The same unit in BN1 itself does carry the key, so the check above can fail.
        let sameInBN1 = try PostcodeGrammar.normalize(
          raw.replacingOccurrences(of: "BN\(district)", with: "BN1"), country: gb)
        try #require(sameInBN1.levels.contains(bn1), "\(raw)")
      }
    }

    @Test("Destination normalization is idempotent")
    func destinationIsIdempotent() throws {
      let sampler = try PostcodeSampler()
      let cities = ["  san   francisco ", "Zürich", "st. john's", "Ville-Marie", "東京", "", "LONDON"]
      sampler.forAllSamples { sample, rng in
        var region: String?
        switch sample.country.rawValue {
        case "US": region = sampler.zips.first { sample.clean.hasPrefix($0.zip) }?.state
        case "CA": region = sampler.fsas.first { sample.clean.hasPrefix($0.fsa) }?.province
        case "AU": region = PostcodeSampler.pick([nil, "NSW", "Victoria", "northern territory"], &rng)
        default: region = PostcodeSampler.pick([nil, "  Some  Region ", "Île-de-France"], &rng)
        }
        if Int.random(in: 0..<4, using: &rng) == 0 {
          region = nil  // filled in from a US or CA postcode when it implies one region
        } else if let known = region, Bool.random(using: &rng) {
          let name = RegionTable.subdivisions(of: sample.country)?.englishNames[known] ?? known
          region = PostcodeSampler.randomCase(name, &rng)
        }
        let countryByName = Bool.random(using: &rng)
        let contact = ContactFields(
          locality: PostcodeSampler.pick(cities, &rng), administrativeArea: region, postalCode: sample.noisy,
          country: countryByName ? sample.country.englishName.uppercased() : nil,
          countryCode: countryByName ? "" : PostcodeSampler.randomCase(sample.country.rawValue, &rng))
        let destination = try Destination(contact: contact)
        let again = try Destination(
          contact: ContactFields(
            locality: destination.city, administrativeArea: destination.region, postalCode: destination.postcode?.text,
            countryCode: destination.country.rawValue))
        try #require(again == destination, "\(sample) with \(contact)")
        try #require(destination.postcode?.text == sample.clean, "\(sample)")
      }
    }
  }
}
