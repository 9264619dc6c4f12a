import PlaceholderCore

/// An item of the reference model: an identity and a version that changes
/// whenever its row must be rebound (reloaded or moved).
struct RefItem: Hashable, CustomStringConvertible {
  var id: Int
  var version: Int

  var description: String { version == 0 ? "i\(id)" : "i\(id)v\(version)" }
}

/// A section of the reference model. `epoch` changes whenever all the
/// section's rows must be rebound (the section was reloaded or moved).
struct RefSection: Hashable, CustomStringConvertible {
  var id: Int
  var epoch: Int
  var header: Bool
  var footer: Bool
  var placeholder: Bool
  var items: [RefItem]

  var shape: SectionShape {
    SectionShape(itemCount: items.count, hasHeader: header, hasFooter: footer, hasEmptyPlaceholder: placeholder)
  }

  var description: String {
    var flags = ""
    if header { flags += "H" }
    if footer { flags += "F" }
    if placeholder { flags += "P" }
    return "s\(id)e\(epoch)\(flags.isEmpty ? "" : "/" + flags)\(items)"
  }
}

/// One row of the materialized reference list. Two rows are "the same row"
/// (may be kept by a splice) exactly when their tokens are equal.
enum RowToken: Hashable, CustomStringConvertible {
  case header(section: Int, epoch: Int)
  case footer(section: Int, epoch: Int)
  case placeholder(section: Int, epoch: Int)
  case items(section: Int, epoch: Int, [RefItem])

  var description: String {
    switch self {
    case .header(let section, let epoch): "H\(section).\(epoch)"
    case .footer(let section, let epoch): "F\(section).\(epoch)"
    case .placeholder(let section, let epoch): "P\(section).\(epoch)"
    case .items(_, _, let items): items.map(\.description).joined(separator: "+")
    }
  }
}

/// The simple model the property tests and the soak check the real code
/// against: an array of sections of row identities, materialized into a flat
/// array of row tokens, header, footer and placeholder rows included.
struct RefModel: CustomStringConvertible {
  var sections: [RefSection] = []
  var nextID = 0

  var description: String { "\(sections)" }

  mutating func freshID() -> Int {
    defer { nextID += 1 }
    return nextID
  }

  func flatIndex(itemsPerRow: Int = 1) -> FlatIndex {
    FlatIndex(sections: sections.map(\.shape), itemsPerRow: itemsPerRow)
  }

  /// Every row, with what `FlatIndex.row(at:)` must say about it. O(rows).
  func rows(itemsPerRow: Int = 1) -> [(token: RowToken, row: FlatRow)] {
    var result = [(token: RowToken, row: FlatRow)]()
    for (index, section) in sections.enumerated() {
      if section.header {
        result.append((.header(section: section.id, epoch: section.epoch), FlatRow(section: index, kind: .header)))
      }
      if section.items.isEmpty && section.placeholder {
        result.append(
          (.placeholder(section: section.id, epoch: section.epoch), FlatRow(section: index, kind: .sectionPlaceholder)))
      } else {
        var start = 0
        while start < section.items.count {
          let end = min(start + itemsPerRow, section.items.count)
          result.append(
            (
              .items(section: section.id, epoch: section.epoch, Array(section.items[start..<end])),
              FlatRow(section: index, kind: .item, item: start)
            ))
          start = end
        }
      }
      if section.footer {
        result.append((.footer(section: section.id, epoch: section.epoch), FlatRow(section: index, kind: .footer)))
      }
    }
    return result
  }

  /// A random model of up to `maxSections` sections of up to `maxItems`
  /// items.
  static func random<C: Chooser>(_ chooser: inout C, maxSections: Int = 6, maxItems: Int = 6) -> RefModel {
    var model = RefModel()
    for _ in 0..<chooser.next(maxSections + 1) {
      let id = model.freshID()
      var section = RefSection(
        id: id, epoch: 0, header: chooser.chance(2), footer: chooser.chance(2), placeholder: chooser.chance(2),
        items: [])
      for _ in 0..<chooser.next(maxItems + 1) { section.items.append(RefItem(id: model.freshID(), version: 0)) }
      model.sections.append(section)
    }
    return model
  }

  private enum Fate {
    case survives
    case deleted
    case moved
    case reloaded

    var isLive: Bool { self == .survives || self == .moved }
  }

  private enum Slot {
    case inserted
    case from(Int)
  }

  private enum Arrival {
    case fresh
    case moved(from: IndexPath, item: RefItem)
  }

