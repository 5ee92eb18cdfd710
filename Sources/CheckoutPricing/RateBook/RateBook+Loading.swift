extension RateBook {
  /// Loads and checks a merchant's rate tables.
  ///
  /// Every file is read and every problem collected before deciding: the
  /// error lists them all, errors first, each at its file, line and column.
  ///
  /// A folder is read whole: its files all come from one folder even while
  /// `checkout-pricing import` exchanges it for a new one. The folder is
  /// held open while it is read, and when its path names another folder
  /// once the files are read, it is read again, up to 64 times.
  ///
  /// - Throws: ``RateTableError`` when any error was found.
  public static func load(from source: TableSource) throws(RateTableError) -> RateBook {
    guard let path = source.directoryPath else { return try loadOnce(from: source) }
    for _ in 0..<pinnedAttempts {
      guard let folder = PinnedFolder(path) else { return try loadOnce(from: source) }
      let result: Result<RateBook, RateTableError>
      do { result = .success(try loadOnce(from: .pinned(folder))) } catch { result = .failure(error) }
      if folder.isStillNamed { return try result.get() }
    }
    throw RateTableError(diagnostics: [
      Diagnostic(
        .error, at: TableLocation(file: "."),
        "the folder was replaced \(pinnedAttempts) times while it was read; load it again once it is still")
    ])
  }

  /// How many times a load reads a folder that is replaced while it is
  /// read before it gives up. Each import replaces the folder once, so
  /// only imports run back to back, each quicker than a load, exhaust it.
  static let pinnedAttempts = 64

  private static func loadOnce(from source: TableSource) throws(RateTableError) -> RateBook {
    let log = DiagnosticLog()
    let book = RateBookLoader(source: source, log: log).load()
    guard let book, !log.hasErrors else {
      throw RateTableError(
        diagnostics: log.sorted, errorCount: log.errorCount, warningCount: log.warningCount,
        followOnErrors: log.followOnErrors)
    }
    return book
  }

  /// Loads the rate tables in a folder.
  ///
  /// - Throws: ``RateTableError``.
  public static func load(directory: String) throws(RateTableError) -> RateBook {
    try load(from: .directory(directory))
  }
}
