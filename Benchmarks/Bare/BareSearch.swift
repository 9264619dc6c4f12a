import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// The window of `search-1m`: a table of a million rows "Row N" in memory,
/// searched as an app would search a big list: its filter runs in the
/// background (`replaceAllInBackground`), and a query that extends the one
/// on screen filters the rows on screen instead of every row, as GTK's
/// GtkFilterListModel does when its filter becomes stricter.
@MainActor
final class BareSearchWindow {
  let window: ApplicationWindow
  let source: SectionedDataSource<BareRow>
  let table: TableAdapter<SectionedDataSource<BareRow>>
  private let all: [BareRow]
  /// The query whose rows the data source holds, once its replacement landed.
  private var filtered: (query: [UInt8], replacement: BackgroundReplacement)?

  init(application: Application, rowCount: Int) {
    all = (0..<rowCount).map(BareRow.init)
    source = SectionedDataSource(items: all)
    table = TableAdapter(dataSource: source)
    table.accessibleLabel = "Rows"
    table.register(BareRowCell.init)
    table.placeholders.content.empty = PlaceholderContent(image: .icon("view-list-symbolic"), title: "No rows")
    window = ApplicationWindow(application: application)
    window.setDefaultSize(width: 800, height: 600)
    window.child = table.widget
    table.loads.localSearch = { [weak self] query in self?.search(query) }
    table.reloadData()
  }

  /// Puts the rows matching `query` in the table, in the background.
  private func search(_ query: String?) {
    let needle = Array((query ?? "").lowercased().utf8)
    // A stricter query (one holding the last) only needs the rows it kept.
    var base = all
    if let filtered, filtered.replacement.outcome == .applied, !filtered.query.isEmpty,
      RowText.bytes(needle, contain: filtered.query)
    {
      base = source.sections.first?.items ?? []
    }
    let replacement = source.replaceAllInBackground { [base, needle] in
      [.init(items: needle.isEmpty ? base : base.filter { RowText.row($0.id, contains: needle) })]
    }
    filtered = (needle, replacement)
  }

  /// Whether the placeholder is on screen: showing, and mapped.
  var placeholderIsOnScreen: Bool { table.placeholderSlot.isShowing && table.placeholderSlot.widget.isMapped }

  /// Whether rows are on screen: no placeholder, and the list's first row mapped.
  var rowsAreOnScreen: Bool { !table.placeholderSlot.isShowing && (table.listView.firstChild?.isMapped ?? false) }
}

/// "Row N" matched against a lowercase query without making a string per
/// row: the row's text, lowercased, is written as bytes.
enum RowText {
  /// Whether "row N" contains `needle` (lowercase UTF-8).
  static func row(_ number: Int, contains needle: [UInt8]) -> Bool {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { text in
      text[0] = UInt8(ascii: "r")
      text[1] = UInt8(ascii: "o")
      text[2] = UInt8(ascii: "w")
      text[3] = UInt8(ascii: " ")
      var digits = 0
      var rest = number
      repeat {
        digits += 1
        rest /= 10
      } while rest > 0
      rest = number
      for place in stride(from: 3 + digits, to: 3, by: -1) {
        text[place] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      }
      return bytes(UnsafeBufferPointer(rebasing: text[0..<(4 + digits)]), contain: needle)
    }
  }

  /// Whether `haystack` contains `needle`.
  static func bytes<Haystack: RandomAccessCollection<UInt8>>(_ haystack: Haystack, contain needle: [UInt8]) -> Bool
  where Haystack.Index == Int {
    guard !needle.isEmpty else { return true }
    guard haystack.count >= needle.count else { return false }
    let start = haystack.startIndex
    for offset in 0...(haystack.count - needle.count) {
      var index = 0
      while index < needle.count && haystack[start + offset + index] == needle[index] { index += 1 }
      if index == needle.count { return true }
    }
    return false
  }
}
