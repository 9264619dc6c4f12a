/// The pages a list holds, in order, and which to let go of when they are
/// more than its cap (`ListAdapter.maxPages`), as Paging 3's `maxSize` and
/// TanStack Query's `maxPages` do. Pure state the list keeps; the GTK
/// layer tells it each page that lands and applies what it answers.
///
/// - A first page, a refresh, a search or a jump starts the pages over.
/// - A next page is added after the others, a previous page before.
/// - Rows the app adds or removes outside a load change the page at the
///   end (a new message), so that the counts always add up to the rows.
/// - Past the cap, the pages at the edge away from the one that landed
///   are dropped: they are the farthest from the screen. None are while a
///   load runs at that edge, and a drop that would take a protected item
///   (the selected one, the one with the keyboard focus) is made smaller,
///   or not made.
package struct PageWindow: Hashable, Sendable {
  /// The items of each page, from the start of the rows.
  package private(set) var pages: [Int] = []

  package init() {}

  /// All the items the pages hold.
  package var itemCount: Int { pages.reduce(0, +) }

  /// A load of `kind` put `added` items in (the items after it, minus
  /// before); the rows now hold `total` items.
  package mutating func landed(_ kind: LoadKind, added: Int, total: Int) {
    switch kind {
    case .nextPage: pages.append(max(added, 0))
    case .previousPage: pages.insert(max(added, 0), at: 0)
    case .firstPage, .refresh, .search, .jump: pages = total > 0 ? [total] : []
    }
    rowsChanged(total: total)
  }

  /// The rows now hold `total` items, whatever changed them: the page at
  /// the end takes the difference.
  package mutating func rowsChanged(total: Int) {
    var difference = total - itemCount
    while difference < 0, let last = pages.last {
      let taken = min(last, -difference)
      pages[pages.count - 1] -= taken
      difference += taken
      if pages[pages.count - 1] == 0 { pages.removeLast() }
    }
    if difference > 0 {
      if pages.isEmpty { pages = [difference] } else { pages[pages.count - 1] += difference }
    }
  }

  /// What to drop after a page landed at `landedAt`, with at most
  /// `maxPages` kept: the edge and how many items and pages, or nil. An
  /// edge whose load runs (`loadingEdge`) keeps its pages; `protected`
  /// item indexes (from the start of the rows) are kept with their pages,
  /// and so are the pages that reach into `near` (the items on screen and
  /// within the load distance of it: dropping them would have the list
  /// ask for them straight back, and the two ends take turns for ever).
  package func overflow(
    maxPages: Int, landedAt: PagingEdge, loadingEdge: PagingEdge? = nil, protected: [Int] = [],
    near: Range<Int> = 0..<0
  ) -> PageDrop? {
    let excess = pages.count - max(maxPages, 1)
    guard excess > 0 else { return nil }
    let edge: PagingEdge = landedAt == .end ? .start : .end
    guard edge != loadingEdge else { return nil }
    var dropped = 0
    var items = 0
    let order = edge == .start ? Array(pages.indices) : pages.indices.reversed()
    for page in order.prefix(excess) {
      let range =
        edge == .start ? items..<(items + pages[page]) : (itemCount - items - pages[page])..<(itemCount - items)
      guard !protected.contains(where: range.contains), !range.overlaps(near) else { break }
      items += pages[page]
      dropped += 1
    }
    guard dropped > 0 else { return nil }
    return PageDrop(edge: edge, items: items, pages: dropped)
  }

  /// The pages at `edge` were dropped.
  package mutating func dropped(_ count: Int, at edge: PagingEdge) {
    let count = min(count, pages.count)
    if edge == .start { pages.removeFirst(count) } else { pages.removeLast(count) }
  }
}
