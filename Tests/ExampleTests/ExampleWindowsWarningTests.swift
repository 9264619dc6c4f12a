import CGtk
import Foundation
import PlaceholderTestSupport
import XCTest

@testable import ArticleExample
@testable import ContactsExample
@testable import FilesExample
@testable import GtkKit
@testable import MailExample
@testable import PhotosExample
@testable import PlaceholderGtk

/// Each example's window opens, lays out and draws on this display, X11 or
/// Wayland (`make test-wayland`), without one warning from GTK, GLib or the
/// library: what a user starting it from a terminal would read there.
final class ExampleWindowsWarningTests: ExampleTestCase {
  func testEveryExampleWindowOpensAndDrawsWithoutAWarning() throws {
    try runApplication(id: "io.github.placeholders.examples.Tests.Warnings") { app in
      let log = LogRecorder(domains: ["Gtk", "Gdk", "Gsk", "GLib", "GLib-GObject", "GLib-GIO", "Pango", "Placeholders"])
      defer { log.stop() }
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("warnings-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      try Data("hello".utf8).write(to: folder.appendingPathComponent("note.txt"))

      let contacts = ContactsWindow(application: app)
      let article = ArticleWindow(application: app)
      let photos = PhotosWindow(application: app)
      let files = FilesWindow(application: app, path: folder.path)
      let mail = MailWindow(application: app)
      let windows: [(String, Window, () -> Void)] = [
        ("contacts", contacts.window, contacts.present), ("article", article.window, article.present),
        ("photos", photos.window, photos.present), ("files", files.window, files.present),
        ("mail", mail.window, mail.present),
      ]
      for (name, window, present) in windows {
        present()
        XCTAssertTrue(pump(until: { gtk_widget_get_mapped(window.gtkWidget) != 0 }), "\(name) shows")
        settle(window, frames: 10)
        XCTAssertEqual(log.toolkitWarnings, [], "\(name): no GTK or GLib warning")
        XCTAssertEqual(log.count("Placeholders"), 0, "\(name): no warning from the library")
        window.destroy()
      }
    }
  }
}
