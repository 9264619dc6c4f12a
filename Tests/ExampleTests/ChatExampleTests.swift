import CGtk
import Foundation
import PlaceholderCore
import XCTest

@testable import ChatExample
@testable import GtkKit
@testable import PlaceholderGtk

/// Examples/Chat on a real display: a conversation that opens at its
/// newest message, pages older ones in above (the first older page fails
/// and is retried from the bar over the top), shows new messages at the
/// bottom, jumps to a message the search finds, and reopens where it was
/// read. The server answers at once; the list's delays run on a manual
/// clock, so no retry starts by itself.
final class ChatExampleTests: ExampleTestCase {
  private let applicationID = "io.github.placeholders.examples.Tests.Chat"

  func testItOpensAtTheNewestAndRetriesAFailedOlderPageAtTheTop() throws {
    try runApplication(id: applicationID) { app in
      let chat = openChat(app)
      defer { chat.window.destroy() }
      let table = chat.messages.table
      XCTAssertTrue(pump(until: { isAtEnd(table) }), "the newest message shows")
      XCTAssertTrue(visibleTexts(in: chat.window).contains { $0.hasSuffix("(#600)") })

      table.verticalAdjustment.value = 0
      XCTAssertTrue(
        pump(until: { table.loads.previousPagePhase.isFailed }),
        "the older page fails once: \(table.loads.previousPagePhase), \(table.loads.state), value "
          + "\(table.verticalAdjustment.value) of \(table.verticalAdjustment.upper), network "
          + "\(table.loads.networkStatus), end moving \(table.machinery.liveEnd.isScrollingToEnd) "
          + "\(table.machinery.liveEnd.opensAtEndWhenShown), held \(table.loads.holdsAutomaticPaging)")
      let bar = try XCTUnwrap(table.machinery.previousPages.bar)
      XCTAssertTrue(pump(until: { bar.widget.isMapped && bar.retryButton.isVisible }), "Retry over the top")
      XCTAssertTrue(visibleTexts(in: chat.window).contains { $0.hasPrefix("The server did not answer.") })
      XCTAssertEqual(chat.messages.dataSource.itemCount, ChatServer.pageSize, "the messages stay")

      click(bar.retryButton.gtkWidget)
      XCTAssertTrue(pump(until: { chat.messages.dataSource.itemCount == 2 * ChatServer.pageSize }), "older ones came")
      XCTAssertTrue(pump(until: { !bar.widget.isVisible }))
      settle(chat.window)
      XCTAssertEqual(table.scrollPosition?.itemKey, "561", "the message read stays at the top")
    }
  }

  func testNewMessagesComeAtTheBottomAndTheButtonBringsTheReaderBack() throws {
    try runApplication(id: applicationID) { app in
      let chat = openChat(app)
      defer { chat.window.destroy() }
      let table = chat.messages.table
      XCTAssertTrue(pump(until: { isAtEnd(table) }))
      chat.composer.text = "On my way"
      Signals.emit(chat.composer.gtkWidget, "activate")
      XCTAssertTrue(pump(until: { visibleTexts(in: chat.window).contains("On my way") }), "sent, and shown")
      XCTAssertTrue(pump(until: { isAtEnd(table) }))

      table.verticalAdjustment.value = 0
      XCTAssertTrue(pump(until: { !table.machinery.liveEnd.live.isAtEnd }))
      chat.receive(ChatMessage(id: 602, author: "Grace", text: "See you there"))
      chat.receive(ChatMessage(id: 603, author: "Ada", text: "Me too"))
      XCTAssertTrue(pump(until: { visibleButton("2 new", in: chat.window) != nil }), "the reader stays; 2 new")
      let button = try XCTUnwrap(visibleButton("2 new", in: chat.window))
      click(button)
      XCTAssertTrue(pump(until: { visibleTexts(in: chat.window).contains("Me too") && isAtEnd(table) }))
    }
  }

  func testTheSearchJumpsToAMessageNotLoaded() throws {
    try runApplication(id: applicationID) { app in
      let chat = openChat(app)
      defer { chat.window.destroy() }
      let table = chat.messages.table
      chat.search.text = "(#123)"
      Signals.emit(chat.search.gtkWidget, "activate")
      XCTAssertTrue(
        pump(until: { table.scrollPosition?.itemKey == "123" }), "\(String(describing: table.scrollPosition))")
      XCTAssertTrue(visibleTexts(in: chat.window).contains { $0.hasSuffix("(#123)") })
      XCTAssertTrue(
        pump(until: {
          visibleButton("Jump to the Newest", in: chat.window) != nil
            || table.machinery.liveEnd.button?.isVisible == true
        }), "a way back to the newest")

      chat.search.text = "no such words"
      Signals.emit(chat.search.gtkWidget, "activate")
      XCTAssertTrue(pump(until: { chat.status.text == "No message has “no such words”" }))
    }
  }

  func testItReopensWhereTheConversationWasRead() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chat-place-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let place = ChatPlace(file: folder.appendingPathComponent("place.json"))
    try runApplication(id: applicationID) { app in
      let chat = openChat(app, place: place)
      chat.messages.table.jump(to: .key("300"))
      XCTAssertTrue(pump(until: { chat.messages.table.scrollPosition?.itemKey == "300" }))
      chat.window.close()
      XCTAssertEqual(place.load()?.itemKey, "300", "saved on closing")

      let again = openChat(app, place: place, waitsForTheNewest: false)
      defer { again.window.destroy() }
      XCTAssertTrue(
        pump(until: { again.messages.table.scrollPosition?.itemKey == "300" }),
        "\(String(describing: again.messages.table.scrollPosition))")
      XCTAssertTrue(visibleTexts(in: again.window).contains { $0.hasSuffix("(#300)") })
    }
  }
}

/// Opens the Chat window with a server that answers at once and a manual
/// clock for the list's delays, and waits for the newest page.
@MainActor
private func openChat(_ app: Application, place: ChatPlace? = nil, waitsForTheNewest: Bool = true) -> ChatWindow {
  let nowhere = ChatPlace(file: URL(fileURLWithPath: "/nonexistent/placeholders-chat/place.json"))
  let chat = ChatWindow(application: app, server: ChatServer(latency: .zero), place: place ?? nowhere)
  // Not about the network: the machine's own (a container's may say
  // offline) would hold the pages. Set before the manual clock: the
  // moment the list waits after the network "came back" passes on the
  // real one.
  chat.messages.table.networkMonitor = nil
  chat.messages.table.loads.networkStatus = .online
  chat.messages.table.loads.clock = ManualLoadingClock()
  chat.present()
  if waitsForTheNewest {
    XCTAssertTrue(pump(until: { chat.messages.dataSource.itemCount == ChatServer.pageSize }), "the newest page")
  }
  return chat
}

/// Whether the conversation shows its last row, and has stopped moving.
@MainActor
private func isAtEnd(_ table: TableAdapter<SectionedDataSource<ChatMessage>>) -> Bool {
  let adjustment = table.verticalAdjustment
  return !table.machinery.liveEnd.isScrollingToEnd && adjustment.upper > adjustment.pageSize
    && adjustment.value + adjustment.pageSize >= adjustment.upper - 1
}
