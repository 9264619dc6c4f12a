/// How a placeholder is laid out and drawn: where it sits, the space
/// between and beside its parts, how a custom widget is sized, its
/// background and its fade.
public struct PlaceholderAppearance: Hashable, Sendable {
  /// Where the placeholder sits in its container (PageState's layout style).
  /// Default `.center()`, where PageState's items default to `.full`.
  public var layout: PlaceholderLayout
  /// Space between image, title, detail and button, in pixels
  /// (DZNEmptyDataSet's `spaceHeight`). Ours defaults to `defaultSpacing`
  /// (12); DZNEmptyDataSet's is `compactSpacing` (11). The GTK layer's stock
  /// style adds 24 px under the image and over the button, as AdwStatusPage
  /// has.
  public var spacing: Double
  /// The space left and right of the title, detail and button:
  /// `.stylesheet` (ours, the default) or `.proportional`, a sixteenth of
  /// the width as DZNEmptyDataSet's, or `.fixed`.
  public var sideMargins: PlaceholderSideMargins
  /// How a custom widget is sized: `.natural` (ours, the default) or
  /// `.fill`, pinned to the covered area's edges like DZNEmptyDataSet's
  /// `customView`.
  public var customContentSizing: CustomContentSizing
  /// The background behind the placeholder.
  public var background: PlaceholderBackground
  /// Whether the placeholder fades in and out, and how long that takes.
  public var fade: Fade

  /// Creates an appearance; every argument has the default described above.
  public init(
    layout: PlaceholderLayout = .center(),
    spacing: Double = PlaceholderAppearance.defaultSpacing,
    sideMargins: PlaceholderSideMargins = .stylesheet,
    customContentSizing: CustomContentSizing = .natural,
    background: PlaceholderBackground = .none,
    fade: Fade = .standard
  ) {
    self.layout = layout
    self.spacing = spacing
    self.sideMargins = sideMargins
    self.customContentSizing = customContentSizing
    self.background = background
    self.fade = fade
  }

  /// Our default space between elements, in pixels: 12, the GNOME
  /// spacing grid that libadwaita's status page uses, so a placeholder
  /// lines up with the rest of a GTK app.
  public static let defaultSpacing: Double = 12

  /// DZNEmptyDataSet's default space between elements (its `verticalSpace`
  /// of 11 points), for an app that wants that look exactly:
  /// `PlaceholderAppearance(spacing: PlaceholderAppearance.compactSpacing)`.
  public static let compactSpacing: Double = 11
}
