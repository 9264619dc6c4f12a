/// A message in a folder. The server gives each one a stable `id`, so a
/// message keeps its identity from one load to the next.
struct Message: Identifiable, Equatable, Sendable {
  let id: Int
  var sender: String
  var subject: String
}

extension Message {
  /// Whether the subject or the sender contains `query`, ignoring case.
  /// Every message matches a nil query (no search).
  func matches(_ query: String?) -> Bool {
    guard let query = query?.lowercased() else { return true }
    return subject.lowercased().contains(query) || sender.lowercased().contains(query)
  }
}

/// One page of a folder's messages, as the server sends it.
struct MessagePage: Sendable {
  var messages: [Message]
  /// Whether another page follows.
  var hasMore: Bool
}
