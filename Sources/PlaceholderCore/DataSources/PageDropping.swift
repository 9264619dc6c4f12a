/// A data source that can let go of items at either end, so that a list
/// with a memory cap (`ListAdapter.maxPages`) keeps only the pages near
/// the screen. The list asks for the page again, at its edge, when the
/// user scrolls back. `SectionedDataSource` does it; an app's own data
/// source adopts this to be capped.
@MainActor
public protocol PageDropping: AnyObject {
  /// Removes `count` items at `edge` (the first ones for `.start`, the
  /// last ones for `.end`) and tells the data source's observers.
  func dropItems(_ count: Int, at edge: PagingEdge)
}

extension SectionedDataSource: PageDropping {
  /// Removes the first or last `count` items, across sections; the
  /// sections themselves stay.
  public func dropItems(_ count: Int, at edge: PagingEdge) {
    guard count > 0 else { return }
    var paths: [IndexPath] = []
    paths.reserveCapacity(count)
    let order = edge == .start ? Array(sections.indices) : sections.indices.reversed()
    for section in order where paths.count < count {
      let items = sections[section].items.indices
      for item in (edge == .start ? Array(items) : items.reversed()) where paths.count < count {
        paths.append(IndexPath(section: section, item: item))
      }
    }
    _ = try? remove(at: paths)
  }
}
