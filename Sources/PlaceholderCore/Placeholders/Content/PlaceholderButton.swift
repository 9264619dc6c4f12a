/// The placeholder's action button.
public struct PlaceholderButton: Hashable, Sendable {
  /// The label.
  public var title: String
  /// How the button looks.
  public var style: Style

  /// Creates a button.
  public init(title: String, style: Style = .pill) {
    self.title = title
    self.style = style
  }

  /// A "Retry" button, translated.
  public static var retry: PlaceholderButton { PlaceholderButton(title: translate("Retry"), style: .suggested) }

  /// Button looks, each a GNOME style class.
  public enum Style: String, Hashable, Sendable, CaseIterable {
    /// A plain button.
    case standard
    /// A rounded, padded button (`.pill`).
    case pill
    /// The accent-coloured button for the expected action (`.suggested-action`).
    case suggested
    /// A red button for a destructive action (`.destructive-action`).
    case destructive
    /// A button without a frame (`.flat`).
    case flat
    /// A button that looks like a link (`.link`).
    case link
  }
}
