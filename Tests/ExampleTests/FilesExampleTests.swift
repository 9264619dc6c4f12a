import CGtk
import Foundation
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import FilesExample
@testable import GtkKit
@testable import PlaceholderGtk

/// Examples/Files on a real display, over real folders the tests make in a
/// temporary directory: loading, empty, failed with Retry, live changes,
/// switching folders while one is read, and a folder that changes while it
/// is being read.
final class FilesExampleTests: ExampleTestCase {
  private let applicationID = "io.github.placeholders.examples.Tests.Files"

  private func makeFolder(files: Int = 0, folders: Int = 0) throws -> String {
    let path = NSTemporaryDirectory() + "placeholders-files-\(getpid())-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    for index in 0..<files { try Self.write("file-\(index).txt", in: path) }
    for index in 0..<folders {
      try FileManager.default.createDirectory(atPath: "\(path)/folder-\(index)", withIntermediateDirectories: false)
    }
    return path
  }

  private static func write(_ name: String, in folder: String) throws {
    try Data("x".utf8).write(to: URL(fileURLWithPath: "\(folder)/\(name)"))
  }

  /// The names the table holds, in its order.
  @MainActor
  private static func names(_ files: FilesWindow) -> [String] {
    files.contents.dataSource.sections.flatMap { $0.items.map(\.name) }
  }

  func testAFolderShowsItsFoldersThenItsFilesUnderHeaders() throws {
    let path = try makeFolder(files: 3, folders: 2)
    try runApplication(id: applicationID) { app in
      let files = FilesWindow(application: app, path: path)
      files.present()
      defer { files.window.destroy() }
      XCTAssertTrue(pump(until: { visibleTexts(in: files.window).contains("file-2.txt") }))
      XCTAssertTrue(pump(until: { !files.isReading }))
      let sections = files.contents.dataSource.sections
      XCTAssertEqual(Set(sections[0].items.map(\.name)), ["folder-0", "folder-1"])
      XCTAssertEqual(Set(sections[1].items.map(\.name)), ["file-0.txt", "file-1.txt", "file-2.txt"])
      let texts = visibleTexts(in: files.window)
      for text in ["Folders", "Files", "folder-1", "1 bytes", path] {
        XCTAssertTrue(texts.contains(text), "\(text) shows: \(texts)")
      }
    }
  }

  func testAnEmptyFolderSaysSoOnlyAfterItWasRead() throws {
    let path = try makeFolder()
    try runApplication(id: applicationID) { app in
      let files = FilesWindow(application: app, path: path)
      var states = [files.files.table.loads.state]
      let observation = files.files.table.loads.observe { states.append($0.state) }
      files.present()
      defer { files.window.destroy() }
      XCTAssertTrue(pump(until: { visibleTexts(in: files.window).contains("Folder Is Empty") }))
      XCTAssertEqual(states, [.loading, .empty], "loading until the folder was read, never an empty flash")
      XCTAssertFalse(visibleTexts(in: files.window).contains("Folders"), "no header over an empty section")
      observation.cancel()
    }
  }

  func testAMissingFolderShowsGIOsMessageAndRetryListsItOnceItExists() throws {
    let path = try makeFolder() + "/later"
    try runApplication(id: applicationID) { app in
      let files = FilesWindow(application: app, path: path)
      files.present()
      defer { files.window.destroy() }
      XCTAssertTrue(pump(until: { visibleButton("Retry", in: files.window) != nil }))
      let message = visibleTexts(in: files.window).first { $0.contains("No such file or directory") }
      XCTAssertNotNil(message, "GIO's own message: \(visibleTexts(in: files.window))")
      XCTAssertTrue(message?.contains(path) ?? false)

      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
      try Self.write("arrived.txt", in: path)
      click(try XCTUnwrap(visibleButton("Retry", in: files.window)))
      XCTAssertTrue(pump(until: { visibleTexts(in: files.window).contains("arrived.txt") }))
      // The failure fades out while the folder is read again.
      XCTAssertTrue(pump(until: { visibleButton("Retry", in: files.window) == nil }), "the failure goes")
    }
  }

