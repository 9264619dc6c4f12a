/// What a jump needs to know, decided from the loads' results: where the
/// rows start in the whole listing, and which row an item is.
package enum JumpRules {
  /// Where the rows start in the listing after a result of `kind`: what
  /// the result says (`LoadResult.firstIndex`), else 0 when nothing comes
  /// before them, else unknown; a next page leaves the start where it was.
  package static func firstIndex(reported: Int?, after kind: LoadKind, hasPrevious: Bool, before: Int?) -> Int? {
    if let reported, reported >= 0 { return reported }
    if kind == .nextPage { return before }
    return hasPrevious ? nil : 0
  }

  /// The index path of the item at `index` in the whole listing, if it is
  /// loaded: `firstIndex` is where the rows start, `itemCounts` the items
  /// of each section.
  package static func indexPath(ofListingIndex index: Int, firstIndex: Int?, itemCounts: [Int]) -> IndexPath? {
    guard let firstIndex else { return nil }
    var offset = index - firstIndex
    guard offset >= 0 else { return nil }
    for (section, count) in itemCounts.enumerated() {
      if offset < count { return IndexPath(section: section, item: offset) }
      offset -= count
    }
    return nil
  }
}
