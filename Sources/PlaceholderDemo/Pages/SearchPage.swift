import CGtk
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

  func filter(by query: String) {
    let needle = query.trimmingWhitespace().lowercased()
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
/// Search button, instead of an empty list.
@MainActor
final class SearchPage: DemoPage {
  let id = "search"
  var title: String { translate("Search") }
  var summary: String {
    translate("Type to filter the cities (Ctrl+F). A search with no matches says so, and offers to clear itself.")
  }
  let widget: Widget
  private let entry: Widget
  private let dataSource = CitiesDataSource()
  private let table: TableAdapter<CitiesDataSource>

  init() {
    table = TableAdapter(dataSource: dataSource)
    table.register(MessageCell.init)
    entry = Widget(taking: gtk_search_entry_new())
    setSearchHint(entry.gtkWidget, translate("Search cities"))
    entry.setMargins(12)
    AccessibleText.setLabel(entry.gtkWidget, translate("Search cities"))
    let box = Box(orientation: .vertical, spacing: 0)
    box.append(entry)
    box.append(table.widget)
    widget = box
    Signals.connect(entry.gtkWidget, "search-changed") { [weak self] in self?.search() }
    table.placeholderSlot.onAction = { [weak self] in self?.clear() }
    table.reloadData()
  }

  var screenshotStates: [ScreenshotState] {
    [
      ScreenshotState(name: "results") { [weak self] in self?.setQuery("san") },
      ScreenshotState(name: "no-results") { [weak self] in self?.setQuery("Atlantis") },
    ]
  }

  func focusSearch() -> Bool {
    gtk_widget_grab_focus(entry.gtkWidget)
    return true
  }

  private var query: String { String(cString: gtk_editable_get_text(gcast(entry.gtkWidget))) }

  private func setQuery(_ text: String) {
    gtk_editable_set_text(gcast(entry.gtkWidget), text)
    search()
  }

  private func search() {
    dataSource.filter(by: query)
    table.placeholderOverride = dataSource.cities.isEmpty ? .noResults(query: query) : nil
    table.reloadData()
  }

  private func clear() {
    setQuery("")
    _ = focusSearch()
  }
}

/// Sets a search entry's hint text. GtkSearchEntry has no setter in GTK
/// 4.8, only the `placeholder-text` property.
@MainActor
func setSearchHint(_ entry: UnsafeMutablePointer<GtkWidget>, _ text: String) {
  Properties.set(UnsafeMutableRawPointer(entry), "placeholder-text", string: text)
}
