import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// What DZNEmptyDataSet's apps reach on a placeholder: separate button and
/// background taps, the stock widgets, and a re-check without a reload.
final class PlaceholderSlotAppAccessTests: GtkTestCase {
  func testButtonAndBackgroundTapsReachTheirOwnHandlers() throws {
    try onMain {
      let fixture = try SlotFixture()
      let slot = fixture.slot
      var heard: [String] = []
      slot.actionHandler = { heard.append("action") }
      slot.buttonTapHandler = { heard.append("button") }
      slot.backgroundTapHandler = { heard.append("background") }
      let gesture = try XCTUnwrap(clickGesture(of: slot.root))
      slot.placeholder = PlaceholderContent(title: "Nothing here", button: .retry)
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      fixture.window.waitForFrames(3)

      XCTAssertNotEqual(gtk_widget_activate(slot.view.button.gtkWidget), 0)
      XCTAssertTrue(MainLoop.run(until: { !heard.isEmpty }))
      XCTAssertEqual(heard, ["button"], "the button's handler, not actionHandler")

      let title = try XCTUnwrap(OverlayWindow.bounds(of: slot.view.title, in: slot.root))
      emitReleased(gesture, x: Double(title.x + 2), y: Double(title.y + 2))
      XCTAssertEqual(heard, ["button", "background"], "a background tap without tapAnywhereTriggersAction")

      let button = try XCTUnwrap(OverlayWindow.bounds(of: slot.view.button, in: slot.root))
      emitReleased(gesture, x: Double(button.x + button.width / 2), y: Double(button.y + button.height / 2))
      XCTAssertEqual(heard, ["button", "background"], "a release over the button is never a background tap")

      slot.buttonTapHandler = nil
      slot.backgroundTapHandler = nil
      XCTAssertNotEqual(gtk_widget_activate(slot.view.button.gtkWidget), 0)
      XCTAssertTrue(MainLoop.run(until: { heard.count == 3 }))
      XCTAssertEqual(heard.last, "action", "without buttonTapHandler the button calls actionHandler")
      emitReleased(gesture, x: Double(title.x + 2), y: Double(title.y + 2))
      XCTAssertEqual(heard.count, 3, "without backgroundTapHandler only tap anywhere calls actionHandler")
      fixture.window.close()
    }
  }

  func testThePartsAreTheShowingPlaceholdersTypedWidgets() throws {
    try onMain {
      let fixture = try SlotFixture()
      let slot = fixture.slot
      XCTAssertNil(slot.parts, "no parts while hidden")
      slot.placeholder = PlaceholderContent(title: "No mail", detail: .plain("Nothing arrived today."), button: .retry)
      let parts = try XCTUnwrap(slot.parts)
      XCTAssertEqual(parts.title.text, "No mail")
      XCTAssertEqual(parts.detail.text, "Nothing arrived today.")
      XCTAssertEqual(parts.button.label, PlaceholderButton.retry.title)
      XCTAssertTrue(parts.image.hasCSSClass("placeholder-image"))
      XCTAssertTrue(parts.spinner.hasCSSClass("placeholder-spinner"))
      XCTAssertTrue(parts.content === parts.body)
      XCTAssertNil(parts.custom)
      parts.title.text = "Tweaked by the app"
      XCTAssertEqual(slot.view.title.text, "Tweaked by the app", "the parts are the widgets on screen")

      let custom = Label("custom")
      let mine = CustomPlaceholder(widget: custom)
      slot.placeholder = mine.content
      XCTAssertTrue(slot.parts?.custom === custom)
      XCTAssertTrue(slot.parts?.content === custom)
      slot.placeholder = nil
      XCTAssertNil(slot.parts, "no parts once hiding")
      fixture.window.close()
    }
  }

  func testReevaluatingAsksTheContentProviderAgainWithoutAReload() {
    onMain {
      final class Answer: @unchecked Sendable { var title = "First" }
      let answer = Answer()
      let source = StringsDataSource([[]])
      let table = TableAdapter(dataSource: source)
      table.loads.indicatorTiming = .immediate  // the loading placeholder at once
      table.placeholders.content = PlaceholderContentProvider { kind in
        kind == .loading ? PlaceholderContent(title: answer.title) : nil
      }
      table.beginLoading()
      XCTAssertEqual(table.placeholderSlot.placeholder?.title, "First")
      answer.title = "Second"
      source.sections = [["not read"]]
      table.reevaluatePlaceholder()
      XCTAssertEqual(table.placeholderSlot.placeholder?.title, "Second", "the provider was asked again")
      XCTAssertEqual(table.index.count, 0, "the data source was not read again")
    }
  }
}
