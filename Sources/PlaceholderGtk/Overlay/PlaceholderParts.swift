import GtkKit

/// The widgets of a showing placeholder, for an app's own tweaks
/// (DZNEmptyDataSet's `imageView`, `titleLabel`, `detailLabel`, `button`,
/// `contentView` and `customView`).
///
/// Valid while the placeholder shows: the next placeholder the slot shows may
/// overwrite what the app changed (its text, image, visibility and button
/// style), and a hidden placeholder hands out no parts. Prefer CSS classes
/// (see `PlaceholderSlot`) for looks; use the parts for what CSS cannot do.
///
/// ```swift
/// slot.placeholder = .noContent()
/// slot.parts?.title.wraps = false
/// ```
@MainActor
public struct PlaceholderParts {
  /// The stock column holding image, spinner, title, detail and button.
  public let body: Widget
  /// The stock image.
  public let image: Image
  /// The stock spinner of the loading variant.
  public let spinner: Spinner
  /// The stock title.
  public let title: Label
  /// The stock detail.
  public let detail: Label
  /// The stock button.
  public let button: Button
  /// The custom widget showing instead of the stock column, if any.
  public let custom: Widget?

  /// What shows: the custom widget, else the stock column.
  public var content: Widget { custom ?? body }
}

extension PlaceholderSlot {
  /// The placeholder's widgets while it shows (appearing or shown), else
  /// nil. See `PlaceholderParts` for how long changes to them last.
  public var parts: PlaceholderParts? {
    guard isShowing else { return nil }
    return PlaceholderParts(
      body: view.widget, image: view.image, spinner: view.spinner, title: view.title, detail: view.detail,
      button: view.button, custom: shownCustom)
  }
}
