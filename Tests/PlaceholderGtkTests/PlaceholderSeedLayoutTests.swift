import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// DZNEmptyDataSet's layout numbers on real widgets: side margins that
/// follow the width as the window resizes, its 11-pixel spacing, and a
/// custom view that fills the covered area.
final class PlaceholderSeedLayoutTests: GtkTestCase {
  private static let longDetail = String(
    repeating: "Check your network connection, then try again once the cable is back in. ", count: 3)

  @MainActor private static func rootWidth(_ slot: PlaceholderSlot) -> Int {
    Int(gtk_widget_get_width(slot.root.gtkWidget))
  }

  /// The title, detail and button lie within `margin` of the covered
  /// area's edges.
  @MainActor private static func assertInsideMargins(
    _ slot: PlaceholderSlot, _ margin: Int, line: UInt = #line
  ) throws {
    for part in [slot.view.title, slot.view.detail, slot.view.button] {
      let bounds = try XCTUnwrap(OverlayWindow.bounds(of: part, in: slot.root), line: line)
      XCTAssertGreaterThanOrEqual(bounds.x, margin, line: line)
      XCTAssertLessThanOrEqual(bounds.x + bounds.width, rootWidth(slot) - margin, line: line)
    }
  }

  /// The column is exactly as narrow as its widest part with that part's
  /// margins: the stylesheet's side padding is gone, so the margins are
  /// the whole distance from the edges.
  @MainActor private static func assertNoSidePadding(_ slot: PlaceholderSlot, line: UInt = #line) {
    let parts = [slot.view.title, slot.view.detail, slot.view.button].filter(\.isVisible)
    let widest = parts.map { minimumWidth($0) }.max() ?? 0
    XCTAssertEqual(minimumWidth(slot.view.widget), widest, "no side padding on the column", line: line)
  }

