/// Objects set aside for reuse, by kind: the decisions of a list's reuse
/// queue (UITableView's), without the widgets.
///
/// A list gives back what a destroyed row held and takes it again for the
/// next row of the same kind; the last given back comes first. It keeps at
/// most as many as the list has had rows alive at once (`noteLiveRows`),
/// never more than `maximumCapacity`: an emptied list keeps no more than it
/// showed. What it refuses or lets go of, the caller tears down.
///
/// Objects are stored untyped: the GTK layer's generic code would pay a
/// metadata lookup per row for typed storage (toggles, BENCHMARKS.md).
package struct SpareObjects {
  /// The most objects any list keeps, whatever it has shown.
  package static let maximumCapacity = 256

  /// The objects with their kinds, the last given back at the end.
  private var entries: [(kind: CellKindID, object: AnyObject)] = []
  /// How many objects may wait now: the most rows alive at once so far.
  package private(set) var capacity = 0

  package init() {}

  /// The objects waiting.
  package var count: Int { entries.count }

  /// Notes that `rows` rows are alive now: that many may wait later.
  package mutating func noteLiveRows(_ rows: Int) {
    if rows > capacity { capacity = min(rows, Self.maximumCapacity) }
  }

  /// The object of `kind` given back last, leaving; nil when none waits.
  package mutating func take(_ kind: CellKindID) -> AnyObject? {
    // A plain loop from the end, most often a hit on the last entry: a
    // closure given to the standard library would cost an executor check
    // per call from main-actor code.
    var index = entries.count - 1
    while index >= 0 {
      if entries[index].kind == kind { return entries.remove(at: index).object }
      index -= 1
    }
    return nil
  }

  /// Keeps `object` for a later row of `kind`; false when there is no room
  /// (the caller tears it down).
  package mutating func offer(_ object: AnyObject, kind: CellKindID) -> Bool {
    guard entries.count < capacity else { return false }
    entries.append((kind, object))
    return true
  }

  /// Lets go of the objects of `kind`, returned for tearing down.
  package mutating func removeAll(kind: CellKindID) -> [AnyObject] {
    var leaving: [AnyObject] = []
    var kept: [(kind: CellKindID, object: AnyObject)] = []
    for entry in entries {
      if entry.kind == kind { leaving.append(entry.object) } else { kept.append(entry) }
    }
    entries = kept
    return leaving
  }

  /// Lets go of every object, returned for tearing down.
  package mutating func removeAll() -> [AnyObject] {
    let leaving = entries.map(\.object)
    entries = []
    return leaving
  }
}
