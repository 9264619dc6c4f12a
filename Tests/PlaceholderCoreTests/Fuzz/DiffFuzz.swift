import PlaceholderCore

/// The snapshot diff. Either a snapshot and a random edit of it (unique IDs:
/// the diff must succeed and its change set, applied to the old snapshot,
/// must give the new one), the same with thousands of items (the diff's
/// bucketed fast path), or two snapshots read straight from the bytes with
/// few IDs to choose from (repeated IDs: the diff must be refused exactly
/// when a snapshot repeats a section ID or an item ID).
enum DiffFuzz {
  static func check(_ input: inout FuzzBytes) -> String? {
    let old: RowSnapshot
    let new: RowSnapshot
    var ids = 0
    if input.next(2) == 0 {
      // One input in 32 is large: a hundred times slower to check.
      old = input.next(32) == 31 ? largeSnapshot(&input, ids: &ids) : randomSnapshot(&input, ids: &ids)
      new = edit(old, &input, ids: &ids, repeatingAnID: input.next(4) == 0)
    } else {
      old = rawSnapshot(&input)
      new = rawSnapshot(&input)
    }
    let repeats = repeatsAnID(old) || repeatsAnID(new)
    do {
      _ = try new.difference(from: old)
    } catch {
      return repeats ? nil : "refused \(error)\n  old \(old.sections)\n  new \(new.sections)"
    }
    if repeats { return "accepted a repeated ID\n  old \(old.sections)\n  new \(new.sections)" }
    return checkDiff(from: old, to: new).map { "\($0)\n  old \(old.sections)\n  new \(new.sections)" }
  }

  /// 4,096 to 5,119 items in one to four sections: where the diff sorts
  /// items into hash buckets (four or eight) instead of one dictionary.
  private static func largeSnapshot(_ input: inout FuzzBytes, ids: inout Int) -> RowSnapshot {
    let total = 4_096 + input.next(1_024)
    let sectionCount = 1 + input.next(4)
    var snapshot = RowSnapshot()
    for section in 0..<sectionCount {
      let count = total / sectionCount + (section == 0 ? total % sectionCount : 0)
      var items = [Row]()
      items.reserveCapacity(count)
      for _ in 0..<count {
        ids += 1
        items.append(Row(id: ids))
      }
      snapshot.appendSection("s\(section)", items: items)
    }
    return snapshot
  }

  /// A random edit; with `repeatingAnID`, one item then takes another's ID
  /// (a repeat the diff must refuse, whichever path it takes).
  private static func edit(
    _ old: RowSnapshot, _ input: inout FuzzBytes, ids: inout Int, repeatingAnID: Bool
  ) -> RowSnapshot {
    var new = mutate(old, &input, ids: &ids)
    let sections = new.sections.indices.filter { !new.sections[$0].items.isEmpty }
    guard repeatingAnID, !sections.isEmpty else { return new }
    let from = sections[input.next(sections.count)]
    let to = sections[input.next(sections.count)]
    let id = new.sections[from].items[input.next(new.sections[from].items.count)].id
    new.sections[to].items[input.next(new.sections[to].items.count)].id = id
    return new
  }

  private static func rawSnapshot(_ input: inout FuzzBytes) -> RowSnapshot {
    var snapshot = RowSnapshot()
    for _ in 0..<input.next(6) {
      snapshot.appendSection(
        "s\(input.next(8))", items: (0..<input.next(8)).map { _ in Row(id: input.next(32), value: input.next(3)) })
    }
    return snapshot
  }

  private static func repeatsAnID(_ snapshot: RowSnapshot) -> Bool {
    let items = snapshot.sections.flatMap(\.items).map(\.id)
    return Set(snapshot.sections.map(\.id)).count != snapshot.sections.count || Set(items).count != items.count
  }
}
