/// A message in the conversation. The server gives each one a stable `id`,
/// which is also the list's key for it: a saved place and a search result
/// name a message by it.
struct ChatMessage: Identifiable, Equatable, Sendable {
  let id: Int
  var author: String
  var text: String
}

extension ChatMessage {
  /// The list's key for the message (`ListAdapter.scrollKey`).
  var key: String { String(id) }
}
