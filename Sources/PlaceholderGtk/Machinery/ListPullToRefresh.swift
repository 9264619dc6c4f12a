internal import CGtk
import GtkKit
import PlaceholderCore

// Raw GTK here: the scroll and drag gestures and the shortcut controller of the pull, event-level GTK GtkKit leaves
// to the code handling the events.

/// Pull to refresh for a list: turns scrolls past the top (touchpad,
/// wheel), touchscreen drags, F5 and Ctrl+R into refreshes, and shows the
/// pull on the refresh indicator. `PullToRefresh` in the core decides; this
/// feeds it GTK's input and shows its answers.
@MainActor
final class ListPullToRefresh {
  /// Pull down past the top to refresh; F5 and Ctrl+R refresh as well.
  var isEnabled = true
  /// Refresh when the list is first shown.
  var refreshesWhenFirstShown = false
  /// Start the first load when the list is first shown (wins over
  /// `refreshesWhenFirstShown`).
  var loadsWhenFirstShown = false
  /// Called once when the list is first shown, before its first refresh.
  var beforeFirstShown: (@MainActor () -> Void)?
  /// Whether a refresh that fails over rows is said on the strip above the
  /// list; off when the app shows it elsewhere (a libadwaita toast).
  var flashesRefreshFailures = true
  /// Whether a shown placeholder lets the list scroll (nil: none shows).
  var placeholderAllowsScroll: @MainActor () -> Bool? = { nil }

  /// The strip above the list, built the first time it has something to
  /// show (a pull, a refresh, a message): a list that is never pulled never
  /// builds, styles and lays out a strip that stays hidden, some 5% of a
  /// million-row table's first frame (BENCHMARKS.md, Bare).
  var indicator: RefreshIndicator {
    if let builtIndicator { return builtIndicator }
    let made = RefreshIndicator()
    made.color = indicatorColor
    strips.addAtTop(made.widget)
    builtIndicator = made
    return made
  }
  /// The strip, once built.
  private(set) var builtIndicator: RefreshIndicator?
  /// The colour of the strip's arrow, spinner and text; nil follows the theme.
  var indicatorColor: Color? {
    didSet { builtIndicator?.color = indicatorColor }
  }
  private var pull = PullToRefresh()
  private let loads: LoadCoordinator
  private let scrolledWindow: ScrolledWindow
  /// Where the strip goes, above the rows.
  private let strips: ListStrips
  private var wheelReleaseSource: UInt32 = 0
  private var hasBeenShown = false

  /// Scrolls `scrolledWindow`; listens once `listen(on:)` is called.
  init(strips: ListStrips, scrolledWindow: ScrolledWindow, loads: LoadCoordinator) {
    self.loads = loads
    self.scrolledWindow = scrolledWindow
    self.strips = strips
  }

  /// Loads fresh data; the indicator spins meanwhile.
  func beginRefreshing() {
    if pull.beginRefreshing() { showPull() }
    loads.send(.refresh)
  }

  /// Follows the load machine: spins exactly while it refreshes, and says
  /// when a refresh failed over rows.
  func follow(_ transition: PageStateTransition) {
    pull.follow(transition.state)
    showPull()
    if let failure = transition.refreshFailure, flashesRefreshFailures {
      indicator.flash(failure.refreshFailedText)
    }
  }

  private var isAtTop: Bool {
    let adjustment = scrolledWindow.verticalAdjustment
    return adjustment.value <= adjustment.lower + 0.5
  }

  private var mayStart: Bool {
    PullToRefresh.mayStart(isEnabled: isEnabled, isAtTop: isAtTop, placeholderAllowsScroll: placeholderAllowsScroll())
  }

  /// A scroll event; returns whether the pull took it. A wheel has no
  /// "scroll-end", so a pause of 300 ms releases a wheel's pull.
  func scrolled(dy: Double, discrete: Bool) -> Bool {
    let outcome = pull.scroll(dy: dy, isWheelStep: discrete, mayStart: mayStart)
    if outcome.movedPull {
      showPull()
      if discrete { scheduleWheelRelease() }
    }
    return outcome.consumesEvent
  }

