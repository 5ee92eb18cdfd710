import Foundation
import Testing

@_spi(Reference) @testable import CheckoutPricing
import SampleMerchants

/// A merchant folder whose files are not what they should be: links out
/// of the folder, pipes, folders, and text that would forge output.
@Suite("Hostile merchant folders")
struct HostileFolderTests {
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
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let secret = folder.deletingLastPathComponent().appendingPathComponent("secrets.env")
    try Data("API_KEY=sk_live_123\n".utf8).write(to: secret)
    let zones = folder.appendingPathComponent("zones.csv")
    try FileManager.default.removeItem(at: zones)
    try FileManager.default.createSymbolicLink(at: zones, withDestinationURL: secret)
    let diagnostics = Self.load(folder)
    #expect(diagnostics.contains { $0.location.file == "zones.csv" && $0.message.contains("outside the merchant folder") })
    #expect(!diagnostics.contains { $0.message.contains("sk_live") }, "\(diagnostics)")
    // /etc/passwd through a link: the same.
    try FileManager.default.removeItem(at: zones)
    try FileManager.default.createSymbolicLink(at: zones, withDestinationURL: URL(fileURLWithPath: "/etc/passwd"))
    #expect(!Self.load(folder).contains { $0.message.contains("root:") })
  }

  @Test("A link to another file inside the folder is read")
  func linkInside() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let zones = folder.appendingPathComponent("zones.csv")
    let moved = folder.appendingPathComponent("zones-2026.csv")
    try FileManager.default.moveItem(at: zones, to: moved)
    try FileManager.default.createSymbolicLink(atPath: zones.path, withDestinationPath: "zones-2026.csv")
    #expect(Self.load(folder).isEmpty)
  }

  @Test("A folder, a named pipe or a device in a table's place is named as what it is")
  func specialFiles() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let zones = folder.appendingPathComponent("zones.csv")
    try FileManager.default.removeItem(at: zones)
    try FileManager.default.createDirectory(at: zones, withIntermediateDirectories: false)
    #expect(Self.load(folder).contains { $0.location.file == "zones.csv" && $0.message == "is a folder; expected a file" })

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

  @Test("Diagnostics never echo raw control characters")
  func controlCharacters() throws {
    var files = SampleMerchant.usOutfitters.files
    files["zones.csv"] = "zone,\"rule\nsrc/zones.csv:1: ok: \u{1B}[32mall good\u{1B}[0m\u{202E}\",country\nus,include,US\n"
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
