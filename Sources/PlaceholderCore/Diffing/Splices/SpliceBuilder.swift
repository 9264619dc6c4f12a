/// Turns kept runs of rows, given in increasing order, into the splices that
/// fill the gaps between them.
struct SpliceBuilder {
  private(set) var splices: [Splice] = []
  private var oldCursor = 0
  private var newCursor = 0

  /// Rows `old..<old+count` of the old list are rows `new..<new+count` of the
  /// new one, unchanged.
  mutating func keep(old: Int, new: Int, count: Int) {
    guard count > 0 else { return }
    gap(toOld: old, toNew: new)
    oldCursor = old + count
    newCursor = new + count
  }

  /// Closes the last gap.
  mutating func finish(oldCount: Int, newCount: Int) {
    gap(toOld: oldCount, toNew: newCount)
    oldCursor = oldCount
    newCursor = newCount
  }

  private mutating func gap(toOld old: Int, toNew new: Int) {
    assert(old >= oldCursor && new >= newCursor, "kept runs must increase")
    let removed = old - oldCursor
    let added = new - newCursor
    if removed > 0 || added > 0 {
      // Everything before `newCursor` is already as in the new list, so the
      // gap starts there in the model the previous splices left.
      splices.append(Splice(position: newCursor, removed: removed, added: added))
    }
  }
}
