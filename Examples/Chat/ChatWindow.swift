import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// The Chat window: a conversation that opens at its newest message and
/// loads older ones as the reader scrolls up, new messages at the bottom
/// (a button brings a reader who scrolled away back to them), a search in
/// the header bar that jumps to the message it finds, and the place read
/// kept across launches.
@MainActor
final class ChatWindow {
  let window: ApplicationWindow
  let search = SearchEntry(placeholderText: "Find in conversation")
  let messages = TableController(dataSource: SectionedDataSource<ChatMessage>(items: []))
  let composer = Entry(placeholderText: "Message")
  let status = Label("")
  private let server: ChatServer
  private let place: ChatPlace
  private var connections: [SignalConnection] = []

  init(application: Application, server: ChatServer = ChatServer(), place: ChatPlace = .standard) {
    self.server = server
    self.place = place
    window = ApplicationWindow(application: application, title: "Chat")
    window.setDefaultSize(width: 480, height: 640)
    let header = HeaderBar()
    header.titleWidget = search
    window.titlebar = header

    let table = messages.table
    table.register(ChatMessageCell.init)
    table.accessibleLabel = "Conversation"
    table.followsEnd = true  // opens at the newest; new messages come into view
    table.isLoadMoreEnabled = true  // after a jump, newer messages page in below
    table.scrollKey = { $0.key }  // a saved place and a jump name a message by it
    messages.load { [weak self] request in
      guard let self else { throw CancellationError() }
      return try await load(request)
    }
    table.scrollPosition = place.load()  // where the reader was last time
    connections.append(search.onActivate { [weak self] in self?.find() })
    connections.append(composer.onActivate { [weak self] in self?.send() })
    connections.append(window.onCloseRequest { [weak self] in self?.savePlace() ?? false })
    window.child = layout()
  }

  /// Shows the window; the first load starts when the list appears.
  func present() { window.present() }

  /// Fetches what a request asks for: the newest page first, older pages
  /// above the oldest shown, newer ones below the newest shown (after a
  /// jump), and the page around a message found or saved.
  private func load(_ request: LoadRequest) async throws -> LoadResult {
    let shown = messages.dataSource.sections.first?.items ?? []
    let page: ChatPage
    switch request.kind {
    case .previousPage: page = try await server.page(before: shown.first?.id ?? 0)
    case .nextPage: page = try await server.page(after: shown.last?.id ?? 0)
    case .jump(to: .key(let key)): page = try await server.page(around: Int(key) ?? 0)
    case .jump(to: .index(let index)): page = try await server.page(around: index + 1)
    case .firstPage, .refresh, .search: page = try await server.newest()
    }
    return LoadResult(hasMore: page.hasMore, hasPrevious: page.hasPrevious) { [weak self] in
      guard let self else { return }
      switch request.kind {
      case .previousPage:
        _ = try? messages.dataSource.insert(contentsOf: page.messages, at: IndexPath(section: 0, item: 0))
      case .nextPage: messages.dataSource.append(contentsOf: page.messages)
      default: messages.dataSource.replaceAll(with: [.init(items: page.messages)])
      }
    }
  }

  /// A message from someone else: shown at the bottom if the newest are
  /// shown (a reader who scrolled away sees "1 new"), else the next page
  /// brings it.
  func receive(_ message: ChatMessage) {
    guard messages.table.loads.state.pagingPhase == .noMoreData else { return }
    messages.dataSource.append(message)
  }

  /// Sends what the composer holds, and shows the newest with it.
  private func send() {
    let text = composer.text
    guard !text.isEmpty else { return }
    composer.text = ""
    let message = server.send(text)
    if messages.table.loads.state.pagingPhase == .noMoreData {
      messages.dataSource.append(message)
    }
    messages.table.scrollToEnd()
  }

  /// Asks the server for the newest message with the search's words and
  /// jumps to it, loaded or not.
  private func find() {
    let text = search.text
    guard !text.isEmpty else { return }
    Task { [weak self] in
      guard let self else { return }
      guard let found = try? await server.search(text) else {
        status.text = "No message has “\(text)”"
        return
      }
      status.text = ""
      messages.table.jump(to: .key(found.key))
    }
  }

  /// Keeps the place read for the next launch; the window closes.
  private func savePlace() -> Bool {
    place.save(messages.table.scrollPosition)
    return false
  }

  /// The conversation, a status line and the composer under it.
  private func layout() -> Widget {
    messages.widget.expandsVertically = true
    status.xAlign = 0
    status.addStyle(.dimLabel)
    status.setMargins(top: 4, bottom: 0, start: 12, end: 12)
    composer.expandsHorizontally = true
    let sendButton = Button(label: "_Send", mnemonic: true)
    connections.append(sendButton.onClicked { [weak self] in self?.send() })
    let bar = Box(orientation: .horizontal, spacing: 6, children: [composer, sendButton])
    bar.setMargins(top: 6, bottom: 6, start: 12, end: 12)
    return Box(orientation: .vertical, children: [messages.widget, status, Separator(orientation: .horizontal), bar])
  }
}
