/// How a list model tells GTK about a change: the `items-changed` emissions
/// for a list of splices.
///
/// The splices `FlatIndex.splices(from:to:applying:)` computes are minimal,
/// and few changes are emitted as they are. Two shapes cost GTK far more
/// than their rows, so they are emitted otherwise:
///
/// - **Many splices.** GTK's list view does work for the rows on screen at
///   every emission, so a search that removes every other row of a million
///   (tens of thousands of splices) held the main thread for a fifth of a
///   second. Past `maximumSeparateSplices`, the change is emitted over the
///   one span it touches: the rows before its first splice and after its
///   last are kept, the rows between are replaced.
/// - **Removing and adding many rows in one emission.** When the removed
///   range holds a row GTK tracks (the focused or selected one, the scroll
///   anchor), GTK 4.8 looks for its item among every added item, asking the
///   model for each: hundreds of milliseconds for a million. A list model
///   whose row objects follow positions never has the item, so past
///   `maximumReplacedAtOnce` added rows the removal and the addition are two
///   emissions, one after the other. GTK then cannot carry the scroll
///   position over in proportion, as it does for one emission, and the
///   list starts again from the replaced range's top: below the limit a
///   full reload keeps its place.
///
/// Either way the model ends with the same rows; only the widgets of rows
/// that stay inside a replaced span are made again, unless the model hands
/// the replaced rows' objects on (`replacingShownRowsInPlace`).
package enum SpliceEmission {
  /// Above this many splices, one span is emitted instead.
  package static let maximumSeparateSplices = 64
  /// Above this many rows added where rows are removed, the removal and
  /// the addition are emitted apart: GTK's search for a tracked item costs
  /// about a millisecond per thousand rows it adds.
  package static let maximumReplacedAtOnce = 10_000

  /// The emissions for `splices`, applied in order to a model of `count`
  /// rows. O(splices).
  package static func emissions(for splices: [Splice], count: Int) -> [Splice] {
    let changing = splices.filter { $0.removed > 0 || $0.added > 0 }
    let shaped = changing.count > maximumSeparateSplices ? [span(of: changing, count: count)] : changing
    return shaped.flatMap { splice -> [Splice] in
      guard splice.removed > 0, splice.added > maximumReplacedAtOnce else { return [splice] }
      return [
        Splice(position: splice.position, removed: splice.removed, added: 0),
        Splice(position: splice.position, removed: 0, added: splice.added),
      ]
    }
  }

  /// `emissions` with each big replacement that was split (a removal, then
  /// an addition at the same place) replacing its first rows in place
  /// again: `rowsWithObjects(position)` says how many rows from
  /// `position` on have row objects (the rows GTK shows, and those near
  /// them), and up to `maximumReplacedAtOnce` of those are replaced in one
  /// emission before the rest is removed and added. A list model that
  /// hands a replaced row's object to the row replacing it
  /// (`RowIdentities.applyReusingReplaced(_:)`) then keeps the widgets
  /// GTK shows. The model ends with the same rows. O(emissions).
  package static func replacingShownRowsInPlace(
    _ emissions: [Splice], rowsWithObjects: (Int) -> Int
  ) -> [Splice] {
    var shaped: [Splice] = []
    var index = emissions.startIndex
    while index < emissions.endIndex {
      let removal = emissions[index]
      let next = index + 1
      guard removal.removed > 0, removal.added == 0, next < emissions.endIndex,
        emissions[next].position == removal.position, emissions[next].removed == 0, emissions[next].added > 0
      else {
        shaped.append(removal)
        index = next
        continue
      }
      let addition = emissions[next]
      let inPlace = min(
        removal.removed, addition.added, maximumReplacedAtOnce, max(rowsWithObjects(removal.position), 0))
      if inPlace > 0 {
        shaped.append(Splice(position: removal.position, removed: inPlace, added: inPlace))
      }
      let rest = removal.position + inPlace
      if removal.removed > inPlace {
        shaped.append(Splice(position: rest, removed: removal.removed - inPlace, added: 0))
      }
      if addition.added > inPlace { shaped.append(Splice(position: rest, removed: 0, added: addition.added - inPlace)) }
      index = next + 1
    }
    return shaped
  }

  /// Whether, once `emissions[index]` is emitted, rows may stand where they
  /// will not stay: after every emission but the last. A later emission
  /// moves the rows below it (a split replacement's removal, every row
  /// below its span until the addition brings them back), so a row GTK
  /// binds in between would be read at a position the change does not
  /// hold yet. GTK 4.8 binds the rows it brings into its range during an
  /// emission; its rebinding of every moved row at each later emission
  /// hid that, until the library kept moved rows bound (`RowFactory`).
  package static func leavesRowsPassing(_ emissions: [Splice], at index: Int) -> Bool {
    index + 1 < emissions.count
  }

  /// One splice with the effect of all of `splices`: the rows before the
  /// first row any of them touches, and after the last, stay.
  private static func span(of splices: [Splice], count: Int) -> Splice {
    var head = count
    var tail = count
    var current = count
    for splice in splices {
      head = min(head, splice.position)
      tail = min(tail, current - splice.position - splice.removed)
      current += splice.added - splice.removed
    }
    return Splice(position: head, removed: count - head - tail, added: current - head - tail)
  }
}
