/// A style class of GTK's default theme (Adwaita), such as
/// `suggested-action`. Add one with `widget.addStyle(.suggestedAction)`.
///
/// Any class an app's own stylesheet defines works too:
/// `StyleClass(rawValue: "my-class")` or the string literal `"my-class"`.
public struct StyleClass: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
  /// The CSS class name.
  public var rawValue: String

  /// A style class by its CSS name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A style class by its CSS name.
  public init(stringLiteral value: String) { rawValue = value }

  /// The button that does what the view is for (blue).
  public static let suggestedAction = StyleClass(rawValue: "suggested-action")
  /// A button that destroys data (red).
  public static let destructiveAction = StyleClass(rawValue: "destructive-action")
  /// A large rounded button, as status pages use.
  public static let pill = StyleClass(rawValue: "pill")
  /// A button without a frame until hovered.
  public static let flat = StyleClass(rawValue: "flat")
  /// A round button, for an icon.
  public static let circular = StyleClass(rawValue: "circular")
  /// Secondary, dimmed text.
  public static let dimLabel = StyleClass(rawValue: "dim-label")
  /// A bold heading.
  public static let heading = StyleClass(rawValue: "heading")
  /// Large title text.
  public static let title1 = StyleClass(rawValue: "title-1")
  /// Smaller title text.
  public static let title2 = StyleClass(rawValue: "title-2")
  /// A list with rounded, framed rows.
  public static let boxedList = StyleClass(rawValue: "boxed-list")
  /// A list or view with the theme's content background.
  public static let view = StyleClass(rawValue: "view")
  /// An error colour for text.
  public static let error = StyleClass(rawValue: "error")
  /// Monospaced text.
  public static let monospace = StyleClass(rawValue: "monospace")
}
