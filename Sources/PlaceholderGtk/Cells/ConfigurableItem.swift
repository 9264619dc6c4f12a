import GtkKit
import PlaceholderCore

/// An `ItemType` that can be made with no arguments, and so configured in
/// one expression (the form-items seed's `ItemType` initializer with its
/// completion callback). Final item classes whose stored properties all
/// have defaults inherit `init()` and adopt it as they are:
///
/// ```swift
/// final class NoteItem: AutolayoutItemOf<NoteCell>, ConfigurableItem {
///   var text = ""
///   override func updateCellData(_ cell: NoteCell) { cell.label.text = text }
/// }
/// let note = NoteItem { $0.text = "Buy milk" }.whenSelected { print($0.text) }
/// ```
@MainActor
public protocol ConfigurableItem: ItemType {
  /// Creates an item with default values.
  init()
}

extension ConfigurableItem {
  /// Creates an item and runs `configure` on it before it is returned.
  public init(_ configure: (Self) -> Void) {
    self.init()
    configure(self)
  }
}
