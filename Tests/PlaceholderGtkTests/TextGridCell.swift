import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// A grid cell that shows its item's text, 40 px high: the grid tests'
/// items.
final class TextGridCell: TableCell<String> {
  private let label = Label()
  override func setup() {
    label.setMinimumSize(width: -1, height: 40)
    contentView.append(label)
  }
  override func bind(_ item: String, at indexPath: IndexPath) { label.text = item }
}
