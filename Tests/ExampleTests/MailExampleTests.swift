import CGtk
import PlaceholderCore
import XCTest

@testable import GtkKit
@testable import MailExample
@testable import PlaceholderGtk

/// Examples/Mail on a real display: folders whose messages load from a
/// server 50 at a time, a header-bar search the server answers, Drafts
/// empty, Spam failing once. The server answers at once (or when the test
/// says, `GatedMailServer`), and the list's delays run on a manual clock.
final class MailExampleTests: ExampleTestCase {
  private let applicationID = "io.github.placeholders.examples.Tests.Mail"

  func testTheFirstLoadShowsTheLoadingPlaceholderThenTheInbox() throws {
    try runApplication(id: applicationID) { app in
      let server = GatedMailServer()
      let clock = ManualLoadingClock()
      let mail = MailWindow(application: app, server: server)
      mail.messages.table.loads.clock = clock
      mail.present()
      defer { mail.window.destroy() }
      XCTAssertEqual(mail.window.title, "Mail")
      let loading = try XCTUnwrap(PlaceholderContent.loading().title)

      XCTAssertTrue(pump(until: { server.waitingCount == 1 }), "the list asks the server when it shows")
      settle(mail.window)
      XCTAssertFalse(visibleTexts(in: mail.window).contains(loading), "a quick answer would show no indicator")
      clock.advance(by: .milliseconds(300))
      XCTAssertTrue(pump(until: { visibleTexts(in: mail.window).contains(loading) }), "then the loading placeholder")

      server.answer()
      XCTAssertTrue(pump(until: { mail.messages.dataSource.itemCount == MailServer.pageSize }), "the first page")
      clock.advance(by: .milliseconds(500))  // the indicator's minimum time
      XCTAssertTrue(pump(until: { visibleTexts(in: mail.window).contains("Lunch on Friday? (120)") }))
      XCTAssertTrue(pump(until: { !visibleTexts(in: mail.window).contains(loading) }), "the placeholder goes")

      XCTAssertEqual(mail.status.text, "Select a message")
      mail.messages.table.focus(position: 1)
      XCTAssertTrue(pump(until: { mail.status.text == "Selected: Quarterly report (119)" }), mail.status.text)
    }
  }

  func testTypingSearchesTheServerAfterAPauseAndEnterAtOnce() throws {
    try runApplication(id: applicationID) { app in
      let (mail, clock) = openMail(app)
      defer { mail.window.destroy() }

      mail.search.text = "invoice"
      XCTAssertNil(mail.messages.table.loads.searchQuery, "nothing is sent while the user types")
      clock.advance(by: .milliseconds(150))
      XCTAssertEqual(mail.messages.table.loads.searchQuery, "invoice")
      XCTAssertTrue(pump(until: { visibleTexts(in: mail.window).contains("Invoice (118)") }), "the server's matches")
      let subjects = mail.messages.dataSource.sections.flatMap(\.items).map(\.subject)
      XCTAssertEqual(subjects.count, 12, "one message in ten is an invoice")
      XCTAssertTrue(subjects.allSatisfy { $0.hasPrefix("Invoice") }, "\(subjects)")
      XCTAssertFalse(visibleTexts(in: mail.window).contains("Lunch on Friday? (120)"))

      // The sender matches too, and Enter does not wait.
      mail.search.text = "Ada Lovelace"
      Signals.emit(mail.search.gtkWidget, "activate")
      XCTAssertEqual(mail.messages.table.loads.searchQuery, "Ada Lovelace")
      XCTAssertTrue(pump(until: { mail.messages.table.loads.currentRequest == nil }))
      let senders = Set(mail.messages.dataSource.sections.flatMap(\.items).map(\.sender))
      XCTAssertEqual(senders, ["Ada Lovelace"])
    }
  }

