/// A command line split into options, flags and positional arguments, by a
/// small parser written here (the package has no dependencies).
///
/// Accepts `--name value` and `--name=value` for options, `--flag` for flags,
/// `-` as a positional (standard input), and `--` to end options.
struct CommandLineArguments: Equatable {
  var options: [String: String] = [:]
  var flags: Set<String> = []
  var positionals: [String] = []

  /// What a command accepts.
  struct Specification {
    var options: Set<String> = []
    var flags: Set<String> = []
    var maximumPositionals = 0
  }

  /// A command line that does not fit its command: exit code 2.
  struct UsageError: Error, Equatable, CustomStringConvertible {
    var message: String
    var description: String { message }
  }

  init(parsing arguments: [String], as specification: Specification) throws(UsageError) {
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      if specification.options.contains(name) {
        if let inlineValue {
          options[name] = inlineValue
        } else {
          guard index < arguments.count else { throw UsageError(message: "\(name) needs a value") }
          options[name] = arguments[index]
          index += 1
        }
      } else if specification.flags.contains(name) && inlineValue == nil {
        flags.insert(name)
      } else {
        throw UsageError(message: "unknown option '\(argument)'")
      }
    }
    guard positionals.count <= specification.maximumPositionals else {
      throw UsageError(message: "unexpected argument '\(positionals[specification.maximumPositionals])'")
    }
  }
}
