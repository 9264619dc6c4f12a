import PlaceholderGtk

/// Shows an article: its title over its paragraphs, scrolling when it is
/// longer than the window.
@MainActor
final class ArticleView {
  /// The scrolled window to put in the UI.
  let widget = ScrolledWindow()
  private let title = Label()
  private let body = Label()

  init() {
    title.addStyle(.title1)
    for label in [title, body] {
      label.xAlign = 0
      label.wraps = true
    }
    let column = Box(orientation: .vertical, spacing: 18, children: [title, body])
    column.setMargins(top: 36, bottom: 36, start: 24, end: 24)
    widget.scrollsHorizontally = false  // wrap the text to the window's width
    widget.addStyle(.view)  // the theme's reading background
    widget.child = column
  }

  /// Shows `article`, or nothing.
  func show(_ article: Article?) {
    title.text = article?.title ?? ""
    body.text = article?.paragraphs.joined(separator: "\n\n") ?? ""
  }
}
