import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// Cities, filtered by what the search entry holds.
@MainActor
final class CitiesDataSource: TableDataSource {
  static let all = [
    "Amsterdam", "Athens", "Auckland", "Bangkok", "Barcelona", "Beijing", "Berlin", "Bogotá", "Boston", "Brussels",
    "Budapest", "Buenos Aires", "Cairo", "Cape Town", "Chengdu", "Chicago", "Copenhagen", "Dakar", "Delhi", "Dublin",
    "Edinburgh", "Florence", "Guangzhou", "Hamburg", "Hanoi", "Helsinki", "Hong Kong", "Istanbul", "Jakarta", "Kyiv",
    "Kyoto", "Lagos", "Lima", "Lisbon", "London", "Los Angeles", "Madrid", "Manila", "Marrakesh", "Melbourne",
    "Mexico City", "Montréal", "Mumbai", "Munich", "Nairobi", "Oslo", "Paris", "Porto", "Prague", "Reykjavík",
    "Rome", "San Francisco", "Santiago", "São Paulo", "Seoul", "Shanghai", "Shenzhen", "Singapore", "Stockholm",
    "Sydney", "Taipei", "Tallinn", "Tokyo", "Toronto", "Valencia", "Vancouver", "Vienna", "Warsaw", "Wellington",
    "Zürich",
  ]

  private(set) var cities = CitiesDataSource.all

  /// Keeps the cities that contain `query`, ignoring case; every city for
  /// nil or blank.
  func filter(by query: String?) {
    let needle = (query ?? "").trimmingWhitespace().lowercased()
    cities = needle.isEmpty ? Self.all : Self.all.filter { $0.lowercased().contains(needle) }
  }

  func numberOfItems(inSection section: Int) -> Int { cities.count }
  func item(at indexPath: IndexPath) throws -> String {
    guard cities.indices.contains(indexPath.item) else { throw ItemsDataSourceError.noItem(indexPath) }
    return cities[indexPath.item]
  }
}

extension String {
  /// The string without leading and trailing spaces.
  func trimmingWhitespace() -> String {
    let trimmed = drop { $0.isWhitespace }
    return String(trimmed.reversed().drop { $0.isWhitespace }.reversed())
  }
}

/// A search that finds nothing shows "No results for “…”" with a Clear
/// Search button, instead of an empty list. The entry is bound to the
/// list: typing filters after a short pause, Escape or Clear Search empty
/// the entry and bring every city back.
@MainActor
final class SearchPage: DemoPage {
  let id = "search"
  var title: String { translate("Search") }
  var summary: String {
    translate("Type to filter the cities (Ctrl+F). A search with no matches says so, and offers to clear itself.")
  }
  let widget: Widget
  private let entry = SearchEntry(placeholderText: translate("Search cities"))
  private let dataSource = CitiesDataSource()
  private let table: TableAdapter<CitiesDataSource>

  init() {
    table = TableAdapter(dataSource: dataSource)
    table.accessibleLabel = translate("Search results")
    table.register(MessageCell.init)
    entry.setMargins(12)
    let box = Box(orientation: .vertical, spacing: 0)
    box.append(entry)
    box.append(table.widget)
    table.widget.setMinimumSize(height: DemoStyle.listMinimumHeight)
    widget = box
    let cities = dataSource
    table.bindSearch(to: entry) { query in cities.filter(by: query) }
    table.reloadData()
  }

  var screenshotStates: [ScreenshotState] {
    [
      ScreenshotState(name: "results") { [weak self] in self?.setQuery("san") },
      ScreenshotState(name: "no-results") { [weak self] in self?.setQuery("Atlantis") },
    ]
  }

  func focusSearch() -> Bool {
    entry.grabFocus()
    return true
  }

  /// Shows the result of `text` at once, as a screenshot needs it.
  private func setQuery(_ text: String) {
    entry.text = text
    table.loads.send(text.isEmpty ? .clearSearch : .search(text))
  }
}
