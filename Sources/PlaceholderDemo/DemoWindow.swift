import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// The demo's main window: a sidebar of pages, the current page, and a
/// header bar with Refresh, the simulated network's controls and the main
/// menu. Narrower than `SplitView.breakpoint` it shows the list of pages or
/// one page, with a back button, as a phone app does.
@MainActor
package final class DemoWindow {
  package let window: ApplicationWindow
  /// The list of pages and the page shown.
  let split: SplitView
  private var stack: Stack { split.stack }
  private let network: SimulatedNetwork
  /// The pages built so far, by id; the rest are built when first shown.
  private var builtPages: [String: any DemoPage] = [:]
  /// Each page's place in the stack, filled when the page is built.
  private var containers: [String: Box] = [:]
  /// The pages' header-bar widgets, one stack page per demo page (empty for
  /// pages without). A stack is as big as its biggest page, so a page switch
  /// resizes nothing in the title bar. Packing and unpacking them did, in the
  /// frame that lays the new page out, and GTK 4.8 then lost the resize the
  /// page's text view asks for while it rewraps (RELIABILITY.md).
  let headerActions = Stack(transition: .none)
  /// Each page's place in `headerActions`, filled when the page is built.
  private var headerBoxes: [String: Box] = [:]
  private let networkButton = MenuButton(
    iconName: "network-wired-symbolic", accessibleLabel: translate("Simulated Network"))
  /// The header bar's parts that change with the window's width.
  let navigation: NavigationHeader
  /// The simulated network's offline switch, once its popover was opened.
  private var offlineSwitch: Switch?
  /// The simulated network's popover (its wrapper, for its content).
  private var networkPopover: Popover?
  private var shortcutsWindow: BuiltWindow?
  /// What the built pages were last told: narrow or wide.
  private var pagesAreNarrow = false
  private var connections: [SignalConnection] = []

  /// The window, showing `initialPage` (or the first); `size` is its
  /// default size, and a width under the breakpoint opens it narrow, on the
  /// list of pages unless a page was asked for.
  package init(
    application: Application, network: SimulatedNetwork, initialPage: String?, size: WindowSize = .standard
  ) {
    window = ApplicationWindow(application: application, title: translate("Placeholders"))
    self.network = network
    split = SplitView(pages: DemoPageCatalog.entries.map { ($0.id, $0.title()) })

    window.setDefaultSize(width: size.width, height: size.height)
    let header = HeaderBar()
    window.titlebar = header
    let mainMenu = Self.makeMenuButton()
    navigation = NavigationHeader(header: header, pageActions: headerActions, mainMenu: mainMenu.menu)
    header.packEnd(mainMenu.button)
    header.packEnd(makeNetworkButton())
    header.packEnd(navigation.refreshButton)

    for entry in DemoPageCatalog.entries {
      let container = Box(orientation: .vertical, spacing: 0)
      containers[entry.id] = container
      // Scrolls when the window is shorter than the page (a phone's 294
      // pixels); sideways never: the page fits the width.
      let scroller = ScrolledWindow(child: container)
      scroller.scrollsHorizontally = false
      stack.addPage(scroller, name: entry.id, title: entry.title())
      let headerBox = Box(orientation: .horizontal, spacing: 6)
      headerBoxes[entry.id] = headerBox
      headerActions.addPage(headerBox, name: entry.id, title: entry.title())
    }
    if let initialPage { stack.visiblePageName = initialPage }
    window.child = split.widget

    stack.onVisiblePageChanged { [weak self] _ in self?.pageChanged() }.store(in: &connections)
    split.layoutChanged = { [weak self] in self?.layoutChanged() }
    // Follow the desktop first, so the Dark Style menu item starts checked
    // when the desktop prefers dark.
    Appearance.followSystem()
    addWindowActions()
    pageChanged()
    split.setNarrow(size.width < SplitView.breakpoint, pane: initialPage == nil ? .list : .page)
    if split.isNarrow, split.pane == .list { split.pageList.focusSelectedRow() }
  }

  package func present() { window.present() }

  package func close() { window.destroy() }

  /// Shows a page by its id (on a narrow window, in place of the list).
  func show(pageID: String) {
    split.open(pageID)
  }

  /// The page shown now, built if it was not yet.
  var currentPage: (any DemoPage)? {
    guard let name = stack.visiblePageName else { return nil }
    return page(name)
  }

  /// Every page, built: for `--screenshot`.
  func allPages() -> [any DemoPage] {
    DemoPageCatalog.entries.compactMap { page($0.id) }
  }

  // MARK: - Pages

  /// The page with an id, built (with its summary line, into its place in
  /// the stack) the first time it is asked for.
  func page(_ id: String) -> (any DemoPage)? {
    if let page = builtPages[id] { return page }
    guard let entry = DemoPageCatalog.entries.first(where: { $0.id == id }), let container = containers[id] else {
      return nil
    }
    DemoStyle.install()
    let page = entry.make(network)
    builtPages[id] = page
    fill(container, with: page)
    page.setNarrow(pagesAreNarrow)
    if let headerWidget = (page as? any HeaderActions)?.headerWidget { headerBoxes[id]?.append(headerWidget) }
    return page
  }

  /// A page's summary line above its content.
  private func fill(_ container: Box, with page: any DemoPage) {
    let summary = Label(page.summary)
    summary.wraps = true
    summary.xAlign = 0
    summary.setMargins(12)
    summary.addStyle(.dimLabel)
    container.append(summary)
    container.append(page.widget)
    page.widget.expandsVertically = true
  }

  private func pageChanged() {
    guard let page = currentPage else { return }
    headerActions.visiblePageName = page.id
    navigation.update(split: split, page: page)
    page.didAppear()
  }

  /// The window became narrow or wide, or a narrow one changed what it shows.
  private func layoutChanged() {
    if let page = currentPage { navigation.update(split: split, page: page) }
    guard pagesAreNarrow != split.isNarrow else { return }
    pagesAreNarrow = split.isNarrow
    for page in builtPages.values { page.setNarrow(pagesAreNarrow) }
  }

  // MARK: - Header bar

  /// The main menu's button, and the menu with its first section left for
  /// the page's own action on a narrow window.
  private static func makeMenuButton() -> (button: MenuButton, menu: MainMenu) {
    let button = MenuButton(iconName: "open-menu-symbolic", accessibleLabel: translate("Main Menu"))
    let menu = MainMenu()
    button.menu = menu.menu
    button.isPrimary = true
    return (button, menu)
  }

  /// The simulated network's button; its popover's controls are built the
  /// first time it opens (nothing at start-up needs them).
  private func makeNetworkButton() -> MenuButton {
    let popover = Popover()
    networkButton.popover = popover.widget
    popover.onShow { [weak self, weak popover] in
      guard let self, offlineSwitch == nil else { return }
      popover?.child = makeNetworkControls()
    }.store(in: &connections)
    networkPopover = popover
    return networkButton
  }

  /// The simulated network's controls: offline, latency, failing loads.
  private func makeNetworkControls() -> Widget {
    let box = Box(orientation: .vertical, spacing: 12)
    box.setMargins(12)

    let toggle = Switch(isOn: network.isOffline)
    toggle.setAccessibleLabel(translate("Offline"))
    toggle.onToggled { [weak self] isOn in self?.network.isOffline = isOn }.store(in: &connections)
    network.observeOffline { [weak self] offline in self?.offlineSwitch?.isOn = offline }
    offlineSwitch = toggle
    box.append(row(translate("Offline"), toggle))

    let latency = SpinButton(range: 0...5000, step: 100, value: Double(network.latencyMilliseconds))
    latency.widget.setAccessibleLabel(translate("Latency (ms)"))
    latency.onValueChanged { [weak self] value in
      self?.network.latencyMilliseconds = Int(value.rounded())
    }.store(in: &connections)
    box.append(row(translate("Latency (ms)"), latency.widget))

    let failButton = Button(label: translate("Fail the Next Load"))
    failButton.actionName = "win.fail-next-load"
    box.append(failButton)
    // A failure that passes: the lists count down and try again by themselves.
    let timeoutButton = Button(label: translate("Time Out the Next Load"))
    timeoutButton.onClicked { [weak self] in self?.network.timeoutsLeft += 1 }.store(in: &connections)
    box.append(timeoutButton)
    return box
  }

  /// A label that takes the row's width, then a control.
  private func row(_ title: String, _ control: Widget) -> Box {
    let label = Label(title)
    label.xAlign = 0
    label.expandsHorizontally = true
    return Box(orientation: .horizontal, spacing: 12, children: [label, control])
  }

  // MARK: - Actions

  private func addWindowActions() {
    window.addAction("refresh", accelerators: ["F5", "<Control>r"]) { [weak self] in self?.currentPage?.refresh() }
    // From the keyboard too: a refresh that fails over rows, heard where
    // the focus stays on a row.
    window.addAction("fail-next-load", accelerators: ["<Control>e"]) { [weak self] in
      self?.network.failuresLeft += 1
    }
    // The simulated network's Offline switch, from the keyboard: the lists
    // keep their rows under the offline strip, and come back by themselves.
    window.addAction("toggle-offline", accelerators: ["<Shift><Control>o"]) { [weak self] in
      self?.network.isOffline.toggle()
    }
    // Narrow: back from a page to the list (the header bar's back button).
    window.addAction("back", accelerators: ["<Alt>Left", "Back"]) { [weak self] in self?.split.goBack() }
    // Narrow: the page's header button, from the main menu.
    window.addAction("page-action") { [weak self] in
      guard let page = self?.currentPage else { return }
      NavigationHeader.pageButton(of: page)?.click()
    }
    window.addAction("search", accelerators: ["<Control>f"]) { [weak self] in self?.search() }
    window.addAction("about") { [weak self] in self?.showAbout() }
    // Built on first use: a shortcuts window is a whole widget tree.
    window.addAction("show-help-overlay", accelerators: ["<Control>question"]) { [weak self] in
      self?.showShortcuts()
    }
    window.addToggleAction("dark-style", isOn: Appearance.prefersDarkStyle) { dark in
      Appearance.prefersDarkStyle = dark
    }
  }

  /// Ctrl+F: the page's own search, or the Search page's.
  private func search() {
    if currentPage?.focusSearch() == true { return }
    guard let page = page("search") else { return }
    show(pageID: page.id)
    _ = page.focusSearch()
  }

  /// The Keyboard Shortcuts window: made when asked for and destroyed when
  /// closed. Hidden and shown again instead, it made GDK 4.24 warn on
  /// Wayland as it came back (a frame of its clock still "preparing" from
  /// when it hid; RELIABILITY.md, the Wayland monkey).
  private func showShortcuts() {
    if let shown = shortcutsWindow, shown.isOpen {
      shown.present()
      return
    }
    guard let shortcuts = try? Builder(xml: ShortcutsWindow.xml()).window(named: "shortcuts") else { return }
    shortcuts.setTransientParent(window)
    shortcutsWindow = shortcuts
    shortcuts.present()
  }

  private func showAbout() {
    let about = AboutWindow(
      programName: translate("Placeholders"), version: DemoVersion.string,
      comments: translate(
        "List placeholders for Swift on the GNOME desktop: empty, loading, failed and no-results states."),
      logoIconName: DemoVersion.applicationID, license: .mitX11)
    about.present(over: window)
  }
}

/// A page that puts widgets at the start of the header bar while it shows.
@MainActor
protocol HeaderActions {
  var headerWidget: Widget? { get }
}