  /// A file named with a right-to-left override reads on screen as what
  /// it is, not as "invoice-exe.pdf", and a newline in a name is a symbol
  /// on one line; the same for a folder whose failure message names it.
  func testAHostileNameShowsOnScreenAsWhatItIs() throws {
    let path = try makeFolder()
    try Self.write("invoice-\u{202E}fdp.exe", in: path)
    try Self.write("two\nlines.txt", in: path)
    try runApplication(id: applicationID) { app in
      let files = FilesWindow(application: app, path: path)
      files.present()
      defer { files.window.destroy() }
      XCTAssertTrue(pump(until: { visibleTexts(in: files.window).contains("two␊lines.txt") }))
      let labels = WidgetTree.descendants(of: files.window.gtkWidget, type: gtk_label_get_type())
      let invoice = try XCTUnwrap(
        labels.first { String(cString: gtk_label_get_text(gcast($0))).hasPrefix("invoice-") }, "the invoice row")
      let text = String(cString: gtk_label_get_text(gcast(invoice)))
      XCTAssertEqual(text, "invoice-<U+202E>fdp.exe")
      // Laid out left to right: "fdp" comes before "exe" on screen.
      let layout = try XCTUnwrap(gtk_label_get_layout(gcast(invoice)))
      func x(of part: String) throws -> Int32 {
        let range = try XCTUnwrap(text.range(of: part))
        var position = PangoRectangle()
        pango_layout_index_to_pos(
          layout, Int32(text.utf8.distance(from: text.startIndex, to: range.lowerBound)), &position)
        return position.x
      }
      XCTAssertLessThan(try x(of: "invoice"), try x(of: "fdp"))
      XCTAssertLessThan(try x(of: "fdp"), try x(of: "exe"), "the name is not reordered")
      let twoLines = try XCTUnwrap(labels.first { String(cString: gtk_label_get_text(gcast($0))) == "two␊lines.txt" })
      XCTAssertEqual(pango_layout_get_line_count(gtk_label_get_layout(gcast(twoLines))), 1, "one line")
    }
  }

  func testTheListFollowsFilesCreatedRenamedAndDeleted() throws {
    let path = try makeFolder(files: 1)
    try runApplication(id: applicationID) { app in
      let files = FilesWindow(application: app, path: path)
      files.present()
      defer { files.window.destroy() }
      XCTAssertTrue(pump(until: { visibleTexts(in: files.window).contains("file-0.txt") }))

      try FileManager.default.removeItem(atPath: "\(path)/file-0.txt")
      XCTAssertTrue(
        pump(until: { visibleTexts(in: files.window).contains("Folder Is Empty") }),
        "deleting the last file shows the empty placeholder without a reload")

      try Self.write("new.txt", in: path)
      XCTAssertTrue(pump(until: { visibleTexts(in: files.window).contains("new.txt") }))
      XCTAssertTrue(
        pump(until: { !visibleTexts(in: files.window).contains("Folder Is Empty") }), "a new file hides it")

      try FileManager.default.moveItem(atPath: "\(path)/new.txt", toPath: "\(path)/renamed.txt")
      XCTAssertTrue(pump(until: { Self.names(files) == ["renamed.txt"] }), "\(Self.names(files))")
      XCTAssertTrue(pump(until: { visibleTexts(in: files.window).contains("renamed.txt") }))
    }
  }

  func testSwitchingFoldersBeforeTheFirstBatchCancelsTheOldListing() throws {
    let big = try makeFolder(files: 1_000)
    let small = try makeFolder(files: 2)
    try runApplication(id: applicationID) { app in
      let files = FilesWindow(application: app, path: big)
      files.present()
      defer { files.window.destroy() }
      XCTAssertNotNil(files.files.table.loads.currentRequest, "the big folder's listing has started")
      files.show(path: small)
      XCTAssertTrue(pump(until: { Folder.runningListings == 0 && !files.isReading }))
      settle(files.window)
      XCTAssertEqual(Set(Self.names(files)), ["file-0.txt", "file-1.txt"], "no row of the big folder")
    }
  }

  func testSwitchingFoldersWhileTheRestIsReadStopsIt() throws {
    let big = try makeFolder(files: 4_000)
    let small = try makeFolder(files: 2)
    try runApplication(id: applicationID) { app in
      let files = FilesWindow(application: app, path: big)
      files.present()
      defer { files.window.destroy() }
      XCTAssertTrue(pump(until: { !Self.names(files).isEmpty }))
      XCTAssertTrue(files.isReading, "the big folder's first rows show while the rest is read")
      files.show(path: small)
      XCTAssertTrue(pump(until: { Folder.runningListings == 0 && !files.isReading }))
      settle(files.window)
      XCTAssertEqual(Set(Self.names(files)), ["file-0.txt", "file-1.txt"], "no late row of the big folder")
    }
  }

  func testAFolderThatChangesWhileItIsReadEndsUpExactlyAsOnDisk() throws {
    let path = try makeFolder(files: 2_000)
    try runApplication(id: applicationID) { app in
      let files = FilesWindow(application: app, path: path)
      files.present()
      defer { files.window.destroy() }
      XCTAssertTrue(pump(until: { !Self.names(files).isEmpty }))
      // While the rest is read: add files, delete some (shown or not yet).
      for index in 0..<20 { try Self.write("added-\(index).txt", in: path) }
      for index in stride(from: 0, to: 2_000, by: 100) {
        try FileManager.default.removeItem(atPath: "\(path)/file-\(index).txt")
      }
      let onDisk = Set(try FileManager.default.contentsOfDirectory(atPath: path))
      XCTAssertTrue(
        pump(until: { !files.isReading && Set(Self.names(files)) == onDisk }),
        "missing \(onDisk.subtracting(Self.names(files)).count), extra \(Set(Self.names(files)).subtracting(onDisk).count)"
      )
      XCTAssertEqual(Self.names(files).count, onDisk.count, "nothing doubled")
    }
  }
}
