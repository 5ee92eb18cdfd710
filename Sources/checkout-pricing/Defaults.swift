/// Defaults of the command-line tool.
enum Defaults {
  /// The default sample merchant, relative to the repository root.
  static let merchantDirectory = "RateTables/us-outfitters"
}
