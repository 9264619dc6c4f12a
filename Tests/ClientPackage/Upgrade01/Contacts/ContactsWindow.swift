import PlaceholderCore
import PlaceholderGtk

/// The Contacts window: friends and colleagues in two sections, the
/// selected contact's index path in a status line, and a button that adds a
/// colleague.
@MainActor
final class ContactsWindow {
  let window: ApplicationWindow
  /// The address book: friends, and colleagues, a section that starts empty
  /// and says so with a placeholder of its own.
  let contacts = TableController(
    dataSource: SectionedDataSource<Contact>(sections: [
      .init(items: Contact.friends, header: SectionSupplement(title: "Friends")),
      .init(
        items: [],
        header: SectionSupplement(title: "Colleagues"),
        emptyPlaceholder: PlaceholderContent(
          image: .icon("system-users-symbolic"),
          title: "No colleagues yet",
          detail: .plain("Colleagues you add show up here."))),
    ]))
  let status = Label("Select a contact")
  private let addButton = Button(label: "Add Colleague")
  private var connections: [SignalConnection] = []
  private static let colleaguesSection = 1

  init(application: Application) {
    window = ApplicationWindow(application: application, title: "Contacts")
    window.setDefaultSize(width: 420, height: 560)
    let header = HeaderBar()
    header.packStart(addButton)
    window.titlebar = header
    addButton.onClicked { [weak self] in self?.addColleague() }.store(in: &connections)

    contacts.table.register(ContactCell.init)
    contacts.onSelect = { [weak self] contact, indexPath in
      self?.status.text = "\(contact.name) selected at \(indexPath)"
    }
    contacts.table.reloadData()  // the data is here: the first load is done

    status.xAlign = 0
    status.addStyle(.dimLabel)
    status.setMargins(top: 6, bottom: 6, start: 12, end: 12)
    window.child = Box(
      orientation: .vertical, children: [contacts.widget, Separator(orientation: .horizontal), status])
  }

  /// Shows the window.
  func present() { window.present() }

  /// Adds the next colleague at the top of the Colleagues section: the
  /// table shows the new row, and the section's placeholder goes away by
  /// itself.
  func addColleague() {
    let section = Self.colleaguesSection
    let added = contacts.dataSource.sections[section].items
    guard let next = Contact.colleagues.first(where: { !added.contains($0) }) else { return }
    do {
      try contacts.dataSource.insert(next, at: IndexPath(section: section, item: 0))
    } catch {
      status.text = "Could not add \(next.name): \(error)"
    }
    addButton.isSensitive = contacts.dataSource.sections[section].items.count < Contact.colleagues.count
  }
}
