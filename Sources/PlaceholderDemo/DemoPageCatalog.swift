import PlaceholderCore

/// The demo's pages, in sidebar order.
@MainActor
enum DemoPageCatalog {
  struct Entry {
    let id: String
    let title: @MainActor () -> String
  }

  /// Names and titles, for `--list-pages` and `--page`, without building
  /// any widget.
  static let entries: [Entry] = [
    Entry(id: "table") { translate("Table") },
    Entry(id: "gallery") { translate("Gallery") },
    Entry(id: "page-states") { translate("Page States") },
    Entry(id: "zero-config") { translate("Zero Configuration") },
    Entry(id: "collection") { translate("Collection") },
    Entry(id: "search") { translate("Search") },
    Entry(id: "sections") { translate("Sections") },
    Entry(id: "any-view") { translate("Any View") },
  ]

  static func makePages(network: SimulatedNetwork) -> [any DemoPage] {
    DemoStyle.install()
    return [
      TablePage(network: network),
      GalleryPage(),
      PageStatesPage(network: network),
      ZeroConfigPage(network: network),
      CollectionPage(),
      SearchPage(),
      SectionsPage(),
      AnyViewPage(network: network),
    ]
  }
}
