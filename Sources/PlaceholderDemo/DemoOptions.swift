/// The demo's command line.
package struct DemoOptions: Equatable {
  /// What the command line asks for.
  enum Action: Equatable {
    case run
    case help
    case version
    case listPages
    case screenshots(directory: String)
  }

  var action: Action = .run
  /// Simulated network latency of every load, in milliseconds.
  package var latencyMilliseconds = 600
  /// The first N loads fail, so the error placeholder and Retry can be seen.
  package var failFirst = 0
  /// Start offline: every load fails with a network error.
  package var offline = false
  /// The page to open first.
  var page: String?
  /// The window's size when it opens.
  var windowSize = WindowSize.standard

  /// The options of a bare `placeholder-demo`.
  package init() {}

  /// Parses the arguments after the program name.
  static func parse(_ arguments: [String]) throws(DemoOptionError) -> DemoOptions {
    var options = DemoOptions()
    var remaining = arguments[...]
    func value(for option: String) throws(DemoOptionError) -> String {
      guard let value = remaining.popFirst(), !value.hasPrefix("--") else { throw .missingValue(option) }
      return value
    }
    func number(for option: String) throws(DemoOptionError) -> Int {
      let text = try value(for: option)
      guard let number = Int(text), number >= 0, number <= 3_600_000 else { throw .badNumber(option, text) }
      return number
    }
    while let argument = remaining.popFirst() {
      // Accept --option=value as well as --option value.
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        remaining.insert(String(argument[argument.index(after: equals)...]), at: remaining.startIndex)
        try options.apply(String(argument[..<equals]), value: value, number: number)
      } else {
        try options.apply(argument, value: value, number: number)
      }
    }
    return options
  }

  private mutating func apply(
    _ argument: String,
    value: (String) throws(DemoOptionError) -> String,
    number: (String) throws(DemoOptionError) -> Int
  ) throws(DemoOptionError) {
    switch argument {
    case "-h", "--help": action = .help
    case "--version": action = .version
    case "--list-pages": action = .listPages
    case "--latency-ms": latencyMilliseconds = try number(argument)
    case "--fail-first": failFirst = try number(argument)
    case "--offline": offline = true
    case "--page": page = try value(argument)
    case "--size":
      let text = try value(argument)
      guard let size = WindowSize(text) else { throw .badSize(argument, text) }
      windowSize = size
    case "--screenshot": action = .screenshots(directory: try value(argument))
    default:
      if argument.hasPrefix("-") { throw .unknownOption(argument) }
      throw .unexpectedArgument(argument)
    }
  }

  static let usage = """
    Usage: placeholder-demo [OPTION…]

    Shows list placeholders for GTK 4: empty, loading, failed and no-results
    states over real lists and grids.

    Options:
      -h, --help             Show this help and exit
          --version          Show the version and exit
          --list-pages       List the demo's pages and exit
          --page NAME        Open the page NAME first (see --list-pages)
          --size WxH         Open the window W by H pixels (default 1040x720;
                             under 900 wide it shows the pages one at a time)
          --latency-ms N     Simulated network latency in milliseconds (default 600)
          --fail-first N     Make the first N loads fail (default 0)
          --offline          Start offline: every load fails until you go online
          --screenshot DIR   Write PNG screenshots of every page and state to DIR, then exit
    """
}

/// A command line the demo cannot run with.
enum DemoOptionError: Error, Equatable, CustomStringConvertible {
  case unknownOption(String)
  case unexpectedArgument(String)
  case missingValue(String)
  case badNumber(String, String)
  case badSize(String, String)

  var description: String {
    switch self {
    case .unknownOption(let option): "unknown option '\(option)' (see --help)"
    case .unexpectedArgument(let argument): "unexpected argument '\(argument)' (see --help)"
    case .missingValue(let option): "option '\(option)' needs a value (see --help)"
    case .badNumber(let option, let text): "option '\(option)' needs a whole number from 0, not '\(text)'"
    case .badSize(let option, let text): "option '\(option)' needs a size such as 360x294, not '\(text)'"
    }
  }
}

/// A window size in pixels, written `360x294` on the command line.
package struct WindowSize: Equatable, Sendable {
  package var width: Int
  package var height: Int

  /// The demo's usual size: every page with room to spare.
  package static let standard = WindowSize(width: 1040, height: 720)
  /// The smallest size GNOME asks apps to work at: a phone, or a narrow tile.
  package static let smallest = WindowSize(width: 360, height: 294)

  package init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// Parses `WIDTHxHEIGHT`, each from 1 to 100,000; nil for anything else.
  init?(_ text: String) {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (1...100_000).contains(width), (1...100_000).contains(height)
    else { return nil }
    self.init(width: width, height: height)
  }
}
