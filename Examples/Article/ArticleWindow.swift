import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// The Article window: a placeholder slot over the article view, which
/// shows "Loading…" while the article loads, the failure with Retry when
/// the load fails, and nothing once the article is there.
@MainActor
final class ArticleWindow {
  let window: ApplicationWindow
  let article = ArticleView()
  /// The placeholder over the article view.
  let slot: PlaceholderSlot
  private let service: ArticleService

  init(application: Application, service: ArticleService = ArticleService()) {
    self.service = service
    window = ApplicationWindow(application: application, title: "Article")
    window.setDefaultSize(width: 560, height: 480)
    window.titlebar = HeaderBar()
    slot = PlaceholderSlot(content: article.widget)
    slot.actionHandler = { [weak self] in self?.load() }  // the Retry button
    window.child = slot.widget
    load()
  }

  /// Shows the window.
  func present() { window.present() }

  /// Loads the article with async/await. The placeholder says what is
  /// happening; once the article is there it goes away.
  func load() {
    slot.placeholder = .loading(title: "Loading the article…")
    Task { @MainActor in
      do {
        article.show(try await service.fetchArticle())
        slot.placeholder = nil
      } catch {
        article.show(nil)
        slot.placeholder = .failed(message: "\(error)")
      }
    }
  }
}
