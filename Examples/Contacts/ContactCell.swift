import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// A row of the contacts table: an avatar, the name, and the e-mail address
/// under it.
final class ContactCell: TableCell<Contact> {
  private let name = Label()
  private let email = Label()

  // Built once per cell: GTK recycles cells as the list scrolls.
  override func setup() {
    name.xAlign = 0
    email.xAlign = 0
    email.addStyle(.dimLabel)
    let text = Box(orientation: .vertical, spacing: 2, children: [name, email])
    text.verticalAlignment = .center
    let row = Box(orientation: .horizontal, spacing: 12)
    row.setMargins(top: 8, bottom: 8, start: 12, end: 12)
    let avatar = Image(iconName: "avatar-default-symbolic", pixelSize: 32)
    avatar.addStyle(.dimLabel)
    row.append(avatar)
    row.append(text)
    root = row
  }

  // Called each time the cell shows a contact.
  override func bind(_ contact: Contact, at indexPath: IndexPath) {
    name.text = contact.name
    email.text = contact.email
  }
}
