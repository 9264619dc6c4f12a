/// Following one section or item through a batch update, so that whatever
/// points at it (a selection, a scroll anchor) can point at it afterwards.
///
/// Both read the change set with UIKit's meaning (see `ChangeSet`): what
/// the change set does not name keeps its relative order and fills, in
/// order, the new places that no insertion or move takes. They assume a
/// change set that fits the data, as `FlatIndex.splices(from:to:applying:)`
/// checks; for one that does not, the answer means nothing but is never a
/// crash. O(changes) per call.
extension ChangeSet {
  /// Where the section at `oldSection` before the update is after it, or
  /// nil when it is deleted or reloaded (a reloaded section is new content
  /// in the same place: its items are not the same items).
  public func newSection(for oldSection: Int) -> Int? {
    guard oldSection >= 0 else { return nil }
    if deletedSections.contains(oldSection) || reloadedSections.contains(oldSection) { return nil }
    if let move = movedSections.first(where: { $0.from == oldSection }) { return move.to }
    // Its rank among the old sections that stay where the order puts them.
    var rank = oldSection
    for section in deletedSections where section < oldSection { rank -= 1 }
    for move in movedSections where move.from < oldSection { rank -= 1 }
    return Self.freePlace(rank, taken: insertedSections + movedSections.map(\.to))
  }

  /// Where the item at `oldIndexPath` before the update is after it, or nil
  /// when it is deleted, or its section is deleted or reloaded (and it was
  /// not moved out first). A reloaded item is the same item with a new
  /// value: it stays, at its new place. A moved item is where the move puts
  /// it; an item of a moved section moves with it.
  public func newIndexPath(for oldIndexPath: IndexPath) -> IndexPath? {
    guard oldIndexPath.section >= 0, oldIndexPath.item >= 0 else { return nil }
    if let move = movedItems.first(where: { $0.from == oldIndexPath }) { return move.to }
    if deletedItems.contains(oldIndexPath) { return nil }
    guard let section = newSection(for: oldIndexPath.section) else { return nil }
    var rank = oldIndexPath.item
    for path in deletedItems where path.section == oldIndexPath.section && path.item < oldIndexPath.item {
      rank -= 1
    }
    for move in movedItems where move.from.section == oldIndexPath.section && move.from.item < oldIndexPath.item {
      rank -= 1
    }
    var taken = insertedItems.compactMap { $0.section == section ? $0.item : nil }
    for move in movedItems where move.to.section == section { taken.append(move.to.item) }
    return IndexPath(section: section, item: Self.freePlace(rank, taken: taken))
  }

  /// The `rank`-th place (from 0) that is not in `taken`.
  private static func freePlace(_ rank: Int, taken: [Int]) -> Int {
    var place = rank
    for index in taken.sorted() where index <= place { place += 1 }
    return place
  }
}
