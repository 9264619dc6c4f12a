import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// The refresh indicator's settable colour (CXTableView's arrow colour),
/// read back from the colour GTK draws the indicator's text in.
final class RefreshIndicatorColorTests: GtkTestCase {
  /// The colours the labels under `widget` draw their text in (their
  /// computed CSS colour), as bytes. (Reading the text nodes of a snapshot
  /// instead is not portable: GTK 4.16 changed what their colour getter
  /// points at.)
  @MainActor
  private static func textColors(of widget: Widget) -> [[Int]] {
    WidgetTree.descendants(of: widget.gtkWidget, type: gtk_label_get_type(), skipping: WidgetTree.isHidden).map {
      label in
      var rgba = GdkRGBA()
      pg_widget_get_color(label, &rgba)
      return [rgba.red, rgba.green, rgba.blue, rgba.alpha].map { Int((Double($0) * 255).rounded()) }
    }
  }

  func testTheIndicatorDrawsInTheColourSetAndTheThemesWhenCleared() throws {
    try onMain {
      let source = StringsDataSource([["a"]])
      let table = TableAdapter(dataSource: source)
      XCTAssertNil(table.refreshIndicatorColor, "the theme's colour by default")
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      let indicator = table.machinery.pull.indicator
      indicator.show(.pulling, progress: 1, label: "Pull to refresh")
      window.settle()
      XCTAssertTrue(
        MainLoop.run(until: { gtk_widget_get_height(indicator.stripWidget.gtkWidget) > 0 }, timeoutSeconds: 5))
      let themed = try XCTUnwrap(Self.textColors(of: indicator.stripWidget).first, "the label draws text")

      let orange = try Color(hex: "#e66100")
      table.refreshIndicatorColor = orange
      window.settle()
      XCTAssertEqual(table.refreshIndicatorColor, orange)
      XCTAssertEqual(Self.textColors(of: indicator.stripWidget).first, [0xe6, 0x61, 0x00, 255], "the text draws in it")

      let translucent = try Color(red: 0, green: 0.5, blue: 1, alpha: 0.5)
      table.refreshIndicatorColor = translucent
      window.settle()
      XCTAssertEqual(Self.textColors(of: indicator.stripWidget).first, [0, 128, 255, 128])

      table.refreshIndicatorColor = nil
      window.settle()
      XCTAssertEqual(Self.textColors(of: indicator.stripWidget).first, themed, "cleared: the theme's colour again")
    }
  }

  func testTwoListsInOneColourShareOneRuleAndKeepTheirOwnColours() throws {
    try onMain {
      let first = TableAdapter(dataSource: StringsDataSource([["a"]]))
      let second = TableAdapter(dataSource: StringsDataSource([["b"]]))
      let blue = try Color(hex: "#1c71d8")
      first.refreshIndicatorColor = blue
      second.refreshIndicatorColor = blue
      let firstClasses = Self.cssClasses(of: first.machinery.pull.indicator.stripWidget)
      XCTAssertEqual(firstClasses, Self.cssClasses(of: second.machinery.pull.indicator.stripWidget), "one shared class")
      second.refreshIndicatorColor = try Color(hex: "#c01c28")
      XCTAssertEqual(
        Self.cssClasses(of: first.machinery.pull.indicator.stripWidget), firstClasses, "the first keeps its")
      XCTAssertNotEqual(Self.cssClasses(of: second.machinery.pull.indicator.stripWidget), firstClasses)
    }
  }

  @MainActor
  private static func cssClasses(of widget: Widget) -> [String] {
    guard let classes = gtk_widget_get_css_classes(widget.gtkWidget) else { return [] }
    defer { g_strfreev(classes) }
    var names: [String] = []
    var index = 0
    while let name = classes[index] {
      names.append(String(cString: name))
      index += 1
    }
    return names.filter { $0.hasPrefix("placeholders-refresh-tint-") }
  }
}
