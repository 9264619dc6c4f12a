import GtkKit

/// The window's content: the list of pages beside the page shown; narrower
/// than `breakpoint`, one of the two at a time, as GNOME apps do on a phone
/// (libadwaita's navigation split view, which the demo does not link): the
/// list, and the page it opens, with a way back.
///
/// Nothing is moved between containers: the mode only shows, hides and
/// widens what is there, so a page keeps its state across a resize.
@MainActor
final class SplitView {
  /// Below this width the window shows the list or a page, not both. Wide,
  /// the sidebar and the widest page need less (`DemoNarrowLayoutTests`), so
  /// a window made narrower always reaches the breakpoint.
  static let breakpoint = 900
  /// The sidebar's width beside a page.
  static let sidebarWidth = 200

  /// What a narrow window shows.
  enum Pane: Equatable {
    case list
    case page
  }

  /// The container, to make the window's child.
  let widget: Widget
  /// The pages, one shown at a time.
  let stack = Stack(transition: .crossfade)
  let pageList: PageList
  /// Whether the window is narrower than `breakpoint`.
  private(set) var isNarrow = false
  /// What a narrow window shows (the page, too, when wide).
  private(set) var pane: Pane = .page
  /// Called after the mode or the pane changed: the header bar follows.
  var layoutChanged: (@MainActor () -> Void)?
  private let separator = Separator(orientation: .vertical)
  private let watch: WidthWatch
  private var connections: [SignalConnection] = []

  init(pages: [(id: String, title: String)]) {
    pageList = PageList(pages: pages)
    stack.expandsHorizontally = true
    let row = Box(orientation: .horizontal, spacing: 0, children: [pageList.widget, separator, stack])
    watch = WidthWatch(child: row)
    widget = watch.widget
    pageList.onSelected { [weak self] id in
      // Wide, choosing a row shows its page; narrow, only opening it does.
      guard let self, !isNarrow else { return }
      stack.visiblePageName = id
    }
    pageList.onActivated { [weak self] id in self?.open(id) }
    stack.onVisiblePageChanged { [weak self] id in
      guard let id else { return }
      self?.pageList.select(id)
    }.store(in: &connections)
    watch.onWidthChanged = { [weak self] width in self?.setNarrow(width < Self.breakpoint) }
    apply()
  }

  /// Shows a page; narrow, in place of the list.
  func open(_ id: String) {
    stack.visiblePageName = id
    pageList.select(id)
    guard isNarrow, pane != .page else { return }
    pane = .page
    apply()
    stack.moveFocusInto()
  }

  /// Narrow: from a page back to the list, its row focused. Returns whether
  /// there was a way back.
  @discardableResult
  func goBack() -> Bool {
    guard isNarrow, pane == .page else { return false }
    pane = .list
    apply()
    pageList.focusSelectedRow()
    return true
  }

  /// Narrow or wide, as the window's width says. A window that becomes
  /// narrow goes on showing its page.
  func setNarrow(_ narrow: Bool, pane: Pane = .page) {
    guard narrow != isNarrow else { return }
    isNarrow = narrow
    self.pane = pane
    apply()
  }

  /// Whether a narrow window shows the list, or a back button leads to it.
  var showsBackButton: Bool { isNarrow && pane == .page }

  private func apply() {
    let showsList = !isNarrow || pane == .list
    let showsPage = !isNarrow || pane == .page
    pageList.widget.isVisible = showsList
    pageList.widget.expandsHorizontally = isNarrow
    pageList.widget.setMinimumSize(width: isNarrow ? -1 : Self.sidebarWidth)
    separator.isVisible = !isNarrow
    stack.isVisible = showsPage
    layoutChanged?()
  }
}