  /// A random batch update, with UIKit's meaning, and the model after it.
  ///
  /// Sections are deleted, inserted, moved, reloaded and have their header,
  /// footer and placeholder switched; items are deleted, inserted, reloaded
  /// and moved within and across sections (also out of deleted and reloaded
  /// sections, and into inserted and reloaded ones). Every row that the
  /// change rebinds gets a new token (a new item version or section epoch).
  func randomChange<C: Chooser>(_ chooser: inout C, maxSections: Int = 8, maxItems: Int = 10) -> (
    new: RefModel, changes: ChangeSet
  ) {
    var model = self
    var changes = ChangeSet()
    let oldCount = sections.count

    var fates = [Fate]()
    for _ in 0..<oldCount {
      switch chooser.next(12) {
      case 9: fates.append(.deleted)
      case 10: fates.append(.moved)
      case 11: fates.append(.reloaded)
      default: fates.append(.survives)
      }
    }
    let insertCount = oldCount >= maxSections || !chooser.chance(3) ? 0 : 1 + chooser.next(2)
    let newCount = oldCount - fates.count { $0 == .deleted } + insertCount
    var slots = [Slot?](repeating: nil, count: newCount)
    func pickFreeSlot(_ chooser: inout C) -> Int {
      let free = slots.indices.filter { slots[$0] == nil }
      return free[chooser.next(free.count)]
    }
    for _ in 0..<insertCount {
      let slot = pickFreeSlot(&chooser)
      slots[slot] = .inserted
      changes.insertedSections.append(slot)
    }
    for (section, fate) in fates.enumerated() {
      switch fate {
      case .deleted: changes.deletedSections.append(section)
      case .reloaded: changes.reloadedSections.append(section)
      case .moved:
        let slot = pickFreeSlot(&chooser)
        slots[slot] = .from(section)
        changes.movedSections.append(.init(from: section, to: slot))
      case .survives: break
      }
    }
    var slot = 0
    for (section, fate) in fates.enumerated() where fate == .survives || fate == .reloaded {
      while slots[slot] != nil { slot += 1 }
      slots[slot] = .from(section)
    }
    func isLiveSlot(_ slot: Int) -> Bool {
      if case .from(let source)? = slots[slot] { return fates[source].isLive }
      return false
    }

    // Items of old sections: kept, deleted, reloaded or moved away.
    var kept = [[RefItem]](repeating: [], count: oldCount)
    var arrivals = [[Arrival]](repeating: [], count: newCount)
    for (section, fate) in fates.enumerated() {
      for (index, item) in sections[section].items.enumerated() {
        let path = IndexPath(section: section, item: index)
        if fate.isLive {
          switch chooser.next(14) {
          case 10:
            changes.deletedItems.append(path)
          case 11:
            changes.reloadedItems.append(path)
            kept[section].append(RefItem(id: item.id, version: item.version + 1))
          case 12, 13:
            arrivals[chooser.next(newCount)].append(.moved(from: path, item: item))
          default:
            kept[section].append(item)
          }
        } else if newCount > 0 && chooser.chance(8) {
          arrivals[chooser.next(newCount)].append(.moved(from: path, item: item))
        }
      }
    }
    for slot in 0..<newCount where isLiveSlot(slot) && chooser.chance(3) {
      for _ in 0...chooser.next(2) { arrivals[slot].append(.fresh) }
    }

    // The new sections.
    var newSections = [RefSection]()
    for slot in 0..<newCount {
      var section: RefSection
      var base: [RefItem]
      switch slots[slot] {
      case .from(let source)? where fates[source].isLive:
        section = sections[source]
        if fates[source] == .moved { section.epoch += 1 }
        if chooser.chance(6) { section.header.toggle() }
        if chooser.chance(6) { section.footer.toggle() }
        if chooser.chance(6) { section.placeholder.toggle() }
        base = kept[source]
      case .from(let source)?:  // reloaded
        section = sections[source]
        section.epoch += 1
        section.header = chooser.chance(2)
        section.footer = chooser.chance(2)
        section.placeholder = chooser.chance(2)
        base = (0..<chooser.next(4)).map { _ in RefItem(id: model.freshID(), version: 0) }
      case .inserted, nil:
        section = RefSection(
          id: model.freshID(), epoch: 0, header: chooser.chance(2), footer: chooser.chance(2),
          placeholder: chooser.chance(2), items: [])
        base = (0..<chooser.next(4)).map { _ in RefItem(id: model.freshID(), version: 0) }
      }
      // Arrivals take random positions; the base items fill the rest in order.
      let total = base.count + arrivals[slot].count
      var placed = [RefItem?](repeating: nil, count: total)
      var free = Array(0..<total)
      for arrival in arrivals[slot] {
        let position = free.remove(at: chooser.next(free.count))
        let path = IndexPath(section: slot, item: position)
        switch arrival {
        case .fresh:
          placed[position] = RefItem(id: model.freshID(), version: 0)
          changes.insertedItems.append(path)
        case .moved(let from, let item):
          placed[position] = RefItem(id: item.id, version: item.version + 1)
          changes.movedItems.append(.init(from: from, to: path))
        }
      }
      var baseItems = base.makeIterator()
      section.items = placed.map { $0 ?? baseItems.next() ?? RefItem(id: -1, version: -1) }
      newSections.append(section)
    }
    model.sections = newSections
    return (model, changes)
  }
}

