/// Which identity (a row object GTK holds) stands for which row of a list
/// model, kept through splices: a row keeps its identity while it only
/// moves, and loses it when a splice removes or replaces it (or, followed
/// with `applyReusingReplaced(_:)`, hands it to the row replacing it).
///
/// The GTK layer hands GTK the same row object for the same row, so GTK
/// versions that compare items (4.12 and later) rebind only the rows a
/// splice touched. It remembers only the rows whose objects are alive, so
/// the table stays as small as what GTK shows. Every operation is
/// O(remembered rows) at most.
///
/// Not generic, and not a `Dictionary`: an identity is an object's address,
/// and the tables are `AddressMap`s. A generic table was not specialized
/// across the module boundary (a dictionary metadata lookup per call), and
/// SipHash cost about two hundred instructions per key. A class: the GTK
/// layer's row objects point at it, and a struct in a class property was
/// copied, four array retains, on every read. It calls this once or twice
/// per row object GTK makes or releases (BENCHMARKS.md).
package final class RowIdentities {
  /// A row object's address.
  package typealias Identity = UInt

  // The maps are unchecked for exclusive access: no method here calls out
  // while it uses one, so accesses cannot overlap, and the run-time check
  // cost a quarter of this type's time (toggles, BENCHMARKS.md).

  /// Identities by position (a position's bit pattern). Room from the
  /// start for the rows GTK makes for a window (205 for a list view): a
  /// first frame grew each map five times.
  @exclusivity(unchecked) private var byPosition = AddressMap(capacity: 256)
  /// Positions (as bit patterns) by identity.
  @exclusivity(unchecked) private var byIdentity = AddressMap(capacity: 256)

  /// An empty table.
  package init() {}

  /// How many rows have an identity.
  package var count: Int { byPosition.count }

  /// The identity of the row at `position`, if it has one.
  package func identity(at position: Int) -> Identity? { byPosition[key(position)] }

  /// How many rows from `position` on reach the last row with an identity
  /// (0 when none has one there). O(remembered rows).
  package func rowsReachingLastIdentity(from position: Int) -> Int {
    var last = -1
    for (positionKey, _) in byPosition.entries { last = max(last, Int(bitPattern: positionKey)) }
    return last >= position ? last - position + 1 : 0
  }

  /// The row an identity stands for now, if it still stands for one.
  package func position(of identity: Identity) -> Int? { byIdentity[identity].map { Int(bitPattern: $0) } }

  /// Gives the row at `position` an identity, replacing any it had.
  package func remember(_ identity: Identity, at position: Int) {
    guard position >= 0 else { return }
    if let old = byPosition[key(position)] { byIdentity.removeValue(for: old) }
    if let oldPosition = byIdentity[identity] { byPosition.removeValue(for: oldPosition) }
    byPosition.set(identity, for: key(position))
    byIdentity.set(key(position), for: identity)
  }

  /// Forgets an identity (its object went away).
  package func forget(_ identity: Identity) {
    guard let position = byIdentity.removeValue(for: identity) else { return }
    byPosition.removeValue(for: position)
  }

  /// Forgets every identity.
  package func removeAll() {
    byPosition.removeAll()
    byIdentity.removeAll()
  }

  /// Follows a splice: the removed rows lose their identities, the rows
  /// after them move by `added - removed` and keep theirs, the added rows
  /// have none yet. Returns the identities that no longer stand for a row.
  @discardableResult
  package func apply(_ splice: Splice) -> [Identity] { follow(splice, reusingReplaced: false).dropped }

  /// Follows a splice as `apply(_:)` does, except where it replaces rows
  /// (removes some and adds some in their place): the first
  /// `min(removed, added)` of them keep their identities where they stand,
  /// each now the identity of the row that replaced it. GTK finds those
  /// row objects again and keeps their widgets, where it would destroy
  /// them and build new ones; the caller binds them to their new rows.
  /// Returns the identities kept so.
  @discardableResult
  package func applyReusingReplaced(_ splice: Splice) -> [Identity] {
    follow(splice, reusingReplaced: true).reused
  }

  private func follow(_ splice: Splice, reusingReplaced: Bool) -> (dropped: [Identity], reused: [Identity]) {
    guard splice.removed > 0 || splice.added > 0, !byPosition.isEmpty else { return ([], []) }
    let shift = splice.added - splice.removed
    let removedEnd = splice.position + max(splice.removed, 0)
    let reusedEnd = reusingReplaced ? splice.position + max(min(splice.removed, splice.added), 0) : splice.position
    var dropped: [Identity] = []
    var reused: [Identity] = []
    var moved: [(position: Int, identity: Identity)] = []
    for (positionKey, identity) in byPosition.entries {
      let position = Int(bitPattern: positionKey)
      guard position >= splice.position else { continue }
      if position < reusedEnd {
        reused.append(identity)
      } else if position < removedEnd {
        dropped.append(identity)
      } else if shift != 0 {
        moved.append((position + shift, identity))
      }
    }
    for identity in dropped { forget(identity) }
    guard !moved.isEmpty else { return (dropped, reused) }
    for (_, identity) in moved {
      if let old = byIdentity[identity] { byPosition.removeValue(for: old) }
    }
    for (position, identity) in moved {
      byPosition.set(identity, for: key(position))
      byIdentity.set(key(position), for: identity)
    }
    return (dropped, reused)
  }

  /// A position as a map key: positions are never negative, so never the
  /// map's reserved key.
  @inline(__always) private func key(_ position: Int) -> UInt { UInt(bitPattern: position) }
}
