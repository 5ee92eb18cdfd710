import CheckoutPricing
import Foundation

/// `checkout-pricing serve --stdio [--tables DIR]`: one JSON request per
/// input line, one JSON response per output line, in order.
enum ServeCommand {
  static let usage = """
    USAGE: checkout-pricing serve --stdio [--tables DIR]

    Reads one JSON request per line from standard input and writes one JSON response per line to standard
    output, in order, flushing after each. A line that is not a valid request gets a response with status
    failure and the server goes on; a line longer than \(QuoteLimits.requestBytes) bytes is answered without
    being read into memory. Blank lines are skipped. It ends cleanly at the end of input, and quietly when
    the client closes its end of standard output.

    EXIT CODES: 0 at the end of input or of the client's reading, 1 the tables are invalid or a response
    cannot be written, 2 usage error.
    """

  static func run(_ arguments: [String], errors: inout some TextOutputStream) throws(CommandLineArguments.UsageError)
    -> Int32
  {
    let parsed = try CommandLineArguments(
      parsing: arguments, as: .init(options: ["--tables"], flags: ["--stdio", "--help", "-h"]))
    if parsed.flags.contains("--help") || parsed.flags.contains("-h") {
      print(usage)
      return 0
    }
    guard parsed.flags.contains("--stdio") else {
      throw CommandLineArguments.UsageError(message: "serve needs --stdio (the only transport)")
    }
    // A client that closes its end of the pipe would otherwise kill the
    // server with SIGPIPE at the next write; ignored, the write fails with
    // EPIPE and the server stops.
    signal(SIGPIPE, SIG_IGN)
    guard let engine = EngineLoading.engine(tables: parsed.options["--tables"], reportingTo: &errors) else {
      return 1
    }
    var reader = LineReader(descriptor: STDIN_FILENO, limit: QuoteLimits.requestBytes)
    while let line = reader.next() {
      var response: [UInt8]
      switch line {
      case .text(let bytes):
        if bytes.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }) {
          continue
        }
        response = engine.respond(toJSON: bytes).bytes
      case .tooLong(let length):
        response = Array(
          PricingEngine.malformedResponse(
            "the request is \(length) bytes; at most \(QuoteLimits.requestBytes) are read", path: "$"
          ).utf8)
      }
      // Written at once, unbuffered: the client has it without waiting.
      response.append(UInt8(ascii: "\n"))
      switch StandardStreams.write(response, to: STDOUT_FILENO) {
      case nil: continue
      case EPIPE?:
        // The client has stopped reading: nothing more can reach it.
        return 0
      case let code?:
        print("checkout-pricing: error: cannot write a response: \(String(cString: strerror(code)))", to: &errors)
        return 1
      }
    }
    return 0
  }
}
