/// An item that says by itself which kind of cell shows it and how big it
/// is in each layout (the form-items seed's `Item`), so a data source of
/// such items needs no per-kind code.
@MainActor
public protocol SelfDescribingItem: AnyObject {
  /// The reuse identifier: items with the same identifier share recycled
  /// cells.
  var identifier: CellKindID { get }

  /// The item's size in a layout.
  func size(in layout: CollectionLayoutKind) -> ItemSize
}
