import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// A mailbox of sections, some empty: each empty section shows its own
/// inline placeholder (asked of DZNEmptyDataSet and declined there), and
/// the whole list shows the page placeholder only when every section is
/// empty.
@MainActor
final class MailboxDataSource: TableDataSource {
  struct Folder {
    let name: String
    let icon: String
    let emptyTitle: String
    let emptyDetail: String
    var messages: [String]
  }

  var folders: [Folder]

  init() {
    folders = [
      Folder(
        name: translate("Inbox"), icon: "mail-unread-symbolic", emptyTitle: translate("Inbox zero"),
        emptyDetail: translate("Nothing waits for an answer."),
        messages: [
          translate("Lunch on Friday?"), translate("The build is green"), translate("Your parcel is on its way"),
        ]),
      Folder(
        name: translate("Drafts"), icon: "document-edit-symbolic", emptyTitle: translate("No drafts"),
        emptyDetail: translate("Messages you start and do not send wait here."), messages: []),
      Folder(
        name: translate("Sent"), icon: "mail-send-symbolic", emptyTitle: translate("Nothing sent yet"),
        emptyDetail: translate("Messages you send show up here."),
        messages: [translate("Re: Lunch on Friday?"), translate("Notes from the meeting")]),
      Folder(
        name: translate("Spam"), icon: "mail-mark-junk-symbolic", emptyTitle: translate("No spam"),
        emptyDetail: translate("Nice. Nothing suspicious arrived."), messages: []),
    ]
  }

  func numberOfSections() -> Int { folders.count }
  func numberOfItems(inSection section: Int) -> Int { folders[section].messages.count }
  func item(at indexPath: IndexPath) throws -> String {
    guard folders.indices.contains(indexPath.section),
      folders[indexPath.section].messages.indices.contains(indexPath.item)
    else { throw ItemsDataSourceError.noItem(indexPath) }
    return folders[indexPath.section].messages[indexPath.item]
  }
  func header(forSection section: Int) -> SectionSupplement? {
    let folder = folders[section]
    return SectionSupplement(
      title: folder.name,
      subtitle: substitute(
        translate("%@ message", plural: "%@ messages", count: folder.messages.count), String(folder.messages.count)))
  }
  func emptyPlaceholder(forSection section: Int) -> PlaceholderContent? {
    let folder = folders[section]
    return PlaceholderContent(image: .icon(folder.icon), title: folder.emptyTitle, detail: .plain(folder.emptyDetail))
  }
}

/// A one-line message row.
final class MessageCell: TableCell<String> {
  private let subject = Label()
  override func setup() {
    subject.xAlign = 0
    subject.setMargins(12)
    root = subject
  }
  override func bind(_ item: String, at indexPath: IndexPath) { subject.text = item }
}

@MainActor
final class SectionsPage: DemoPage {
  let id = "sections"
  var title: String { translate("Sections") }
  var summary: String {
    translate(
      "Every section is counted: empty sections show their own inline placeholder; the whole list shows its placeholder only when all are empty."
    )
  }
  let widget: Widget
  private let dataSource = MailboxDataSource()
  private let table: TableAdapter<MailboxDataSource>
  private var draftNumber = 0

  init() {
    table = TableAdapter(dataSource: dataSource)
    table.accessibleLabel = translate("Folders")
    table.register(MessageCell.init)
    table.placeholders.content.empty = PlaceholderContent(
      image: .icon("mail-unread-symbolic"), title: translate("Every folder is empty"),
      detail: .plain(translate("Add a draft to see the list come back.")),
      behavior: PlaceholderBehavior(isScrollAllowed: true))
    let box = Box(orientation: .vertical, spacing: 0)
    widget = box
    box.append(
      makeToolbar([
        (translate("Add _Draft"), { @MainActor [weak self] in self?.addDraft() }),
        (translate("Empty _Inbox"), { @MainActor [weak self] in self?.empty(folder: 0) }),
        (translate("Empty _All Folders"), { @MainActor [weak self] in self?.emptyAll() }),
        (translate("_Restore"), { @MainActor [weak self] in self?.restore() }),
      ]))
    box.append(table.widget)
    table.widget.setMinimumSize(height: DemoStyle.listMinimumHeight)
    table.reloadData()
  }

  var screenshotStates: [ScreenshotState] {
    [
      ScreenshotState(name: "mixed") { [weak self] in self?.restore() },
      ScreenshotState(name: "all-empty") { [weak self] in self?.emptyAll() },
    ]
  }

  func refresh() { table.reloadData() }

  private func addDraft() {
    draftNumber += 1
    dataSource.folders[1].messages.append(substitute(translate("Draft %@"), String(draftNumber)))
    table.reloadData()
  }

  private func empty(folder: Int) {
    dataSource.folders[folder].messages.removeAll()
    table.reloadData()
  }

  private func emptyAll() {
    for index in dataSource.folders.indices { dataSource.folders[index].messages.removeAll() }
    table.reloadData()
  }

  private func restore() {
    dataSource.folders = MailboxDataSource().folders
    table.reloadData()
  }
}
