/// One language's messages as a translator writes them: a key, `=`, and
/// the text, with `{name}` where a value goes.
///
/// ```
/// # German
/// subtotal = Zwischensumme
/// coupon.unknown = Der Code {code} ist nicht gültig.
/// businessDays.one = {count} Werktag
/// businessDays.other = {count} Werktage
/// ```
///
/// A line that starts with `#` is a comment, and blank lines are skipped.
/// Spaces around the `=` and at the ends of the text are not part of it. A
/// counted message has one key per CLDR plural category of the language
/// (`.one`, `.few`, `.other`…), and ``Wording/init(messages:cldr:)`` picks
/// by the count's category, falling back to `.other`. The files are
/// `Wording/Catalogs/*.txt`, embedded by `Scripts/embed-catalogs.py`.
struct MessageCatalog: Sendable {
  /// A message's text, split at its values.
  struct Template: Sendable, Hashable {
    enum Piece: Sendable, Hashable {
      case text(String)
      case value(String)
    }

    let pieces: [Piece]

    /// Splits `text` at each `{name}`; a `{` without its `}` is text.
    init(_ text: Substring) {
      var pieces: [Piece] = []
      var rest = text
      while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
        if open > rest.startIndex { pieces.append(.text(String(rest[..<open]))) }
        pieces.append(.value(String(rest[rest.index(after: open)..<close])))
        rest = rest[rest.index(after: close)...]
      }
      if !rest.isEmpty { pieces.append(.text(String(rest))) }
      self.pieces = pieces
    }

    /// The names of the values the text takes, in order.
    var valueNames: [String] {
      pieces.compactMap {
        if case .value(let name) = $0 { name } else { nil }
      }
    }

    /// The text with each `{name}` replaced by its value; a name without
    /// one stays as written, so a mistake shows rather than vanishes.
    func callAsFunction(_ values: KeyValuePairs<String, String>) -> String {
      var result = ""
      for piece in pieces {
        switch piece {
        case .text(let text): result += text
        case .value(let name): result += values.first(where: { $0.key == name })?.value ?? "{\(name)}"
        }
      }
      return result
    }
  }

  /// The messages by key.
  let templates: [String: Template]

  /// Reads a catalog's text. A line without `=` is skipped; a key given
  /// twice keeps its last text. `CatalogTests` holds every built-in
  /// catalog to having each key once, with the values its English has.
  init(parsing text: String) {
    var templates: [String: Template] = [:]
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      let trimmed = line.drop(while: { $0 == " " })
      guard !trimmed.hasPrefix("#"), let equals = trimmed.firstIndex(of: "=") else { continue }
      let key = trimmed[..<equals].trimmingSpaces
      let value = trimmed[trimmed.index(after: equals)...].trimmingSpaces
      templates[String(key)] = Template(value)
    }
    self.templates = templates
  }

  /// The message `key` with its values; the key itself, in braces, when
  /// the catalog lacks it.
  func callAsFunction(_ key: String, _ values: KeyValuePairs<String, String> = [:]) -> String {
    guard let template = templates[key] else { return "{\(key)}" }
    return template(values)
  }

  /// A message with a text per CLDR plural category (`key.one`,
  /// `key.other`…), chosen by a count's category; `.other` stands for a
  /// category the catalog does not write.
  struct Counted: Sendable {
    private let forms: [PluralCategory: Template]
    private let other: Template?

    init(_ catalog: MessageCatalog, _ key: String) {
      var forms: [PluralCategory: Template] = [:]
      for category in PluralCategory.allCases {
        forms[category] = catalog.templates["\(key).\(category)"]
      }
      self.forms = forms
      other = forms[.other]
    }

    func callAsFunction(_ category: PluralCategory, _ values: KeyValuePairs<String, String>) -> String {
      (forms[category] ?? other)?(values) ?? ""
    }
  }
}

extension Substring {
  /// Without the spaces at either end.
  fileprivate var trimmingSpaces: Substring {
    var text = self
    while text.first == " " { text = text.dropFirst() }
    while text.last == " " { text = text.dropLast() }
    return text
  }
}
