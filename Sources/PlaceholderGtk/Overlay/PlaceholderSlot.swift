internal import CGtk
import GtkKit
import PlaceholderCore

/// A placeholder over any widget: PageState's `view.ps.item = …` for GTK.
///
/// The slot wraps a content widget (a scrolled list, a grid, a text view…)
/// in a GtkOverlay. Setting `placeholder` shows a placeholder over it, with a CSS
/// fade; setting another placeholder while one shows swaps what it says without
/// lifecycle events; `nil` fades it out. `eventHandler` reports
/// will/did appear/disappear exactly once each per transition, in order
/// (`PlaceholderPresentation` decides them); `didAppear` comes when the fade
/// has ended.
///
/// ```swift
/// let slot = PlaceholderSlot(content: scrolledList)
/// window.child = slot.widget
/// slot.actionHandler = { reload() }
/// slot.placeholder = .loading()
/// …
/// slot.placeholder = items.isEmpty ? .noContent() : nil
/// ```
///
/// **Items.** Content made by a `CustomPlaceholder` brings the placeholder's own
/// widget, layout closure and tap handlers (PageState's per-item view,
/// `.custom(layoutClosure:)` and tap): each wins over the slot's
/// registered widgets, `customPlacement` and tap handlers.
///
/// **Layout.** `.center(x:y:)` shows the content at its natural size,
/// centred and moved by the offset; `.full(insets:)` fills the area inside
/// the margins; `.custom` asks `customPlacement`. This is also the default
/// where PageState's differs: content is centred and takes taps unless it
/// says otherwise, where a PageState item fills its container and ignores
/// taps (`.full`, touch off). A custom widget sits at its natural size
/// unless the content's `customContentSizing` is `.fill`, which pins it to
/// the covered area's edges (DZNEmptyDataSet's `customView`). The stock
/// column's side margins are the stylesheet's unless the content's
/// `sideMargins` is `.proportional` (DZNEmptyDataSet's `round(width / 16)`,
/// recomputed as the slot resizes) or `.fixed`. When the container is
/// narrower than 400 or lower than 360 pixels the compact variant shows
/// (half-size image, smaller type), and content that still does not fit
/// scrolls, so the button is never cut off. `topInset` or `header` keeps a
/// list header visible above the placeholder.
///
/// **Behaviour switches** come from the placeholder: `isTouchAllowed` false lets
/// clicks and keys through to the content; `tapAnywhereTriggersAction`
/// makes a click anywhere call `actionHandler`; `isScrollAllowed` says whether
/// `scrollTarget` scrolls while the placeholder shows. When scrolling is not
/// allowed, the scrolled window's scrollbar policies and kinetic scrolling
/// are changed and a capture-phase controller swallows its scroll events;
/// when the placeholder hides, all of it is restored exactly. When scrolling
/// is allowed, scroll events over the placeholder are forwarded to
/// `scrollTarget`: its adjustment moves, and at an edge its `edge-overshot`
/// signal is emitted, which is what a pull-to-refresh control listens to.
///
/// **Keyboard and screen readers.** The placeholder is an accessible group
/// named by its title and described by its detail (relations to the
/// labels, plus the label/description properties for custom content);
/// busy while loading. On GTK 4.14 and later a failure or an empty search
/// is also announced (`PlaceholderAnnouncement` decides, from the placeholder's
/// `urgency`: the failure presets are alerts); on every version
/// the state change reaches screen readers through focus: when the placeholder
/// replaces a focused list, focus moves to its button (or to the group
/// itself when it has none), and the reader speaks the group's name and
/// description. Enter and Space activate the button. A placeholder with a
/// button that shows as its window opens takes the window's first focus.
/// When the content is back, focus returns where it was in it (a list's
/// row), unless the user moved it elsewhere meanwhile
/// (`PlaceholderFocusRoute` decides).
///
/// **Theming.** The CSS classes an app can restyle are listed in the
/// "Placeholders on any widget" article, under Theming.
@MainActor
public final class PlaceholderSlot {
  /// The overlay holding the content and the placeholder: put this in the UI.
  public let widget: Widget
  /// The content the placeholder covers.
  public let content: Widget

