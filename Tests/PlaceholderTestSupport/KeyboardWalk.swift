package import CGtk
internal import PlaceholderCore
import XCTest

@testable internal import GtkKit

/// The keyboard alone through part of a window: Tab, pressed as a real key,
/// from the first widget of `area` until the focus leaves it or comes back
/// round, checking at each stop that the focus does not rest on a list's
/// scrolled window (from which Tab skips the rows) or a placeholder's
/// scroller (an empty "scroll pane" to a screen reader); then that it reached
/// every list that shows rows (a row or item of it), every placeholder
/// button and every paging footer's Retry on screen.
///
/// Shared by the demo's and the examples' walks.
@MainActor
package struct KeyboardWalk {
  /// The lists the focus was in, and the buttons it was on.
  package private(set) var reachedLists: Set<UnsafeMutablePointer<GtkWidget>> = []
  package private(set) var reachedButtons: [UnsafeMutablePointer<GtkWidget>] = []
  /// Every widget the focus rested on, in order.
  package private(set) var reachedWidgets: [UnsafeMutablePointer<GtkWidget>] = []

  /// Lists whose rows the walk is not asked to reach (with a comment at
  /// the call saying why).
  private let exempt: (UnsafeMutablePointer<GtkWidget>) -> Bool

  /// Walks `area` of the window titled `title` (xdotool and mutter find it
  /// by its title); `name` says where in failure messages.
  @discardableResult
  package static func walk(
    _ area: UnsafeMutablePointer<GtkWidget>, window: UnsafeMutablePointer<GtkWidget>, title: String, name: String,
    exempting exempt: @escaping (UnsafeMutablePointer<GtkWidget>) -> Bool = { _ in false },
    file: StaticString = #filePath, line: UInt = #line
  ) -> KeyboardWalk {
    var walk = KeyboardWalk(exempt: exempt)
    gtk_root_set_focus(gcast(window), nil)
    XCTAssertNotEqual(
      gtk_widget_child_focus(area, GTK_DIR_TAB_FORWARD), 0, "\(name): nothing to focus", file: file, line: line)
    MainLoop.drain()  // a list moves the focus on to a row within the turn
    var seen: [UnsafeMutablePointer<GtkWidget>] = []
    for _ in 0..<80 {
      guard let focus = gtk_root_get_focus(gcast(window)), focus == area || gtk_widget_is_ancestor(focus, area) != 0,
        !seen.contains(focus)
      else { break }
      seen.append(focus)
      walk.reachedWidgets.append(focus)
      walk.note(focus, in: area, name: name, file: file, line: line)
      guard RealInput.press("Tab", title: title) else { break }
      // The focus moves once the key has come through (a focus that does
      // not move is a trap the assertions after the walk will name).
      _ = MainLoop.run(until: { gtk_root_get_focus(gcast(window)) != focus }, timeoutSeconds: 2)
      // Where the focus lands, a list may move it on within the turn.
      MainLoop.drain()
    }
    walk.check(area, name: name, file: file, line: line)
    return walk
  }

  private mutating func note(
    _ focus: UnsafeMutablePointer<GtkWidget>, in area: UnsafeMutablePointer<GtkWidget>, name: String,
    file: StaticString, line: UInt
  ) {
    XCTAssertFalse(
      Self.isListsScrolledWindow(focus) && Self.hasRows(focus) && !exempt(focus),
      "\(name): the focus rests on the scrolled window of a list with rows, where Tab skips them", file: file,
      line: line)
    XCTAssertEqual(
      gtk_widget_has_css_class(focus, "placeholder-scroller"), 0,
      "\(name): the focus rests on a placeholder's scroller, read as an empty scroll pane", file: file, line: line)
    for list in Self.listViews(in: area) where gtk_widget_is_ancestor(focus, list) != 0 {
      reachedLists.insert(list)
    }
    if Self.buttonsToReach(in: area).contains(focus), !reachedButtons.contains(focus) {
      reachedButtons.append(focus)
    }
  }

  private func check(_ area: UnsafeMutablePointer<GtkWidget>, name: String, file: StaticString, line: UInt) {
    for list in Self.listViews(in: area) where Self.hasRows(list) && !exempt(list) {
      XCTAssertTrue(
        reachedLists.contains(list), "\(name): Tab never reached the rows of a list that shows some", file: file,
        line: line)
    }
    for button in Self.buttonsToReach(in: area) {
      XCTAssertTrue(
        reachedButtons.contains(button),
        "\(name): Tab never reached the button “\(WidgetTree.visibleTexts(under: button).joined(separator: " "))”",
        file: file, line: line)
    }
  }

  /// Waits until nothing loads any more (no spinner turns on screen), and
  /// a few frames more.
  package static func waitForLoadsToEnd(_ window: UnsafeMutablePointer<GtkWidget>) {
    _ = drawFrames(3, of: window, timeoutSeconds: 10)
    XCTAssertTrue(
      MainLoop.run(
        until: {
          !WidgetTree.descendants(of: window, type: gtk_spinner_get_type(), skipping: WidgetTree.isHidden).contains {
            gtk_widget_get_mapped($0) != 0 && gtk_spinner_get_spinning(gcast($0)) != 0
          }
        }, timeoutSeconds: 10), "the loads end")
    _ = drawFrames(5, of: window, timeoutSeconds: 10)
  }

  /// Mapped list views.
  package static func listViews(in area: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    WidgetTree.descendants(of: area, type: gtk_list_view_get_type(), skipping: WidgetTree.isHidden).filter {
      gtk_widget_get_mapped($0) != 0
    }
  }

  /// Whether `widget` (a list view or its scrolled window) shows a row or
  /// item that can take the focus: a focusable mapped widget below the
  /// list view's own (the list view itself is focusable, rows or not).
  package static func hasRows(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    let lists = [widget] + WidgetTree.descendants(of: widget, type: gtk_list_view_get_type())
    return lists.filter { pg_is_instance_of(UnsafeMutableRawPointer($0), gtk_list_view_get_type()) != 0 }.contains {
      list in
      WidgetTree.descendants(of: list, skipping: WidgetTree.isHidden).contains {
        $0 != list && gtk_widget_get_mapped($0) != 0 && gtk_widget_get_focusable($0) != 0
      }
    }
  }

  /// The mapped buttons that take input of placeholders and of paging
  /// footers (a failed page's Retry).
  package static func buttonsToReach(in area: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    WidgetTree.descendants(of: area, skipping: WidgetTree.isHidden).filter { widget in
      let isPlaceholderButton = gtk_widget_has_css_class(widget, "placeholder-button") != 0
      let isFooterButton =
        pg_is_instance_of(UnsafeMutableRawPointer(widget), gtk_button_get_type()) != 0
        && gtk_widget_get_parent(widget).map { gtk_widget_has_css_class($0, "placeholders-paging-footer") != 0 } == true
      return (isPlaceholderButton || isFooterButton) && gtk_widget_get_mapped(widget) != 0
        && gtk_widget_is_sensitive(widget) != 0 && gtk_widget_get_can_target(widget) != 0
    }
  }

  /// Whether a button's label is the library's Retry.
  package static func isRetry(_ button: UnsafeMutablePointer<GtkWidget>) -> Bool {
    WidgetTree.visibleTexts(under: button).contains(TextDomain.placeholders.translate("Retry"))
  }

  /// Whether `widget` is the scrolled window around a list view.
  package static func isListsScrolledWindow(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard pg_is_instance_of(UnsafeMutableRawPointer(widget), gtk_scrolled_window_get_type()) != 0,
      let child = gtk_scrolled_window_get_child(gcast(widget))
    else { return false }
    return pg_is_instance_of(UnsafeMutableRawPointer(child), gtk_list_view_get_type()) != 0
  }
}
