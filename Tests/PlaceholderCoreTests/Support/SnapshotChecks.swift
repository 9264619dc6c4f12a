import PlaceholderCore

/// An item of the snapshot tests: an ID and a value that a reload changes.
struct Row: Identifiable, Hashable, Sendable, CustomStringConvertible {
  var id: Int
  var value: Int = 0

  var description: String { value == 0 ? "\(id)" : "\(id)=\(value)" }
}

typealias RowSnapshot = Snapshot<String, Row>

/// A random snapshot: up to 5 sections of up to 6 items.
func randomSnapshot<C: Chooser>(_ chooser: inout C, ids: inout Int) -> RowSnapshot {
  var value = RowSnapshot()
  for _ in 0..<chooser.next(6) {
    ids += 1
    let section = "s\(ids)"
    var items = [Row]()
    for _ in 0..<chooser.next(7) {
      ids += 1
      items.append(Row(id: ids))
    }
    value.appendSection(section, items: items)
  }
  return value
}

/// The snapshot after a few random edits: values changed, items deleted,
/// inserted, swapped and moved within and across sections, sections deleted,
/// inserted and moved.
func mutate<C: Chooser>(_ old: RowSnapshot, _ chooser: inout C, ids: inout Int) -> RowSnapshot {
  var new = old
  for _ in 0..<chooser.next(12) {
    let sectionCount = new.sections.count
    let section = chooser.next(sectionCount)
    let count = sectionCount == 0 ? 0 : new.sections[section].items.count
    switch chooser.next(8) {
    case 0 where count > 0:
      new.sections[section].items[chooser.next(count)].value += 1
    case 1 where count > 0:
      new.sections[section].items.remove(at: chooser.next(count))
    case 2 where sectionCount > 0:
      ids += 1
      new.sections[section].items.insert(Row(id: ids), at: chooser.next(count + 1))
    case 3 where count > 0:
      let item = new.sections[section].items.remove(at: chooser.next(count))
      let target = chooser.next(sectionCount)
      new.sections[target].items.insert(item, at: chooser.next(new.sections[target].items.count + 1))
    case 4 where sectionCount > 0:
      new.sections.remove(at: section)
    case 5:
      ids += 1
      let id = ids
      var items = [Row]()
      for _ in 0..<chooser.next(4) {
        ids += 1
        items.append(Row(id: ids))
      }
      new.sections.insert(.init(id: "s\(id)", items: items), at: chooser.next(sectionCount + 1))
    case 6 where sectionCount > 1:
      let moved = new.sections.remove(at: section)
      new.sections.insert(moved, at: chooser.next(sectionCount))
    case 7 where count > 1:
      new.sections[section].items.swapAt(chooser.next(count), chooser.next(count))
    default:
      break
    }
  }
  return new
}

/// Checks a diff against the obvious meaning of its change set, and its
/// splices against the rows. Returns what is wrong, or nil.
func checkDiff(from old: RowSnapshot, to new: RowSnapshot) -> String? {
  let changes: ChangeSet
  do {
    changes = try new.difference(from: old)
  } catch {
    return "diff failed: \(error)"
  }
  guard
    let result = origins(
      oldItemCounts: old.sections.map(\.items.count), newItemCounts: new.sections.map(\.items.count),
      changes: changes)
  else { return "the change set does not fit the counts: \(changes)" }
  for (section, source) in result.sections.enumerated() {
    if let source, old.sections[source].id != new.sections[section].id {
      return "section \(section) comes from old \(source), another ID: \(changes)"
    }
    if source == nil, old.sections.contains(where: { $0.id == new.sections[section].id }) {
      return "section \(section) is inserted but existed: \(changes)"
    }
  }
  let oldLive = Set(
    result.sections.compactMap { $0 }.filter { !changes.reloadedSections.contains($0) }.map { old.sections[$0].id })
  for (section, column) in result.items.enumerated() {
    for (item, origin) in column.enumerated() {
      let now = new.sections[section].items[item]
      switch origin {
      case .kept(let path):
        guard old.sections[path.section].items[path.item] == now else { return "\(now) is not kept \(path)" }
      case .reloaded(let path):
        let before = old.sections[path.section].items[path.item]
        guard before.id == now.id, before != now else { return "\(now) is a needless reload of \(before)" }
      case .moved(let path):
        guard old.sections[path.section].items[path.item].id == now.id else { return "\(now) is not moved \(path)" }
      case .inserted:
        // An item may only be inserted if it did not exist in a live section.
        for oldSection in old.sections where oldLive.contains(oldSection.id) {
          if oldSection.items.contains(where: { $0.id == now.id }) { return "\(now) inserted, should move" }
        }
      case .sectionContent:
        break
      }
    }
  }
  do {
    let splices = try FlatIndex.splices(from: old.flatIndex(), to: new.flatIndex(), applying: changes)
    let oldRows = old.sections.flatMap(\.items)
    let newRows = new.sections.flatMap(\.items)
    guard apply(splices, to: oldRows, takingFrom: newRows) == newRows else { return "splices \(splices) wrong" }
  } catch {
    return "the diff's change set is refused: \(error) \(changes)"
  }
  return nil
}
