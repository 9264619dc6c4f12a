import CGtk
import PlaceholderCore
import PlaceholderGtk

/// The demo's main window: a sidebar of pages, the current page, and a
/// header bar with Refresh, the simulated network's controls and the main
/// menu.
@MainActor
final class DemoWindow {
  let window: Widget
  private let stack: Widget
  private let network: SimulatedNetwork
  /// The pages built so far, by id; the rest are built when first shown.
  private var builtPages: [String: any DemoPage] = [:]
  /// Each page's place in the stack, filled when the page is built.
  private var containers: [String: Box] = [:]
  private let headerStart = Box(orientation: .horizontal, spacing: 6)
  private var darkStyleAction: OpaquePointer?

  init?(application: Application, network: SimulatedNetwork, initialPage: String?) {
    guard let window = gtk_application_window_new(application.gtkApplication),
      let header = gtk_header_bar_new(),
      let stack = gtk_stack_new(),
      let sidebar = gtk_stack_sidebar_new(),
      let body = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0),
      let separator = gtk_separator_new(GTK_ORIENTATION_VERTICAL)
    else { return nil }
    self.window = Widget(retaining: window)  // the application owns its windows
    self.stack = Widget(retaining: stack)
    self.network = network

    let gtkWindow: UnsafeMutablePointer<GtkWindow> = gcast(window)
    gtk_window_set_title(gtkWindow, translate("Placeholders"))
    gtk_window_set_default_size(gtkWindow, 1040, 720)
    gtk_window_set_titlebar(gtkWindow, header)
    gtk_header_bar_pack_start(gcast(header), headerStart.gtkWidget)
    gtk_header_bar_pack_end(gcast(header), makeMenuButton().gtkWidget)
    gtk_header_bar_pack_end(gcast(header), makeNetworkButton().gtkWidget)
    gtk_header_bar_pack_end(gcast(header), makeRefreshButton().gtkWidget)

    gtk_stack_set_transition_type(gcast(stack), GTK_STACK_TRANSITION_TYPE_CROSSFADE)
    for entry in DemoPageCatalog.entries {
      let container = Box(orientation: .vertical, spacing: 0)
      containers[entry.id] = container
      gtk_stack_add_titled(gcast(stack), container.gtkWidget, entry.id, entry.title())
    }
    if let initialPage { gtk_stack_set_visible_child_name(gcast(stack), initialPage) }
    gtk_stack_sidebar_set_stack(gcast(sidebar), gcast(stack))
    gtk_widget_set_size_request(sidebar, 200, -1)
    gtk_widget_set_hexpand(stack, 1)
    gtk_box_append(gcast(body), sidebar)
    gtk_box_append(gcast(body), separator)
    gtk_box_append(gcast(body), stack)
    gtk_window_set_child(gtkWindow, body)

