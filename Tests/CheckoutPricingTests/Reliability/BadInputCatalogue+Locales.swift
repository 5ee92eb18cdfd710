@testable import CheckoutPricing

extension BadInput {
  /// A request whose `locale` member is `value`, as JSON.
  static func locale(_ value: String) -> String {
    request(#""locale":\#(value)"#)
  }

  /// Requests whose `locale` is not a language tag: each at `locale`, and
  /// none repeats the tag (`LanguageTagTests`).
  static let locales: [BadInput] = [
    BadInput("a locale that is a number", locale("49"), path: "locale", fragment: "expected a string"),
    BadInput("a locale that is an array", locale(#"["de-DE"]"#), path: "locale", fragment: "expected a string"),
    BadInput("an empty locale", locale(#""""#), path: "locale"),
    BadInput("a locale with a space", locale(#""de DE""#), path: "locale", fragment: "not a BCP 47 language tag"),
    BadInput("a locale ending in a hyphen", locale(#""de-""#), path: "locale", fragment: "not a BCP 47 language tag"),
    BadInput(
      "a locale with a subtag of nine characters", locale(#""de-abcdefghi""#), path: "locale",
      fragment: "not a BCP 47 language tag"),
    BadInput(
      "a locale holding an escape sequence", locale(#""de-\u001b[31m""#), path: "locale"),
    BadInput("a locale holding a NUL", locale(#""de\u0000""#), path: "locale"),
    BadInput("a locale in full-width letters", locale(#""ｄｅ""#), path: "locale", fragment: "not a BCP 47 language tag"),
    BadInput(
      "a locale of 65 characters", locale("\"de-" + String(repeating: "abcdefgh-", count: 6) + "abcdefgh\""),
      path: "locale", fragment: "at most 64 characters"),
    BadInput(
      "a locale of 10,000 characters", locale("\"" + String(repeating: "a", count: 10_000) + "\""), path: "locale"),
  ]
}
