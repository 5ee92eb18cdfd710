/// Collects the loader's diagnostics while it reads one merchant folder.
///
/// A reference type so that every table reader appends to one list; it lives
/// only for the duration of a load and never crosses threads.
final class DiagnosticLog {
  private(set) var diagnostics: [Diagnostic] = []

  var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  func error(_ location: TableLocation, _ message: String) {
    diagnostics.append(Diagnostic(.error, at: location, message))
  }

  func warning(_ location: TableLocation, _ message: String) {
    diagnostics.append(Diagnostic(.warning, at: location, message))
  }

  func append(contentsOf more: [Diagnostic]) { diagnostics += more }

  /// Errors first, then warnings, each in file, line and column order.
  var sorted: [Diagnostic] {
    diagnostics.sorted { ($0.severity, $0.location) < ($1.severity, $1.location) }
  }
}
