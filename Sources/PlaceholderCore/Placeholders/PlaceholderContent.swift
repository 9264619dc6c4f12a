/// What a placeholder shows and how it behaves: DZNEmptyDataSet's data-source
/// answers and PageState's `PageStateItem`, as one value.
///
/// Everything has a default, so `PlaceholderContent(title: "Nothing here")`
/// is a complete placeholder. Presets cover the common states: `loading()`,
/// `noContent()`, `networkError()`, `failed(message:)`, `noResults(query:)`.
public struct PlaceholderContent: Hashable, Sendable {
  /// The picture above the title.
  public var image: PlaceholderImage
  /// An optional CSS animation of the image (DZNEmptyDataSet's image animation).
  public var imageAnimation: ImageAnimation
  /// Whether a spinner shows above the title (the loading variant).
  public var showsSpinner: Bool
  /// The heading; empty or nil hides it.
  public var title: String?
  /// The explanation under the title; empty or nil hides it.
  public var detail: PlaceholderText?
  /// The action button; nil hides it.
  public var button: PlaceholderButton?
  /// Names a custom widget the app registered with the GTK layer; when set it
  /// replaces the stock image/title/detail/button layout.
  public var customContent: CustomContentToken?
  /// How a custom widget is sized: `.natural` (ours, the default) or
  /// `.fill`, pinned to the covered area's edges like DZNEmptyDataSet's
  /// `customView`.
  public var customContentSizing: CustomContentSizing
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
  /// Where the placeholder sits in its container (PageState's layout style).
  /// Default `.center()`, where PageState's items default to `.full`.
  public var layout: PlaceholderLayout
  /// The background behind the placeholder.
  public var background: PlaceholderBackground
  /// Whether the placeholder fades in and out, and how long that takes.
  public var fade: Fade
  /// Whether the placeholder receives clicks and taps. When false they pass
  /// through to the content beneath. Default true (a placeholder's button
  /// must work), where PageState's items default to false.
  public var isTouchAllowed: Bool
  /// Whether a tap anywhere on the placeholder (not only on its button)
  /// triggers its action, as AppPlaceholder's tap-to-reload does.
  public var tapAnywhereTriggersAction: Bool
  /// Whether the list beneath can scroll while the placeholder shows.
  public var isScrollAllowed: Bool
  /// Whether the placeholder shows even when the list has content
  /// (DZNEmptyDataSet's `emptyDataSetShouldBeForcedToDisplay`).
  public var isForcedDisplay: Bool
  /// The GTK layer's `PlaceholderItem` this content stands for, if any:
  /// its widget, layout closure and tap handlers come with it. Set by the
  /// item; nil for plain content.
  public var itemID: PlaceholderItemID? = nil

  /// Creates placeholder content; every argument has a default.
  public init(
    image: PlaceholderImage = .none,
    imageAnimation: ImageAnimation = .none,
    showsSpinner: Bool = false,
    title: String? = nil,
    detail: PlaceholderText? = nil,
    button: PlaceholderButton? = nil,
    customContent: CustomContentToken? = nil,
    customContentSizing: CustomContentSizing = .natural,
    spacing: Double = PlaceholderContent.defaultSpacing,
    sideMargins: PlaceholderSideMargins = .stylesheet,
    layout: PlaceholderLayout = .center(),
    background: PlaceholderBackground = .none,
    fade: Fade = .standard,
    isTouchAllowed: Bool = true,
    tapAnywhereTriggersAction: Bool = false,
    isScrollAllowed: Bool = false,
    isForcedDisplay: Bool = false
  ) {
    self.image = image
    self.imageAnimation = imageAnimation
    self.showsSpinner = showsSpinner
    self.title = title
    self.detail = detail
    self.button = button
    self.customContent = customContent
    self.customContentSizing = customContentSizing
    self.spacing = spacing
    self.sideMargins = sideMargins
    self.layout = layout
    self.background = background
    self.fade = fade
    self.isTouchAllowed = isTouchAllowed
    self.tapAnywhereTriggersAction = tapAnywhereTriggersAction
    self.isScrollAllowed = isScrollAllowed
    self.isForcedDisplay = isForcedDisplay
  }

  /// Our default space between elements, in pixels: 12, the GNOME
  /// spacing grid that libadwaita's status page uses, so a placeholder
  /// lines up with the rest of a GTK app.
  public static let defaultSpacing: Double = 12

  /// DZNEmptyDataSet's default space between elements (its `verticalSpace`
  /// of 11 points), for an app that wants the seed's look exactly:
  /// `PlaceholderContent(…, spacing: PlaceholderContent.compactSpacing)`.
  public static let compactSpacing: Double = 11

  /// The title to show, or nil when it is missing or empty.
  public var visibleTitle: String? { title.flatMap { $0.isEmpty ? nil : $0 } }

  /// The detail to show, or nil when it is missing or empty.
  public var visibleDetail: PlaceholderText? { detail.flatMap { $0.text.isEmpty ? nil : $0 } }

  /// The button to show, or nil when it is missing or has an empty title.
  public var visibleButton: PlaceholderButton? { button.flatMap { $0.title.isEmpty ? nil : $0 } }
}

// MARK: - Presets

extension PlaceholderContent {
  /// Shown while the first page loads: a spinner and "Loading…".
  public static func loading(title: String? = nil) -> PlaceholderContent {
    PlaceholderContent(
      showsSpinner: true,
      title: title ?? translate("Loading…"),
      isTouchAllowed: false,
      isScrollAllowed: false)
  }

  /// Shown when a load finished with nothing: "No content".
  public static func noContent(detail: String? = nil) -> PlaceholderContent {
    PlaceholderContent(
      image: .icon("folder-open-symbolic"),
      title: translate("No Content"),
      detail: .plain(detail ?? translate("There is nothing here yet.")),
      isScrollAllowed: true)
  }

  /// Shown when the network is unreachable: tap anywhere or press Retry.
  public static func networkError(detail: String? = nil) -> PlaceholderContent {
    PlaceholderContent(
      image: .icon("network-offline-symbolic"),
      title: translate("No Connection"),
      detail: .plain(detail ?? translate("Check your network connection, then try again.")),
      button: .retry,
      tapAnywhereTriggersAction: true,
      isScrollAllowed: false)
  }

  /// Shown when a load failed for another reason; `message` is shown literally.
  public static func failed(message: String? = nil) -> PlaceholderContent {
    PlaceholderContent(
      image: .icon("dialog-error-symbolic"),
      title: translate("Could Not Load"),
      detail: .plain(message ?? translate("Something went wrong while loading.")),
      button: .retry,
      isScrollAllowed: false)
  }

  /// Shown when a search found nothing; `query` is shown literally.
  public static func noResults(query: String) -> PlaceholderContent {
    return PlaceholderContent(
      image: .icon("edit-find-symbolic"),
      title: translate("No Results"),
      detail: .plain(substitute(translate("No results for “%@”"), query)),
      button: PlaceholderButton(title: translate("Clear Search"), style: .pill),
      isScrollAllowed: true)
  }
}