  func testASearchWithNoResultsOffersClearSearchWhichBringsTheFolderBack() throws {
    try runApplication(id: applicationID) { app in
      let (mail, _) = openMail(app)
      defer { mail.window.destroy() }
      let noResults = PlaceholderContent.noResults(query: "zzz")
      let clearTitle = try XCTUnwrap(noResults.button?.title)

      mail.search.text = "zzz"
      Signals.emit(mail.search.gtkWidget, "activate")
      XCTAssertTrue(pump(until: { visibleButton(clearTitle, in: mail.window) != nil }), "Clear Search shows")
      XCTAssertTrue(visibleTexts(in: mail.window).contains(try XCTUnwrap(noResults.title)))

      click(try XCTUnwrap(visibleButton(clearTitle, in: mail.window)))
      XCTAssertTrue(pump(until: { mail.search.text.isEmpty }), "the entry says what the list searches: nothing")
      XCTAssertNil(mail.messages.table.loads.searchQuery)
      XCTAssertTrue(pump(until: { visibleTexts(in: mail.window).contains("Lunch on Friday? (120)") }), "the Inbox")
      XCTAssertTrue(pump(until: { visibleButton(clearTitle, in: mail.window) == nil }), "the placeholder goes")
    }
  }

  func testEscapeEmptiesTheEntryAndEndsTheSearch() throws {
    try runApplication(id: applicationID) { app in
      let (mail, _) = openMail(app)
      defer { mail.window.destroy() }

      mail.search.text = "book club"
      Signals.emit(mail.search.gtkWidget, "activate")
      XCTAssertTrue(pump(until: { visibleTexts(in: mail.window).contains("Book club (113)") }))
      XCTAssertFalse(visibleTexts(in: mail.window).contains("Lunch on Friday? (120)"))

      Signals.emit(mail.search.gtkWidget, "stop-search")  // Escape
      XCTAssertEqual(mail.search.text, "")
      XCTAssertNil(mail.messages.table.loads.searchQuery)
      XCTAssertTrue(pump(until: { visibleTexts(in: mail.window).contains("Lunch on Friday? (120)") }), "the Inbox")
      XCTAssertEqual(mail.messages.dataSource.itemCount, MailServer.pageSize)
    }
  }

  func testSwitchingFolderHidesTheOldRowsUntilTheNewFolderLoads() throws {
    try runApplication(id: applicationID) { app in
      let server = GatedMailServer()
      let mail = MailWindow(application: app, server: server)
      mail.messages.table.loads.clock = ManualLoadingClock()
      mail.present()
      defer { mail.window.destroy() }
      let noMoreData = try XCTUnwrap(PagingFooter.noMoreData.label)
      XCTAssertTrue(pump(until: { server.waitingCount == 1 }))
      server.answer()
      XCTAssertTrue(pump(until: { visibleTexts(in: mail.window).contains("Lunch on Friday? (120)") }))

      // A refresh that still has the selected message keeps it selected.
      mail.messages.table.focus(position: 1)
      XCTAssertTrue(pump(until: { mail.status.text == "Selected: Quarterly report (119)" }), mail.status.text)
      mail.messages.table.beginRefreshing()
      XCTAssertTrue(pump(until: { server.waitingCount == 1 }), "the refresh asks the server")
      server.answer()
      XCTAssertTrue(pump(until: { !mail.messages.table.loads.state.isRefreshing }))
      XCTAssertEqual(mail.messages.table.selectedIndexPath, IndexPath(section: 0, item: 1))
      XCTAssertEqual(mail.status.text, "Selected: Quarterly report (119)")

      mail.folders.select(1)
      XCTAssertTrue(pump(until: { server.waitingCount == 1 }), "Sent is asked for")
      XCTAssertEqual(mail.folder, .sent)
      settle(mail.window)
      XCTAssertTrue(mail.messages.table.placeholderSlot.hidesContent, "the Inbox rows are off screen")
      let shown = visibleTexts(in: mail.messages.widget)
      XCTAssertFalse(shown.contains { $0.hasPrefix("Lunch on Friday?") }, "no Inbox row while Sent loads: \(shown)")

      server.answer()
      XCTAssertTrue(pump(until: { visibleTexts(in: mail.window).contains("Re: Lunch on Friday?") }), "Sent shows")
      XCTAssertEqual(mail.messages.dataSource.itemCount, 12)
      XCTAssertFalse(mail.messages.table.placeholderSlot.hidesContent)
      XCTAssertEqual(mail.status.text, "Select a message", "the selected Inbox message went with its folder")
      XCTAssertNil(mail.messages.table.selectedIndexPath)
      settle(mail.window)
      XCTAssertFalse(visibleTexts(in: mail.window).contains(noMoreData), "one page: no paging footer")
    }
  }

