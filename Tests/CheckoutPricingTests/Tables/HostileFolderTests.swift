import Foundation
import SampleMerchants
import Synchronization
import TestSupport
import Testing

@testable import CheckoutPricing

/// A merchant folder whose files are not what they should be: links out
/// of the folder, pipes, folders, and text that would forge output.
@Suite("Hostile merchant folders")
struct HostileFolderTests {
  /// Runs `body` on a fresh copy of the US sample merchant in a temporary
  /// folder (`<root>/merchant`), and removes the root and all `body` put
  /// beside the copy afterwards, whether `body` throws or not.
  static func inFreshFolder(_ body: (URL) throws -> Void) throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    try body(folder)
  }

  /// A fresh copy of the US sample merchant in a temporary folder.
  static func folder() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
    let folder = root.appendingPathComponent("merchant")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in SampleMerchant.usOutfitters.files {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    return folder
  }

  static func load(_ folder: URL) -> [Diagnostic] {
    do {
      _ = try RateBook.load(directory: folder.path)
      return []
    } catch {
      return error.diagnostics
    }
  }

  @Test("A table that links outside the folder is refused without being read")
  func linkOutside() throws {
    try Self.inFreshFolder { folder in
      let secret = folder.deletingLastPathComponent().appendingPathComponent("secrets.env")
      try Data("API_KEY=sk_live_123\n".utf8).write(to: secret)
      let zones = folder.appendingPathComponent("zones.csv")
      try FileManager.default.removeItem(at: zones)
      try FileManager.default.createSymbolicLink(at: zones, withDestinationURL: secret)
      let diagnostics = Self.load(folder)
      #expect(
        diagnostics.contains { $0.location.file == "zones.csv" && $0.message.contains("outside the merchant folder") })
      #expect(!diagnostics.contains { $0.message.contains("sk_live") }, "\(diagnostics)")
      // /etc/passwd through a link: the same.
      try FileManager.default.removeItem(at: zones)
      try FileManager.default.createSymbolicLink(at: zones, withDestinationURL: URL(fileURLWithPath: "/etc/passwd"))
      #expect(!Self.load(folder).contains { $0.message.contains("root:") })
    }
  }

  @Test("A link to another file inside the folder is read")
  func linkInside() throws {
    try Self.inFreshFolder { folder in
      let zones = folder.appendingPathComponent("zones.csv")
      let moved = folder.appendingPathComponent("zones-2026.csv")
      try FileManager.default.moveItem(at: zones, to: moved)
      try FileManager.default.createSymbolicLink(atPath: zones.path, withDestinationPath: "zones-2026.csv")
      #expect(Self.load(folder).isEmpty)
    }
  }

  @Test("A link swapped between an inside copy and an outside file while the folder loads never shows the outside file")
  func swappedLink() throws {
    try Self.inFreshFolder { folder in
      let root = folder.deletingLastPathComponent()
      let reference = try RateBook.load(directory: folder.path)
      // The outside file is a valid zones table, so a read of it would load,
      // and its one zone name would show in the book or in a diagnostic.
      let marker = "outside-marker-4f1d9c"
      let outside = root.appendingPathComponent("zones.csv")
      try Data("zone,rule,country\n\(marker),include,US\n".utf8).write(to: outside)
      let zones = folder.appendingPathComponent("zones.csv")
      try FileManager.default.moveItem(at: zones, to: folder.appendingPathComponent("zones-inside.csv"))
      try FileManager.default.createSymbolicLink(atPath: zones.path, withDestinationPath: "zones-inside.csv")
      let read = try TableSource.directory(folder.path).bytes(of: "zones.csv")
      let insideBytes = try #require(read)

      let swapper = LinkSwapper(
        link: zones.path, targets: ["zones-inside.csv", outside.path],
        spare: folder.appendingPathComponent(".swap").path)
      // Its own thread, not a shared queue that other tests may keep busy,
      // and the loads start once it has swapped.
      try #require(swapper.start(), "the swapping thread did not start within 10 seconds")
      defer { swapper.stop() }

      let source = TableSource.directory(folder.path)
      let deadline = ContinuousClock.now + .seconds(2)
      var (loads, loaded, refused, reads) = (0, 0, 0, 0)
      while loads < 300 && ContinuousClock.now < deadline {
        loads += 1
        switch Result(catching: { () throws(RateTableError) in try RateBook.load(directory: folder.path) }) {
        case .success(let book):
          try #require(book.zones.areaNames == reference.zones.areaNames, "load \(loads): not the inside zones")
          loaded += 1
        case .failure(let error):
          let text = error.description
          try #require(!text.contains(marker), "load \(loads) showed the outside file: \(text)")
          try #require(
            error.errors.contains {
              $0.location.file == "zones.csv" && $0.message.contains("outside the merchant folder")
            }, "load \(loads) failed otherwise: \(text)")
          refused += 1
        }
        // The table alone, many times a load: the window between a look at
        // the path and the open is narrow, and a read costs far less than a load.
        for _ in 0..<200 {
          reads += 1
          switch Result(catching: { () throws(Diagnostic) in try source.bytes(of: "zones.csv") }) {
          case .success(let bytes):
            try #require(bytes == insideBytes, "read \(reads): \(String(decoding: bytes ?? [], as: UTF8.self))")
          case .failure(let refusal):
            try #require(refusal.message.contains("outside the merchant folder"), "read \(reads): \(refusal)")
          }
        }
      }
      swapper.stop()
      // The swaps ran throughout: some loads found the outside link in place.
      #expect(
        refused > 0 && swapper.swaps > 100,
        "\(loads) loads, \(refused) refused, \(reads) reads, \(swapper.swaps) swaps")
      #expect(loaded + refused == loads)
    }
  }

  @Test("A Kubernetes ConfigMap mount, every table a link through ..data to a hidden timestamped folder, loads")
  func configMapLayout() throws {
    try Self.inFreshFolder { folder in
      let plain = try RateBook.load(directory: folder.path)
      // What the kubelet writes: the files in ..2026_11_26_04_54_36.1234,
      // ..data linking to it, and each name linking through ..data.
      let timestamped = folder.appendingPathComponent("..2026_11_26_04_54_36.123456789")
      try FileManager.default.createDirectory(at: timestamped, withIntermediateDirectories: false)
      let names = SampleMerchant.usOutfitters.files.keys
      for name in names {
        try FileManager.default.moveItem(
          at: folder.appendingPathComponent(name), to: timestamped.appendingPathComponent(name))
      }
      try FileManager.default.createSymbolicLink(
        atPath: folder.appendingPathComponent("..data").path, withDestinationPath: timestamped.lastPathComponent)
      for name in names {
        try FileManager.default.createSymbolicLink(
          atPath: folder.appendingPathComponent(name).path, withDestinationPath: "..data/\(name)")
      }
      #expect(
        try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("zones.csv").path)
          == "..data/zones.csv")
      let mounted = try RateBook.load(directory: folder.path)
      #expect(mounted.summary == plain.summary)
      #expect(mounted.zones.areaNames == plain.zones.areaNames)
      #expect(TableSource.directory(folder.path).contains("payment_areas.csv"))
    }
  }

  @Test("A hard link is a regular file of the folder and is read, wherever else it is named")
  func hardLink() throws {
    try Self.inFreshFolder { folder in
      let root = folder.deletingLastPathComponent()
      let zones = folder.appendingPathComponent("zones.csv")
      let elsewhere = root.appendingPathComponent("zones-elsewhere.csv")
      try FileManager.default.moveItem(at: zones, to: elsewhere)
      try FileManager.default.linkItem(at: elsewhere, to: zones)
      #expect(Self.load(folder).isEmpty)
    }
  }

  @Test("A link into a sibling folder whose name starts with the folder's is outside it")
  func siblingWithSharedPrefix() throws {
    try Self.inFreshFolder { folder in
      let root = folder.deletingLastPathComponent()
      // merchant/zones.csv -> ../merchant-other/zones.csv: the path starts
      // with the folder's text, but not with its components.
      let sibling = root.appendingPathComponent(folder.lastPathComponent + "-other")
      try FileManager.default.createDirectory(at: sibling, withIntermediateDirectories: false)
      let zones = folder.appendingPathComponent("zones.csv")
      try FileManager.default.moveItem(at: zones, to: sibling.appendingPathComponent("zones.csv"))
      try FileManager.default.createSymbolicLink(
        atPath: zones.path, withDestinationPath: "../\(sibling.lastPathComponent)/zones.csv")
      #expect(Self.load(folder).contains { $0.location.file == "zones.csv" && $0.message.contains("outside") })
    }
  }

  @Test(
    "A path is inside a folder only below it, compared by whole components",
    arguments: [
      ("/a/b/x", "/a/b", true), ("/a/b/..data/zones.csv", "/a/b", true), ("/a/bc/x", "/a/b", false),
      ("/a/b", "/a/b", false), ("/a", "/a/b", false), ("/x", "/", true), ("/a/b/x", "/a/b/", true),
      ("/a/x/b", "/a/b", false),
    ])
  func inside(path: String, folder: String, expected: Bool) {
    #expect(FolderFile.isInside(path, folder) == expected)
  }

  @Test("A file that cannot be looked at is not taken for absent")
  func unreadableIsNotAbsent() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    // A folder that is a link to itself: every path in it is a loop
    // (ELOOP), which says nothing about whether a table is there. Root
    // reads past permissions, so a loop is the failure every user meets.
    let loop = root.appendingPathComponent("loop")
    try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: "loop")
    let source = TableSource.directory(loop.path)
    #expect(source.contains("payment_areas.csv"))
    let refusal = try #require(throws: Diagnostic.self) { try source.bytes(of: "zones.csv") }
    #expect(refusal.message.hasPrefix("cannot read the file: "), "\(refusal)")
    let diagnostics = Self.load(loop)
    #expect(!diagnostics.isEmpty && !diagnostics.contains { $0.message.contains("missing") }, "\(diagnostics)")
  }

  @Test("A folder, a named pipe or a device in a table's place is named as what it is")
  func specialFiles() throws {
    try Self.inFreshFolder { folder in
      let zones = folder.appendingPathComponent("zones.csv")
      try FileManager.default.removeItem(at: zones)
      try FileManager.default.createDirectory(at: zones, withIntermediateDirectories: false)
      #expect(
        Self.load(folder).contains { $0.location.file == "zones.csv" && $0.message == "is a folder; expected a file" })

      try FileManager.default.removeItem(at: zones)
      let mkfifo = Process()
      mkfifo.executableURL = URL(fileURLWithPath: "/usr/bin/mkfifo")
      mkfifo.arguments = [zones.path]
      try mkfifo.run()
      mkfifo.waitUntilExit()
      // Reading a pipe nobody writes to would wait forever.
      #expect(Self.load(folder).contains { $0.location.file == "zones.csv" && $0.message.contains("named pipe") })

      try FileManager.default.removeItem(at: zones)
      try FileManager.default.createSymbolicLink(atPath: zones.path, withDestinationPath: "/dev/zero")
      #expect(Self.load(folder).contains { $0.message.contains("outside the merchant folder") })
    }
  }

  @Test("Diagnostics never echo raw control characters")
  func controlCharacters() throws {
    var files = SampleMerchant.usOutfitters.files
    files["zones.csv"] =
      "zone,\"rule\nsrc/zones.csv:1: ok: \u{1B}[32mall good\u{1B}[0m\u{202E}\",country\nus,include,US\n"
    let error = try #require(throws: RateTableError.self) { try RateBook.load(from: .files(files)) }
    let text = error.diagnostics.map(\.description).joined(separator: "\n")
    #expect(text.contains("unknown column"))
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x202E }, "\(text)")
    #expect(text.contains("\\u{1B}[32m") && text.contains("\\u{A}"))
    #expect(error.diagnostics.allSatisfy { !$0.description.contains("\n") })
  }

  @Test("Invalid UTF-8 in a table is an error at its line, whatever bytes an upload holds")
  func invalidUTF8() throws {
    var files = SampleMerchant.usOutfitters.files.mapValues { Array($0.utf8) }
    files["zones.csv", default: []] += Array("atlantis,include,US,,,".utf8) + [0xFF, 0xFE] + [UInt8(ascii: "\n")]
    let error = try #require(throws: RateTableError.self) { try RateBook.load(from: .files(bytes: files)) }
    let lines = (files["zones.csv"] ?? []).filter { $0 == UInt8(ascii: "\n") }.count
    #expect(error.errors.contains { $0.location.file == "zones.csv" && $0.location.line == lines }, "\(error)")
    #expect(!error.description.unicodeScalars.contains { $0.value == 0xFFFD }, "no replacement characters echoed")
  }
}