    Signals.connectPointer(stack, "notify::visible-child") { [weak self] _ in self?.pageChanged() }
    addWindowActions(application: application)
    DarkStyle.followSystem()
    pageChanged()
  }

  func present() { gtk_window_present(gcast(window.gtkWidget)) }

  func close() { gtk_window_destroy(gcast(window.gtkWidget)) }

  /// Shows a page by its id.
  func show(pageID: String) {
    gtk_stack_set_visible_child_name(gcast(stack.gtkWidget), pageID)
  }

  /// The page shown now, built if it was not yet.
  var currentPage: (any DemoPage)? {
    guard let name = gtk_stack_get_visible_child_name(gcast(stack.gtkWidget)) else { return nil }
    return page(String(cString: name))
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
    return page
  }

  /// A page's summary line above its content.
  private func fill(_ container: Box, with page: any DemoPage) {
    let summary = Label(page.summary)
    summary.wraps = true
    summary.xAlign = 0
    summary.setMargins(12)
    summary.addCSSClass("dim-label")
    container.append(summary)
    container.append(page.widget)
    gtk_widget_set_vexpand(page.widget.gtkWidget, 1)
  }

  private func pageChanged() {
    guard let page = currentPage else { return }
    while let child = gtk_widget_get_first_child(headerStart.gtkWidget) {
      gtk_box_remove(gcast(headerStart.gtkWidget), child)
    }
    if let headerWidget = (page as? any HeaderActions)?.headerWidget { headerStart.append(headerWidget) }
    page.didAppear()
  }

  // MARK: - Header bar

  private func makeRefreshButton() -> Widget {
    let button = Widget(taking: gtk_button_new_from_icon_name("view-refresh-symbolic"))
    gtk_widget_set_tooltip_text(button.gtkWidget, translate("Refresh (F5)"))
    AccessibleText.setLabel(button.gtkWidget, translate("Refresh"))
    gtk_actionable_set_action_name(gcast(button.gtkWidget), "win.refresh")
    return button
  }

  private func makeMenuButton() -> Widget {
    let button = Widget(taking: gtk_menu_button_new())
    guard let menu = g_menu_new(), let section = g_menu_new(), let help = g_menu_new() else { return button }
    g_menu_append(section, translate("_Dark Style"), "win.dark-style")
    g_menu_append_section(menu, nil, gcast(section))
    g_menu_append(help, translate("_Keyboard Shortcuts"), "win.show-help-overlay")
    g_menu_append(help, translate("_About Placeholders"), "win.about")
    g_menu_append(help, translate("_Quit"), "app.quit")
    g_menu_append_section(menu, nil, gcast(help))
    gtk_menu_button_set_icon_name(gcast(button.gtkWidget), "open-menu-symbolic")
    gtk_menu_button_set_menu_model(gcast(button.gtkWidget), gcast(menu))
    gtk_menu_button_set_primary(gcast(button.gtkWidget), 1)
    gtk_widget_set_tooltip_text(button.gtkWidget, translate("Main Menu"))
    AccessibleText.setLabel(button.gtkWidget, translate("Main Menu"))
    for model in [section, help, menu] { g_object_unref(UnsafeMutableRawPointer(model)) }
    return button
  }

  /// The simulated network's button; its popover's controls are built the
  /// first time it opens (nothing at start-up needs them).
  private func makeNetworkButton() -> Widget {
    let button = Widget(taking: gtk_menu_button_new())
    if let popover = gtk_popover_new() {
      gtk_menu_button_set_popover(gcast(button.gtkWidget), popover)
      var built = false
      Signals.connect(popover, "show") { [weak self] in
        guard let self, !built else { return }
        built = true
        gtk_popover_set_child(gcast(popover), makeNetworkControls().gtkWidget)
      }
    }
    gtk_menu_button_set_icon_name(gcast(button.gtkWidget), "network-wired-symbolic")
    gtk_widget_set_tooltip_text(button.gtkWidget, translate("Simulated Network"))
    AccessibleText.setLabel(button.gtkWidget, translate("Simulated Network"))
    return button
  }

  /// The simulated network's controls: offline, latency, failing loads.
  private func makeNetworkControls() -> Widget {
    let box = Box(orientation: .vertical, spacing: 12)
    box.setMargins(12)

    let offlineRow = Box(orientation: .horizontal, spacing: 12)
    let offlineLabel = Label(translate("Offline"))
    offlineLabel.xAlign = 0
    offlineLabel.expandsHorizontally = true
    offlineRow.append(offlineLabel)
    if let toggle = gtk_switch_new() {
      gtk_switch_set_active(gcast(toggle), network.isOffline ? 1 : 0)
      Signals.connectPointer(toggle, "notify::active") { [weak self] _ in
        self?.network.isOffline = gtk_switch_get_active(gcast(toggle)) != 0
      }
      network.observeOffline { offline in
        if (gtk_switch_get_active(gcast(toggle)) != 0) != offline {
          gtk_switch_set_active(gcast(toggle), offline ? 1 : 0)
        }
      }
      AccessibleText.setLabel(toggle, translate("Offline"))
      offlineRow.append(toggle)
    }
    box.append(offlineRow)

    let latencyRow = Box(orientation: .horizontal, spacing: 12)
    let latencyLabel = Label(translate("Latency (ms)"))
    latencyLabel.xAlign = 0
    latencyLabel.expandsHorizontally = true
    latencyRow.append(latencyLabel)
    if let spin = gtk_spin_button_new_with_range(0, 5000, 100) {
      gtk_spin_button_set_value(gcast(spin), Double(network.latencyMilliseconds))
      Signals.connect(spin, "value-changed") { [weak self] in
        self?.network.latencyMilliseconds = Int(gtk_spin_button_get_value_as_int(gcast(spin)))
      }
      AccessibleText.setLabel(spin, translate("Latency (ms)"))
      latencyRow.append(spin)
    }
    box.append(latencyRow)

    if let failButton = gtk_button_new_with_label(translate("Fail the Next Load")) {
      Signals.connect(failButton, "clicked") { [weak self] in self?.network.failuresLeft += 1 }
      box.append(failButton)
    }

    return box
  }

  // MARK: - Actions

  private func addWindowActions(application: Application) {
    addAction("refresh") { [weak self] in self?.currentPage?.refresh() }
    addAction("search") { [weak self] in self?.search() }
    addAction("about") { [weak self] in self?.showAbout() }
    // Built on first use: a shortcuts window is a whole widget tree.
    addAction("show-help-overlay") { [weak self] in self?.showShortcuts() }
    if let action = g_simple_action_new_stateful("dark-style", nil, g_variant_new_boolean(DarkStyle.isDark ? 1 : 0)) {
      darkStyleAction = action
      Signals.connect(UnsafeMutableRawPointer(action), "activate") {
        let dark = !DarkStyle.isDark
        DarkStyle.isDark = dark
        g_simple_action_set_state(action, g_variant_new_boolean(dark ? 1 : 0))
      }
      g_action_map_add_action(gcast(window.gtkWidget), action)
      g_object_unref(UnsafeMutableRawPointer(action))
    }
    application.setAccelerators(["F5", "<Control>r"], for: "win.refresh")
    application.setAccelerators(["<Control>f"], for: "win.search")
    application.setAccelerators(["<Control>question"], for: "win.show-help-overlay")
  }

  /// Ctrl+F: the page's own search, or the Search page's.
  private func search() {
    if currentPage?.focusSearch() == true { return }
    guard let page = page("search") else { return }
    show(pageID: page.id)
    _ = page.focusSearch()
  }

  private func addAction(_ name: String, _ handler: @escaping @MainActor () -> Void) {
    guard let action = g_simple_action_new(name, nil) else { return }
    Signals.connect(UnsafeMutableRawPointer(action), "activate", handler)
    g_action_map_add_action(gcast(window.gtkWidget), action)
    g_object_unref(UnsafeMutableRawPointer(action))
  }

  private var shortcutsWindow: Widget?

  private func showShortcuts() {
    if shortcutsWindow == nil, let builder = gtk_builder_new() {
      defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
      var error: UnsafeMutablePointer<GError>?
      if gtk_builder_add_from_string(builder, ShortcutsWindow.xml(), -1, &error) != 0,
        let built = gtk_builder_get_object(builder, "shortcuts")
      {
        let window: UnsafeMutablePointer<GtkWidget> = gcast(built)
        gtk_window_set_transient_for(gcast(window), gcast(self.window.gtkWidget))
        gtk_window_set_hide_on_close(gcast(window), 1)
        shortcutsWindow = Widget(retaining: window)
      }
      g_clear_error(&error)
    }
    if let shortcutsWindow { gtk_window_present(gcast(shortcutsWindow.gtkWidget)) }
  }

  private func showAbout() {
    guard let dialog = gtk_about_dialog_new() else { return }
    let about: OpaquePointer = gcast(dialog)
    gtk_about_dialog_set_program_name(about, translate("Placeholders"))
    gtk_about_dialog_set_version(about, DemoVersion.string)
    gtk_about_dialog_set_logo_icon_name(about, DemoVersion.applicationID)
    gtk_about_dialog_set_comments(
      about,
      translate("List placeholders for Swift on the GNOME desktop: empty, loading, failed and no-results states."))
    gtk_about_dialog_set_license_type(about, GTK_LICENSE_MIT_X11)
    gtk_window_set_transient_for(gcast(dialog), gcast(window.gtkWidget))
    gtk_window_set_modal(gcast(dialog), 1)
    gtk_window_present(gcast(dialog))
  }
}

/// A page that puts widgets at the start of the header bar while it shows.
@MainActor
protocol HeaderActions {
  var headerWidget: Widget? { get }
}
