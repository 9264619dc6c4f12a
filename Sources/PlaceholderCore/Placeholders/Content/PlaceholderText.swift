/// Text for the detail line: plain by default, so that text from data can
/// never inject markup; Pango markup only when asked for by name.
public enum PlaceholderText: Hashable, Sendable {
  /// Shown literally: `<b>` is shown as `<b>`.
  case plain(String)
  /// Parsed as Pango markup. Invalid markup is shown literally, with one warning.
  case markup(String)

  /// The raw text, markup included.
  public var text: String {
    switch self {
    case .plain(let text), .markup(let text): text
    }
  }

  /// `text` with the characters that Pango markup (and XML) give a meaning,
  /// `&`, `<`, `>` and `"`, written as entities: plain words put into
  /// markup show as they are.
  public static func escapingMarkup(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
