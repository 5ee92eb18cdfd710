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

  /// Creates a diagnostic.
  public init(_ severity: Severity, at location: TableLocation, _ message: String) {
    self.severity = severity
    self.location = location
    self.message = message
  }

  public var description: String { "\(location): \(severity.rawValue): \(message)" }
}

/// The rate tables could not be loaded: every error found, and the warnings.
public struct RateTableError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Every problem, errors first, each in file and line order.
  public var diagnostics: [Diagnostic]

  /// Creates the error from the loader's diagnostics.
  public init(diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

  /// Only the errors.
  public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
