import CGtk
import Foundation
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import ArticleExample
@testable import ContactsExample
@testable import FilesExample
@testable import GtkKit
@testable import MailExample
@testable import PhotosExample
@testable import PlaceholderGtk

/// The keyboard alone through every example window (the Adwaita example's
/// walk is with its other tests, in a process of its own): Tab, pressed as
/// a real key, reaches every list that shows rows, every placeholder
/// button and a failed page's Retry, and never rests on a list's scrolled
/// window. Each window is walked in the states it shows: loaded, empty,
/// failed.
final class ExampleKeyboardWalkTests: ExampleTestCase {
  func testContacts() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    try runApplication(id: "io.github.placeholders.examples.Tests.ContactsWalk") { app in
      let contacts = ContactsWindow(application: app)
      let title = Self.present(contacts.window, named: "contacts")
      contacts.present()
      defer { contacts.window.destroy() }
      KeyboardWalk.waitForLoadsToEnd(contacts.window.gtkWidget)
      KeyboardWalk.walk(contacts.window.gtkWidget, window: contacts.window.gtkWidget, title: title, name: "Contacts")
    }
  }

  func testArticle() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    try runApplication(id: "io.github.placeholders.examples.Tests.ArticleWalk") { app in
      let article = ArticleWindow(application: app, service: ArticleService(latency: .milliseconds(10)))
      let title = Self.present(article.window, named: "article")
      article.present()
      defer { article.window.destroy() }
      KeyboardWalk.waitForLoadsToEnd(article.window.gtkWidget)
      KeyboardWalk.walk(article.window.gtkWidget, window: article.window.gtkWidget, title: title, name: "Article")
    }
  }

  /// The grid pages as it fills the window; scrolled to the end, its third
  /// page fails: the walk reaches a photo and the failed page's Retry.
  func testPhotos() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    try runApplication(id: "io.github.placeholders.examples.Tests.PhotosWalk") { app in
      let photos = PhotosWindow(application: app, service: PhotoService(latency: .milliseconds(10)))
      let title = Self.present(photos.window, named: "photos")
      photos.present()
      defer { photos.window.destroy() }
      let window = photos.window.gtkWidget
      XCTAssertTrue(
        MainLoop.run(until: {
          scrollToEnd(photos)
          return !KeyboardWalk.buttonsToReach(in: window).filter(KeyboardWalk.isRetry).isEmpty
        }), "the third page fails and its footer offers Retry")
      KeyboardWalk.waitForLoadsToEnd(window)
      // The keyboard where the user who scrolled there would put it: on
      // the last photo, one Tab from the Retry below it.
      photos.grid.focusItem(at: IndexPath(section: 0, item: photos.photos.itemCount - 1))
      XCTAssertTrue(MainLoop.run(until: { photos.grid.keyboard?.focusedItem != nil }), "the last photo has the focus")
      let walk = KeyboardWalk.walk(window, window: window, title: title, name: "Photos")
      XCTAssertTrue(walk.reachedButtons.contains(where: KeyboardWalk.isRetry), "the footer's Retry was reached")
    }
  }

  /// A folder with files (under headers), then an empty one.
  func testFiles() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("files-walk-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let empty = root.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("folder"), withIntermediateDirectories: true)
    try Data("x".utf8).write(to: root.appendingPathComponent("file.txt"))
    for (path, name) in [(root.path, "Files"), (empty.path, "Files, an empty folder")] {
      try runApplication(id: "io.github.placeholders.examples.Tests.FilesWalk") { app in
        let files = FilesWindow(application: app, path: path)
        let title = Self.present(files.window, named: "files")
        files.present()
        defer { files.window.destroy() }
        XCTAssertTrue(MainLoop.run(until: { !files.isReading }))
        KeyboardWalk.waitForLoadsToEnd(files.window.gtkWidget)
        KeyboardWalk.walk(files.window.gtkWidget, window: files.window.gtkWidget, title: title, name: name)
      }
    }
  }

  /// The Inbox's messages, the empty Drafts, and Spam, whose first load
  /// fails.
  func testMail() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    try runApplication(id: "io.github.placeholders.examples.Tests.MailWalk") { app in
      let mail = MailWindow(application: app, server: MailServer(latency: .milliseconds(10)))
      let title = Self.present(mail.window, named: "mail")
      mail.present()
      defer { mail.window.destroy() }
      let window = mail.window.gtkWidget
      for folder in [Folder.inbox, .drafts, .spam] {
        if folder != .inbox { mail.open(folder) }
        KeyboardWalk.waitForLoadsToEnd(window)
        KeyboardWalk.walk(window, window: window, title: title, name: "Mail, \(folder.title)")
      }
    }
  }

  /// Gives `window` a title no other test's window has (xdotool and mutter
  /// find a window by its title) and returns it.
  @MainActor
  private static func present(_ window: Widget, named name: String) -> String {
    let title = "keyboard-walk-\(name)"
    gtk_window_set_title(gcast(window.gtkWidget), title)
    return title
  }
}
