import PlaceholderCore

/// Change sets applied to sectioned data, against the reference model.
///
/// A valid batch update must be accepted and its splices must turn the old
/// rows into the new ones; one broken on purpose must be refused; an
/// arbitrary one may be refused, but if accepted its splices must do what
/// UIKit's meaning of it says (`origins`). The last mode runs the soak's
/// `SectionedDataSource` mutations with their seeds taken from the bytes.
@MainActor
enum ChangeSetFuzz {
  static func check(_ input: inout FuzzBytes) -> String? {
    let perRow = 1 + input.next(3)
    let old = RefModel.random(&input)
    switch input.next(4) {
    case 0:
      let (new, changes) = old.randomChange(&input)
      return checkChange(from: old, to: new, changes: changes, itemsPerRow: perRow).map {
        "valid change set: \($0)\n  old \(old)\n  new \(new)\n  \(changes), \(perRow) per row"
      }
    case 1:
      let (new, changes) = old.randomChange(&input)
      guard let broken = breakChangeSet(changes, old: old, new: new, how: input.next(4)) else { return nil }
      guard
        let splices = try? FlatIndex.splices(
          from: old.flatIndex(itemsPerRow: perRow), to: new.flatIndex(itemsPerRow: perRow), applying: broken)
      else { return nil }
      return "broken change set accepted: \(broken) → \(splices)\n  old \(old)\n  new \(new)"
    case 2:
      return checkArbitrary(from: old, &input, itemsPerRow: perRow)
    default:
      var ops = [SoakOp]()
      while !input.isAtEnd && ops.count < 48 {
        var random = SplitMix64(seed: input.next())
        ops.append(SoakOp.random(&random))
      }
      var runner = SoakRunner()
      return runner.run(ops).map { "soak step \($0.index) of \(ops): \($0.message)" }
    }
  }

  /// A change set read straight from the bytes (indices -1...7) between the
  /// old model and new section shapes also read from them.
  private static func checkArbitrary(from old: RefModel, _ input: inout FuzzBytes, itemsPerRow: Int) -> String? {
    let newShapes = (0..<input.next(7)).map { _ in
      SectionShape(
        itemCount: input.next(8), hasHeader: input.chance(2), hasFooter: input.chance(2),
        hasEmptyPlaceholder: input.chance(2))
    }
    func section(_ input: inout FuzzBytes) -> Int { input.next(9) - 1 }
    func path(_ input: inout FuzzBytes) -> IndexPath { IndexPath(section: input.next(9) - 1, item: input.next(10) - 1) }
    func list<T>(_ input: inout FuzzBytes, _ make: (inout FuzzBytes) -> T) -> [T] {
      (0..<input.next(4)).map { _ in make(&input) }
    }
    let changes = ChangeSet(
      deletedSections: list(&input, section),
      insertedSections: list(&input, section),
      movedSections: list(&input) { .init(from: section(&$0), to: section(&$0)) },
      reloadedSections: list(&input, section),
      deletedItems: list(&input, path),
      insertedItems: list(&input, path),
      movedItems: list(&input) { .init(from: path(&$0), to: path(&$0)) },
      reloadedItems: list(&input, path))
    let newIndex = FlatIndex(sections: newShapes, itemsPerRow: itemsPerRow)
    guard
      (try? FlatIndex.splices(from: old.flatIndex(itemsPerRow: itemsPerRow), to: newIndex, applying: changes)) != nil
    else { return nil }  // a refusal is always allowed
    guard
      let result = origins(
        oldItemCounts: old.sections.map(\.items.count), newItemCounts: newShapes.map(\.itemCount), changes: changes)
    else { return "accepted \(changes), which does not fit the counts\n  old \(old)\n  new \(newShapes)" }
    // The new model as UIKit's meaning of the change set builds it.
    var new = RefModel()
    new.nextID = old.nextID
    let movedTo = Set(changes.movedSections.map(\.to))
    let reloaded = Set(changes.reloadedSections)
    for (index, shape) in newShapes.enumerated() {
      var section: RefSection
      if let source = result.sections[index] {
        section = old.sections[source]
        if movedTo.contains(index) || reloaded.contains(source) { section.epoch += 1 }
      } else {
        section = RefSection(id: new.freshID(), epoch: 0, header: false, footer: false, placeholder: false, items: [])
      }
      section.header = shape.hasHeader
      section.footer = shape.hasFooter
      section.placeholder = shape.hasEmptyPlaceholder
      section.items = result.items[index].map { origin in
        switch origin {
        case .kept(let path): return old.sections[path.section].items[path.item]
        case .reloaded(let path), .moved(let path):
          let item = old.sections[path.section].items[path.item]
          return RefItem(id: item.id, version: item.version + 1)
        case .inserted, .sectionContent: return RefItem(id: new.freshID(), version: 0)
        }
      }
      new.sections.append(section)
    }
    return checkChange(from: old, to: new, changes: changes, itemsPerRow: itemsPerRow).map {
      "arbitrary change set: \($0)\n  old \(old)\n  new \(new)\n  \(changes), \(itemsPerRow) per row"
    }
  }
}
