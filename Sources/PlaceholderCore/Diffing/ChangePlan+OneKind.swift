/// The splices of a change set that only deletes items, or only inserts
/// them, in sections that keep their rows around the items: what a search
/// makes as it narrows or widens. One pass over the entries, where the
/// general plan collects, sorts and checks them: a search over a million
/// rows deletes half a million, and its plan ran on the main thread.
extension FlatIndex {
  /// The splices, or nil when the change set is not of that one kind (the
  /// general plan then takes it). Checks what the general plan checks for
  /// such a change set: entries in range, in order and without repeats, and
  /// every section's count; nil rather than an error when one fails, so
  /// that the general plan reports it.
  static func splicesOfOneKind(from old: FlatIndex, to new: FlatIndex, applying changes: ChangeSet) -> [Splice]? {
    guard changes.deletedSections.isEmpty, changes.insertedSections.isEmpty, changes.movedSections.isEmpty,
      changes.reloadedSections.isEmpty, changes.movedItems.isEmpty, changes.reloadedItems.isEmpty,
      old.itemsPerRow == 1, new.itemsPerRow == 1, old.sectionCount == new.sectionCount
    else { return nil }
    let deleting = !changes.deletedItems.isEmpty
    guard deleting != !changes.insertedItems.isEmpty else { return nil }
    // Deleting: the entries are old index paths; inserting: new ones.
    let entries = deleting ? changes.deletedItems : changes.insertedItems
    let side = deleting ? old : new
    var counts = [Int](repeating: 0, count: side.sectionCount)
    var previous: IndexPath?
    for entry in entries {
      guard entry.section >= 0, entry.section < side.sectionCount, entry.item >= 0,
        entry.item < side.sections[entry.section].itemCount
      else { return nil }
      if let previous, (previous.section, previous.item) >= (entry.section, entry.item) { return nil }
      previous = entry
      counts[entry.section] += 1
    }
    for section in 0..<old.sectionCount {
      let before = old.sections[section]
      let after = new.sections[section]
      // The rows around the items stay, and none appears or goes: the same
      // header and footer, no inline placeholder on either side.
      guard before.hasHeader == after.hasHeader, before.hasFooter == after.hasFooter,
        !before.showsEmptyPlaceholder, !after.showsEmptyPlaceholder,
        after.itemCount == before.itemCount + (deleting ? -counts[section] : counts[section])
      else { return nil }
    }
    // Runs of consecutive entries, each one splice, in order: positions in
    // the model as the splices before left it.
    var splices: [Splice] = []
    var shift = 0  // rows the earlier splices removed (deleting) or added
    var index = 0
    while index < entries.count {
      let first = entries[index]
      var length = 1
      while index + length < entries.count, entries[index + length].section == first.section,
        entries[index + length].item == first.item + length
      {
        length += 1
      }
      guard let row = side.position(of: first) else { return nil }
      let position = deleting ? row - shift : row
      // A run that starts where the last one ended (the last item of one
      // section, the first of the next, no rows between) extends it: two
      // splices never touch.
      if let last = splices.last, last.position + last.added == position {
        splices[splices.count - 1].removed += deleting ? length : 0
        splices[splices.count - 1].added += deleting ? 0 : length
      } else {
        splices.append(Splice(position: position, removed: deleting ? length : 0, added: deleting ? 0 : length))
      }
      if deleting { shift += length }
      index += length
    }
    return splices
  }
}
