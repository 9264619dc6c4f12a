import PlaceholderCore
import PlaceholderGtk

/// The Contacts window: friends and colleagues in two sections, the
/// selected contact's index path in a status line, and a button that adds a
/// colleague.
@MainActor
final class ContactsWindow {
  let window: ApplicationWindow
  /// The table, with the data source it owns.
  let contacts = TableController(
    dataSource: SectionedDataSource<Contact>(sections: [
      .init(items: Contact.friends, header: SectionSupplement(title: "Friends")),
      .init(
        items: [], header: SectionSupplement(title: "Colleagues"),
        emptyPlaceholder: PlaceholderContent(
          image: .icon("system-users-symbolic"), title: "No colleagues yet",
          detail: .plain("Colleagues you add show up here."))),
    ]))
  let status = Label("Select a contact")
  private let addButton = Button(label: "Add Colleague")
  private var connections: [SignalConnection] = []

  init(application: Application) {
    window = ApplicationWindow(application: application, title: "Contacts")
    window.setDefaultSize(width: 420, height: 560)

    let header = HeaderBar()
    header.packStart(addButton)
    window.titlebar = header

    contacts.table.register(ContactCell.self)
    contacts.onSelect = { [weak self] contact, indexPath in
      self?.status.text = "\(contact.name) selected at \(indexPath)"
    }
    addButton.onClicked { [weak self] in self?.addColleague() }.store(in: &connections)

    status.xAlign = 0
    status.addStyle(.dimLabel)
    status.setMargins(top: 6, bottom: 6, start: 12, end: 12)
    window.child = Box(
      orientation: .vertical, children: [contacts.widget, Separator(orientation: .horizontal), status])
    contacts.table.reloadData()  // the data is here: the first load is done
  }

  /// Shows the window.
  func present() { window.present() }

  /// Inserts the next colleague at the top of the Colleagues section: the
  /// section's placeholder gives way to the new row by itself.
  func addColleague() {
    let colleagues = contacts.dataSource.sections[1].items
    guard let next = Contact.colleagues.first(where: { !colleagues.contains($0) }) else { return }
    do {
      try contacts.dataSource.insert(next, at: IndexPath(section: 1, item: 0))
    } catch {
      status.text = "Could not add \(next.name): \(error)"
    }
    addButton.isSensitive = colleagues.count + 1 < Contact.colleagues.count
  }
}
