import PlaceholderCore

/// A change set made wrong on purpose in one of four ways, or nil when that
/// way does not apply to it.
func breakChangeSet(_ changes: ChangeSet, old: RefModel, new: RefModel, how: Int) -> ChangeSet? {
  var broken = changes
  switch how {
  case 0:  // name an item twice
    if let path = changes.deletedItems.first {
      broken.reloadedItems.append(path)
    } else if let path = changes.insertedItems.first {
      broken.insertedItems.append(path)
    } else {
      return nil
    }
  case 1:  // forget an insertion: the section's count no longer adds up
    guard !changes.insertedItems.isEmpty else { return nil }
    broken.insertedItems.removeLast()
  case 2:  // delete past the end of a section
    guard let section = old.sections.indices.first else { return nil }
    broken.deletedItems.append(IndexPath(section: section, item: old.sections[section].items.count))
  default:  // delete one more section: the section count no longer adds up
    let named = Set(changes.deletedSections + changes.reloadedSections + changes.movedSections.map(\.from))
    guard let section = old.sections.indices.first(where: { !named.contains($0) }) else { return nil }
    broken.deletedSections.append(section)
  }
  return broken
}
