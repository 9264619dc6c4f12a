/// Which identity (a row object GTK holds) stands for which row of a list
/// model, kept through splices: a row keeps its identity while it only
/// moves, and loses it when a splice removes or replaces it.
///
/// The GTK layer hands GTK the same row object for the same row, so GTK
/// versions that compare items (4.12 and later) rebind only the rows a
/// splice touched. It remembers only the rows whose objects are alive, so
/// the table stays as small as what GTK shows. Every operation is
/// O(remembered rows) at most.
///
/// Not generic: an identity is an object's address. A generic table was
/// not specialized across the module boundary, so each of the GTK layer's
/// calls (one per row object GTK makes or releases) looked up dictionary
/// metadata at run time (2 to 3% of a table's toggle time).
package struct RowIdentities {
  /// A row object's address.
  package typealias Identity = UInt

  @usableFromInline var byPosition: [Int: Identity] = [:]
  @usableFromInline var byIdentity: [Identity: Int] = [:]

  /// An empty table.
  @inlinable package init() {}

  /// How many rows have an identity.
  @inlinable package var count: Int { byPosition.count }

  /// The identity of the row at `position`, if it has one.
  @inlinable package func identity(at position: Int) -> Identity? { byPosition[position] }

  /// The row an identity stands for now, if it still stands for one.
  @inlinable package func position(of identity: Identity) -> Int? { byIdentity[identity] }

  /// Gives the row at `position` an identity, replacing any it had.
  @inlinable package mutating func remember(_ identity: Identity, at position: Int) {
    if let old = byPosition[position] { byIdentity[old] = nil }
    if let oldPosition = byIdentity[identity] { byPosition[oldPosition] = nil }
    byPosition[position] = identity
    byIdentity[identity] = position
  }

  /// Forgets an identity (its object went away).
  @inlinable package mutating func forget(_ identity: Identity) {
    guard let position = byIdentity.removeValue(forKey: identity) else { return }
    byPosition[position] = nil
  }

  /// Forgets every identity.
  @inlinable package mutating func removeAll() {
    byPosition.removeAll()
    byIdentity.removeAll()
  }

  /// Follows a splice: the removed rows lose their identities, the rows
  /// after them move by `added - removed` and keep theirs, the added rows
  /// have none yet. Returns the identities that no longer stand for a row.
  @discardableResult @inlinable
  package mutating func apply(_ splice: Splice) -> [Identity] {
    guard splice.removed > 0 || splice.added > 0, !byPosition.isEmpty else { return [] }
    let shift = splice.added - splice.removed
    let removedEnd = splice.position + max(splice.removed, 0)
    var dropped: [Identity] = []
    var moved: [(Int, Identity)] = []
    for (position, identity) in byPosition where position >= splice.position {
      if position < removedEnd {
        dropped.append(identity)
      } else if shift != 0 {
        moved.append((position + shift, identity))
      }
    }
    for identity in dropped { forget(identity) }
    guard !moved.isEmpty else { return dropped }
    for (_, identity) in moved {
      if let old = byIdentity[identity] { byPosition[old] = nil }
    }
    for (position, identity) in moved {
      byPosition[position] = identity
      byIdentity[identity] = position
    }
    return dropped
  }
}
