// A client of the library that extends it in Swift alone, built by
// scripts/check-client.sh as a separate package (only the public API):
// a subclass of Widget made with GTK's C API (the CGtk product), one made
// of a GtkKit widget, a subclass of ApplicationWindow, a window of a
// sidebar beside a list in a pane, and the same as a libadwaita app (the
// Adwaita product): a subclass of its window, a split view, a toast; and
// a custom placeholder over a page that is not a list.
import Adwaita
import CGtk
import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// A widget GtkKit does not wrap, wrapped by the app: a level bar.
@MainActor
final class LevelBar: Widget {
  init(value: Double) {
    super.init(adopting: gtk_level_bar_new_for_interval(0, 1))
    gtk_level_bar_set_value(opaquePointer, value)
  }
}

/// A widget built out of GtkKit's own: a titled column.
@MainActor
final class TitledColumn: Widget {
  private let column = Box(orientation: .vertical, spacing: 6)

  init(title: String, content: Widget) {
    super.init(sharing: column)
    column.append(Label(title))
    column.append(content)
  }
}

/// The app's window, a subclass of GtkKit's.
@MainActor
final class FoldersWindow: ApplicationWindow {
  let folders = SidebarList(items: [SidebarItem("_Inbox", iconName: "mail-unread-symbolic"), SidebarItem("_Sent")])
  let messages = TableController(dataSource: SectionedDataSource<String>(items: []))

  init(application: Application) {
    super.init(application: application, title: "Folders")
    messages.table.accessibleLabel = "Messages"
    folders.selectionHandler = { [weak self] _ in self?.messages.table.restartLoading() }
    let pane = Paned(orientation: .horizontal, start: folders, end: messages.widget)
    pane.position = 180
    child = Box(
      orientation: .vertical, children: [pane, TitledColumn(title: "Quota", content: LevelBar(value: 0.4))])
  }
}

/// The same window as a libadwaita app's, a subclass of Adw's window.
@MainActor
final class AdwFoldersWindow: Adw.ApplicationWindow {
  let folders = SidebarList(items: [SidebarItem("_Inbox", iconName: "mail-unread-symbolic"), SidebarItem("_Sent")])
  let messages = TableController(dataSource: SectionedDataSource<String>(items: []))
  let toasts = Adw.ToastOverlay()
  /// Written from the README's and "Refresh and paging"'s words on retries
  /// and the network alone.
  let offlineBanner = Adw.Banner("")
  private var networkWatch: ObservationToken?
  private(set) var lastReach = NetworkStatus.Reach.online

  init(application: Application) {
    super.init(application: application, title: "Folders")
    toasts.child = messages.widget
    toasts.showRefreshFailures(of: messages.table)
    messages.table.offlineText = "Showing the messages loaded before."
    messages.table.loads.retryPolicy = RetryPolicy(maxAttempts: 5, firstDelay: .seconds(1))
    messages.table.loads.holdsPagingOnMeteredNetwork = true
    offlineBanner.showOfflineNotice(of: messages.table)
    let split = Adw.NavigationSplitView(
      sidebar: Adw.ToolbarView(top: [Adw.HeaderBar()], content: folders), sidebarTitle: "Folders",
      content: Adw.ToolbarView(top: [Adw.HeaderBar(), offlineBanner], content: toasts), contentTitle: "Messages")
    split.collapses(in: self, belowWidth: 500)
    folders.selectionHandler = { [weak self, weak split] _ in
      split?.showsContent = true
      self?.messages.table.restartLoading()
    }
    child = split
    toasts.add(Adw.Toast("Welcome"))
    networkWatch = messages.table.loads.observeNetwork { [weak self] status in self?.lastReach = status.reach }
  }

  /// What the failure shows under its words now, if anything.
  var retryWords: String? { messages.table.loads.retryNotice?.text }

  /// Where the messages were scrolled, kept across a folder change, and
  /// found again by the message's text (written from the README alone).
  private var savedPosition: ScrollPosition?

  func rememberWhereTheReaderWas() {
    messages.table.scrollKey = { $0 }
    savedPosition = messages.table.scrollPosition
  }

  func goBackWhereTheReaderWas() {
    messages.table.scrollPosition = savedPosition
  }

  /// A conversation's list follows its end.
  func showAsConversation() {
    messages.table.followsEnd = true
    messages.table.scrollToEnd()
  }
}

/// A page with a placeholder over text that is not a list, and a custom
/// placeholder of the app's own widget, written from "Placeholders on any
/// widget" alone.
@MainActor
final class WelcomePage {
  let slot = PlaceholderSlot(content: Label("Welcome back"))
  let signIn = CustomPlaceholder(
    content: PlaceholderContent(title: "Sign in to sync"), widget: Button(label: "Sign In"))

  init() {
    slot.actionHandler = { [weak self] in self?.slot.placeholder = nil }
    signIn.actionHandler = { print("signing in") }
    slot.placeholder = .loading()
    slot.placeholder = signIn.content
  }
}

if CommandLine.arguments.contains("--adwaita") {
  Adw.launch(id: "io.github.placeholders.ConsumerProbe") { app in
    AdwFoldersWindow(application: app).present()
  }
}
Application.launch(id: "io.github.placeholders.ConsumerProbe") { app in
  FoldersWindow(application: app).present()
}
