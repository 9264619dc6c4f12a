import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// The News window, a libadwaita window: an AdwApplicationWindow with an
/// AdwHeaderBar (through the bridge), whose content is our list with its
/// placeholders: "No Connection" with Retry when a load fails, "No News"
/// when there is nothing, the headlines otherwise.
@MainActor
final class NewsWindow {
  /// The AdwApplicationWindow.
  let window: Widget
  /// The headlines and their list.
  let news = TableController(dataSource: SectionedDataSource<Headline>(items: []))
  private let service: NewsService

  /// A window of `application` that loads from `service`; nil only if
  /// libadwaita made no window.
  init?(application: Application, service: NewsService = NewsService()) {
    self.service = service
    news.table.register(HeadlineCell.init)
    news.table.accessibleLabel = "Headlines"
    news.table.placeholders.content.empty = PlaceholderContent(
      image: .icon("mail-unread-symbolic"),
      title: "No News",
      detail: .plain("Headlines show up here when there are some."))
    let list = news.dataSource
    news.load(paging: false) { _ in
      let headlines = try await service.fetch()
      return LoadResult { list.replaceAll(with: [.init(items: headlines)]) }
    }
    guard
      let window = Adwaita.applicationWindow(
        application: application, title: "News", content: news.widget, width: 480, height: 560)
    else { return nil }
    self.window = window
  }

  /// Shows the window.
  func present() { Adwaita.present(window) }
}
