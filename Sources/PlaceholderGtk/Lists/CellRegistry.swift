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
