import PlaceholderCore

/// Where a row of the data after a batch update comes from, according to a
/// change set (UIKit's batch-update meaning), worked out the slow, obvious
/// way, independently of `FlatIndex.splices`.
enum Origin: Hashable, CustomStringConvertible {
  /// The item at this old index path, untouched.
  case kept(IndexPath)
  /// The item at this old index path, reloaded in place.
  case reloaded(IndexPath)
  /// The item at this old index path, moved here.
  case moved(IndexPath)
  /// Inserted.
  case inserted
  /// Part of an inserted or reloaded section.
  case sectionContent

  var description: String {
    switch self {
    case .kept(let path): "kept\(path)"
    case .reloaded(let path): "reloaded\(path)"
    case .moved(let path): "moved\(path)"
    case .inserted: "inserted"
    case .sectionContent: "content"
    }
  }
}

/// Where each section and item after the update comes from. Nil when the
/// change set does not fit the counts. O(sections + items).
func origins(
  oldItemCounts: [Int], newItemCounts: [Int], changes: ChangeSet
) -> (sections: [Int?], items: [[Origin]])? {
  let deleted = Set(changes.deletedSections)
  let reloadedSections = Set(changes.reloadedSections)
  let movedAway = Set(changes.movedSections.map(\.from))
  var sectionSources = [Int??](repeating: nil, count: newItemCounts.count)
  for section in changes.insertedSections {
    guard sectionSources.indices.contains(section) else { return nil }
    sectionSources[section] = .some(nil)
  }
  for move in changes.movedSections {
    guard sectionSources.indices.contains(move.to) else { return nil }
    sectionSources[move.to] = .some(move.from)
  }
  var survivors = oldItemCounts.indices.filter { !deleted.contains($0) && !movedAway.contains($0) }.makeIterator()
  for section in sectionSources.indices where sectionSources[section] == nil {
    guard let survivor = survivors.next() else { return nil }
    sectionSources[section] = .some(survivor)
  }
  guard survivors.next() == nil else { return nil }
  let sources = sectionSources.map { $0 ?? nil }

  let gone = Set(changes.deletedItems + changes.movedItems.map(\.from))
  let reloadedItems = Set(changes.reloadedItems)
  var arrivals = [IndexPath: Origin]()
  for path in changes.insertedItems { arrivals[path] = .inserted }
  for move in changes.movedItems { arrivals[move.to] = .moved(move.from) }

  var items = [[Origin]]()
  for (section, source) in sources.enumerated() {
    let count = newItemCounts[section]
    var column = [Origin]()
    if let source, !reloadedSections.contains(source) {
      var remaining = (0..<oldItemCounts[source]).map { IndexPath(section: source, item: $0) }
        .filter { !gone.contains($0) }.makeIterator()
      for item in 0..<count {
        if let arrival = arrivals[IndexPath(section: section, item: item)] {
          column.append(arrival)
        } else if let path = remaining.next() {
          column.append(reloadedItems.contains(path) ? .reloaded(path) : .kept(path))
        } else {
          return nil
        }
      }
      guard remaining.next() == nil else { return nil }
    } else {
      for item in 0..<count {
        column.append(arrivals[IndexPath(section: section, item: item)] ?? .sectionContent)
      }
    }
    items.append(column)
  }
  return (sources, items)
}
