package import Foundation

/// The page code the documentation shows, and Node.js to run it: what the
/// page-snippet suites of Apple Pay, Google Pay and Stripe share.
package enum PageCode {
  /// Node.js, when the machine has it.
  package static let node = ["/usr/bin/node", "/usr/local/bin/node"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// The first ```` ```js ```` block of `article` after `heading`, and
  /// before `end` when it is given.
  package static func snippet(in article: URL, after heading: String, before end: String? = nil) throws -> String {
    let text = try String(contentsOf: article, encoding: .utf8)
    guard let section = text.range(of: heading) else { throw Missing(what: heading, in: article) }
    let stop = end.flatMap { text.range(of: $0, range: section.upperBound..<text.endIndex)?.lowerBound }
    let part = text[section.upperBound..<(stop ?? text.endIndex)]
    guard let start = part.range(of: "```js\n"), let close = part[start.upperBound...].range(of: "```") else {
      throw Missing(what: "a js block after \(heading)", in: article)
    }
    return String(part[start.upperBound..<close.lowerBound])
  }

  /// Runs `script` in Node.js with `input` on its standard input, and
  /// returns what it printed (standard output and error), trimmed.
  package static func run(_ script: String, input: Data, environment: [String: String] = [:]) throws -> String {
    guard let node else { throw Missing(what: "Node.js", in: URL(fileURLWithPath: "/usr/bin")) }
    let text = try Fixtures.runProcess(
      URL(fileURLWithPath: node), ["-e", script], environment: ["PATH": "/usr/bin:/bin"].merging(environment) { $1 },
      input: input, mergingErrors: true
    ).output
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// What the documentation or the machine lacks.
  package struct Missing: Error, CustomStringConvertible {
    package var what: String
    package var `in`: URL
    package var description: String { "no \(what) in \(self.in.path)" }
  }
}
