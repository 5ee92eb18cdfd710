/// Typed readers of the manifest's members. Each returns `nil` after
/// logging a diagnostic at the member (or its object) that names the key
/// and what was expected, as ``TableRow``'s cell readers do for a table.
extension ManifestDocument {
  /// A required non-empty string member of `object` (the top by default),
  /// logged at the member (or its object) when missing or of another type;
  /// `path` is the object's, as messages name the key (`rounding.`).
  func string(
    _ key: String, in object: Int = root, path: String = "", _ log: DiagnosticLog
  ) -> (text: String, at: TableLocation)? {
    guard let member = member(key, of: object) else {
      log.error(location(of: object), "missing key '\(path)\(key)'")
      return nil
    }
    guard let text = string(member.value), !text.trimmingWhitespace.isEmpty else {
      log.error(
        member.location, "'\(path)\(key)' must be a non-empty string, found \(tape.nodes[member.value].typeName)")
      return nil
    }
    return (text, member.location)
  }

  /// A required member of the top object that is `true` or `false`.
  func boolean(_ key: String, _ log: DiagnosticLog) -> Bool? {
    guard let member = member(key, of: Self.root), case .bool(let flag) = tape.nodes[member.value] else {
      log.error(member(key, of: Self.root)?.location ?? start, "'\(key)' must be true or false")
      return nil
    }
    return flag
  }

  /// An optional member of the top object naming one of a fixed set of
  /// words; `fallback` when the member is absent.
  func choice<Choice: RawRepresentable & CaseIterable>(
    _ key: String, default fallback: Choice, _ log: DiagnosticLog
  ) -> Choice? where Choice.RawValue == String {
    guard let member = member(key, of: Self.root) else { return fallback }
    guard let text = string(member.value), let value = Choice(rawValue: text) else {
      let shown = string(member.value).map { "'\($0)'" } ?? tape.nodes[member.value].typeName
      log.error(
        member.location,
        "'\(key)' must be one of \(Choice.allCases.map(\.rawValue).joined(separator: ", ")), found \(shown)")
      return nil
    }
    return value
  }
}