/// Applies splices to `old`, taking added rows from `new` (after the splices
/// before it, a splice's added rows are at their final positions). Nil when a
/// splice reaches outside the list it applies to.
func apply<T>(_ splices: [Splice], to old: [T], takingFrom new: [T]) -> [T]? {
  var rows = old
  for splice in splices {
    guard splice.position >= 0, splice.removed >= 0, splice.added >= 0,
      splice.position + splice.removed <= rows.count, splice.position + splice.added <= new.count
    else { return nil }
    rows.replaceSubrange(
      splice.position..<splice.position + splice.removed, with: new[splice.position..<splice.position + splice.added])
  }
  return rows
}

/// Checks the splices of a change between two reference models, and the new
/// index's lookups. Returns what is wrong, or nil.
func checkChange(from old: RefModel, to new: RefModel, changes: ChangeSet, itemsPerRow: Int = 1) -> String? {
  let oldIndex = old.flatIndex(itemsPerRow: itemsPerRow)
  let newIndex = new.flatIndex(itemsPerRow: itemsPerRow)
  let splices: [Splice]
  do {
    splices = try FlatIndex.splices(from: oldIndex, to: newIndex, applying: changes)
  } catch {
    return "valid change set refused: \(error)"
  }
  let oldRows = old.rows(itemsPerRow: itemsPerRow)
  let newRows = new.rows(itemsPerRow: itemsPerRow)
  let oldTokens = oldRows.map(\.token)
  let newTokens = newRows.map(\.token)
  guard oldIndex.count == oldTokens.count, newIndex.count == newTokens.count else {
    return "row counts: index \(oldIndex.count)/\(newIndex.count), reference \(oldTokens.count)/\(newTokens.count)"
  }
  guard let result = apply(splices, to: oldTokens, takingFrom: newTokens) else {
    return "a splice reaches outside the list: \(splices)"
  }
  guard result == newTokens else {
    return "splices \(splices) turn \(oldTokens) into \(result), not \(newTokens)"
  }
  for (previous, next) in zip(splices, splices.dropFirst()) where next.position <= previous.position + previous.added {
    return "splices \(previous) and \(next) touch or are out of order: \(splices)"
  }
  if itemsPerRow == 1 {
    // Minimal: exactly the rows whose token survives are kept.
    let common = Set(oldTokens).intersection(newTokens).count
    let removed = splices.reduce(0) { $0 + $1.removed }
    let added = splices.reduce(0) { $0 + $1.added }
    guard removed == oldTokens.count - common, added == newTokens.count - common else {
      return "not minimal: \(splices) remove \(removed) and add \(added) rows; "
        + "\(oldTokens.count - common) and \(newTokens.count - common) would do"
    }
  }
  return checkLookups(newIndex, rows: newRows)
}

/// Checks every lookup of an index against the reference rows.
func checkLookups(_ index: FlatIndex, rows: [(token: RowToken, row: FlatRow)]) -> String? {
  guard index.count == rows.count else { return "count \(index.count), expected \(rows.count)" }
  for (position, expected) in rows.enumerated() {
    let row = expected.row
    guard index.row(at: position) == row else {
      return "row(at: \(position)) is \(String(describing: index.row(at: position))), expected \(row)"
    }
    guard index.section(containing: position) == row.section else { return "section(containing: \(position))" }
    switch row.kind {
    case .header:
      guard index.headerPosition(ofSection: row.section) == position else { return "headerPosition(\(row.section))" }
    case .footer:
      guard index.footerPosition(ofSection: row.section) == position else { return "footerPosition(\(row.section))" }
    case .sectionPlaceholder:
      guard index.placeholderPosition(ofSection: row.section) == position else {
        return "placeholderPosition(\(row.section))"
      }
    case .item:
      guard let first = row.item, let range = index.itemRange(at: position) else { return "itemRange(at: \(position))" }
      for item in range where index.position(of: IndexPath(section: row.section, item: item)) != position {
        return "position(of: [\(row.section), \(item)]) != \(position)"
      }
      guard range.lowerBound == first else { return "itemRange(at: \(position)) starts at \(range.lowerBound)" }
    }
  }
  guard index.row(at: -1) == nil, index.row(at: rows.count) == nil else { return "row(at:) outside the list" }
  return nil
}
