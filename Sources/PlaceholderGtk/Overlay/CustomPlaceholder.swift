import GtkKit
import PlaceholderCore

/// A placeholder that brings its own widget, layout and tap handlers
/// (PageState's `PageStateItem`, whose item is a view of its own).
///
/// `content` says what the stock layout shows and how the placeholder
/// behaves (background, fade, touch, scroll, forced display); the custom placeholder adds
/// what a value cannot hold: a widget that replaces the stock layout, a
/// closure that places it given the host and placeholder widgets, and tap
/// handlers that take its taps before the slot's. Show it by handing its
/// `content` to anything that takes placeholder content: a slot's `placeholder`,
/// a list's `placeholders.content.empty` or `placeholders.pinned`. The content names
/// the custom placeholder, and the slot finds the rest by that name.
///
/// ```swift
/// let offline = CustomPlaceholder(content: .networkError(), widget: offlineView)
/// offline.layout = { host, placeholder in
///   let size = placeholder.naturalSize
///   return (x: 0, y: host.allocatedSize.height - size.height, width: host.allocatedSize.width, height: size.height)
/// }
/// offline.actionHandler = { reload() }
/// slot.placeholder = offline.content
/// ```
///
/// Keep the custom placeholder (as a property of its page, as PageState's apps keep
/// their empty views): the content only names it, and content naming an
/// custom placeholder that is gone shows its stock layout. The custom placeholder's widget shows in one
/// slot at a time.
///
/// **Defaults.** PageState's items fill their container (`.full`) and
/// ignore taps (`isTouchAllowed` false) unless they say otherwise. Here
/// `content` keeps `PlaceholderContent`'s defaults: centred at its natural
/// size (`.center()`) and taking taps (`isTouchAllowed` true). For
/// PageState's behaviour set `content.layout = .full()` and
/// `content.isTouchAllowed = false`.
@MainActor
public final class CustomPlaceholder {
  /// The name the custom placeholder's content carries.
  public let id: CustomPlaceholderID
  /// The widget shown instead of the stock layout (PageState's `view`),
  /// or nil for the stock layout. It must not have a parent of its own.
  public let widget: Widget?

  /// What the placeholder shows and how it behaves, naming this custom placeholder: hand
  /// it to a slot or a list to show the custom placeholder. Changes reach a slot when the
  /// content is handed to it again.
  public var content: PlaceholderContent {
    get {
      var named = storedContent
      named.customPlaceholderID = id
      return named
    }
    set { storedContent = newValue }
  }

  /// Places the placeholder (PageState's `.custom(layoutClosure:)`): given
  /// the host (the widget the slot covers) and the placeholder (`widget`,
  /// or the stock column), returns the placeholder's rectangle in the
  /// host's coordinates. The answer is kept inside the area the placeholder
  /// may cover (below a kept header). When set it wins over the content's
  /// `layout` and the slot's `customPlacement`. Asked at every layout of the
  /// slot; setting it lays out the slot showing the custom placeholder again.
  public var layout: (@MainActor (_ host: Widget, _ placeholder: Widget) -> (x: Int, y: Int, width: Int, height: Int))?
  {
    didSet { shownIn?.queueContentLayout() }
  }

  /// The slot that last showed the custom placeholder, to lay out again when `layout`
  /// changes.
  weak var shownIn: PlaceholderSlot?

  /// Called for the button, and for a tap anywhere when the content's
  /// `tapAnywhereTriggersAction` is set, instead of the slot's handlers.
  public var actionHandler: (@MainActor () -> Void)?

  /// Called for the button instead of `actionHandler` and the slot's handlers.
  public var buttonTapHandler: (@MainActor () -> Void)?

  /// Called for a tap on the placeholder outside its controls, instead of
  /// `actionHandler` and the slot's handlers. Never called when the content does
  /// not allow touch.
  public var backgroundTapHandler: (@MainActor () -> Void)?

  private var storedContent: PlaceholderContent

  /// Creates a custom placeholder showing `content`, with its own `widget` when given.
  public init(content: PlaceholderContent = PlaceholderContent(), widget: Widget? = nil) {
    Self.lastID += 1
    id = CustomPlaceholderID(rawValue: Self.lastID)
    storedContent = content
    self.widget = widget
    Self.registry[id] = WeakItem(item: self)
  }

  isolated deinit {
    Self.registry[id] = nil
  }

  /// Which tap handlers are set.
  var tapHandlers: PlaceholderTapHandlers {
    PlaceholderTapHandlers(
      button: buttonTapHandler != nil, background: backgroundTapHandler != nil, action: actionHandler != nil)
  }

  /// The living custom placeholder `id` names, if any.
  static func item(named id: CustomPlaceholderID) -> CustomPlaceholder? { registry[id]?.item }

  private static var lastID: UInt64 = 0
  private static var registry: [CustomPlaceholderID: WeakItem] = [:]

  private struct WeakItem {
    weak var item: CustomPlaceholder?
  }
}