  func testTheInboxPagesFiftyAtATimeToItsEnd() throws {
    try runApplication(id: applicationID) { app in
      let (mail, _) = openMail(app)
      defer { mail.window.destroy() }
      let noMoreData = try XCTUnwrap(PagingFooter.noMoreData.label)

      XCTAssertTrue(
        pump(until: {
          scrollToEnd(mail)
          return visibleTexts(in: mail.window).contains(noMoreData)
        }), "the footer says there is no more mail")
      XCTAssertEqual(mail.messages.dataSource.itemCount, 120, "three pages: 50, 50 and 20")
      XCTAssertTrue(visibleTexts(in: mail.window).contains("Team photo (1)"), "the oldest message")
    }
  }

  /// The header bar's main menu (F10 opens it): Refresh, which F5 and
  /// Ctrl+R are too, and Close Window.
  func testTheMainMenuRefreshesTheFolder() throws {
    try runApplication(id: applicationID) { app in
      let (mail, _) = openMail(app)
      defer { mail.window.destroy() }
      XCTAssertEqual(mail.mainMenu.typeName, "GtkMenuButton")
      XCTAssertTrue(mail.mainMenu.isPrimary, "F10 opens it")
      let model = try XCTUnwrap(mail.mainMenu.menu?.model)
      XCTAssertEqual(g_menu_model_get_n_items(model), 2)
      XCTAssertTrue(pump(until: { !mail.messages.table.loads.state.isLoadInFlight }), "the inbox loads")
      mail.window.activateAction("refresh")
      XCTAssertTrue(
        pump(until: { mail.messages.table.loads.state.isRefreshing }), "Refresh refreshes the folder")
    }
  }

  func testDraftsIsEmptyAndSpamFailsOnceThenRetryLoadsIt() throws {
    try runApplication(id: applicationID) { app in
      let (mail, _) = openMail(app)
      defer { mail.window.destroy() }
      let retryTitle = PlaceholderButton.retry.title

      mail.folders.select(2)
      XCTAssertTrue(pump(until: { visibleTexts(in: mail.window).contains("No Drafts") }), "Drafts' own placeholder")
      XCTAssertEqual(mail.messages.dataSource.itemCount, 0)

      mail.folders.select(3)
      XCTAssertTrue(pump(until: { visibleButton(retryTitle, in: mail.window) != nil }), "Spam's first load fails")
      XCTAssertTrue(visibleTexts(in: mail.window).contains("The spam filter did not answer. Try again."))
      XCTAssertFalse(visibleTexts(in: mail.window).contains("No Drafts"))

      click(try XCTUnwrap(visibleButton(retryTitle, in: mail.window)))
      XCTAssertTrue(pump(until: { visibleTexts(in: mail.window).contains("You have won a prize!") }), "Retry loads")
      XCTAssertEqual(mail.messages.dataSource.itemCount, 3)
      XCTAssertTrue(pump(until: { visibleButton(retryTitle, in: mail.window) == nil }), "the placeholder goes")
    }
  }
}

/// A server that answers each request only when the test calls `answer()`,
/// so the test sees what the window shows meanwhile.
@MainActor
private final class GatedMailServer: MailServer {
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init() { super.init(latency: .zero) }

  /// The requests waiting for an answer.
  var waitingCount: Int { waiting.count }

  override func roundTrip() async throws {
    await withCheckedContinuation { waiting.append($0) }
    try Task.checkCancellation()
  }

  /// Answers every waiting request.
  func answer() {
    let answered = waiting
    waiting.removeAll()
    for request in answered { request.resume() }
  }
}

/// Opens the Mail window with a server that answers at once and a manual
/// clock for the list's delays, and waits for the Inbox's first page.
@MainActor
private func openMail(_ app: Application) -> (MailWindow, ManualLoadingClock) {
  let clock = ManualLoadingClock()
  let mail = MailWindow(application: app, server: MailServer(latency: .zero))
  mail.messages.table.loads.clock = clock
  mail.present()
  XCTAssertTrue(pump(until: { visibleTexts(in: mail.window).contains("Lunch on Friday? (120)") }), "the Inbox shows")
  return (mail, clock)
}

/// Scrolls the message list to its end, as a person dragging the scroll
/// bar down.
@MainActor
private func scrollToEnd(_ mail: MailWindow) {
  guard let adjustment = gtk_scrolled_window_get_vadjustment(gcast(mail.messages.table.scrolledWindow.gtkWidget)) else {
    return
  }
  let end = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
  if gtk_adjustment_get_value(adjustment) < end { gtk_adjustment_set_value(adjustment, end) }
}
