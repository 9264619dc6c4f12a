import CGtk
import Foundation
import PlaceholderTestSupport
import XCTest

/// Every symbolic icon the library, the demo and the examples name is in the
/// installed icon theme. Icon themes drop names between versions (Adwaita 48
/// on Debian 13 has no `emblem-ok-symbolic`, which Adwaita 43 on Debian 12
/// has), and a missing name draws nothing or a fallback without any warning.
final class IconNameTests: GtkTestCase {
  func testEverySymbolicIconNamedInTheSourcesIsInTheIconTheme() {
    let names = symbolicIconNames(under: ["Sources", "Examples"])
    XCTAssertGreaterThan(names.count, 20, "the sources' icon names are found")
    onMain {
      guard let display = gdk_display_get_default(), let theme = gtk_icon_theme_get_for_display(display) else {
        return XCTFail("no icon theme for the default display")
      }
      for name in names.sorted() where gtk_icon_theme_has_icon(theme, name) == 0 {
        XCTFail("icon \(name) is not in the installed icon theme: use a name every supported Adwaita has")
      }
    }
  }
}

/// The string literals ending in `-symbolic` in the Swift files under the
/// package's folders.
private func symbolicIconNames(under folders: [String]) -> Set<String> {
  let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  let pattern = /"([a-z0-9][a-z0-9-]*-symbolic)"/
  var names: Set<String> = []
  for folder in folders {
    let root = packageRoot.appendingPathComponent(folder)
    guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
    for case let file as URL in walker where file.pathExtension == "swift" {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      for match in text.matches(of: pattern) { names.insert(String(match.1)) }
    }
  }
  return names
}