/// Swaps a link between targets as fast as it can, by renaming a freshly
/// made link over it (rename(2) is atomic, so the name always exists).
private final class LinkSwapper: Sendable {
  private let link: String
  private let targets: [String]
  private let spare: String
  private let stopped = Atomic<Bool>(false)
  private let finished = Atomic<Bool>(false)
  private let count = Atomic<Int>(0)

  init(link: String, targets: [String], spare: String) {
    self.link = link
    self.targets = targets
    self.spare = spare
  }

  /// How many swaps were made.
  var swaps: Int { count.load(ordering: .relaxed) }

  /// Starts swapping on a thread of its own and returns once the first
  /// swap is made; `false` if none is within 10 seconds.
  func start() -> Bool {
    Thread { self.run() }.start()
    let deadline = ContinuousClock.now + .seconds(10)
    while swaps == 0 && !finished.load(ordering: .acquiring) && ContinuousClock.now < deadline { usleep(1_000) }
    return swaps > 0
  }

  private func run() {
    var index = 0
    while !stopped.load(ordering: .relaxed) {
      index = (index + 1) % targets.count
      unlink(spare)
      guard symlink(targets[index], spare) == 0, rename(spare, link) == 0 else { break }
      count.add(1, ordering: .relaxed)
    }
    finished.store(true, ordering: .releasing)
  }

  /// Stops the swaps and waits for the last one to end.
  func stop() {
    stopped.store(true, ordering: .relaxed)
    while !finished.load(ordering: .acquiring) { usleep(1_000) }
  }
}
