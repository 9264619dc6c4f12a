import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// The Table page's own section header (CXTableView's custom header view):
/// an icon, the section's title, and a pill with its row count, instead of
/// the library's title and subtitle.
final class TableSectionHeader: SectionSupplementView {
  /// The kind the data source names to get this view.
  static let kind: SupplementKindID = "table-section"

  private let title = Label()
  private let count = Label()

  override func setup() {
    let row = Box(orientation: .horizontal, spacing: 8)
    row.setMargins(12)
    let icon = Image(iconName: "view-list-symbolic", pixelSize: 16)
    icon.addCSSClass("dim-label")
    row.append(icon)
    title.xAlign = 0
    title.expandsHorizontally = true
    title.addCSSClass("heading")
    row.append(title)
    count.addCSSClass("demo-tag")
    count.addCSSClass("caption")
    row.append(count)
    contentView.append(row)
  }

  override func bind(
    _ supplement: SectionSupplement, as placement: SectionSupplement.Placement, forSection section: Int
  ) {
    title.text = supplement.title
    count.text = supplement.subtitle ?? ""
    count.isVisible = supplement.subtitle != nil
  }

  /// The texts it shows now, for tests.
  var texts: (title: String, count: String) { (title.text, count.text) }
}
