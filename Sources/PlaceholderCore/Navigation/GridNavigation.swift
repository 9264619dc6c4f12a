/// Where an arrow, Home or End takes the focus in a chunked collection
/// layout (`.vertical` or `.horizontal`), from the section sizes and the
/// items per line alone: no widget needs to exist for the target, so the
/// grid can scroll to it.
///
/// Items read in order through the sections. In the vertical layout a line
/// is a row: Left and Right step through the reading order, Up and Down go
/// a row back or on, keeping the column. The horizontal layout is the same
/// turned sideways: a line is a column, Up and Down step, Left and Right
/// move a column. Across a section's end the move lands in the nearest
/// line of the next (or previous) section with items, at the same column
/// or that line's last item; a row that is the section's last but short
/// takes Down to the section's last item. Right to left, Left and Right
/// trade places. Nil means there is nowhere to go: the focus stays.
package struct GridNavigation: Sendable {
  /// How many items each section holds.
  package var itemCounts: [Int]
  /// Items per line: per row (vertical) or per column (horizontal).
  package var perLine: Int
  /// The layout; `.free` is treated as one long line (its lines come from
  /// the widgets' sizes, see `LineNeighbour`).
  package var layout: CollectionLayoutKind
  /// Whether the text direction is right to left.
  package var rightToLeft: Bool

  package init(itemCounts: [Int], perLine: Int, layout: CollectionLayoutKind, rightToLeft: Bool = false) {
    self.itemCounts = itemCounts.map { max(0, $0) }
    self.perLine = max(1, perLine)
    self.layout = layout
    self.rightToLeft = rightToLeft
  }

  /// The item the move lands on, or nil when the focus stays. A `from`
  /// that is not an item (stale after a change) lands on the first item.
  package func target(from: IndexPath, move: GridMove) -> IndexPath? {
    guard isItem(from) else { return firstItem }
    switch reading(for: move) {
    case .next: return next(after: from)
    case .previous: return previous(before: from)
    case .lineForward: return lineForward(from: from)
    case .lineBackward: return lineBackward(from: from)
    case .first: return firstItem == from ? nil : firstItem
    case .last: return lastItem == from ? nil : lastItem
    }
  }

  /// The first item of the first section that has one.
  package var firstItem: IndexPath? {
    itemCounts.firstIndex { $0 > 0 }.map { IndexPath(section: $0, item: 0) }
  }

  /// The last item of the last section that has one.
  package var lastItem: IndexPath? {
    itemCounts.lastIndex { $0 > 0 }.map { IndexPath(section: $0, item: itemCounts[$0] - 1) }
  }

  /// Whether an index path names an item.
  package func isItem(_ indexPath: IndexPath) -> Bool {
    itemCounts.indices.contains(indexPath.section) && indexPath.item >= 0
      && indexPath.item < itemCounts[indexPath.section]
  }

  private enum Step { case next, previous, lineForward, lineBackward, first, last }

  /// What a key means in reading order, for this layout and direction.
  private func reading(for move: GridMove) -> Step {
    let move = rightToLeft ? move.mirrored : move
    switch (move, layout) {
    case (.first, _): return .first
    case (.last, _): return .last
    case (.right, .horizontal): return .lineForward
    case (.left, .horizontal): return .lineBackward
    case (.down, .horizontal), (.right, _): return .next
    case (.up, .horizontal), (.left, _): return .previous
    case (.down, .free): return .next
    case (.up, .free): return .previous
    case (.down, _): return .lineForward
    case (.up, _): return .lineBackward
    }
  }

  private func next(after indexPath: IndexPath) -> IndexPath? {
    if indexPath.item + 1 < itemCounts[indexPath.section] {
      return IndexPath(section: indexPath.section, item: indexPath.item + 1)
    }
    return section(after: indexPath.section).map { IndexPath(section: $0, item: 0) }
  }

  private func previous(before indexPath: IndexPath) -> IndexPath? {
    if indexPath.item > 0 { return IndexPath(section: indexPath.section, item: indexPath.item - 1) }
    return section(before: indexPath.section).map { IndexPath(section: $0, item: itemCounts[$0] - 1) }
  }

  private func lineForward(from indexPath: IndexPath) -> IndexPath? {
    let count = itemCounts[indexPath.section]
    let (item, column) = (indexPath.item, indexPath.item % perLine)
    // Overflow-safe: `item + perLine` could pass Int.max for a huge line.
    if item < count - perLine { return IndexPath(section: indexPath.section, item: item + perLine) }
    if item / perLine < (count - 1) / perLine { return IndexPath(section: indexPath.section, item: count - 1) }
    return section(after: indexPath.section).map { IndexPath(section: $0, item: min(column, itemCounts[$0] - 1)) }
  }

  private func lineBackward(from indexPath: IndexPath) -> IndexPath? {
    let (item, column) = (indexPath.item, indexPath.item % perLine)
    if item >= perLine { return IndexPath(section: indexPath.section, item: item - perLine) }
    return section(before: indexPath.section).map { section in
      let count = itemCounts[section]
      let lastLineStart = (count - 1) / perLine * perLine
      return IndexPath(section: section, item: min(lastLineStart + column, count - 1))
    }
  }

  private func section(after section: Int) -> Int? {
    itemCounts.indices.dropFirst(section + 1).first { itemCounts[$0] > 0 }
  }

  private func section(before section: Int) -> Int? {
    itemCounts.indices.prefix(max(0, section)).last { itemCounts[$0] > 0 }
  }
}
