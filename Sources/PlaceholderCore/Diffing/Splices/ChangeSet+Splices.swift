extension FlatIndex {
  /// The `items-changed` emissions that turn the flattened list of `old` into
  /// that of `new`, given what changed.
  ///
  /// The adapter keeps the index it last showed (`old`), reads the data
  /// source again after the app changed its data (`new`), and asks for the
  /// splices. The change set is validated first; if it does not describe the
  /// change from `old` to `new` (an index out of range, an index named twice,
  /// an item both deleted and moved, a count that disagrees with what the
  /// change set implies…) a `ChangeSetError` is thrown and nothing is
  /// computed.
  ///
  /// The splices are applied in order, each to the model as the previous ones
  /// left it, and are minimal for the change set's meaning: every row that
  /// the change set leaves alone is kept, every other row is removed and
  /// every new row added, and two splices never touch (each pair is separated
  /// by at least one kept row). Deleted, moved and reloaded items and
  /// sections are removed at their old rows and added at their new ones (a
  /// GListModel has no move); a reloaded row is one `(position, 1, 1)`.
  /// Headers, footers and inline section placeholders follow: a section that
  /// goes from no items to some loses its placeholder row, a surviving
  /// section whose header or footer appears or disappears gets that row
  /// added or removed, an inserted section brings its header and footer.
  ///
  /// For grids (`itemsPerRow` > 1) a section's item rows are replaced from
  /// the first row an item change touches to the section's end.
  ///
  /// O(changes · log changes + sections); nothing is done per row.
  package static func splices(
    from old: FlatIndex,
    to new: FlatIndex,
    applying changes: ChangeSet
  ) throws(ChangeSetError) -> [Splice] {
    if let oneKind = splicesOfOneKind(from: old, to: new, applying: changes) { return oneKind }
    return try ChangePlan(old: old, new: new, changes: changes).splices()
  }

  /// The `items-changed` emissions for the change: the splices as
  /// `SpliceEmission` shapes them, the same as
  /// `SpliceEmission.emissions(for: splices(from: old, to: new, applying: changes), count: old.count)`.
  ///
  /// A search that narrows a big list deletes rows in hundreds of thousands
  /// of runs, which are emitted as one span anyway: the span follows from
  /// the first and the last entry, so those splices are never made.
  package static func emissions(
    from old: FlatIndex,
    to new: FlatIndex,
    applying changes: ChangeSet
  ) throws(ChangeSetError) -> [Splice] {
    if let oneKind = OneKindChange(from: old, to: new, applying: changes),
      let splices = oneKind.isPastSeparateSplices ? oneKind.span().map({ [$0] }) : oneKind.splices()
    {
      return SpliceEmission.emissions(for: splices, count: old.count)
    }
    return SpliceEmission.emissions(
      for: try ChangePlan(old: old, new: new, changes: changes).splices(), count: old.count)
  }

  /// The one splice that replaces every row, for when the app reloads all its
  /// data: `(0, -old.count, +new.count)`, or none when both are empty. O(1).
  package func splicesForFullReload(to new: FlatIndex) -> [Splice] {
    count == 0 && new.count == 0 ? [] : [Splice(position: 0, removed: count, added: new.count)]
  }
}

extension ChangeSet {
  /// Checks that the change set describes the change from `old` to `new`,
  /// throwing what `FlatIndex.splices(from:to:applying:)` would throw.
  /// O(changes · log changes + sections).
  package func validate(from old: FlatIndex, to new: FlatIndex) throws(ChangeSetError) {
    _ = try ChangePlan(old: old, new: new, changes: self)
  }
}
