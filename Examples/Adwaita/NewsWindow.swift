import Adwaita
import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// The News window, a libadwaita app's window as GNOME's own are made:
/// feeds in a sidebar beside the chosen feed's headlines (a split view
/// that collapses to one pane in a narrow window), a main menu with Work
/// Offline, a banner while working offline, another while the system is
/// offline over the headlines shown, and a refresh that fails over the
/// headlines said in a toast with Retry. The list's own placeholders show
/// "No Connection" with Retry when a load fails (and, for the network's
/// failures, try again by themselves, counting down), "No News" when a
/// feed has nothing.
@MainActor
final class NewsWindow {
  let window: Adw.ApplicationWindow
  /// The headlines of the feed shown, and their list.
  let news = TableController(dataSource: SectionedDataSource<Headline>(items: []))
  let feeds = SidebarList(items: Feed.allCases.map { SidebarItem($0.title, iconName: $0.iconName) })
  let split: Adw.NavigationSplitView
  let contentHeader = Adw.HeaderBar()
  /// Says that the app works offline, under the content's header bar.
  let offlineBanner = Adw.Banner("Working offline: the headlines may be out of date", buttonLabel: "Go Online")
  /// Says that the system is offline while the headlines shown stay.
  let networkBanner = Adw.Banner("")
  /// Refresh failures over the headlines show here.
  let toasts = Adw.ToastOverlay()
  let mainMenu = MenuButton(iconName: "open-menu-symbolic", accessibleLabel: "Main Menu")
  /// The feed the list shows.
  private(set) var feed = Feed.all
  let service: NewsService

  /// A window of `application` that loads from `service`.
  init(application: Application, service: NewsService = NewsService()) {
    self.service = service
    window = Adw.ApplicationWindow(application: application, title: "News")
    window.setDefaultSize(width: 760, height: 560)

    news.table.register(HeadlineCell.init)
    news.table.accessibleLabel = "Headlines"
    news.table.placeholders.content.empty = PlaceholderContent(
      image: .icon("mail-unread-symbolic"),
      title: "No News",
      detail: .plain("Headlines show up here when there are some."))
    toasts.child = news.widget
    toasts.showRefreshFailures(of: news.table)
    // Offline, a banner under the header bar says the headlines shown were loaded before.
    networkBanner.showOfflineNotice(of: news.table)

    feeds.setAccessibleLabel("Feeds")
    feeds.select(0)
    let sidebarHeader = Adw.HeaderBar()
    sidebarHeader.setTitle("Feeds")
    split = Adw.NavigationSplitView(
      sidebar: Adw.ToolbarView(top: [sidebarHeader], content: feeds), sidebarTitle: "Feeds",
      content: Adw.ToolbarView(top: [contentHeader, offlineBanner, networkBanner], content: toasts),
      contentTitle: "Headlines")
    split.collapses(in: window, belowWidth: 520)
    contentHeader.setTitle(feed.title)
    contentHeader.packEnd(mainMenu)
    window.child = split

    let list = news.dataSource
    news.load(paging: false) { [weak self] _ in
      guard let self else { throw CancellationError() }
      let headlines = try await service.fetch(feed)
      return LoadResult { list.replaceSections(with: [.init(items: headlines)]) }
    }
    addActions()
    feeds.selectionHandler = { [weak self] index in
      guard let self, let feed = Feed(rawValue: index) else { return }
      show(feed)
    }
    offlineBanner.buttonHandler = { [weak self] in self?.goOnline() }
  }

  /// Shows the window; the first load starts when the list appears.
  func present() { window.present() }

  /// Shows another feed's headlines (in a collapsed window, in place of
  /// the sidebar).
  func show(_ feed: Feed) {
    self.feed = feed
    contentHeader.setTitle(feed.title)
    split.showsContent = true
    news.table.restartLoading()
  }

  /// Refresh (F5, Ctrl+R) and Work Offline in the main menu.
  private func addActions() {
    window.addAction("refresh", accelerators: ["F5", "<Control>r"]) { [weak self] in
      self?.news.table.beginRefreshing()
    }
    window.addToggleAction("work-offline", isOn: false) { [weak self] isOn in
      self?.service.worksOffline = isOn
      self?.offlineBanner.isRevealed = isOn
    }
    mainMenu.menu = Menu(sections: [
      Menu(items: [("_Refresh", "win.refresh"), ("_Work Offline", "win.work-offline")]),
      Menu(items: [("_Close Window", "window.close")]),
    ])
    mainMenu.isPrimary = true
  }

  /// The banner's Go Online: leaves Work Offline and loads again.
  private func goOnline() {
    if service.worksOffline { window.activateAction("work-offline") }  // unchecks it
    if news.table.loads.state.showsRows {
      news.table.beginRefreshing()
    } else {
      news.table.restartLoading()
    }
  }
}
