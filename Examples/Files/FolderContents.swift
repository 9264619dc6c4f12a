import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// What the Files table shows of one folder: its folders, then its files,
/// each in the order they arrived, kept in step with the folder's changes.
///
/// Batches and change events can overlap while a folder is being read: a
/// file created after the listing started may arrive from both, and one
/// deleted meanwhile may still be in a later batch. So every entry is
/// added once, by name, and a name deleted during the listing stays out.
@MainActor
package final class FolderContents {
  static let foldersSection = 0
  static let filesSection = 1

  package let dataSource = SectionedDataSource<FileEntry>(sections: [.init(items: []), .init(items: [])])
  private var names: Set<String> = []
  private var deletedSinceStart: Set<String> = []

  /// Empties the table for a new listing.
  func reset() {
    names = []
    deletedSinceStart = []
    dataSource.removeAllItems()
    updateHeaders()
  }

  /// Adds a batch from the listing, skipping what is already here or was
  /// deleted since the listing started.
  func add(_ batch: [FileEntry]) {
    let fresh = batch.filter { !names.contains($0.name) && !deletedSinceStart.contains($0.name) }
    guard !fresh.isEmpty else { return }
    names.formUnion(fresh.map(\.name))
    // Two appends, not a batch: a batch diffs the whole table to find what
    // changed, which a folder of 100,000 files would pay on every batch.
    for (section, wantsFolders) in [(Self.foldersSection, true), (Self.filesSection, false)] {
      let entries = fresh.filter { $0.isFolder == wantsFolders }
      if !entries.isEmpty { _ = try? dataSource.append(contentsOf: entries, toSection: section) }
    }
    updateHeaders()
  }

  /// Applies a change the folder's watch reported.
  func apply(_ change: FolderChange) {
    switch change {
    case .created(let entry):
      deletedSinceStart.remove(entry.name)
      if let indexPath = indexPath(of: entry.name) {
        _ = try? dataSource.reloadItem(at: indexPath, with: entry)
      } else {
        add([entry])
      }
    case .deleted(let name):
      deletedSinceStart.insert(name)
      remove(name)
    case .renamed(let old, let entry):
      // A rename over an existing name replaces that entry.
      if old != entry.name { remove(entry.name) }
      guard let indexPath = indexPath(of: old) else { return apply(.created(entry)) }
      names.remove(old)
      names.insert(entry.name)
      _ = try? dataSource.reloadItem(at: indexPath, with: entry)
    case .changed(let entry):
      if let indexPath = indexPath(of: entry.name) { _ = try? dataSource.reloadItem(at: indexPath, with: entry) }
    }
  }

  private func remove(_ name: String) {
    guard let indexPath = indexPath(of: name) else { return }
    names.remove(name)
    _ = try? dataSource.remove(at: indexPath)
    updateHeaders()
  }

  /// Where the entry named `name` is, if it is shown.
  func indexPath(of name: String) -> IndexPath? {
    guard names.contains(name) else { return nil }
    for section in dataSource.sections.indices {
      if let item = dataSource.sections[section].items.firstIndex(where: { $0.name == name }) {
        return IndexPath(section: section, item: item)
      }
    }
    return nil
  }

  /// A section's header shows only while the section has entries.
  private func updateHeaders() {
    for (section, title) in [(Self.foldersSection, "Folders"), (Self.filesSection, "Files")] {
      let wanted = dataSource.sections[section].items.isEmpty ? nil : SectionSupplement(title: title)
      guard dataSource.sections[section].header != wanted else { continue }
      var updated = dataSource.sections[section]
      updated.header = wanted
      _ = try? dataSource.reloadSection(at: section, with: updated)
    }
  }
}
