import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// A row of the news list: the headline, and its source under it.
final class HeadlineCell: TableCell<Headline> {
  private let title = Label()
  private let source = Label()

  // Built once per cell: GTK recycles cells as the list scrolls.
  override func setup() {
    title.xAlign = 0
    source.xAlign = 0
    source.addStyle(.dimLabel)
    let text = Box(orientation: .vertical, spacing: 2, children: [title, source])
    text.setMargins(top: 10, bottom: 10, start: 12, end: 12)
    root = text
  }

  // Called each time the cell shows a headline.
  override func bind(_ headline: Headline, at indexPath: IndexPath) {
    title.text = headline.title
    source.text = headline.source
  }
}
