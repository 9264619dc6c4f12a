import PlaceholderCore

/// The demo's pages, in sidebar order. Each is built the first time it is
/// shown, so the window opens with one page, not eight.
@MainActor
enum DemoPageCatalog {
  struct Entry {
    let id: String
    let title: @MainActor () -> String
    let make: @MainActor (SimulatedNetwork) -> any DemoPage
  }

  /// Names, titles and how to build each page; `--list-pages` and `--page`
  /// read the names and titles without building anything.
  static let entries: [Entry] = [
    Entry(id: "table", title: { translate("Table") }, make: { TablePage(network: $0) }),
    Entry(id: "gallery", title: { translate("Gallery") }, make: { _ in GalleryPage() }),
    Entry(id: "page-states", title: { translate("Page States") }, make: { PageStatesPage(network: $0) }),
    Entry(id: "zero-config", title: { translate("Zero Configuration") }, make: { ZeroConfigPage(network: $0) }),
    Entry(id: "collection", title: { translate("Collection") }, make: { _ in CollectionPage() }),
    Entry(id: "search", title: { translate("Search") }, make: { _ in SearchPage() }),
    Entry(id: "sections", title: { translate("Sections") }, make: { _ in SectionsPage() }),
    Entry(id: "any-view", title: { translate("Any View") }, make: { AnyViewPage(network: $0) }),
  ]
}
