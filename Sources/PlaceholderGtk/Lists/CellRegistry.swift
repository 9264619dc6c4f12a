import PlaceholderCore

/// Which cell class shows which kind of item, for one adapter.
///
/// A kind is looked up in the registrations first; an item that builds its
/// own cell (`CellMaking`, as the form-items seed's `ItemOf<Cell>` does)
/// needs no registration; anything else of the default kind shows its
/// description, and an unregistered named kind does too, with one warning.
@MainActor
struct CellRegistry<Item> {
  private var factories: [CellKindID: @MainActor () -> TableCell<Item>] = [:]

  mutating func register(_ kind: CellKindID, _ makeCell: @escaping @MainActor () -> TableCell<Item>) {
    factories[kind] = makeCell
  }

  func makeCell(for kind: CellKindID, item: Item, warningKey: String) -> TableCell<Item> {
    if let factory = factories[kind] { return factory() }
    if let maker = item as? any CellMaking, let cell = maker.makeCell() as? TableCell<Item> { return cell }
    // With no registration at all, rows show their items' descriptions: the
    // zero-configuration table. A named kind without a cell is a mistake.
    if kind != .default {
      Diagnostics.warnOnce(
        key: warningKey + "kind-\(kind)", "no cell is registered for kind '\(kind)'; its rows show their description")
    }
    return DescriptionCell<Item>()
  }
}

/// An item that builds the cell that shows it (the form-items seed's
/// `ItemOf<Cell>`), so it needs no registration.
@MainActor
public protocol CellMaking {
  /// A new cell for items like this one; the adapter calls `setup()` on it.
  func makeCell() -> AnyObject
}

/// Reads every count of a data source once, so counts that change between
/// calls cannot make one read disagree with itself. O(sections).
@MainActor
func readFlatIndex<DataSource: TableDataSource>(from dataSource: DataSource, itemsPerRow: Int = 1) throws -> FlatIndex {
  let sectionCount = try dataSource.numberOfSections()
  guard sectionCount >= 0 else { throw TableReadError.negativeSectionCount(sectionCount) }
  guard sectionCount <= 1_000_000 else { throw TableReadError.tooManySections(sectionCount) }
  var shapes: [SectionShape] = []
  shapes.reserveCapacity(sectionCount)
  var rows = 0
  for section in 0..<sectionCount {
    let count = try dataSource.numberOfItems(inSection: section)
    guard count >= 0 else { throw TableReadError.negativeItemCount(section: section, count: count) }
    rows += count
    guard rows <= 100_000_000 else { throw TableReadError.tooManyRows(rows) }
    shapes.append(
      SectionShape(
        itemCount: count,
        hasHeader: dataSource.header(forSection: section) != nil,
        hasFooter: dataSource.footer(forSection: section) != nil,
        hasEmptyPlaceholder: dataSource.emptyPlaceholder(forSection: section) != nil))
  }
  return FlatIndex(sections: shapes, itemsPerRow: itemsPerRow)
}
