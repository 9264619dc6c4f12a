import PlaceholderCore

/// The snapshot diff. Either a snapshot and a random edit of it (unique IDs:
/// the diff must succeed and its change set, applied to the old snapshot,
/// must give the new one), or two snapshots read straight from the bytes
/// with few IDs to choose from (repeated IDs: the diff must be refused
/// exactly when a snapshot repeats a section ID or an item ID).
enum DiffFuzz {
  static func check(_ input: inout FuzzBytes) -> String? {
    let old: RowSnapshot
    let new: RowSnapshot
    var ids = 0
    if input.next(2) == 0 {
      old = randomSnapshot(&input, ids: &ids)
      new = mutate(old, &input, ids: &ids)
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
