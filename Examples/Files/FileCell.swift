import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// A row of the Files table: an icon for the kind, the name, and the size
/// of a file.
final class FileCell: TableCell<FileEntry> {
  private let icon = Image(iconName: "text-x-generic-symbolic", pixelSize: 16)
  private let name = Label()
  private let size = Label()

  override func setup() {
    name.xAlign = 0
    name.ellipsizes = true
    name.expandsHorizontally = true
    size.addStyle(.dimLabel)
    let row = Box(orientation: .horizontal, spacing: 10, children: [icon, name, size])
    row.setMargins(top: 6, bottom: 6, start: 12, end: 12)
    root = row
  }

  override func bind(_ entry: FileEntry, at indexPath: IndexPath) {
    icon.iconName = entry.isFolder ? "folder-symbolic" : "text-x-generic-symbolic"
    name.text = entry.displayName
    size.text = Self.detail(of: entry)
  }

  /// What the size column says: a file's size; for what has no size of
  /// its own (a FIFO, a socket, a device, a link that leads nowhere), what
  /// it is instead.
  static func detail(of entry: FileEntry) -> String {
    switch entry.kind {
    case .file: "\(entry.size) bytes"
    case .folder: ""
    case .link: "Broken link"
    case .special: "Special file"
    case .other: ""
    }
  }
}
