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
}
