internal import CGtk
import GtkKit
import PlaceholderCore

/// A cell that shows an item's description in one label: what a row of an
/// unregistered kind shows, so a missing registration is visible but
/// harmless.
@MainActor
public final class DescriptionCell<Item>: TableCell<Item> {
  private let label = Label()

  /// Makes the label the row.
  public override func setup() {
    label.xAlign = 0
    // One line, cut with an ellipsis: an item of any length from data must
    // not make the row (and the window) wider than the screen.
    label.ellipsizes = true
    ListStyle.install(.descriptionCell, for: label)
    label.addLibraryCSSClass("placeholders-description-cell")
    root = label
  }

  /// Shows `String(describing: item)`.
  public override func bind(_ item: Item, at indexPath: IndexPath) {
    label.text = String(describing: item)
  }
}
