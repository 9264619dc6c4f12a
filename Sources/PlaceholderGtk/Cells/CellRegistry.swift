import GtkKit
import PlaceholderCore

/// Which cells show which kind of item, for one list.
///
/// A kind is looked up in the registrations first; an item that builds its
/// own cell (`CellMaking`, as the form-items seed's `ItemOf<Cell>` does)
/// needs no registration; anything else of the default kind shows its
/// description, and an unregistered named kind does too, with one warning.
@MainActor
final class CellRegistry<Item> {
  private var factories: [CellKindID: @MainActor () -> TableCell<Item>] = [:]
  /// The registration found last: lists make cells of one kind in runs, and
  /// the dictionary costs a generic metadata lookup and a string hash.
  private var lastFound: (kind: CellKindID, make: @MainActor () -> TableCell<Item>)?
  private let diagnostics: ListDiagnostics

  init(diagnostics: ListDiagnostics) {
    self.diagnostics = diagnostics
  }

  /// The kind of every cell and how to make one, when one kind is
  /// registered: each new row will most likely show a cell of it, and is
  /// given one before GTK shows it, made by the maker called as it is.
  private(set) var onlyKind: (kind: CellKindID, make: @MainActor () -> TableCell<Item>)?

  func register(_ kind: CellKindID, _ makeCell: @escaping @MainActor () -> TableCell<Item>) {
    factories[kind] = makeCell
    lastFound = nil
    onlyKind = factories.count == 1 ? (kind, makeCell) : nil
  }

  /// A new cell of a registered kind, or nil when the kind has no
  /// registration; the caller sets it up.
  private func makeRegisteredCell(for kind: CellKindID) -> TableCell<Item>? {
    if let lastFound, lastFound.kind == kind { return lastFound.make() }
    guard let factory = factories[kind] else { return nil }
    lastFound = (kind, factory)
    return factory()
  }

  /// A new cell for an item of a kind; the caller sets it up.
  func makeCell(for kind: CellKindID, item: Item) -> TableCell<Item> {
    if let cell = makeRegisteredCell(for: kind) { return cell }
    if let maker = item as? any CellMaking<Item> { return maker.makeCell() }
    if item is any CellMaking {
      // Items that make cells for another item type (a CollectionItem
      // subclass in an `ItemsDataSource<Subclass>`): their cells cannot
      // bind this list's items.
      diagnostics.warn(
        "maker-\(type(of: item))",
        "\(type(of: item)) makes cells for another item type than this list's \(Item.self); declare the data source "
          + "over that type (ItemsDataSource<CollectionItem>); its rows show their description")
      return DescriptionCell<Item>()
    }
    // With no registration at all, rows show their items' descriptions: the
    // zero-configuration table. A named kind without a cell is a mistake.
    if kind != .default {
      diagnostics.warn("kind-\(kind)", "no cell is registered for kind '\(kind)'; its rows show their description")
    }
    return DescriptionCell<Item>()
  }
}

/// An item that builds the cell that shows it (the form-items seed's
/// `ItemOf<Cell>`), so it needs no registration.
@MainActor
public protocol CellMaking<CellItem> {
  /// The type of item the cell shows.
  associatedtype CellItem

  /// A new cell for items like this one; the list calls `setup()` on it.
  func makeCell() -> TableCell<CellItem>
}
