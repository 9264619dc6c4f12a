import PlaceholderCore
import Testing

/// The icons a list loads ahead: those of the placeholders it may show next.
@Suite("List placeholder icons to load ahead")
struct ListPlaceholderIconsTests {
  @Test func theStockPlaceholdersIcons() {
    let configuration = ListPlaceholderConfiguration()
    #expect(configuration.iconNames(canLoad: false) == ["folder-open-symbolic", "edit-find-symbolic"])
    // A list that loads may fail: its failures' icons too (loading shows a
    // spinner, no icon).
    #expect(
      configuration.iconNames(canLoad: true) == [
        "folder-open-symbolic", "edit-find-symbolic", "network-offline-symbolic", "dialog-error-symbolic",
      ])
  }

  @Test func theAppsOwnContentEachIconOnceAndNoFiles() {
    var configuration = ListPlaceholderConfiguration()
    configuration.content.empty = PlaceholderContent(image: .icon("view-list-symbolic"), title: "No rows")
    #expect(configuration.iconNames(canLoad: false) == ["view-list-symbolic", "edit-find-symbolic"])
    configuration.content = PlaceholderContentProvider(empty: PlaceholderContent(image: .icon("edit-find-symbolic")))
    #expect(configuration.iconNames(canLoad: false) == ["edit-find-symbolic"], "each icon once")
    configuration.content = PlaceholderContentProvider { _ in PlaceholderContent(image: .file(path: "/art.png")) }
    #expect(configuration.iconNames(canLoad: true).isEmpty, "files are not theme icons")
  }

  @Test func pinnedContentIsAllThatShows() {
    var configuration = ListPlaceholderConfiguration()
    configuration.pinned = PlaceholderContent(image: .icon("weather-clear-symbolic"), title: "Maintenance")
    #expect(configuration.iconNames(canLoad: true) == ["weather-clear-symbolic"])
  }
}
