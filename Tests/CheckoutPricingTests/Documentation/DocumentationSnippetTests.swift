import Foundation
import SampleMerchants
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
    "InAnIOSApp.md imports PassKit", "InAnIOSApp.md imports Contacts", "InAnIOSApp.md imports CheckoutPricingPassKit",
    "AuthorizingThePayment.md imports PassKit", "AuthorizingThePayment.md imports CheckoutPricingPassKit",
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

  /// Commands the documents show that this test does not run, each exactly
  /// as shown, by document, with why. A command not listed here is run (or,
  /// for `swift test --filter`, its filter is checked), so a new command
  /// fails this test until it is checked or listed.
  static let notRun: [String: String] = [
    "README.md: swift test": "it is the command running this test",
    "README.md: Scripts/docs.sh": ".ci/run builds the documentation",
    "README.md: python3 -m http.server -d .build/documentation 8000": "a server that runs until it is stopped",
    "JSONContract.md: swift build -c release --product checkout-pricing":
      "a release build of several minutes; .ci/run builds the whole package for release",
    #"JSONContract.md: export PATH="$PWD/.build/release:$PATH""#:
      "sets the environment of the Python session shown next, which Scripts/test_pricing_client.py tests",
    #"JSONContract.md: export PYTHONPATH="$PWD/Scripts""#:
      "sets the environment of the Python session shown next, which Scripts/test_pricing_client.py tests",
  ]

  /// The shell commands of a document's `sh` blocks, a continued line
  /// joined to its start.
  static func commands(in text: String) -> [String] {
    var commands: [String] = []
    for block in Self.blocks("sh", in: text) {
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

  /// Every document's shell commands, as "Document.md: command", in the
  /// documents' order.
  static func documentCommands() throws -> [(document: String, command: String)] {
    try Self.documents.flatMap { document in
      Self.commands(in: try String(contentsOf: document, encoding: .utf8)).map {
        (document.lastPathComponent, $0)
      }
    }
  }

  /// The identifiers `swift test --filter` matches a pattern against, one
  /// per suite type and one per test function of the test target:
  /// `CheckoutPricingTests.QuotePropertyTests` and
  /// `CheckoutPricingTests.QuotePropertyTests/itemsAddUpToTheTotal(merchant:)`.
  /// A suite's display name (`@Suite("Quote properties")`) is not one.
  static func testIdentifiers() throws -> [String] {
    let folder = Fixtures.repository.appendingPathComponent("Tests/CheckoutPricingTests")
    let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
    var identifiers: [String] = []
    for path in files where path.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      var type: String?
      for line in text.split(separator: "\n") {
        let words = line.split(whereSeparator: { " (:<{".contains($0) })
        if let at = words.firstIndex(where: { $0 == "struct" || $0 == "enum" || $0 == "extension" }),
          at + 1 < words.count, !line.hasPrefix(" ") || words.first == "@Suite"
        {
          type = String(words[at + 1])
          identifiers.append("CheckoutPricingTests.\(type!)")
        } else if let type, let at = words.firstIndex(of: "func"), at + 1 < words.count {
          identifiers.append("CheckoutPricingTests.\(type)/\(words[at + 1])()")
        }
      }
    }
    return identifiers
  }

  /// The pattern of a `swift test --filter` command, unquoted.
  static func filter(of command: String) -> String? {
    guard let at = command.range(of: "swift test --filter ") else { return nil }
    var pattern = command[at.upperBound...].trimmingCharacters(in: .whitespaces)
    if pattern.hasPrefix("\""), pattern.hasSuffix("\""), pattern.count >= 2 {
      pattern = String(pattern.dropFirst().dropLast())
    }
    return pattern
  }

  @Test("Every swift test --filter the documents show matches a test: a filter that matches none runs nothing and passes")
  func testFiltersMatchATest() throws {
    let identifiers = try Self.testIdentifiers()
    #expect(identifiers.contains("CheckoutPricingTests.DocumentationSnippetTests"), "\(identifiers.prefix(20))")
    var checked = 0
    for (document, command) in try Self.documentCommands() {
      guard let pattern = Self.filter(of: command) else { continue }
      let expression = try NSRegularExpression(pattern: pattern)
      let matches = identifiers.filter {
        expression.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil
      }
      #expect(!matches.isEmpty, "\(document): `\(command)` matches no suite or test, so it runs no test")
      checked += 1
    }
    #expect(checked >= 1)
  }

  /// The sample merchant whose currency a documented request names.
  static let merchantByCurrency: [String: SampleMerchant] = [
    "USD": .usOutfitters, "GBP": .ukTeahouse, "JPY": .jpStationery, "EUR": .deBookshop,
  ]

  /// Documented requests whose text says they answer `failure`, by
  /// document and the request's first line that tells it apart.
  static let documentedFailures: Set<String> = []

  @Test("Every JSON request the documents show answers as the text says, not failure")
  func documentedRequestsAnswer() throws {
    var checked = 0
    for document in Self.documents {
      let name = document.lastPathComponent
      for block in Self.blocks("json", in: try String(contentsOf: document, encoding: .utf8)) {
        // A request is a whole object with a cart; fragments and answers are not.
        guard let object = try? JSONSerialization.jsonObject(with: Data(block.utf8)) as? [String: Any],
          object["lines"] != nil
        else { continue }
        let currency = object["currency"] as? String ?? "USD"
        let merchant = try #require(Self.merchantByCurrency[currency], "\(name): no sample merchant sells in \(currency)")
        let engine = try #require(ExampleRequests.engines[merchant])
        let response = engine.respond(toJSON: Array(block.utf8))
        let key = "\(name): \(block.split(separator: "\n").dropFirst().first ?? "")"
        if Self.documentedFailures.contains(key) {
          #expect(response.status == .failure, "\(key)")
        } else {
          #expect(response.status != .failure, "\(name): a documented request answers failure:\n\(response.text.prefix(600))")
        }
        checked += 1
      }
    }
    // The JSON contract's request and the Google Pay request.
    #expect(checked >= 2)
  }

  @Test("Every command the README and the DocC articles show runs as written, from a copy of the rate tables")
  func documentCommandsRun() throws {
    let readme = try String(contentsOf: Fixtures.repository.appendingPathComponent("README.md"), encoding: .utf8)
    // One folder for all documents, in order: the rate tables article
    // validates the folder the README copies.
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: Fixtures.repository.appendingPathComponent("RateTables"), to: folder.appendingPathComponent("RateTables"))
    let commands = try Self.documentCommands()
    var ran = 0
    var listed: Set<String> = []
    for (document, command) in commands {
      let key = "\(document): \(command)"
      if Self.notRun[key] != nil {
        listed.insert(key)
        continue
      }
      if Self.filter(of: command) != nil { continue }  // testFiltersMatchATest
      // `swift run checkout-pricing` is the tool this test target built.
      let shell = command.replacingOccurrences(of: "swift run checkout-pricing", with: ServeStdioTests.tool.path)
      #expect(!shell.hasPrefix("swift "), "\(key): a SwiftPM command this test cannot run; list it in notRun")
      if shell.hasPrefix("swift ") { continue }
      let result = try Fixtures.run("/bin/bash", ["-c", shell], in: folder)
      #expect(result.status == 0, "\(key) failed\n\(result.output)")
      if command.hasPrefix("swift run checkout-pricing") {
        #expect(!result.output.isEmpty, "\(key) printed nothing")
      }
      if command.contains("serve --stdio") || command.contains("checkout-pricing quote") {
        #expect(!result.output.contains(#""status":"failure""#), "\(key) answers failure\n\(result.output.prefix(600))")
      }
      if command.contains("serve --stdio") {
        // The answer begins as the README says it does.
        let start = #"{"status":"success","errors":[],"currency":"USD","shippingMethods":["#
        #expect(readme.contains("`\(start)"))
        #expect(result.output.hasPrefix(start), "\(result.output.prefix(200))")
      }
      ran += 1
    }
    // Every listed command is still in the documents, so the list stays true.
    #expect(listed == Set(Self.notRun.keys), "listed commands no document shows: \(Set(Self.notRun.keys).subtracting(listed))")
    #expect(ran >= 8, "the documents' commands: \(commands)")
  }

  /// Node.js and curl, which the PayPal server sample needs to run here.
  static let hasNodeAndCurl = ["/usr/bin/node", "/usr/bin/curl"].allSatisfy {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  @Test(
    "The PayPal server sample answers a body that is not JSON with 400 and keeps serving",
    .enabled(if: hasNodeAndCurl, "needs /usr/bin/node and /usr/bin/curl"))
  func payPalServerSampleSurvivesABodyThatIsNotJSON() throws {
    let article = Fixtures.repository.appendingPathComponent("Sources/CheckoutPricing/CheckoutPricing.docc/OtherWallets.md")
    let sample = try #require(
      Self.blocks("javascript", in: try String(contentsOf: article, encoding: .utf8)).first { $0.contains("createServer") })
    #expect(sample.contains(".listen(8080);"))
    // The merchant's own cart lookup, and a port the system picks, printed.
    let program =
      #"const loadCart = async () => ({ currency: "USD", lines: [{ id: "wax", label: "Wax", unitPrice: "10.00", quantity: 3 }] });"#
      + "\n" + sample.replacingOccurrences(
        of: ".listen(8080);", with: ".listen(0, function () { console.log(this.address().port); });")
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try program.write(to: folder.appendingPathComponent("sample.mjs"), atomically: true, encoding: .utf8)
    let script = """
      cd \(Fixtures.repository.path)
      PATH="\(ServeStdioTests.tool.deletingLastPathComponent().path):$PATH" \\
        node \(folder.path)/sample.mjs > \(folder.path)/port 2> \(folder.path)/log & pid=$!
      for i in $(seq 100); do [ -s \(folder.path)/port ] && break; sleep 0.1; done
      port=$(head -1 \(folder.path)/port)
      curl -s -o /dev/null -w "%{http_code}\\n" -X POST --data 'not json' "http://127.0.0.1:$port/?cart_id=1"
      sleep 0.3
      kill -0 $pid 2>/dev/null && echo alive || { echo died; cat \(folder.path)/log; }
      kill $pid 2>/dev/null
      """
    let result = try Fixtures.run("/bin/bash", ["-c", script])
    #expect(result.output.hasPrefix("400\nalive"), "\(result.output)")
  }
}
