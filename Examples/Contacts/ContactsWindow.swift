import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// The Contacts window: friends and colleagues in two sections, a search
/// field above them, the selected contact's index path in a status line,
/// and a button that adds a colleague.
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
  let search = SearchEntry(placeholderText: "Search Contacts")
  /// Everyone, in their sections: what the table shows without a search.
  private var addressBook: [SectionedDataSource<Contact>.Section]
  private let addButton = Button(label: "Add Colleague")
  private var connections: [SignalConnection] = []
  private static let colleaguesSection = 1

  init(application: Application) {
    addressBook = contacts.dataSource.sections
    window = ApplicationWindow(application: application, title: "Contacts")
    window.setDefaultSize(width: 420, height: 560)
    let header = HeaderBar()
    header.packStart(addButton)
    window.titlebar = header
    addButton.onClicked { [weak self] in self?.addColleague() }.store(in: &connections)

    contacts.table.accessibleLabel = "Contacts"  // what a screen reader calls the table
    contacts.table.register(ContactCell.init)
    contacts.selectionHandler = { [weak self] contact, indexPath in
      self?.status.text = "\(contact.name) selected at \(indexPath)"
    }
    contacts.table.reloadData()  // the data is here: the first load is done
    contacts.table.bindSearch(to: search) { [weak self] query in self?.show(matching: query) }

    status.xAlign = 0
    status.addStyle(.dimLabel)
    status.setMargins(top: 6, bottom: 6, start: 12, end: 12)
    search.setMargins(6)
    window.child = Box(
      orientation: .vertical, children: [search, contacts.widget, Separator(orientation: .horizontal), status])
  }

  /// Shows the window.
  func present() { window.present() }

  /// Adds the next colleague at the top of the Colleagues section: the
  /// table shows the new row, and the section's placeholder goes away by
  /// itself.
  func addColleague() {
    let section = Self.colleaguesSection
    let added = addressBook[section].items
    guard let next = Contact.colleagues.first(where: { !added.contains($0) }) else { return }
    addressBook[section].items.insert(next, at: 0)
    addButton.isSensitive = addressBook[section].items.count < Contact.colleagues.count
    // During a search, the search decides whether the new row shows.
    if let query = contacts.table.loads.searchQuery {
      show(matching: query)
      return
    }
    do {
      try contacts.dataSource.insert(next, at: IndexPath(section: section, item: 0))
    } catch {
      status.text = "Could not add \(next.name): \(error)"
    }
  }

  /// Shows the contacts whose name holds `query` in the sections that have
  /// any (everyone for nil). The filter runs on a background thread, so
  /// that a long address book never holds up the window: the table keeps
  /// its rows until the matching ones replace them.
  private func show(matching query: String?) {
    let everyone = addressBook
    guard let text = query?.lowercased() else {
      contacts.dataSource.replaceAllInBackground { everyone }
      return
    }
    contacts.dataSource.replaceAllInBackground {
      everyone.compactMap { section in
        var matching = section
        matching.items = section.items.filter { $0.name.lowercased().contains(text) }
        return matching.items.isEmpty ? nil : matching
      }
    }
  }
}
