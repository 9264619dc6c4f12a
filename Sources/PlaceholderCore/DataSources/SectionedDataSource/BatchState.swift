/// The identities of a `SectionedDataSource`'s sections and items during a
/// batch, mirrored mutation by mutation, and diffed at the end.
struct BatchState {
  var start: TokenLayout
  var layout: TokenLayout
  private var nextToken = 0

  init(itemCounts: [Int]) {
    var layout = TokenLayout()
    for count in itemCounts {
      layout.sectionTokens.append(nextToken)
      nextToken += 1
      layout.itemTokens.append(Array(nextToken..<nextToken + count))
      nextToken += count
    }
    start = layout
    self.layout = layout
  }

  mutating func fresh(_ count: Int) -> [Int] {
    defer { nextToken += count }
    return Array(nextToken..<nextToken + count)
  }

  mutating func insertItems(count: Int, at indexPath: IndexPath) {
    layout.itemTokens[indexPath.section].insert(contentsOf: fresh(count), at: indexPath.item)
  }

  mutating func removeItems(sortedDescending indexPaths: [IndexPath]) {
    for indexPath in indexPaths { layout.itemTokens[indexPath.section].remove(at: indexPath.item) }
  }

  mutating func moveItem(from source: IndexPath, to destination: IndexPath) {
    let token = layout.itemTokens[source.section].remove(at: source.item)
    layout.itemTokens[destination.section].insert(token, at: destination.item)
  }

  mutating func reloadItem(at indexPath: IndexPath) {
    layout.reloadedItems.insert(layout.itemTokens[indexPath.section][indexPath.item])
  }

  mutating func removeAllItems() {
    for section in layout.itemTokens.indices { layout.itemTokens[section].removeAll() }
  }

  mutating func insertSection(itemCount: Int, at index: Int) {
    layout.sectionTokens.insert(fresh(1)[0], at: index)
    layout.itemTokens.insert(fresh(itemCount), at: index)
  }

  mutating func removeSection(at index: Int) {
    layout.sectionTokens.remove(at: index)
    layout.itemTokens.remove(at: index)
  }

  mutating func moveSection(from source: Int, to destination: Int) {
    let token = layout.sectionTokens.remove(at: source)
    let items = layout.itemTokens.remove(at: source)
    layout.sectionTokens.insert(token, at: destination)
    layout.itemTokens.insert(items, at: destination)
  }

  mutating func reloadSection(itemCount: Int, at index: Int) {
    layout.reloadedSections.insert(layout.sectionTokens[index])
    layout.itemTokens[index] = fresh(itemCount)
  }

  /// Mirrors a replacement of every section: every section and item gets
  /// a fresh token, so the batch's diff deletes and inserts them all.
  mutating func replaceSections(itemCounts: [Int]) {
    layout.sectionTokens = fresh(itemCounts.count)
    layout.itemTokens = itemCounts.map { fresh($0) }
  }
}