  /// What the placeholder shows; nil hides it. Setting the value it already
  /// has does nothing; setting another while one shows swaps the content
  /// without lifecycle events.
  public var placeholder: PlaceholderContent? {
    didSet {
      guard placeholder != oldValue else { return }
      focus.itemChanged()
      itemChanged()
      if announcesItems,
        let announcement = PlaceholderAnnouncement.forItemChange(
          from: oldValue, to: placeholder, focusMoved: focus.movedForItem)
      {
        Announcer.announce(announcement, for: widget)
      }
    }
  }

  /// Whether a new placeholder is announced to screen readers by its `urgency`
  /// (GTK 4.14+). A list turns it off: it announces from its load state.
  var announcesItems = true

  /// Called for the button, and for a click anywhere when the placeholder's
  /// `tapAnywhereTriggersAction` is set: the default for both, when
  /// `buttonTapHandler` or `backgroundTapHandler` is not set.
  public var actionHandler: (@MainActor () -> Void)?

  /// Called for the button instead of `actionHandler` when set
  /// (DZNEmptyDataSet's `emptyDataSet:didTapButton:`).
  public var buttonTapHandler: (@MainActor () -> Void)?

  /// Called for a click on the placeholder outside its controls when set,
  /// whatever the placeholder's `tapAnywhereTriggersAction`, instead of `actionHandler`
  /// (DZNEmptyDataSet's `emptyDataSet:didTapView:`). Never called when the
  /// placeholder does not allow touch.
  public var backgroundTapHandler: (@MainActor () -> Void)?

  /// Called with each lifecycle event, after the widgets changed and before
  /// anything is drawn.
  public var eventHandler: (@MainActor (PresentationEvent) -> Void)?

  /// Places a `.custom` layout: given the container's size and the child's
  /// natural size, returns the child's rectangle. The answer is kept inside
  /// the container. Without it `.custom` centres.
  public var customPlacement:
    (
      @MainActor (_ containerWidth: Int, _ containerHeight: Int, _ childWidth: Int, _ childHeight: Int) -> (
        x: Int, y: Int, width: Int, height: Int
      )
    )?
  {
    didSet { root.queueAllocate() }
  }

  /// Pixels at the top of the content the placeholder leaves uncovered, so
  /// a list header stays visible. The placeholder starts below the larger of
  /// this and the bottom of `header`.
  public var topInset: Int = 0 {
    didSet { widget.queueAllocate() }
  }

  /// A header inside the content that stays visible: the placeholder starts
  /// below its bottom edge, following it as it resizes.
  public var header: Widget? {
    didSet { widget.queueAllocate() }
  }

  /// The scrolled window the scroll rules apply to. Set automatically when
  /// the content is a GtkScrolledWindow; another widget type is refused with
  /// a warning.
  public var scrollTarget: Widget? {
    didSet {
      if let target = scrollTarget, !target.isScrolledWindow {
        Diagnostics.warn(
          "placeholder scrollTarget must be a GtkScrolledWindow, not \(target.typeName); ignored")
        scrollTarget = oldValue
        return
      }
      input.updateScrollLock(self)
    }
  }

  /// What shows behind a placeholder whose `background` is `.none`. Default: the
  /// theme's view background, opaque, so the placeholder hides what it
  /// covers as a status page does (an article's text never shows through
  /// "No Connection"). Lists set `.none`: an empty list has nothing to
  /// hide. Set `.none` for a transparent placeholder over any widget.
  public var defaultBackground: PlaceholderBackground = .themed("view_bg_color") {
    didSet { if let displayed { ownLook.apply(displayed, defaultBackground: defaultBackground, to: root) } }
  }

  /// Whether the placeholder is appearing or shown.
  public var isShowing: Bool { fade.presentation.isVisibleOrAppearing }

  /// Takes the content off screen, out of the focus chain and away from
  /// screen readers while true, keeping its place and size: a list hides
  /// its old rows this way while a new listing loads, so they never show
  /// through a transparent placeholder. Default false.
  public var hidesContent = false {
    didSet {
      guard hidesContent != oldValue else { return }
      applyContentHiding()
    }
  }

  /// Where the placeholder is in its lifecycle.
  package var phase: PlaceholderPresentation.Phase { fade.presentation.phase }

