/// A problem the loader found in a merchant's rate tables.
///
/// Printed the way compilers print, so editors can jump to it:
/// `zones.csv:12:3: error: unknown country 'UX'; expected an ISO 3166-1 alpha-2 code such as 'US'`.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
  /// Whether the problem makes the tables unusable.
  public enum Severity: String, Sendable, Hashable, Comparable {
    /// The tables cannot be loaded until this is fixed.
    case error
    /// The tables load, but something is probably not what the merchant meant.
    case warning

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .error && rhs == .warning }
  }

  /// Where the problem is.
  public var location: TableLocation
  /// Error or warning.
  public var severity: Severity
  /// Names the offending value and what was expected.
  public var message: String

  /// Creates a diagnostic. Control characters in the message (which may
  /// quote a table's text) are escaped, so a cell holding a line break and
  /// terminal codes cannot forge a line of `validate` output.
  public init(_ severity: Severity, at location: TableLocation, _ message: String) {
    self.severity = severity
    self.location = location
    self.message = Diagnostic.escapingControlCharacters(message)
  }

  /// `text` with every control character, line or paragraph separator and
  /// bidirectional formatting character written as `\u{1B}`.
  ///
  /// This is the one escaping of text quoted into output: diagnostics,
  /// `explain`, and every ``QuoteError`` message and path, so a value from
  /// a table or a request can neither forge a line nor reorder the text a
  /// reader sees. Escaped are the C0 controls, DEL and the C1 controls
  /// (Unicode general category Cc); U+2028 and U+2029, which JavaScript and
  /// many displays take as line breaks (ECMA-262 "LineTerminator"); and
  /// every bidirectional formatting character of Unicode's UAX #9
  /// (section 2: the marks U+200E, U+200F, U+061C, the embeddings and
  /// overrides U+202A to U+202E, the isolates U+2066 to U+2069), which
  /// reorder the text around them (CVE-2021-42574, "Trojan Source").
  /// Joiners (U+200C, U+200D) stay: emoji and several scripts need them.
  package static func escapingControlCharacters(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
    var escaped = ""
    for scalar in text.unicodeScalars {
      if isUnsafe(scalar) {
        escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// The first character of `text` that ``escapingControlCharacters(_:)``
  /// escapes, if any: for text that is repeated as sent rather than
  /// escaped, and so must not hold one.
  package static func firstUnsafeScalar(in text: String) -> Unicode.Scalar? {
    text.unicodeScalars.first(where: isUnsafe)
  }

  private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  public var description: String { "\(location): \(severity.rawValue): \(message)" }
}

/// The rate tables could not be loaded: every error found, and the warnings.
public struct RateTableError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Every problem reported, errors first, each in file and line order; of
  /// a kind repeated in one file, the first 20 and a count of the rest.
  public var diagnostics: [Diagnostic]
  /// How many errors were found, reported or only counted.
  public var errorCount: Int
  /// How many warnings were found, reported or only counted.
  public var warningCount: Int
  /// Errors not reported because they follow only from one that is: an
  /// "unknown service" for each rate of a service whose own row failed.
  public var followOnErrors: Int

  /// Creates the error from the loader's diagnostics.
  public init(diagnostics: [Diagnostic], errorCount: Int? = nil, warningCount: Int? = nil, followOnErrors: Int = 0) {
    self.diagnostics = diagnostics
    self.errorCount = errorCount ?? diagnostics.filter { $0.severity == .error }.count
    self.warningCount = warningCount ?? diagnostics.filter { $0.severity == .warning }.count
    self.followOnErrors = followOnErrors
  }

  /// Only the errors.
  public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
