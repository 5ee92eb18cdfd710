import Foundation
import TestSupport
import Testing

/// The code a reader copies from `README.md` and the DocC articles: every
/// Swift snippet compiles against the public module alone, and every command
/// the README shows runs as written.
@Suite("Documentation snippets")
struct DocumentationSnippetTests {
  /// The documents a reader copies code from.
  static let documents: [URL] = {
    let catalog = Fixtures.repository.appendingPathComponent("Sources/CheckoutPricing/CheckoutPricing.docc")
    let articles = (try? FileManager.default.contentsOfDirectory(atPath: catalog.path)) ?? []
    return [Fixtures.repository.appendingPathComponent("README.md")]
      + articles.filter { $0.hasSuffix(".md") }.sorted().map { catalog.appendingPathComponent($0) }
  }()

  /// The snippets whose module this machine does not have (a server
  /// framework, or Apple's PassKit and Contacts), by document and module.
  /// They are listed so that a new one cannot skip unseen.
  static let needsAServerFramework: Set<String> = [
    "EmbeddingInAServer.md imports Vapor", "EmbeddingInAServer.md imports Hummingbird",
    "InAnIOSApp.md imports PassKit", "InAnIOSApp.md imports Contacts",
  ]

  /// The modules a snippet may import and still be compiled here.
  static let compiledImports: Set<String> = ["CheckoutPricing", "Foundation", "FoundationEssentials"]

  /// The fenced blocks of `language` in `text`, in order.
  static func blocks(_ language: String, in text: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " }
      if current == nil, trimmed == "```\(language)" {
        current = []
      } else if current != nil, trimmed == "```" {
        blocks.append(current!.joined(separator: "\n"))
        current = nil
      } else if current != nil {
        current!.append(line)
      }
    }
    return blocks
  }

  /// The modules a Swift snippet imports.
  static func imports(of snippet: String) -> [String] {
    snippet.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ")
      return words.count == 2 && words[0] == "import" ? String(words[1]) : nil
    }
  }

  /// The built modules the test target was linked against: the library's
  /// public interface, as a user's code sees it without `@testable`.
  static var modules: URL { ServeStdioTests.tool.deletingLastPathComponent().appendingPathComponent("Modules") }

  static var swiftc: String? {
    ["/usr/bin/swiftc", "/usr/local/bin/swiftc"].first { FileManager.default.isExecutableFile(atPath: $0) }
      ?? ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
      .map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  static func scratchFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snippets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test("Every Swift snippet of the README and the DocC articles compiles against the public module alone")
  func swiftSnippetsCompile() throws {
    let swiftc = try #require(Self.swiftc, "needs swiftc on PATH")
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var skipped: Set<String> = []
    var compiled = 0
    for document in Self.documents {
      let name = document.lastPathComponent
      var program: [String] = []
      for snippet in Self.blocks("swift", in: try String(contentsOf: document, encoding: .utf8)) {
        if snippet.hasPrefix("// swift-tools-version") {
          // A package manifest: SwiftPM itself evaluates it.
          let package = folder.appendingPathComponent("manifest-\(compiled)")
          try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
          try snippet.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
          let swift = URL(fileURLWithPath: swiftc).deletingLastPathComponent().appendingPathComponent("swift").path
          let result = try Fixtures.run(swift, ["package", "dump-package"], in: package)
          #expect(result.status == 0, "\(name): the Package.swift snippet does not load:\n\(result.output)")
          compiled += 1
          continue
        }
        let foreign = Self.imports(of: snippet).filter { !Self.compiledImports.contains($0) }
        if !foreign.isEmpty {
          skipped.formUnion(foreign.map { "\(name) imports \($0)" })
          continue
        }
        // A document's snippets read as one program, in order.
        program.append(snippet)
      }
      guard !program.isEmpty else { continue }
      let file = folder.appendingPathComponent("\(name.replacingOccurrences(of: ".md", with: "")).swift")
      try program.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
      let result = try Fixtures.run(
        swiftc, ["-typecheck", "-swift-version", "6", "-I", Self.modules.path, file.path], in: folder)
      #expect(result.status == 0, "\(name): its Swift snippets do not compile:\n\(result.output)")
      compiled += 1
    }
    #expect(skipped == Self.needsAServerFramework)
    // The README, Getting started, Embedding, Money and the manifest.
    #expect(compiled >= 5)
  }

  /// The widest code line a rendered DocC page shows without scrolling
  /// sideways, in characters: measured in headless Chromium in a window
  /// 1,280 pixels wide, where no code block of 76-character lines scrolls.
  static let pageWidth = 76

  @Test("Every code block of the DocC articles fits the page without scrolling sideways")
  func articleCodeFitsThePage() throws {
    var checked = 0
    for document in Self.documents where document.lastPathComponent != "README.md" {
      let text = try String(contentsOf: document, encoding: .utf8)
      for language in ["swift", "sh", "json", "js", "python"] {
        for block in Self.blocks(language, in: text) {
          for line in block.split(separator: "\n") {
            #expect(line.count <= Self.pageWidth, "\(document.lastPathComponent): \(line.count) characters: \(line)")
            checked += 1
          }
        }
      }
    }
    #expect(checked > 100)
  }

  /// Commands the README shows that this test does not run, each with why.
  static let notRun: [(prefix: String, reason: String)] = [
    ("swift test", "it is the command running this test"),
    ("CHECKOUT_PRICING_SEED=", "it runs swift test"),
    ("Scripts/docs.sh", ".ci/run builds the documentation"),
    ("python3 -m http.server", "a server that runs until it is stopped"),
  ]

  /// The README's shell commands, a continued line joined to its start.
  static func readmeCommands() throws -> [String] {
    let readme = try String(contentsOf: Fixtures.repository.appendingPathComponent("README.md"), encoding: .utf8)
    var commands: [String] = []
    for block in Self.blocks("sh", in: readme) {
      var pending = ""
      for line in block.split(separator: "\n") {
        let text = line.trimmingCharacters(in: .whitespaces)
        if text.hasSuffix("\\") {
          pending += text.dropLast() + " "
        } else {
          commands.append(pending + text)
          pending = ""
        }
      }
    }
    return commands.filter { !$0.isEmpty }
  }

  @Test("Every command the README shows runs as written, from a copy of the repository's rate tables")
  func readmeCommandsRun() throws {
    let readme = try String(contentsOf: Fixtures.repository.appendingPathComponent("README.md"), encoding: .utf8)
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: Fixtures.repository.appendingPathComponent("RateTables"), to: folder.appendingPathComponent("RateTables"))
    let commands = try Self.readmeCommands()
    var ran = 0
    for command in commands {
      if Self.notRun.contains(where: { command.hasPrefix($0.prefix) }) { continue }
      // `swift run checkout-pricing` is the tool this test target built.
      let shell = command.replacingOccurrences(of: "swift run checkout-pricing", with: ServeStdioTests.tool.path)
      let result = try Fixtures.run("/bin/bash", ["-c", shell], in: folder)
      #expect(result.status == 0, "README command failed: \(command)\n\(result.output)")
      if command.hasPrefix("swift run checkout-pricing") {
        #expect(!result.output.isEmpty, "README command printed nothing: \(command)")
      }
      if command.contains("serve --stdio") {
        // The answer begins as the README says it does.
        let start = #"{"status":"success","errors":[],"currency":"USD","shippingMethods":["#
        #expect(readme.contains("`\(start)"))
        #expect(result.output.hasPrefix(start), "\(result.output.prefix(200))")
      }
      ran += 1
    }
    #expect(ran >= 6, "the README's commands: \(commands)")
  }
}