  // MARK: State: private to this file; each part owns its own

  /// The accessible group over the content: background, fade, touch.
  let root: Overlay
  /// The scroller, the stock layout and the custom widget inside the group.
  let contentWidgets = SlotContentWidgets()
  /// The placeholder that is showing or fading out (`placeholder` is already nil while
  /// the last one fades out).
  private(set) var displayed: PlaceholderContent?
  /// The `CustomPlaceholder` `displayed` names, kept while it shows or fades.
  private(set) var displayedCustom: CustomPlaceholder?

  /// The lifecycle and the fade's clock.
  let fade = SlotFade()
  /// Where the keyboard focus goes as the placeholder comes and goes.
  let focus = SlotFocus()
  /// Taps and scrolling over the placeholder, and the content's scroll lock.
  let input = SlotInput()
  /// Where the group and the placeholder's content go.
  let placement = SlotLayout()
  /// The class of the placeholder's own fade and background.
  let ownLook = SlotLook()
  /// The widgets apps register for custom content.
  let customWidgets = SlotCustomWidgets()
  /// Icons loaded ahead of the placeholders that may show them.
  let icons = SlotIcons()
  /// What the accessibility layer was told.
  let accessibility = SlotAccessibility()

  /// Wraps `content` in an overlay, with no placeholder showing.
  public init(content: Widget) {
    self.content = content
    let overlay = Overlay()
    widget = overlay
    root = Overlay(role: GTK_ACCESSIBLE_ROLE_GROUP)

    if let display = overlay.display { PlaceholderStyles.install(on: display) }
    overlay.addLibraryCSSClass("placeholder-host")
    overlay.setChild(content)
    overlay.addOverlay(root)

    root.addLibraryCSSClass("placeholder")
    root.isVisible = false
    root.clipsChildren()
    root.canTarget = false

    if content.isScrolledWindow { scrollTarget = content }
    placement.connect(self, overlay: overlay)
    input.connect(self)
    // Off screen during a fade (the window closed, the slot removed), the
    // fade cannot run: it ends now.
    Signals.connect(root.gtkWidget, "unmap") { [weak self] in
      guard let self else { return }
      fade.cutShort(self)
    }
    Signals.connect(root.gtkWidget, "map") { [weak self] in self?.placeholderMapped() }
  }

  isolated deinit {
    input.releaseScrollLock()
    fade.stopClock(on: root)
    if let display = widget.display { ownLook.release(on: display) }
  }

  // MARK: Item changes

  private func itemChanged() {
    if let item = placeholder {
      displayed = item
      displayedCustom = customWidgets.resolveCustomPlaceholder(item, for: self)
      applyContent(item)
      fade.transition(self, visible: true, style: item.appearance.fade)
      input.updateScrollLock(self)
      // Another placeholder over the one showing: a focused group gives way to the
      // new placeholder's button.
      settleFocus()
    } else {
      fade.transition(self, visible: false, style: displayed?.appearance.fade ?? .standard)
      input.updateScrollLock(self)
    }
  }

  /// Puts `placeholder`'s content, classes, styles and switches on the widgets:
  /// the stock column or a custom widget, the look, the switches and the
  /// accessible description.
  func applyContent(_ item: PlaceholderContent) {
    let custom = customWidgets.widget(for: item, showing: displayedCustom, shownCustom: shownCustom)
    contentWidgets.show(custom, or: item, in: self)
    setClass("custom", custom != nil)
    setClass("loading", item.showsSpinner && custom == nil)
    ownLook.apply(item, defaultBackground: defaultBackground, to: root)
    if isShowing { input.applyTouch(item, to: self) }
    accessibility.update(item, custom: custom != nil, group: root, view: view)
    root.queueAllocate()
  }

  // MARK: Showing and hiding (`SlotFade` runs the transitions)

  /// The group is hidden: the placeholder that faded out is gone.
  func finishHiding() {
    // Focus Tab put on the fading button leaves before the group hides
    // (not while the window itself goes away).
    if root.isMapped { settleFocus() }
    root.isVisible = false
    built?.view.spinner.isSpinning = false
    displayed = placeholder
  }
}
