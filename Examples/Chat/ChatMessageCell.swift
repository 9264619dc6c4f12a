import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// A row of the conversation: the author, and the message under it.
final class ChatMessageCell: TableCell<ChatMessage> {
  private let author = Label()
  private let text = Label()

  // Built once per cell: GTK recycles cells as the list scrolls.
  override func setup() {
    author.xAlign = 0
    author.addStyle(.heading)
    text.xAlign = 0
    text.wraps = true
    let row = Box(orientation: .vertical, spacing: 2, children: [author, text])
    row.setMargins(top: 6, bottom: 6, start: 12, end: 12)
    root = row
  }

  // Called each time the cell shows a message.
  override func bind(_ message: ChatMessage, at indexPath: IndexPath) {
    author.text = message.author
    text.text = message.text
  }
}
