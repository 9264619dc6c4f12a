import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import PlaceholderGtk

/// The refresh indicator's settable colour (CXTableView's arrow colour),
/// read back from what GTK draws.
final class RefreshIndicatorColorTests: GtkTestCase {
  /// The colours of the text GTK draws for `widget` now, as bytes.
  @MainActor
  private static func textColors(of widget: Widget) -> [[Int]] {
    guard let paintable = gtk_widget_paintable_new(widget.gtkWidget), let snapshot = gtk_snapshot_new() else {
      return []
    }
    defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
    gdk_paintable_snapshot(
      paintable, snapshot, Double(gtk_widget_get_width(widget.gtkWidget)),
      Double(gtk_widget_get_height(widget.gtkWidget)))
    guard let root = gtk_snapshot_free_to_node(snapshot) else { return [] }
    defer { gsk_render_node_unref(root) }
    var colors: [[Int]] = []
    func walk(_ node: OpaquePointer) {
      switch gsk_render_node_get_node_type(node) {
      case GSK_CONTAINER_NODE:
        for index in 0..<gsk_container_node_get_n_children(node) {
          if let child = gsk_container_node_get_child(node, index) { walk(child) }
        }
      case GSK_TEXT_NODE:
        if let rgba = gsk_text_node_get_color(node)?.pointee {
          colors.append([rgba.red, rgba.green, rgba.blue, rgba.alpha].map { Int((Double($0) * 255).rounded()) })
        }
      default:
        let getters: [(OpaquePointer) -> OpaquePointer?] = [
          gsk_opacity_node_get_child, gsk_clip_node_get_child, gsk_rounded_clip_node_get_child,
          gsk_transform_node_get_child, gsk_debug_node_get_child, gsk_color_matrix_node_get_child,
        ]
        let types = [
          GSK_OPACITY_NODE, GSK_CLIP_NODE, GSK_ROUNDED_CLIP_NODE, GSK_TRANSFORM_NODE, GSK_DEBUG_NODE,
          GSK_COLOR_MATRIX_NODE,
        ]
        if let which = types.firstIndex(of: gsk_render_node_get_node_type(node)), let child = getters[which](node) {
          walk(child)
        }
      }
    }
    walk(root)
    return colors
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
