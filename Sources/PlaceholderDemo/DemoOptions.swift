/// The demo's command line.
struct DemoOptions: Equatable {
  /// What the command line asks for.
  enum Action: Equatable {
    case run
    case help
    case version
  }

  var action: Action = .run

  /// Parses the arguments after the program name.
  static func parse(_ arguments: [String]) throws(DemoOptionError) -> DemoOptions {
    var options = DemoOptions()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help": options.action = .help
      case "--version": options.action = .version
      default:
        if argument.hasPrefix("-") { throw .unknownOption(argument) }
        throw .unexpectedArgument(argument)
      }
    }
    return options
  }

  static let usage = """
    Usage: placeholder-demo [OPTION…]

    Shows list placeholders for GTK 4: empty, loading, failed and no-results
    states over real lists and grids.

    Options:
      -h, --help     Show this help and exit
          --version  Show the version and exit
    """
}

/// A command line the demo cannot run with.
enum DemoOptionError: Error, Equatable, CustomStringConvertible {
  case unknownOption(String)
  case unexpectedArgument(String)

  var description: String {
    switch self {
    case .unknownOption(let option): "unknown option '\(option)' (see --help)"
    case .unexpectedArgument(let argument): "unexpected argument '\(argument)' (see --help)"
    }
  }
}