  /// A touchscreen drag, `offsetY` below where it began.
  func dragged(to offsetY: Double) {
    if pull.drag(to: offsetY, mayStart: mayStart) { showPull() }
  }

  /// The gesture ended: refreshes when the pull was armed.
  func releasePull() {
    if pull.release() { loads.send(.refresh) }
    showPull()
  }

  private func scheduleWheelRelease() {
    if wheelReleaseSource != 0 { g_source_remove(wheelReleaseSource) }
    wheelReleaseSource = MainLoopCallbacks.after(milliseconds: 300) { [weak self] in
      self?.wheelReleaseSource = 0
      self?.releasePull()
    }
  }

  private func showPull() {
    let phase = PlaceholderPolicy.refreshIndicator(for: loads.state, pull: pull)
    // An idle strip that was never built has nothing to hide.
    if builtIndicator == nil, phase == .idle { return }
    indicator.show(phase, progress: pull.progress, label: phase == .refreshing ? translate("Refreshing…") : pull.label)
  }

  /// Listens on `widget` (the list with its placeholder): its scrolls,
  /// drags and shortcuts, and its first showing.
  func listen(on widget: Widget) {
    let container = widget.gtkWidget
    // Scrolling past the top: touchpad and wheel. Capture phase, so it sees
    // scrolls over the list and over the placeholder alike.
    if let scroll = gtk_event_controller_scroll_new(pg_scroll_vertical()) {
      gtk_event_controller_set_propagation_phase(scroll, GTK_PHASE_CAPTURE)
      Signals.connectDoublePairReturningBool(scroll, "scroll") { [weak self] _, dy in
        self?.scrolled(dy: dy, discrete: gtk_event_controller_scroll_get_unit(gcast(scroll)) == GDK_SCROLL_UNIT_WHEEL)
          ?? false
      }
      Signals.connect(scroll, "scroll-end") { [weak self] in self?.releasePull() }
      gtk_widget_add_controller(container, scroll)
    }
    // Dragging past the top on a touchscreen.
    if let drag = gtk_gesture_drag_new() {
      gtk_gesture_single_set_touch_only(gcast(drag), 1)
      gtk_event_controller_set_propagation_phase(gcast(drag), GTK_PHASE_CAPTURE)
      Signals.connectDoublePair(drag, "drag-update") { [weak self] _, offsetY in self?.dragged(to: offsetY) }
      Signals.connectDoublePair(drag, "drag-end") { [weak self] _, _ in self?.releasePull() }
      gtk_widget_add_controller(container, gcast(drag))
    }
    // F5 and Ctrl+R, while focus is in the list or its placeholder.
    if let shortcuts = gtk_shortcut_controller_new() {
      for accelerator in ["F5", "<Control>r"] {
        let callback: GtkShortcutFunc = { _, _, data in
          guard let data else { return 0 }
          MainThread.call(ClosureBox<@MainActor () -> Void>.from(data).handler)
          return 1
        }
        let box = ClosureBox<@MainActor () -> Void> { [weak self] in self?.refreshFromUser() }
        let action = gtk_callback_action_new(callback, box.retainedPointer(), { AnyClosureBox.release($0) })
        gtk_shortcut_controller_add_shortcut(
          gcast(shortcuts), gtk_shortcut_new(gtk_shortcut_trigger_parse_string(accelerator), action))
      }
      gtk_widget_add_controller(container, gcast(shortcuts))
    }
    Signals.connect(container, "map") { [weak self] in
      guard let self, !hasBeenShown else { return }
      hasBeenShown = true
      beforeFirstShown?()
      if loadsWhenFirstShown {
        loads.send(.beginLoad)
      } else if refreshesWhenFirstShown {
        beginRefreshing()
      }
    }
  }

  /// F5, Ctrl+R.
  private func refreshFromUser() {
    guard isEnabled else { return }
    beginRefreshing()
  }
}
