// Names this release changed, kept for one minor release so that the
// compiler offers the new spelling instead of an error. They go in 0.3
// (CHANGELOG.md, "Deprecated").

extension SectionedDataSource {
  /// The 0.1 spelling of `replaceSections(with:)` for items without
  /// identity; removed in 0.3.
  ///
  /// Two methods shared this name: for `Identifiable & Equatable` items
  /// `replaceAll(with:)` reports only what changed (and is still that, not
  /// deprecated), while for other items every section was deleted and
  /// inserted, and which one ran depended on the item type alone.
  @available(
    *, deprecated, renamed: "replaceSections(with:)",
    message: "Every section is deleted and inserted; make Item Identifiable & Equatable to keep rows. Removed in 0.3."
  )
  @discardableResult
  public func replaceAll(with newSections: [Section]) -> ChangeSet {
    replaceSections(with: newSections)
  }
}
