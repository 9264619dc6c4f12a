/// A placeholder: what it shows (image, title, detail, button, or a custom
/// widget), how it is laid out and drawn (`appearance`), and how it takes
/// input (`behavior`). DZNEmptyDataSet's data-source answers and PageState's
/// `PageStateItem`, as one value.
///
/// Everything has a default, so `PlaceholderContent(title: "Nothing here")`
/// is a complete placeholder. Presets cover the common states: `loading()`,
/// `noContent()`, `networkError()`, `failed(message:)`, `noResults(query:)`.
///
/// ```swift
/// PlaceholderContent(
///   image: .icon("mail-unread-symbolic"), title: "No Mail",
///   appearance: PlaceholderAppearance(layout: .full()),
///   behavior: PlaceholderBehavior(isScrollAllowed: true))
/// ```
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
  /// The name of a widget registered with the GTK layer's deprecated
  /// `register(custom:builder:)`; a `CustomPlaceholder` is the one way now.
  package var customWidgetName: String?
  /// How the placeholder is laid out and drawn.
  public var appearance: PlaceholderAppearance
  /// How the placeholder takes input, and whether it shows over rows.
  public var behavior: PlaceholderBehavior
  /// How a screen reader hears it when a standalone slot shows it.
  public var urgency: PlaceholderUrgency
  /// The GTK layer's `CustomPlaceholder` this content stands for, if any:
  /// its widget, layout closure and tap handlers come with it. Set by the
  /// placeholder; nil for plain content.
  package var customPlaceholderID: CustomPlaceholderID? = nil

  /// Creates placeholder content; every argument has a default.
  public init(
    image: PlaceholderImage = .none,
    imageAnimation: ImageAnimation = .none,
    showsSpinner: Bool = false,
    title: String? = nil,
    detail: PlaceholderText? = nil,
    button: PlaceholderButton? = nil,
    appearance: PlaceholderAppearance = PlaceholderAppearance(),
    behavior: PlaceholderBehavior = PlaceholderBehavior(),
    urgency: PlaceholderUrgency = .quiet
  ) {
    self.image = image
    self.imageAnimation = imageAnimation
    self.showsSpinner = showsSpinner
    self.title = title
    self.detail = detail
    self.button = button
    self.appearance = appearance
    self.behavior = behavior
    self.urgency = urgency
  }

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
      behavior: PlaceholderBehavior(isTouchAllowed: false, isScrollAllowed: false))
  }

  /// Shown when a load finished with nothing: "No content".
  public static func noContent(detail: String? = nil) -> PlaceholderContent {
    PlaceholderContent(
      image: .icon("folder-open-symbolic"),
      title: translate("No Content"),
      detail: .plain(detail ?? translate("There is nothing here yet.")),
      behavior: PlaceholderBehavior(isScrollAllowed: true))
  }

  /// Shown when the network is unreachable: tap anywhere or press Retry.
  public static func networkError(detail: String? = nil) -> PlaceholderContent {
    PlaceholderContent(
      image: .icon("network-offline-symbolic"),
      title: translate("No Connection"),
      detail: .plain(detail ?? translate("Check your network connection, then try again.")),
      button: .retry, behavior: PlaceholderBehavior(tapAnywhereTriggersAction: true, isScrollAllowed: false),
      urgency: .alert)
  }

  /// Shown when a load failed for another reason; `message` is shown literally.
  public static func failed(message: String? = nil) -> PlaceholderContent {
    PlaceholderContent(
      image: .icon("dialog-error-symbolic"),
      title: translate("Could Not Load"),
      detail: .plain(message ?? translate("Something went wrong while loading.")),
      button: .retry, behavior: PlaceholderBehavior(isScrollAllowed: false), urgency: .alert)
  }

  /// Shown when a search found nothing; `query` is shown literally.
  public static func noResults(query: String) -> PlaceholderContent {
    return PlaceholderContent(
      image: .icon("edit-find-symbolic"),
      title: translate("No Results"),
      detail: .plain(substitute(translate("No results for “%@”"), query)),
      button: PlaceholderButton(title: translate("Clear Search"), style: .pill),
      behavior: PlaceholderBehavior(isScrollAllowed: true), urgency: .polite)
  }
}
