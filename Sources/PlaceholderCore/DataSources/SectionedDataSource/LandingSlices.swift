/// A big change of one section's items, cut into slices that land one
/// after another from the top, so that no main-loop turn holds a frame for
/// all of it: a search over a million rows deletes half of them.
///
/// After slice `k`, the section holds the new items before `newCut` and
/// the old items from `oldCut` on: every slice leaves a list that is the
/// new one above and the old one below, and the last leaves the new one.
/// Each slice's change set is in the usual batch meaning against the list
/// the slice before it left, so observers hear ordinary, consistent
/// changes whose splices add up to the whole change's.
package struct LandingSlice: Hashable, Sendable {
  /// The slice's changes: deletions by their index before the slice,
  /// insertions by their index after it.
  package var changes: ChangeSet
  /// The old items from here on are still the section's after the slice.
  package var oldCut: Int
  /// The new items before here are the section's after the slice.
  package var newCut: Int
}

/// Cuts an item change of one section into landing slices.
package enum LandingSlicer {
  /// The changes a slice holds at most: a turn of the main loop lands one
  /// (a search over a million rows lands in eight or nine), which a list
  /// holds until it painted a frame (at 10,000 changes or more).
  package static let sliceSize = 65_536
  /// The first slice's changes at most. GTK rebuilds the rows it holds
  /// around the view (about two hundred in a 600-pixel window) for the
  /// changes that reach them, and a search's first slice reaches them all:
  /// its first hundred changes landing alone spread that over two frames
  /// (search-1m's longest frame on GTK 4.24 fell by a tenth, BENCHMARKS.md).
  package static let firstSliceSize = 100

  /// The slices of `changes` of at most `maxChanges` entries each (the
  /// first of at most `firstChanges`, when given); nil
  /// unless every entry is an item deleted or inserted in one section (a
  /// section, a move or a reload lands whole), or when one slice holds it.
  /// O(changes).
  package static func slices(of changes: ChangeSet, maxChanges: Int, firstChanges: Int? = nil) -> [LandingSlice]? {
    guard maxChanges > 0, changes.changeCount > maxChanges, changes.deletedSections.isEmpty,
      changes.insertedSections.isEmpty, changes.movedSections.isEmpty, changes.reloadedSections.isEmpty,
      changes.movedItems.isEmpty, changes.reloadedItems.isEmpty
    else { return nil }
    let section = (changes.deletedItems.first ?? changes.insertedItems.first)?.section
    guard let section,
      changes.deletedItems.allSatisfy({ $0.section == section }),
      changes.insertedItems.allSatisfy({ $0.section == section })
    else { return nil }
    // Sorted, so a repeated index sits next to its twin: no set to hash a
    // million indices into (that was 40% of a search's work off the main
    // thread). In place: a diff lists them in order already, and a sorted
    // copy of a million indices was 8 MB more at the search's peak.
    var deleted = changes.deletedItems.map(\.item)
    var inserted = changes.insertedItems.map(\.item)
    if !isStrictlyIncreasing(deleted) { deleted.sort() }
    if !isStrictlyIncreasing(inserted) { inserted.sort() }
    guard isStrictlyIncreasing(deleted), isStrictlyIncreasing(inserted),
      deleted.first.map({ $0 >= 0 }) ?? true, inserted.first.map({ $0 >= 0 }) ?? true
    else { return nil }
    return cut(
      deleted: deleted, inserted: inserted, section: section, firstChanges: min(firstChanges ?? maxChanges, maxChanges),
      maxChanges: maxChanges)
  }

  private static func isStrictlyIncreasing(_ values: [Int]) -> Bool {
    var index = 1
    while index < values.count {
      if values[index - 1] >= values[index] { return false }
      index += 1
    }
    return true
  }

  /// Walks the deletions and insertions in the order of the kept items
  /// before each (a deletion before an insertion at the same place), and
  /// cuts after every `maxChanges` of them: at any point of that walk, the
  /// old and new items consumed hold the same kept items.
  private static func cut(
    deleted: [Int], inserted: [Int], section: Int, firstChanges: Int, maxChanges: Int
  ) -> [LandingSlice] {
    var slices: [LandingSlice] = []
    var nextDeletion = 0
    var nextInsertion = 0
    var cuts = (old: 0, new: 0)
    var current = ChangeSet()
    var keptBefore = 0
    while nextDeletion < deleted.count || nextInsertion < inserted.count {
      // The kept items before each candidate: its index less the changes
      // of its own side before it.
      let deletionKept = nextDeletion < deleted.count ? deleted[nextDeletion] - nextDeletion : Int.max
      let insertionKept = nextInsertion < inserted.count ? inserted[nextInsertion] - nextInsertion : Int.max
      if deletionKept <= insertionKept {
        keptBefore = deletionKept
        // Its place in the list the slice starts from: the new items
        // above the last cut, then the old ones from it.
        current.deletedItems.append(IndexPath(section: section, item: deleted[nextDeletion] - cuts.old + cuts.new))
        nextDeletion += 1
      } else {
        keptBefore = insertionKept
        current.insertedItems.append(IndexPath(section: section, item: inserted[nextInsertion]))
        nextInsertion += 1
      }
      let isLast = nextDeletion == deleted.count && nextInsertion == inserted.count
      guard current.changeCount == (slices.isEmpty ? firstChanges : maxChanges) || isLast else { continue }
      cuts = (keptBefore + nextDeletion, keptBefore + nextInsertion)
      slices.append(LandingSlice(changes: current, oldCut: cuts.old, newCut: cuts.new))
      current = ChangeSet()
    }
    return slices
  }
}
