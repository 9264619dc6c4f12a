import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// A row of the message list: the sender, and the subject under it.
final class MessageCell: TableCell<Message> {
  private let sender = Label()
  private let subject = Label()

  // Built once per cell: GTK recycles cells as the list scrolls.
  override func setup() {
    for label in [sender, subject] {
      label.xAlign = 0
      label.ellipsizes = true
    }
    sender.addStyle(.heading)
    subject.addStyle(.dimLabel)
    let row = Box(orientation: .vertical, spacing: 2, children: [sender, subject])
    row.setMargins(top: 8, bottom: 8, start: 12, end: 12)
    root = row
  }

  // Called each time the cell shows a message.
  override func bind(_ message: Message, at indexPath: IndexPath) {
    sender.text = message.sender
    subject.text = message.subject
  }
}
