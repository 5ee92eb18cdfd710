/// Collects the loader's diagnostics while it reads one merchant folder.
///
/// A reference type so that every table reader appends to one list; it lives
/// only for the duration of a load and never crosses threads.
///
/// What it keeps is bounded, whatever the tables hold: of each kind of
/// diagnostic in a file (its message with the numbers and quoted values
/// taken out), the first ``keptPerKind`` are kept and the rest only
/// counted, and reported as one "and 5,996 more like it" at the end. A
/// million bad rows cost a counter, not a million messages.
///
/// A row that fails takes its identifier with it, and every later row that
/// names it would be an error too: an "unknown service" for each of a
/// service's rates. Those follow only from the first error, so they are
/// counted, not reported (``followOnErrors``), and the root cause stands out.
///
/// A whole table can fail the same way: a file missing, malformed or with
/// a bad header (an unknown or missing column) is unreadable, and every
/// row of another table that names one of its identifiers follows from
/// that. Its errors are reported first, and the errors that name its
/// identifiers are only counted.
package final class DiagnosticLog {
  package private(set) var diagnostics: [Diagnostic] = []
  private var kinds: [Kind: Int] = [:]
  private(set) var hasErrors = false
  /// Every error and warning recorded, reported or only counted.
  private(set) var errorCount = 0
  private(set) var warningCount = 0
  /// Errors not reported because they follow only from an error reported.
  private(set) var followOnErrors = 0
  /// Identifiers whose own row failed, by what they identify.
  private var failed: Set<FailedIdentifier> = []
  /// The tables that could not be read at all, by file name.
  private(set) var unreadableFiles: Set<String> = []

  /// What an identifier names, for follow-on errors.
  enum Identified: Hashable {
    case service, zone, jurisdiction, serviceZone

    /// The table whose rows define the identifiers.
    var file: String {
      switch self {
      case .service: "services.csv"
      case .zone: "zones.csv"
      case .jurisdiction: "tax_jurisdictions.csv"
      case .serviceZone: "service_zones.csv"
      }
    }
  }

  private struct FailedIdentifier: Hashable {
    var kind: Identified
    var id: String
  }

  package init() {}

  /// Records that the row defining `id` failed with an error already logged.
  func markFailed(_ kind: Identified, _ id: String) { failed.insert(FailedIdentifier(kind: kind, id: id)) }

  /// Records that the table `file` could not be read, with its error
  /// already logged.
  func markUnreadable(_ file: String) { unreadableFiles.insert(file) }

  /// Whether the table `file` could not be read.
  func isUnreadable(_ file: String) -> Bool { unreadableFiles.contains(file) }

  /// Logs that `id` is not defined, unless its own row or its whole table
  /// failed: then the error follows from that one and is only counted.
  func unknown(_ kind: Identified, _ id: String, at location: TableLocation, _ message: String) {
    guard !failed.contains(FailedIdentifier(kind: kind, id: id)) && !unreadableFiles.contains(kind.file) else {
      hasErrors = true
      followOnErrors += 1
      return
    }
    error(location, message)
  }

  /// How many diagnostics of one kind in one file are kept.
  static let keptPerKind = 20

  private struct Kind: Hashable {
    var file: String
    var severity: Diagnostic.Severity
    var shape: String
  }

  func error(_ location: TableLocation, _ message: String) {
    record(Diagnostic(.error, at: location, message))
  }

  func warning(_ location: TableLocation, _ message: String) {
    record(Diagnostic(.warning, at: location, message))
  }

  package func append(contentsOf more: [Diagnostic]) { more.forEach(record) }

  private func record(_ diagnostic: Diagnostic) {
    if diagnostic.severity == .error {
      hasErrors = true
      errorCount += 1
    } else {
      warningCount += 1
    }
    let kind = Kind(
      file: diagnostic.location.file, severity: diagnostic.severity, shape: Self.shape(of: diagnostic.message))
    let count = kinds[kind, default: 0] + 1
    kinds[kind] = count
    if count <= Self.keptPerKind { diagnostics.append(diagnostic) }
  }

  /// A message with its numbers and quoted values taken out, so that
  /// `repeats line 3` and `repeats line 4` are one kind.
  static func shape(of message: String) -> String {
    var shape: [UInt8] = []
    var inQuote = false
    var previousWasDigit = false
    for byte in message.utf8 {
      if byte == UInt8(ascii: "'") {
        inQuote.toggle()
        if inQuote { shape.append(byte) }
        continue
      }
      guard !inQuote else { continue }
      let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      if isDigit {
        if !previousWasDigit { shape.append(UInt8(ascii: "#")) }
      } else {
        shape.append(byte)
      }
      previousWasDigit = isDigit
    }
    return String(decoding: shape, as: UTF8.self)
  }

  /// Errors first, those of a table that could not be read before the
  /// rest, then warnings, each in file, line and column order, then for
  /// each kind with more than were kept, how many more there were.
  package var sorted: [Diagnostic] {
    func rank(_ diagnostic: Diagnostic) -> Int { unreadableFiles.contains(diagnostic.location.file) ? 0 : 1 }
    let kept = diagnostics.sorted {
      ($0.severity, rank($0), $0.location) < ($1.severity, rank($1), $1.location)
    }
    let more = kinds.filter { $0.value > Self.keptPerKind }.sorted {
      ($0.key.severity, $0.key.file, $0.key.shape) < ($1.key.severity, $1.key.file, $1.key.shape)
    }.map { kind, count in
      Diagnostic(
        kind.severity, at: TableLocation(file: kind.file),
        "and \(Self.grouped(count - Self.keptPerKind)) more like '\(kind.shape)'")
    }
    return kept + more
  }

  /// `line 3`, or `lines 3, 5 and 9`, naming at most five lines.
  package static func lines(_ lines: [Int]) -> String {
    guard lines.count > 1 else { return "line \(lines.first ?? 0)" }
    let shown = lines.prefix(5).map(String.init)
    let rest = lines.count - shown.count
    return "lines " + shown.dropLast().joined(separator: ", ")
      + (rest > 0 ? ", \(shown.last ?? "") and \(grouped(rest)) more" : " and \(shown.last ?? "")")
  }

  /// `5,996`.
  static func grouped(_ count: Int) -> String {
    var digits = Array(String(count))
    var index = digits.count - 3
    while index > 0 {
      digits.insert(",", at: index)
      index -= 3
    }
    return String(digits)
  }
}
