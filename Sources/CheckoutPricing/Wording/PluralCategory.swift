/// A cardinal plural category of Unicode CLDR (UTS #35, Language Plural
/// Rules): which form of a counted word a language uses for a count.
///
/// English has `one` and `other` ("1 business day", "2 business days");
/// Japanese only `other`; French also `many`, for the millions. A catalog
/// chooses its words by the category of ``CLDRData/plural`` for its count,
/// never by comparing the count with 1.
enum PluralCategory: Sendable, Hashable, CaseIterable {
  case zero
  case one
  case two
  case few
  case many
  case other
}