  /// The minimum width, margins included (as GTK measures).
  @MainActor private static func minimumWidth(_ widget: Widget) -> Int {
    var minimum: Int32 = 0
    gtk_widget_measure(widget.gtkWidget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
    return Int(minimum)
  }

  @MainActor private static func naturalWidth(_ widget: Widget) -> Int {
    var natural: Int32 = 0
    gtk_widget_measure(widget.gtkWidget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
    return Int(natural)
  }

  @MainActor private static func margins(_ widget: Widget) -> (start: Int, end: Int) {
    (Int(gtk_widget_get_margin_start(widget.gtkWidget)), Int(gtk_widget_get_margin_end(widget.gtkWidget)))
  }

  /// Waits until the stock view wears the margin the core gives for the
  /// slot's width now, and returns it.
  @MainActor private static func settledMargin(
    _ slot: PlaceholderSlot, _ fixture: SlotFixture, for expected: (Int) -> Int?
  ) -> Int? {
    XCTAssertTrue(
      MainLoop.run(until: {
        Self.rootWidth(slot) > 0 && slot.view.sideMargin == expected(Self.rootWidth(slot))
      }), "the margin follows the width")
    fixture.window.waitForFrames(2)
    return slot.view.sideMargin
  }

  func testProportionalMarginsAreASixteenthOfTheWidthAndFollowAResize() throws {
    try onMain {
      let fixture = try SlotFixture(width: 200, height: 420)
      let slot = fixture.slot
      slot.placeholder = PlaceholderContent(
        title: "No Connection", detail: .plain(Self.longDetail), button: .retry,
        appearance: PlaceholderAppearance(sideMargins: .proportional))
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      let narrow = try XCTUnwrap(
        Self.settledMargin(slot, fixture) { PlaceholderGeometry.sideMargin(.proportional, width: $0) })
      XCTAssertEqual(narrow, Int((Double(Self.rootWidth(slot)) / 16).rounded()))
      for part in [slot.view.title, slot.view.detail, slot.view.button] {
        XCTAssertEqual(Self.margins(part).start, narrow)
        XCTAssertEqual(Self.margins(part).end, narrow)
      }
      // In a narrow window the long detail wraps in the room the margins
      // leave, and the column adds no stylesheet padding of its own.
      XCTAssertGreaterThan(Self.naturalWidth(slot.view.detail), Self.rootWidth(slot) - 2 * narrow)
      try Self.assertInsideMargins(slot, narrow)
      Self.assertNoSidePadding(slot)
      try fixture.window.writeScreenshot("proportional-margins-narrow")

      gtk_window_set_default_size(gcast(fixture.window.pointer), 800, 420)
      XCTAssertTrue(MainLoop.run(until: { Self.rootWidth(slot) >= 700 }), "the window grew")
      let wide = try XCTUnwrap(
        Self.settledMargin(slot, fixture) { PlaceholderGeometry.sideMargin(.proportional, width: $0) })
      XCTAssertEqual(wide, Int((Double(Self.rootWidth(slot)) / 16).rounded()))
      XCTAssertGreaterThan(wide, narrow)
      for part in [slot.view.title, slot.view.detail, slot.view.button] {
        XCTAssertEqual(Self.margins(part).start, wide, "recomputed on resize")
      }
      try Self.assertInsideMargins(slot, wide)
      Self.assertNoSidePadding(slot)
      try fixture.window.writeScreenshot("proportional-margins-wide")
      fixture.window.close()
    }
  }

  func testTheStylesheetsPaddingIsTheDefaultAndComesBack() throws {
    try onMain {
      let fixture = try SlotFixture(width: 200, height: 420)
      let slot = fixture.slot
      let stock = PlaceholderContent(title: "No Connection", detail: .plain(Self.longDetail), button: .retry)
      slot.placeholder = stock
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      fixture.window.waitForFrames(2)
      XCTAssertNil(slot.view.sideMargin)
      XCTAssertEqual(Self.margins(slot.view.detail).start, 0)
      let padded = try XCTUnwrap(OverlayWindow.bounds(of: slot.view.detail, in: slot.root))
      XCTAssertGreaterThan(padded.x, 0, "the stylesheet's padding")

      var fixed = stock
      fixed.appearance.sideMargins = .fixed(30)
      slot.placeholder = fixed
      XCTAssertEqual(Self.settledMargin(slot, fixture) { _ in 30 }, 30)
      try Self.assertInsideMargins(slot, 30)
      Self.assertNoSidePadding(slot)
      gtk_window_set_default_size(gcast(fixture.window.pointer), 700, 420)
      XCTAssertTrue(MainLoop.run(until: { Self.rootWidth(slot) >= 600 }), "the window grew")
      fixture.window.waitForFrames(3)
      XCTAssertEqual(slot.view.sideMargin, 30, "a fixed margin stays at any width")

      slot.placeholder = stock
      XCTAssertTrue(MainLoop.run(until: { slot.view.sideMargin == nil }))
      XCTAssertEqual(Self.margins(slot.view.title).start, 0, "back to the stylesheet's padding")
      XCTAssertFalse(slot.view.widget.hasCSSClass("own-side-margins"))
      fixture.window.close()
    }
  }

  func testSeedSpacingIsElevenPixelsAndOursTwelve() throws {
    try onMain {
      let fixture = try SlotFixture(width: 600, height: 500)
      let slot = fixture.slot
      for spacing in [PlaceholderAppearance.defaultSpacing, PlaceholderAppearance.compactSpacing] {
        slot.placeholder = PlaceholderContent(
          title: "Title", detail: .plain("Detail"), appearance: PlaceholderAppearance(spacing: spacing))
        XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
        fixture.window.waitForFrames(3)
        let title = try XCTUnwrap(OverlayWindow.bounds(of: slot.view.title, in: slot.view.widget))
        let detail = try XCTUnwrap(OverlayWindow.bounds(of: slot.view.detail, in: slot.view.widget))
        XCTAssertEqual(detail.y - (title.y + title.height), Int(spacing), "the gap between title and detail")
      }
      fixture.window.close()
    }
  }

  func testAFillingCustomViewIsPinnedToTheCoveredAreaAndANaturalOneIsCentred() throws {
    try onMain {
      let fixture = try SlotFixture(width: 520, height: 400)
      let slot = fixture.slot
      let custom = Widget(taking: try XCTUnwrap(gtk_label_new("Custom view")))
      let customPlaceholder = CustomPlaceholder(widget: custom)
      var content = customPlaceholder.content
      slot.placeholder = content
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      fixture.window.waitForFrames(3)
      var natural: Int32 = 0
      gtk_widget_measure(custom.gtkWidget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
      let centred = try XCTUnwrap(OverlayWindow.bounds(of: custom, in: slot.root))
      XCTAssertEqual(centred.width, Int(natural), "natural: its natural width")
      XCTAssertEqual(Double(centred.x), Double(Self.rootWidth(slot) - centred.width) / 2, accuracy: 1, "centred")
      XCTAssertLessThan(centred.height, Int(gtk_widget_get_height(slot.root.gtkWidget)))

      content.appearance.customContentSizing = .fill
      slot.placeholder = content
      XCTAssertTrue(
        MainLoop.run(until: {
          OverlayWindow.bounds(of: custom, in: slot.root)?.width == Self.rootWidth(slot)
        }), "fill: as wide as the covered area")
      fixture.window.waitForFrames(2)
      var filled = try XCTUnwrap(OverlayWindow.bounds(of: custom, in: slot.root))
      XCTAssertEqual(filled.x, 0)
      XCTAssertEqual(filled.y, 0)
      XCTAssertEqual(filled.width, Self.rootWidth(slot))
      XCTAssertEqual(filled.height, Int(gtk_widget_get_height(slot.root.gtkWidget)), "and as tall")

      // It follows the window.
      gtk_window_set_default_size(gcast(fixture.window.pointer), 760, 460)
      XCTAssertTrue(
        MainLoop.run(until: {
          Self.rootWidth(slot) >= 700 && OverlayWindow.bounds(of: custom, in: slot.root)?.width == Self.rootWidth(slot)
        }), "still pinned to the edges after a resize")

      // A full layout's insets are the margins it keeps.
      content.appearance.layout = .full(insets: EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40))
      slot.placeholder = content
      fixture.window.waitForFrames(3)
      filled = try XCTUnwrap(OverlayWindow.bounds(of: custom, in: slot.root))
      XCTAssertEqual(filled.x, 20)
      XCTAssertEqual(filled.y, 10)
      XCTAssertEqual(filled.width, Self.rootWidth(slot) - 60)
      XCTAssertEqual(filled.height, Int(gtk_widget_get_height(slot.root.gtkWidget)) - 40)
      fixture.window.close()
    }
  }

  func testAnItemsOwnWidgetFillsToo() throws {
    try onMain {
      let fixture = try SlotFixture(width: 500, height: 380)
      let slot = fixture.slot
      let own = Widget(taking: try XCTUnwrap(gtk_label_new("Item widget")))
      let item = CustomPlaceholder(
        content: PlaceholderContent(appearance: PlaceholderAppearance(customContentSizing: .fill)), widget: own)
      slot.placeholder = item.content
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      XCTAssertTrue(
        MainLoop.run(until: {
          let bounds = OverlayWindow.bounds(of: own, in: slot.root)
          return bounds?.width == Self.rootWidth(slot)
            && bounds?.height == Int(gtk_widget_get_height(slot.root.gtkWidget))
        }), "the item's widget fills the covered area")
      fixture.window.close()
      withExtendedLifetime(item) {}
    }
  }
}
