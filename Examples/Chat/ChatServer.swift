import PlaceholderCore

/// A simulated chat server: a conversation of 600 messages, sent 40 at a
/// time after a delay, as over a network. Pages come from the newest
/// backwards, after a message, or around one (a search result, a saved
/// place). The first page of older messages fails once, as a server that
/// is briefly down would.
@MainActor
class ChatServer {
  /// The messages in one page.
  static let pageSize = 40

  private let latency: Duration
  private(set) var messages: [ChatMessage]
  private var olderPageHasFailed = false

  /// A server that answers after `latency`; `failsAnOlderPage` makes the
  /// first page of older messages fail once.
  init(latency: Duration = .milliseconds(500), failsAnOlderPage: Bool = true) {
    self.latency = latency
    olderPageHasFailed = !failsAnOlderPage
    messages = (1...600).map(Self.sample)
  }

  /// The newest page.
  func newest() async throws -> ChatPage {
    try await roundTrip()
    return page(from: max(messages.count - Self.pageSize, 0))
  }

  /// The page before the message with `id`.
  func page(before id: Int) async throws -> ChatPage {
    try await roundTrip()
    if !olderPageHasFailed {
      olderPageHasFailed = true
      throw LoadFailure.network("The server did not answer.")
    }
    let end = index(of: id) ?? 0
    return page(from: max(end - Self.pageSize, 0), to: end)
  }

  /// The page after the message with `id`.
  func page(after id: Int) async throws -> ChatPage {
    try await roundTrip()
    return page(from: (index(of: id) ?? messages.count - 1) + 1)
  }

  /// The page around the message with `id` (it is near its middle).
  func page(around id: Int) async throws -> ChatPage {
    try await roundTrip()
    let middle = index(of: id) ?? messages.count - 1
    return page(from: min(max(middle - Self.pageSize / 2, 0), max(messages.count - Self.pageSize, 0)))
  }

  /// The newest message whose text contains `text`, ignoring case.
  func search(_ text: String) async throws -> ChatMessage? {
    try await roundTrip()
    let wanted = text.lowercased()
    return messages.last { $0.text.lowercased().contains(wanted) }
  }

  /// Sends a message: it is the newest now.
  func send(_ text: String, from author: String = "You") -> ChatMessage {
    let message = ChatMessage(id: (messages.last?.id ?? 0) + 1, author: author, text: text)
    messages.append(message)
    return message
  }

  /// Waits as long as a request to a real server takes. The tests override
  /// it to answer when they choose.
  func roundTrip() async throws {
    try await Task.sleep(for: latency)
  }

  private func index(of id: Int) -> Int? { messages.firstIndex { $0.id == id } }

  private func page(from start: Int, to end: Int? = nil) -> ChatPage {
    let start = min(max(start, 0), messages.count)
    let end = min(end ?? start + Self.pageSize, messages.count)
    return ChatPage(
      messages: Array(messages[start..<max(end, start)]), hasPrevious: start > 0, hasMore: end < messages.count)
  }

  private static func sample(_ id: Int) -> ChatMessage {
    let authors = ["Ada", "Grace", "Linus", "Margaret"]
    let lines = [
      "Morning! Did the build pass?", "It did, after the second try.", "Lunch at noon?",
      "The release notes are in the wiki.", "Can someone review my patch?", "Looks good to me.",
      "The meeting moved to Thursday.", "I will bring the slides.",
    ]
    return ChatMessage(id: id, author: authors[id % authors.count], text: "\(lines[id % lines.count]) (#\(id))")
  }
}

/// Some messages in order, and whether the conversation goes on before
/// and after them.
struct ChatPage: Sendable {
  var messages: [ChatMessage]
  var hasPrevious: Bool
  var hasMore: Bool
}
