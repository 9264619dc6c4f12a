import CGtk
import PlaceholderCore
import XCTest

@testable import ArticleExample
@testable import GtkKit
@testable import PlaceholderGtk

/// Examples/Article on a real display: a placeholder over a view that is not
/// a list. The first load fails and says so with Retry; Retry loads again
/// with async/await and the article replaces the placeholder.
final class ArticleExampleTests: ExampleTestCase {
  func testTheFailedLoadOffersRetryAndRetryShowsTheArticle() throws {
    try runApplication(id: "io.github.placeholders.examples.Tests.Article") { app in
      let article = ArticleWindow(application: app)
      article.present()
      defer { article.window.destroy() }
      XCTAssertEqual(article.window.title, "Article")

      // First "Loading the article…", then the failure with Retry.
      XCTAssertEqual(article.slot.placeholder?.showsSpinner, true, "the first load shows the loading placeholder")
      XCTAssertTrue(pump(until: { visibleButton("Retry", in: article.window) != nil }), "Retry shows")
      let failed = visibleTexts(in: article.window)
      XCTAssertTrue(failed.contains("Could Not Load"), "\(failed)")
      XCTAssertTrue(failed.contains(ArticleLoadError().description), "the failure says what happened: \(failed)")
      XCTAssertFalse(failed.contains("Why empty states matter"), "no article yet")
      XCTAssertTrue(article.slot.isShowing)
      XCTAssertTrue(
        pump(until: { gtk_widget_is_focus(article.slot.view.button.gtkWidget) != 0 }),
        "Retry has the focus: the window's first focus (the article's scrolled window) was under the placeholder")

      // Retry: loading again, then the article instead of the placeholder.
      click(try XCTUnwrap(visibleButton("Retry", in: article.window)))
      XCTAssertTrue(
        pump(until: { article.slot.placeholder?.showsSpinner == true }), "Retry shows the loading placeholder")
      XCTAssertTrue(
        pump(until: { !article.slot.isShowing && visibleTexts(in: article.window).contains("Why empty states matter") }
        ),
        "the article replaces the placeholder: \(visibleTexts(in: article.window))")
      XCTAssertNil(article.slot.placeholder)
      let loaded = visibleTexts(in: article.window)
      XCTAssertFalse(loaded.contains("Could Not Load"), "\(loaded)")
      XCTAssertNil(visibleButton("Retry", in: article.window))
      XCTAssertTrue(loaded.contains { $0.hasPrefix("A view with nothing in it looks broken.") }, "\(loaded)")
    }
  }
}
