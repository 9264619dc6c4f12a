import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// The Mail window: folders in a sidebar, the folder's messages loaded 50
/// at a time from a server, a search field in the header bar that the
/// server answers, and the selected message's subject in a status line.
@MainActor
final class MailWindow {
  let window: ApplicationWindow
  let search = SearchEntry(placeholderText: "Search mail")
  let folders = SidebarList(items: Folder.allCases.map { SidebarItem($0.title, iconName: $0.iconName) })
  let messages = TableController(dataSource: SectionedDataSource<Message>(items: []))
  let status = Label("Select a message")
  /// The main menu, at the end of the header bar; F10 opens it.
  let mainMenu = MenuButton(iconName: "open-menu-symbolic", accessibleLabel: "Main Menu")
  /// The folder the list shows.
  private(set) var folder = Folder.inbox
  private let server: MailServer

  init(application: Application, server: MailServer = MailServer()) {
    self.server = server
    window = ApplicationWindow(application: application, title: "Mail")
    window.setDefaultSize(width: 800, height: 600)
    let header = HeaderBar()
    search.setMinimumSize(width: 320)
    header.titleWidget = search
    header.packEnd(mainMenu)
    window.titlebar = header
    window.addAction("refresh", accelerators: ["F5", "<Control>r"]) { [weak self] in
      self?.messages.table.beginRefreshing()
    }

    messages.table.register(MessageCell.init)
    messages.table.accessibleLabel = "Messages"
    messages.table.placeholders.content.empty = folder.emptyPlaceholder
    messages.selectionHandler = { [weak self] message, _ in
      self?.status.text = "Selected: \(message.subject)"
    }
    // The selected message left the list (another folder, a search): a
    // refresh that still has it keeps it selected.
    messages.deselectionHandler = { [weak self] _ in self?.status.text = "Select a message" }
    messages.load { [weak self] request in
      guard let self else { throw CancellationError() }
      return try await load(request)
    }
    messages.table.bindSearch(to: search)  // no filter: the server searches
    folders.selectionHandler = { [weak self] index in self?.open(Folder.allCases[index]) }
    mainMenu.menu = Menu(items: [("_Refresh", "win.refresh"), ("_Close Window", "window.close")])
    mainMenu.isPrimary = true

    window.child = layout()
  }

  /// Shows the window; the first load starts when the list appears.
  func present() { window.present() }

  /// Shows another folder: the old folder's rows leave the screen at once,
  /// and the new folder loads from its first page (the search, if any,
  /// carries over).
  func open(_ folder: Folder) {
    self.folder = folder
    messages.table.placeholders.content.empty = folder.emptyPlaceholder
    messages.table.restartLoading()
  }

  /// Fetches the page a request asks for in the folder shown: the first
  /// one for a first load, a refresh, a folder switch or a search (the
  /// request carries its query), the next one near the end of the list.
  private func load(_ request: LoadRequest) async throws -> LoadResult {
    let index = request.kind == .nextPage ? messages.table.loads.loadedPageCount : 0
    let page = try await server.messages(in: folder, matching: request.query, page: index)
    return LoadResult(hasMore: page.hasMore) { [weak self] in
      guard let self else { return }
      if index == 0 {
        messages.dataSource.replaceAll(with: [.init(items: page.messages)])
      } else {
        messages.dataSource.append(contentsOf: page.messages)
      }
    }
  }

  /// The sidebar beside the messages, with a divider to drag between
  /// them; the status line under both.
  private func layout() -> Widget {
    folders.setAccessibleLabel("Folders")
    let panes = Paned(orientation: .horizontal, start: folders, end: messages.widget)
    panes.position = 180
    panes.shrinksStart = false
    panes.expandsVertically = true
    status.xAlign = 0
    status.addStyle(.dimLabel)
    status.setMargins(top: 6, bottom: 6, start: 12, end: 12)
    return Box(orientation: .vertical, children: [panes, Separator(orientation: .horizontal), status])
  }
}
