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
    OneKindChange(from: old, to: new, applying: changes)?.splices()
  }
}

/// A change set that only deletes items or only inserts them, checked
/// against the indexes before and after it.
struct OneKindChange {
  /// Deleted items as old index paths, or inserted ones as new index paths.
  let entries: [IndexPath]
  let isDeleting: Bool
  /// The index the entries' paths are in: the old one when deleting.
  let side: FlatIndex
  /// Runs of entries that follow one another in a section: each is a
  /// splice, except that runs meeting across a section boundary merge.
  let runCount: Int

  /// Nil when the change set is not of that kind, or does not describe the
  /// change from `old` to `new`.
  init?(from old: FlatIndex, to new: FlatIndex, applying changes: ChangeSet) {
    guard changes.deletedSections.isEmpty, changes.insertedSections.isEmpty, changes.movedSections.isEmpty,
      changes.reloadedSections.isEmpty, changes.movedItems.isEmpty, changes.reloadedItems.isEmpty,
      old.itemsPerRow == 1, new.itemsPerRow == 1, old.sectionCount == new.sectionCount
    else { return nil }
    isDeleting = !changes.deletedItems.isEmpty
    guard isDeleting != !changes.insertedItems.isEmpty else { return nil }
    entries = isDeleting ? changes.deletedItems : changes.insertedItems
    side = isDeleting ? old : new
    var counts = [Int](repeating: 0, count: side.sectionCount)
    var runs = 0
    var previous: IndexPath?
    for entry in entries {
      guard entry.section >= 0, entry.section < side.sectionCount, entry.item >= 0,
        entry.item < side.sections[entry.section].itemCount
      else { return nil }
      if let previous {
        if (previous.section, previous.item) >= (entry.section, entry.item) { return nil }
        if previous.section != entry.section || previous.item + 1 != entry.item { runs += 1 }
      } else {
        runs = 1
      }
      previous = entry
      counts[entry.section] += 1
    }
    runCount = runs
    for section in 0..<old.sectionCount {
      let before = old.sections[section]
      let after = new.sections[section]
      // The rows around the items stay, and none appears or goes: the same
      // header and footer, no inline placeholder on either side.
      guard before.hasHeader == after.hasHeader, before.hasFooter == after.hasFooter,
        !before.showsEmptyPlaceholder, !after.showsEmptyPlaceholder,
        after.itemCount == before.itemCount + (isDeleting ? -counts[section] : counts[section])
      else { return nil }
    }
  }

  /// Whether there are more splices than `SpliceEmission` emits one by one,
  /// whatever runs merge.
  var isPastSeparateSplices: Bool {
    runCount - max(0, side.sectionCount - 1) > SpliceEmission.maximumSeparateSplices
  }

  /// The one splice from the first entry's row to the last one's, which is
  /// what the splices come to when emitted as one span: the rows before and
  /// after stay. Nil for no entries.
  func span() -> Splice? {
    guard let first = entries.first, let last = entries.last,
      let head = side.position(of: first), let end = side.position(of: last).map({ $0 + 1 })
    else { return nil }
    let touched = end - head  // rows of `side` between them, the entries included
    let kept = touched - entries.count
    return Splice(position: head, removed: isDeleting ? touched : kept, added: isDeleting ? kept : touched)
  }

  /// Runs of consecutive entries, each one splice, in order: positions in
  /// the model as the splices before left it.
  func splices() -> [Splice]? {
    var splices: [Splice] = []
    splices.reserveCapacity(runCount)
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
      let position = isDeleting ? row - shift : row
      // A run that starts where the last one ended (the last item of one
      // section, the first of the next, no rows between) extends it: two
      // splices never touch.
      if let last = splices.last, last.position + last.added == position {
        splices[splices.count - 1].removed += isDeleting ? length : 0
        splices[splices.count - 1].added += isDeleting ? 0 : length
      } else {
        splices.append(Splice(position: position, removed: isDeleting ? length : 0, added: isDeleting ? 0 : length))
      }
      if isDeleting { shift += length }
      index += length
    }
    return splices
  }
}
